import Glibc

/// What identifies a file's version on disk without reading it: which file it is, its size and
/// when it was last changed, to the nanosecond.
///
/// Two equal signatures of a file mean it was, in practice, not written in between: every write
/// of the state file is a rename of a new file, which changes the inode.
struct FileSignature: Hashable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: timespec
  let changed: timespec

  /// The signature of the file at `path` (following symbolic links); `nil` when there is none.
  init?(of path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modified = status.st_mtim
    changed = status.st_ctim
  }

  static func == (lhs: FileSignature, rhs: FileSignature) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
      && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
      && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(inode)
    hasher.combine(size)
    hasher.combine(modified.tv_nsec)
  }
}
