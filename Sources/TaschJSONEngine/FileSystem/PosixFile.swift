import Glibc

/// The few file operations the engine needs, done with POSIX calls so that every failure has a
/// precise `errno` and the durability steps (fsync of file and folder) are explicit.
enum PosixFile {
  /// The whole content of the regular file at `path`, at most `limit` long.
  ///
  /// - Throws: `FileError` when it cannot be read, is not a regular file or is too large.
  static func read(_ path: String, limit: FileSizeLimit) throws(FileError) -> [UInt8] {
    try ReadableFile(path: path, limit: limit).readToEnd()
  }

  /// The content of the regular file at `path`, or `nil` when nothing is there (a link to
  /// nothing included).
  static func readIfPresent(_ path: String, limit: FileSizeLimit) throws(FileError) -> [UInt8]? {
    do throws(FileError) {
      return try read(path, limit: limit)
    } catch {
      if error.code == ENOENT { return nil }
      throw error
    }
  }

  /// Creates the folder at `path` and any missing parents, like `mkdir -p`, each for its owner
  /// alone (0700), as the XDG folders are to be made: a wish list and orders are nobody else's,
  /// and a parent others may write to would let them put a folder of theirs in its place.
  ///
  /// The missing folders are found walking up and created walking down, without recursion, so
  /// that a path of thousands of parts cannot exhaust the stack.
  static func createFolders(_ path: String) throws(FileError) {
    var missing: [String] = []
    var folder = path
    while !folder.isEmpty, !isFolder(folder) {
      missing.append(folder)
      let parent = Path.folder(of: folder)
      if parent == folder { break }
      folder = parent
    }
    for folder in missing.reversed() {
      guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
        throw FileError(action: .createTheFolder, path: folder, code: errno)
      }
      guard isFolder(folder) else {
        throw FileError(action: .createTheFolder, path: folder, code: ENOTDIR)
      }
    }
  }

  /// Whether `path` names a folder, following symbolic links.
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
