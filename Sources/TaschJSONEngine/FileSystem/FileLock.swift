import Glibc
import TaschStoreSupport

/// An exclusive advisory lock (`flock`) on a separate, permanent lock file, held while a body
/// runs, so that read-modify-write cycles of several processes never interleave.
///
/// The lock file is never deleted: deleting it would let two processes lock two different
/// files of the same name. It is never followed either: a symbolic link planted in its place
/// would make tasch create a file wherever it points, so anything but a regular file there is
/// refused. A new one is given the owner and group of the file it guards, and leave to read
/// and write it to whoever may: root changing another user's file must not lock them out.
enum FileLock {
  /// Runs `body` while holding the exclusive lock on `path`, creating the file if needed, with
  /// the owner, group and permission to read and write of `guarded`, as far as this process
  /// may, when that file exists.
  ///
  /// - Throws: `LockedError.lock` when the lock cannot be taken, or another process held it
  ///   for all of `waiting`'s limit; `.body` with what `body` threw.
  static func withExclusiveLock<Result, Failure: Error>(
    on path: String, creatingLike guarded: String? = nil, waiting: LockWait = .standard,
    _ body: () throws(Failure) -> Result
  ) throws(LockedError<Failure>) -> Result {
    let descriptor: Int32
    do throws(FileError) {
      descriptor = try openLockFile(path, creatingLike: guarded)
    } catch {
      throw .lock(error)
    }
    // Closing the descriptor releases the lock, on every path out of this function.
    defer { close(descriptor) }
    do throws(FileError) {
      try lock(descriptor, at: path, guarding: guarded, waiting: waiting)
    } catch {
      throw .lock(error)
    }
    do throws(Failure) {
      return try body()
    } catch {
      throw .body(error)
    }
  }

  /// The lock file's descriptor, which never blocks, never follows a link, and is a regular
  /// file; a file created is given the ownership of `guarded`, when it exists, for its lock.
  ///
  /// It is opened for writing although nothing is written: on NFS, `flock` becomes a POSIX
  /// lock, and an exclusive one needs a descriptor open for writing.
  private static func openLockFile(_ path: String, creatingLike guarded: String?)
    throws(FileError) -> Int32
  {
    let flags = O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    var descriptor = open(path, flags)
    // Created exclusively, so that only the process that made it sets its ownership; another
    // process making it meanwhile makes it one to open as it is.
    for _ in 0..<attempts where descriptor < 0 && errno == ENOENT {
      descriptor = open(path, flags | O_CREAT | O_EXCL, 0o644)
      if descriptor >= 0 {
        guarded.flatMap(FileOwnership.init(ofFileAt:))?.forItsLockFile.give(to: descriptor)
      } else if errno == EEXIST {
        descriptor = open(path, flags)
      }
    }
    guard descriptor >= 0 else {
      let code = errno
      var status = stat()
      let isLink = code == ELOOP && lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
      throw FileError(
        action: .lock, path: path, reason: isLink ? .symbolicLinkRefused : .system(code))
    }
    _ = try FileType.status(ofOpened: descriptor, at: path, toDo: .lock) { status in
      FileKind.nonRegular(status.st_mode).map { .notARegularFile($0) }
    }
    return descriptor
  }

  /// Takes the exclusive lock of the lock file open at `descriptor`, trying again while another
  /// process holds it, up to `waiting`'s limit of no change to the `guarded` file.
  ///
  /// Tried without blocking: a lock that blocks waits as long as its holder, for ever. The
  /// limit runs again whenever the guarded file changes: other processes taking turns, many
  /// at once, are no holder that never lets go, however long the turns take in all.
  private static func lock(
    _ descriptor: Int32, at path: String, guarding guarded: String?, waiting: LockWait
  ) throws(FileError) {
    var start = waiting.now()
    var seen = guarded.flatMap(FileFingerprint.init(of:))
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      switch errno {
      case EINTR: continue
      case EWOULDBLOCK:
        if let guarded, case let now = FileFingerprint(of: guarded), now != seen {
          (seen, start) = (now, waiting.now())
        }
        let waited = start.duration(to: waiting.now())
        guard waited < waiting.limit else {
          throw FileError(action: .lock, path: path, reason: .heldTooLong(waiting.limit))
        }
        waiting.pause(LockWait.pause(after: waited))
      case let code: throw FileError(action: .lock, path: path, code: code)
      }
    }
  }

  /// How many times a lock file is looked for and created before giving up, should other
  /// processes keep creating and removing it.
  private static let attempts = 4
}

/// Why a locked section failed: taking the lock, or the section itself.
enum LockedError<Failure: Error>: Error {
  /// The lock could not be taken.
  case lock(FileError)
  /// The section threw.
  case body(Failure)
}
