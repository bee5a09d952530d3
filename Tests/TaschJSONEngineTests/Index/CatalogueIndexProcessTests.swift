import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// Processes that open one catalogue's index at the same time, each building it: every one
/// succeeds, and the last rename leaves one whole index.
@Suite struct CatalogueIndexProcessTests {
  @Test func eightProcessesBuildingOneIndexAtOnceAllSucceed() throws {
    let folder = TemporaryFolder()
    let cache = folder.file("cache")
    // The shipped catalogue last changed long before this test: its index is kept.
    let catalogue = FakeDataTests.folder + "/catalogue.json"
    let opener = URL(fileURLWithPath: StateWriterProcess.executablePath)
      .deletingLastPathComponent().appendingPathComponent("IndexOpener")

    let runs = try (1...8).map { _ in
      let process = Process()
      process.executableURL = opener
      process.arguments = [catalogue, cache]
      var environment = ProcessInfo.processInfo.environment
      environment["LLVM_PROFILE_FILE"] = "/dev/null"
      process.environment = environment
      let (input, output) = (Pipe(), Pipe())
      process.standardInput = input
      process.standardOutput = output
      try process.run()
      return (process, input, output)
    }
    // All start building together.
    for (_, input, _) in runs {
      try input.fileHandleForWriting.write(contentsOf: Data("go\n".utf8))
    }
    let reports = runs.map { process, _, output in
      let report = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, report)
    }

    let count = try CatalogueReader(path: catalogue).read { _ in }.count
    #expect(reports.allSatisfy { $0.0 == 0 && $0.1.hasSuffix(" \(count)\n") }, "\(reports)")
    #expect(reports.contains { $0.1.hasPrefix("built(saved: true)") })
    #expect(
      try folder.entries(in: "cache") == [
        Path.name(of: CatalogueIndexCache.indexPath(of: catalogue, in: cache))
      ])
    let index = try CatalogueIndexCache(folder: cache).index(of: catalogue)
    #expect(index.origin == .reused)
    #expect(try index.allFacts().count == count)
  }
}
