import Glibc
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct FileLockTests {
  private let folder = TemporaryFolder()

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

  @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
  func aNewLockFileTakesTheOwnerGroupAndModeOfItsFile() throws {
    try folder.write("{}", to: "state.json")
    #expect(chown(folder.file("state.json"), 65_534, 65_534) == 0)
    #expect(chmod(folder.file("state.json"), 0o664) == 0)

    let status = try lockFileMadeLikeStateJSON()
    #expect(status.st_uid == 65_534)
    #expect(status.st_gid == 65_534)
    #expect(status.st_mode & 0o7777 == 0o664)
  }

  @Test func aLockFileOfAnExecutableFileIsNotExecutable() throws {
    try folder.write("{}", to: "state.json")
    #expect(chmod(folder.file("state.json"), 0o4770) == 0)

    #expect(try lockFileMadeLikeStateJSON().st_mode & 0o7777 == 0o660)
  }

  @Test func anExistingLockFileIsLeftAsItIs() throws {
    try folder.write("", to: "state.json.lock")
    #expect(chmod(folder.file("state.json.lock"), 0o600) == 0)
    try folder.write("{}", to: "state.json")
    #expect(chmod(folder.file("state.json"), 0o664) == 0)

    #expect(try lockFileMadeLikeStateJSON().st_mode & 0o7777 == 0o600)
  }

  /// Takes the lock of `state.json`, its lock file made like `state.json` when it is missing,
  /// and gives the lock file's status.
  private func lockFileMadeLikeStateJSON() throws -> stat {
    _ = try FileLock.withExclusiveLock(
      on: folder.file("state.json.lock"), creatingLike: folder.file("state.json")
    ) { () throws(Never) in 42 }
    return try #require(folder.status("state.json.lock"))
  }
}
