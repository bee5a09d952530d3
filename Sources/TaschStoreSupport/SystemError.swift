import Glibc

/// A failed system call's `errno`, in words a user can act on: every store that keeps files
/// says the same of the same failure — "the disk is full", "the file system is read-only" —
/// whether the file is a state file or a database.
public struct SystemError: Hashable, Sendable, CustomStringConvertible {
  /// The `errno`.
  public let code: Int32

  /// The failure of `code`.
  public init(_ code: Int32) {
    self.code = code
  }

  /// A plain explanation, worded for the situations a user can fix; the system's own words
  /// for the others.
  public var description: String {
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

  /// Whether the failure says that nothing can be written where it was tried: a full disk, a
  /// read-only file system, a file or folder this process may not write.
  public var forbidsWriting: Bool {
    [ENOSPC, EDQUOT, EROFS, EACCES, EPERM].contains(code)
  }
}
