import Glibc

/// Which file a path names, as the system tells files apart (its device and inode): the same
/// path may come to name another file, once the file is deleted or another is moved over it.
struct OpenedFile: Hashable {
  let device: UInt64
  let inode: UInt64

  /// The file at `path`, following symbolic links; `nil` when there is none, or it cannot be
  /// looked at.
  init?(at path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
