import Glibc

/// Splitting paths into folder and name, without Foundation's URL rules.
enum Path {
  /// The canonical form of `path`: symbolic links, `.` and `..` resolved; `nil` when nothing
  /// is there.
  static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the canonical form of `path` is valid UTF-8, or nothing is there.
  ///
  /// A path given as UTF-8 can lead, through a link or from a working folder, to a name that
  /// is not; `canonical` reads such bytes as U+FFFD, so that two such files would share one
  /// canonical form, and with it one shop and one index.
  static func canonicalFormIsUTF8(_ path: String) -> Bool {
    guard let resolved = realpath(path, nil) else { return true }
    defer { free(resolved) }
    return String(validatingCString: resolved) != nil
  }

  /// The process's working folder, links resolved; `nil` when it is gone or its path is not
  /// UTF-8.
  static func workingFolder() -> String? {
    guard let folder = getcwd(nil, 0) else { return nil }
    defer { free(folder) }
    return String(validatingCString: folder)
  }

  /// The folder that holds `path`: `"/a/b"` for `"/a/b/c.json"`, `"."` for `"c.json"`.
  static func folder(of path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// The last part of `path`: `"c.json"` for `"/a/b/c.json"`.
  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `relative` read from inside `folder`; an absolute `relative` stays as it is.
  static func resolve(_ relative: String, in folder: String) -> String {
    if relative.hasPrefix("/") { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }
}
