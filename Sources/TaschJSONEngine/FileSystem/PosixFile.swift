import Glibc

/// The few file operations the engine needs, done with POSIX calls so that every failure has a
/// precise `errno` and the durability steps (fsync of file and folder) are explicit.
enum PosixFile {
  /// The whole content of the regular file at `path`.
  static func read(_ path: String) throws(FileError) -> [UInt8] {
    let (descriptor, status) = try openForReading(path)
    defer { close(descriptor) }
    var content: [UInt8] = []
    content.reserveCapacity(Int(status.st_size))
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return content }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(action: "read", path: path, code: errno)
      }
      content += buffer[..<count]
    }
  }

  /// Opens the file at `path` for reading, refusing a folder; the caller closes the descriptor.
  static func openForReading(_ path: String) throws(FileError) -> (descriptor: Int32, status: stat)
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(action: "read", path: path, code: errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw FileError(action: "read", path: path, code: code)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else {
      close(descriptor)
      throw FileError(action: "read", path: path, code: EISDIR)
    }
    return (descriptor, status)
  }

  /// Whether something exists at `path`.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Creates the folder at `path` and any missing parents, like `mkdir -p`.
  static func createFolders(_ path: String) throws(FileError) {
    guard !path.isEmpty, !isFolder(path) else { return }
    let parent = Path.folder(of: path)
    if parent != path { try createFolders(parent) }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw FileError(action: "create the folder", path: path, code: errno)
    }
    guard isFolder(path) else {
      throw FileError(action: "create the folder", path: path, code: ENOTDIR)
    }
  }

  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Replaces the file at `path` with `content` so that a crash at any moment leaves either the
  /// old file or the new one: write a temporary file in the same folder, fsync it, rename it
  /// over the old one, fsync the folder.
  static func replace(_ path: String, with content: [UInt8]) throws(FileError) {
    let failure = content.withUnsafeBytes { bytes -> FileError? in
      do throws(FileError) {
        try replace(path, with: bytes)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Replaces the file at `path` with `content`, as `replace(_:with:)` does for an array.
  static func replace(_ path: String, with content: UnsafeRawBufferPointer) throws(FileError) {
    let temporary = "\(path)\(temporarySuffix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FileError(action: "save", path: path, code: errno) }
    do throws(FileError) {
      defer { close(descriptor) }
      try writeAll(content, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else { throw FileError(action: "save", path: path, code: errno) }
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileError(action: "save", path: path, code: code)
    }
    try syncFolder(Path.folder(of: path))
  }

  /// The marker in the names of temporary files `replace` writes next to `path`.
  static let temporarySuffix = ".tmp-"

  /// Removes temporary files an interrupted `replace` of `path` left behind.
  ///
  /// Only call this while holding the file's lock, when no other writer can be mid-write.
  static func removeLeftoverTemporaries(of path: String) {
    let folder = Path.folder(of: path)
    let prefix = Path.name(of: path) + temporarySuffix
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(prefix) { unlink(folder + "/" + name) }
    }
  }

  private static func writeAll(
    _ content: UnsafeRawBufferPointer, to descriptor: Int32, path: String
  ) throws(FileError) {
    var written = 0
    while written < content.count {
      let count = write(
        descriptor, content.baseAddress.map { $0 + written }, content.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw FileError(action: "save", path: path, code: errno)
      }
      written += count
    }
  }

  private static func syncFolder(_ folder: String) throws(FileError) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(action: "save in", path: folder, code: errno) }
    defer { close(descriptor) }
    // NB: Some file systems refuse fsync on a folder (EINVAL); the rename is then as durable
    // as that file system makes it. https://man7.org/linux/man-pages/man2/fsync.2.html
    guard fsync(descriptor) == 0 || errno == EINVAL else {
      throw FileError(action: "save in", path: folder, code: errno)
    }
  }
}

/// Splitting paths into folder and name, without Foundation's URL rules.
enum Path {
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
}
