import Glibc

/// An exclusive advisory lock (`flock`) on a separate, permanent lock file, held while a body
/// runs, so that read-modify-write cycles of several processes never interleave.
///
/// The lock file is never deleted: deleting it would let two processes lock two different
/// files of the same name.
enum FileLock {
  /// Runs `body` while holding the exclusive lock on `path`, creating the file if needed.
  ///
  /// - Throws: `LockedError.lock` when the lock cannot be taken, `.body` with what `body` threw.
  static func withExclusiveLock<Result, Failure: Error>(
    on path: String,
    _ body: () throws(Failure) -> Result
  ) throws(LockedError<Failure>) -> Result {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .lock(FileError(action: "lock", path: path, code: errno))
    }
    // Closing the descriptor releases the lock, on every path out of this function.
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .lock(FileError(action: "lock", path: path, code: errno)) }
    }
    do throws(Failure) {
      return try body()
    } catch {
      throw .body(error)
    }
  }
}

/// Why a locked section failed: taking the lock, or the section itself.
enum LockedError<Failure: Error>: Error {
  /// The lock could not be taken.
  case lock(FileError)
  /// The section threw.
  case body(Failure)
}
