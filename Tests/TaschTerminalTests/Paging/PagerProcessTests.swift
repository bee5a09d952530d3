import Foundation
import Glibc
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// A real pager process: given the output through a pipe, waited for, and left early without
/// harm.
///
/// One pager at a time, as in `tasch`: each ignores SIGINT in this process while it runs and
/// then gives back what it found, so two at once could leave SIGINT ignored for every process
/// the other tests start.
@Suite(.serialized) struct PagerProcessTests {
  @Test func thePagerIsGivenTheOutputAndWaitedFor() throws {
    let folder = TemporaryFolder()
    let file = folder.path + "/paged.txt"
    let command = try #require(PagerCommand("dd of=\(file) status=none"))

    let pager = try #require(PagerProcess.start(command, environment: ["PATH": "/usr/bin:/bin"]))
    pager.write("first\n")
    pager.write(utf8: Array("second\n".utf8))
    pager.finish()

    #expect(FileManager.default.contents(atPath: file) == Data("first\nsecond\n".utf8))
    #expect(pager.failure == nil)
  }

  @Test func aProgramThatCannotBeStartedIsNoPager() {
    let command = PagerCommand("/nonexistent/pager -R")

    #expect(command.flatMap { PagerProcess.start($0, environment: [:]) } == nil)
  }

  @Test func aPagerLeftEarlyIsAReaderThatWentAway() throws {
    let command = try #require(PagerCommand("true"))

    let pager = try #require(PagerProcess.start(command, environment: ["PATH": "/usr/bin:/bin"]))
    // More than a pipe holds, so that the writes outlast the pager.
    let block = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
    for _ in 0..<8 { pager.write(utf8: block) }
    pager.finish()

    #expect(pager.failure == .readerGone)
  }
}
