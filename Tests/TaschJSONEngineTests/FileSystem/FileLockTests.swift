import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct FileLockTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private func lock(_ name: String) throws(LockedError<Never>) -> Int {
    try FileLock.withExclusiveLock(on: folder.file(name)) { 42 }
  }

  @Test func createsThePermanentLockFileAndRunsTheBody() throws {
    #expect(try lock("state.json.lock") == 42)
    #expect(try folder.entries() == ["state.json.lock"])
  }

  @Test func neverFollowsALinkPlantedAsTheLockFile() throws {
    #expect(symlink(folder.file("elsewhere/victim"), folder.file("state.json.lock")) == 0)

    let error = #expect(throws: LockedError<Never>.self) { try lock("state.json.lock") }

    guard case .lock(let fileError) = error else {
      Issue.record("expected a lock error, got \(String(describing: error))")
      return
    }
    #expect(
      fileError.description
        == "cannot lock \(folder.file("state.json.lock")): it is a symbolic link, and tasch never "
        + "follows one there: remove the link")
    #expect(try folder.entries() == ["state.json.lock"])
  }

  @Test func neverFollowsALinkToAnExistingFile() throws {
    try folder.write("precious", to: "precious.txt")
    #expect(symlink(folder.file("precious.txt"), folder.file("state.json.lock")) == 0)

    #expect(throws: LockedError<Never>.self) { try lock("state.json.lock") }
    #expect(folder.read("precious.txt") == "precious")
  }

  @Test func refusesANamedPipeAsTheLockFileWithoutBlocking() throws {
    #expect(mkfifo(folder.file("state.json.lock"), 0o600) == 0)

    let error = #expect(throws: LockedError<Never>.self) { try lock("state.json.lock") }

    guard case .lock(let fileError) = error else {
      Issue.record("expected a lock error, got \(String(describing: error))")
      return
    }
    #expect(fileError.reason == .notARegularFile("a named pipe (FIFO)"))
  }
}
