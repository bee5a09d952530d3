import Glibc

/// A file-system operation that failed: what was being done, to which path, and why, in words
/// a user can act on.
struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why an operation failed.
  enum Reason: Hashable, Sendable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The path names something other than a regular file: "a named pipe (FIFO)".
    case notARegularFile(String)
    /// The file is larger than tasch accepts for its kind.
    case tooLarge(FileSizeLimit)
    /// The path cannot name a file at all; the words say why.
    case unusablePath(String)
    /// A symbolic link points to a name that is not valid UTF-8, which no `String` can hold.
    case linkTargetNotUTF8
    /// A symbolic link stands where tasch never follows one (its lock file).
    case symbolicLinkRefused
  }

  /// What was being done: "read", "create the folder", "save".
  let action: String
  /// The path it was done to.
  let path: String
  /// Why it failed.
  let reason: Reason

  /// A failure of `action` on `path` for `reason`.
  init(action: String, path: String, reason: Reason) {
    self.action = action
    self.path = path
    self.reason = reason
  }

  /// A system call's failure, with the `errno` it gave.
  init(action: String, path: String, code: Int32) {
    self.init(action: action, path: path, reason: .system(code))
  }

  /// `cannot save /home/a/state.json: the disk is full`; an empty path shows as `""`.
  var description: String { "cannot \(action) \(path.isEmpty ? "\"\"" : path): \(explanation)" }

  /// The `errno` of a failed system call; `nil` for the failures tasch itself detects.
  var code: Int32? {
    if case .system(let code) = reason { code } else { nil }
  }

  private var explanation: String {
    switch reason {
    case .system(let code): Self.reason(for: code)
    case .notARegularFile(let kind): "it is \(kind), not a regular file"
    case .tooLarge(let limit):
      "it is larger than \(limit.description), the most tasch accepts for \(limit.kind)"
    case .unusablePath(let problem): problem
    case .linkTargetNotUTF8: "it is a symbolic link to a name that is not valid UTF-8"
    case .symbolicLinkRefused:
      "it is a symbolic link, and tasch never follows one there: remove the link"
    }
  }

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
    case ELOOP: "its symbolic links form a loop, or a chain too long to follow"
    case EMFILE: "this process has too many files open (see ulimit -n)"
    case ENFILE: "the system has too many files open"
    case ENOMEM: "the system is out of memory"
    case ENXIO: "it is a device or socket that cannot be opened"
    case ETXTBSY: "it is a program that is running"
    case EBUSY: "it is busy, or a mount point that cannot be replaced"
    case EXDEV: "it is a mount point that cannot be replaced"
    case EIO: "an input/output error"
    case ESTALE: "the network file system no longer has it"
    default: String(cString: strerror(code))
    }
  }
}
