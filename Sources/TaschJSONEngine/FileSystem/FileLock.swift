import Glibc

/// An exclusive advisory lock (`flock`) on a separate, permanent lock file, held while a body
/// runs, so that read-modify-write cycles of several processes never interleave.
///
/// The lock file is never deleted: deleting it would let two processes lock two different
/// files of the same name. It is never followed either: a symbolic link planted in its place
/// would make tasch create a file wherever it points, so anything but a regular file there is
/// refused.
enum FileLock {
  /// Runs `body` while holding the exclusive lock on `path`, creating the file if needed.
  ///
  /// - Throws: `LockedError.lock` when the lock cannot be taken, `.body` with what `body` threw.
  static func withExclusiveLock<Result, Failure: Error>(
    on path: String,
    _ body: () throws(Failure) -> Result
  ) throws(LockedError<Failure>) -> Result {
    let descriptor: Int32
    do throws(FileError) {
      descriptor = try openLockFile(path)
    } catch {
      throw .lock(error)
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

  /// The lock file's descriptor, which never blocks, never follows a link, and is a regular
  /// file.
  ///
  /// It is opened for writing although nothing is written: on NFS, `flock` becomes a POSIX
  /// lock, and an exclusive one needs a descriptor open for writing.
  private static func openLockFile(_ path: String) throws(FileError) -> Int32 {
    let flags = O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      var status = stat()
      let isLink = code == ELOOP && lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
      throw FileError(
        action: "lock", path: path, reason: isLink ? .symbolicLinkRefused : .system(code))
    }
    var status = stat()
    let problem: FileError.Reason? =
      if fstat(descriptor, &status) != 0 {
        .system(errno)
      } else if let kind = FileType.nonRegularKind(of: status.st_mode) {
        .notARegularFile(kind)
      } else {
        nil
      }
    if let problem {
      close(descriptor)
      throw FileError(action: "lock", path: path, reason: problem)
    }
    return descriptor
  }
}

/// Why a locked section failed: taking the lock, or the section itself.
enum LockedError<Failure: Error>: Error {
  /// The lock could not be taken.
  case lock(FileError)
  /// The section threw.
  case body(Failure)
}
