import Glibc
import Synchronization
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

  // MARK: - Waiting for another process

  /// A clock that moves only as the lock waits on it, and the waits it was asked for.
  private final class WaitingClock: Sendable {
    private let waits = Mutex<[Duration]>([])
    private let start = ContinuousClock.now
    /// Called on every pause, once the pause is counted.
    let onPause: @Sendable (Int) -> Void

    init(onPause: @escaping @Sendable (Int) -> Void = { _ in }) {
      self.onPause = onPause
    }

    var paused: [Duration] { waits.withLock { $0 } }

    func wait(limit: Duration) -> LockWait {
      LockWait(
        limit: limit,
        pause: { [self] pause in
          let count = waits.withLock { waits in
            waits.append(pause)
            return waits.count
          }
          onPause(count)
        },
        now: { [self] in start + waits.withLock { $0.reduce(.zero, +) } })
    }
  }

  /// Holds the lock of `name` as another process would: on a description of its own.
  private func holdingTheLock(of name: String) throws -> Int32 {
    let descriptor = open(folder.file(name), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    return descriptor
  }

  /// A holder that never lets go keeps a change waiting no longer than the limit, and the
  /// change then fails, running nothing.
  @Test func aLockHeldForLongerThanTheLimitIsAFailureNamingIt() throws {
    let holder = try holdingTheLock(of: "state.json.lock")
    defer { close(holder) }
    let clock = WaitingClock()
    let ran = Mutex(false)

    #expect {
      try FileLock.withExclusiveLock(
        on: folder.file("state.json.lock"), waiting: clock.wait(limit: .seconds(5))
      ) { () throws(Never) in ran.withLock { $0 = true } }
    } throws: { error in
      guard case .lock(let failure) = error as? LockedError<Never> else { return false }
      return failure.description
        == "cannot lock \(folder.file("state.json.lock")): another program held it for longer "
        + "than 5.0 seconds without changing the file (a change that does not end, such as one "
        + "of a tasch that was stopped); try again once it has ended"
    }
    #expect(ran.withLock { $0 } == false)
    #expect(clock.paused.reduce(.zero, +) >= .seconds(5))
    #expect(clock.paused.allSatisfy { $0 <= .milliseconds(10) }, "tried again often")
  }

  /// Found by the benchmark of 16 shoppers checking out at once: other processes taking their
  /// turns, changing the file, are waited for however long their turns take in all.
  @Test func otherProcessesChangingTheFileAreWaitedForPastTheLimit() throws {
    let guarded = try folder.write("{}", to: "state.json")
    let holder = try holdingTheLock(of: "state.json.lock")
    // A pause is 10 ms at most: 2,000 of them are 20 s, four times the limit, the file
    // changing every 100.
    let clock = WaitingClock { pauses in
      if pauses.isMultiple(of: 100) {
        _ = try? folder.write(String(repeating: " ", count: pauses), to: "state.json")
      }
      if pauses == 2_000 { close(holder) }
    }

    let result = try FileLock.withExclusiveLock(
      on: folder.file("state.json.lock"), creatingLike: guarded,
      waiting: clock.wait(limit: .seconds(5))
    ) { () throws(Never) in 42 }

    #expect(result == 42)
    #expect(clock.paused.reduce(.zero, +) > .seconds(15))
  }

  /// Let go while the change waits, the lock is taken and the change made.
  @Test func aLockLetGoWithinTheLimitIsTaken() throws {
    let holder = try holdingTheLock(of: "state.json.lock")
    let clock = WaitingClock { pauses in if pauses == 3 { close(holder) } }

    let result = try FileLock.withExclusiveLock(
      on: folder.file("state.json.lock"), waiting: clock.wait(limit: .seconds(5))
    ) { () throws(Never) in 42 }

    #expect(result == 42)
    #expect(clock.paused.count == 3)
  }
}
