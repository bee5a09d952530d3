import Glibc

/// A file-system call that failed, with the path and the system's reason.
struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done: "read", "create the folder", "save".
  let action: String
  /// The path it was done to.
  let path: String
  /// The `errno` the system gave.
  let code: Int32

  /// `cannot save /home/a/state.json: the disk is full`.
  var description: String { "cannot \(action) \(path): \(Self.reason(for: code))" }

  /// A plain explanation of `code`, worded for the situations a user can fix.
  static func reason(for code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or folder"
    case EACCES, EPERM: "permission denied"
    case EROFS: "the file system is read-only"
    case ENOSPC, EDQUOT: "the disk is full"
    case EFBIG: "the file is too large for this system's limits"
    case EISDIR: "it is a folder, not a file"
    case ENOTDIR: "a part of the path is a file, not a folder"
    case ENAMETOOLONG: "the path is too long"
    case ELOOP: "the path has too many symbolic links"
    case EIO: "an input/output error"
    default: String(cString: strerror(code))
    }
  }
}
