import Glibc

@testable import TaschJSONEngine

/// Clocks for index builds, and file times to set, so that tests of the racy rule never wait.
enum IndexClock {
  /// The status of the file at `path`.
  static func status(_ path: String) -> stat {
    var status = stat()
    stat(path, &status)
    return status
  }

  /// A clock standing one second after the file at `path` last changed: an index built then
  /// is trusted while the file stays as it is.
  static func settled(_ path: String) -> @Sendable () -> FileTime {
    let status = status(path)
    let last = max(FileTime(status.st_mtim), FileTime(status.st_ctim))
    return { last.adding(nanoseconds: 1_000_000_000) }
  }

  /// A clock standing at the moment the file at `path` last changed.
  static func racing(_ path: String) -> @Sendable () -> FileTime {
    let status = status(path)
    let last = max(FileTime(status.st_mtim), FileTime(status.st_ctim))
    return { last }
  }

  /// Puts back the access and modification times of the file at `path` as `status` has them.
  static func restoreTimes(of path: String, to status: stat) {
    let times = [status.st_atim, status.st_mtim]
    _ = utimensat(AT_FDCWD, path, times, 0)
  }
}
