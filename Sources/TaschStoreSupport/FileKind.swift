import Glibc

/// The kinds of things a path can name, in words: every store that keeps its data in files
/// uses regular files only, and says what a path names instead when it is something else.
public enum FileKind {
  /// The words for a folder.
  public static let folder = "a folder"

  /// What `mode` names when it is not a regular file, such as "a named pipe (FIFO)"; `nil` for
  /// a regular file.
  public static func nonRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: folder
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "neither a file nor a folder"
    }
  }

  /// What `path` names, following symbolic links, when something is there and it is not a
  /// regular file; `nil` for a regular file, for nothing, and for a path that cannot be looked
  /// at (opening it then says why).
  public static func nonRegular(at path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return nonRegular(status.st_mode)
  }

  /// Whether `path` names a regular file, following symbolic links, that holds nothing.
  public static func isEmptyRegularFile(at path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    return nonRegular(status.st_mode) == nil && status.st_size == 0
  }
}
