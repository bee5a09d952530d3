import Foundation
import Glibc
import Tasch
import TaschJSONEngine
import TaschSimulation
import TaschTestSupport
import Testing

/// Several `tasch` processes share one state file: none may lose another's update, and none
/// may leave it torn, whenever it is killed.
@Suite struct MultiProcessTests {
  private let folder = TemporaryFolder()
  private let catalogue: String

  init() throws {
    let products = (1...50).map {
      #"{"id": \#($0), "name": "Bag \#($0)", "price": "1.00", "stock": 5}"#
    }
    catalogue = try folder.write(
      #"{"currency": "USD", "products": [\#(products.joined(separator: ", "))]}"#,
      to: "catalogue.json")
  }

  /// The shopper's data in `state`, as a new store reads it.
  private func data(in state: String) async throws -> ShopperData {
    let store = JSONShopStore(catalogue: JSONCatalogueFile(path: catalogue), stateFile: state)
    let shopper = Shopper(shop: try await store.shops()[0].id, name: "reader")
    return try await store.read(.wishList, for: shopper) { $0.shopper }
  }

  private func wishList(in state: String) async throws -> [ProductID] {
    try await data(in: state).wishList.productIDs
  }

  @Test func fortyWritersAtOnceLoseNothing() async throws {
    let state = folder.file("state.json")

    let processes = try (1...40).map { id in
      try StateWriterProcess.start([catalogue, state, "add", String(id)]).0
    }
    for process in processes { process.waitUntilExit() }

    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    #expect(try await Set(wishList(in: state)) == Set((1...40).map { ProductID($0) }))
  }

  @Test func writersThroughALinkAndThroughTheRealPathShareOneFile() async throws {
    let real = folder.file("data/real.json")
    let link = folder.file("link.json")
    // The link leads into a folder that is there: one that is not is refused.
    #expect(mkdir(folder.file("data"), 0o755) == 0)
    #expect(symlink("data/real.json", link) == 0)

    let processes = try (1...50).map { id in
      try StateWriterProcess.start([catalogue, id.isMultiple(of: 2) ? link : real, "add", "\(id)"])
        .0
    }
    for process in processes { process.waitUntilExit() }

    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    #expect(try await Set(wishList(in: link)) == Set((1...50).map { ProductID($0) }))
    #expect(isLink(link))
    #expect(try folder.entries() == ["catalogue.json", "data", "link.json"])
    #expect(try folder.entries(in: "data") == ["real.json", "real.json.lock"])
  }

  @Test(arguments: [0x7A5C_0001, 0x7A5C_0002] as [UInt64])
  func aWriterKilledAtAnyMomentLeavesAReadableState(seed: UInt64) async throws {
    let real = folder.file("data/state.json")
    let link = folder.file("state.json")
    #expect(symlink("data/state.json", link) == 0)
    try folder.write("keep me", to: "data/state.json.tmp-backup")
    var generator = SeededRandomNumberGenerator(seed: seed)
    for round in 0..<8 {
      let path = round.isMultiple(of: 2) ? link : real
      let (process, output, _) = try StateWriterProcess.start([catalogue, path, "churn"])
      // Wait for a drawn number of completed writes, then kill it wherever it is.
      let writes = Int.random(in: 1...30, using: &generator)
      var seen = 0
      while seen < writes {
        let data = output.fileHandleForReading.availableData
        guard !data.isEmpty else { break }
        seen += data.split(separator: UInt8(ascii: "\n")).count
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      #expect(process.terminationReason == .uncaughtSignal, "seed \(seed), round \(round)")
      #expect(try await data(in: path).ratings[1] != nil, "seed \(seed), round \(round)")
    }
    #expect(try StateWriterProcess.run([catalogue, link, "add", "3"]).status == 0)
    #expect(isLink(link))
    #expect(folder.read("data/state.json.tmp-backup") == "keep me")
    #expect(try folder.entries() == ["catalogue.json", "data", "state.json"])
    // A kill between naming the new file and renaming it, two system calls, may leave one
    // complete temporary file of tasch's own; nothing else may be there, and nothing is swept.
    let others = try folder.entries(in: "data").filter {
      !["state.json", "state.json.lock", "state.json.tmp-backup"].contains($0)
    }
    #expect(others.allSatisfy(isTemporaryName), "seed \(seed): \(others)")
  }

  @Test func aLinkPlantedAsTheLockFileIsRefusedAndNothingIsCreated() async throws {
    let state = folder.file("state.json")
    #expect(symlink(folder.file("elsewhere/victim"), state + ".lock") == 0)

    let (status, message) = try StateWriterProcess.run([catalogue, state, "add", "1"])

    #expect(status == 1)
    #expect(
      message.contains(
        "cannot lock \(state).lock: it is a symbolic link, and tasch never follows one there"))
    #expect(try folder.entries() == ["catalogue.json", "state.json.lock"])
    #expect(isLink(state + ".lock"))
  }

  private func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Whether `name` is one of the temporary names tasch writes: `.tasch-`, 32 hex digits, `.tmp`.
  private func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix(".tasch-"), name.hasSuffix(".tmp") else { return false }
    let digits = name.dropFirst(".tasch-".count).dropLast(".tmp".count)
    return digits.count == 32 && digits.allSatisfy(\.isHexDigit)
  }

  @Test func aWriteThatHitsTheFileSizeLimitKeepsThePreviousState() async throws {
    let state = folder.file("state.json")
    #expect(try StateWriterProcess.run([catalogue, state, "add", "1"]).status == 0)
    let before = folder.read("state.json")

    let (status, message) = try StateWriterProcess.run([
      catalogue, state, "limit", "16", "add", "2",
    ])

    #expect(status == 1)
    #expect(
      message.contains("cannot save \(state): the file is too large for this system's limits"))
    #expect(message.contains("Your saved state was not changed."))
    #expect(folder.read("state.json") == before)
    #expect(try await wishList(in: state) == [1])
  }
}
