import Glibc

/// Checks a path given for a file before anything is opened, created or locked, so that an
/// unusable one is refused as a mistake in the command line rather than found out half-way.
public enum FilePathCheck {
  /// Why `path` cannot name a file tasch reads or writes, in words that follow the option's
  /// name (`--state: the path is empty`); `nil` when it can.
  ///
  /// Refused: an empty path, one with a NUL character (the system would cut it there and
  /// use another file), one longer than the system accepts, one ending in `/`, `.` or `..`,
  /// and the path of an existing folder.
  public static func problem(with path: String) -> String? {
    if path.isEmpty { return "the path is empty" }
    if path.utf8.contains(0) { return "the path contains a NUL character" }
    if path.utf8.count >= PATH_MAX {
      return "the path is longer than \(PATH_MAX - 1) bytes, the most the system accepts"
    }
    if path.hasSuffix("/") { return "the path ends in \"/\", so it names a folder, not a file" }
    if [".", ".."].contains(Path.name(of: path)) {
      return "the path ends in \"\(Path.name(of: path))\", so it names a folder, not a file"
    }
    if PosixFile.isFolder(path) { return "it is a folder, not a file" }
    return nil
  }
}
