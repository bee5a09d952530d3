import Glibc

extension PosixFile {
  /// How the names of the temporary files `replace` writes begin.
  ///
  /// 128 random bits and `.tmp` follow. Each is created exclusively, so none ever takes the
  /// place of another file, and only the exact name created is ever removed.
  static let temporaryPrefix = ".tasch-"

  /// Replaces the file at `path` with `content` so that a crash at any moment leaves either the
  /// old file or the new one, and no other file is ever touched.
  ///
  /// The content is written to a file that has no name yet (`O_TMPFILE`) in the same folder, given
  /// the old file's owner, group and mode as far as this process may (a new file is the owner's
  /// alone), and synced; then it gets a unique temporary name, is renamed over the old file, and
  /// the folder is synced. A crash between the naming and the renaming, two system calls, leaves a
  /// complete `.tasch-….tmp` file beside the old one. Where unnamed files are not possible (some
  /// file systems, no `/proc`), the content is written under the temporary name from the start, and
  /// that window spans the writing. Leftovers are never swept: removing files by pattern could
  /// remove one that is not tasch's.
  ///
  /// - Parameters:
  ///   - path: the file; it is replaced, not followed, if it is a symbolic link.
  ///   - content: the new content, at most `limit` long, so that it can be read back.
  ///   - limit: the most a file of its kind may hold.
  ///   - unnamedFirst: whether to try an unnamed file first; `false` only in tests.
  ///   - synced: whether the content and the folder are synced; only a file whose reader
  ///     checks every byte, like an index, is saved without: after a crash it may be the old
  ///     file, the new one, or one that fails its checks and is made again.
  /// - Throws: `FileError` when the content is too large or a step fails; the old file is then
  ///   unchanged, and the temporary file is removed by its exact name.
  static func replace(
    _ path: String, with content: [UInt8], limit: FileSizeLimit, unnamedFirst: Bool = true,
    synced: Bool = true
  ) throws(FileError) {
    let failure = content.withUnsafeBytes { bytes -> FileError? in
      do throws(FileError) {
        try replace(path, with: bytes, limit: limit, unnamedFirst: unnamedFirst, synced: synced)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Replaces the file at `path` with the bytes of `content`, as
  /// `replace(_:with:limit:unnamedFirst:synced:)` does with an array.
  static func replace(
    _ path: String, with content: UnsafeRawBufferPointer, limit: FileSizeLimit,
    unnamedFirst: Bool = true, synced: Bool = true
  ) throws(FileError) {
    guard content.count <= limit.bytes else {
      throw FileError(action: .save, path: path, reason: .tooLarge(limit))
    }
    let folder = try OpenFolder(Path.folder(of: path), holding: path, synced: synced)
    var temporary: String?
    if unnamedFirst { temporary = try folder.writeUnnamed(content) }
    if temporary == nil { temporary = try folder.writeNamed(content) }
    guard let temporary else { return }
    try folder.rename(temporary, to: Path.name(of: path))
    if synced { try folder.sync() }
  }

  /// Replaces the file at `path` with `size` bytes that `layOut` writes where they stay, as
  /// `replace(_:with:limit:unnamedFirst:synced:)` replaces it, unsynced: a large file, such as an
  /// index, is laid out once, in the file's own pages, not in memory first and then copied
  /// into the file.
  ///
  /// The bytes are a new file with no name yet, mapped into memory, every block of it set
  /// aside first, so that no write through the mapping can find the disk full. The file gets
  /// no name until it is unmapped: only a process allowed to trace this one could reach it
  /// meanwhile, to cut it short under `layOut`. Then it is given the old file's owner, group
  /// and mode, named and renamed over `path`.
  ///
  /// - Returns: the new file, open for reading, and whether it replaced `path` (when no name
  ///   can be given, it serves this process alone); `nil`, before `layOut` is called, when
  ///   unnamed files, setting blocks aside or mapping are not possible here: the caller then
  ///   lays the bytes out in memory and writes them with
  ///   `replace(_:with:limit:unnamedFirst:synced:)`.
  /// - Throws: `FileError` when `size` is over `limit` or the folder cannot be opened;
  ///   `layOut` is not called then either.
  static func replace(
    _ path: String, size: Int, limit: FileSizeLimit,
    layingOut layOut: (UnsafeMutableRawBufferPointer) -> Void
  ) throws(FileError) -> (file: PositionalFile, isSaved: Bool)? {
    guard size <= limit.bytes else {
      throw FileError(action: .save, path: path, reason: .tooLarge(limit))
    }
    guard size > 0 else { return nil }
    let folder = try OpenFolder(Path.folder(of: path), holding: path, synced: false)
    guard let descriptor = try folder.createUnnamed(readable: true) else { return nil }
    guard posix_fallocate(descriptor, 0, off_t(size)) == 0,
      let start = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
      start != MAP_FAILED
    else {
      close(descriptor)
      return nil
    }
    layOut(UnsafeMutableRawBufferPointer(start: start, count: size))
    munmap(start, size)
    folder.keepOwnership(of: descriptor)
    let file = PositionalFile(adopting: descriptor, path: path, limit: limit)
    guard let temporary = try? folder.name(descriptor),
      (try? folder.rename(temporary, to: Path.name(of: path))) != nil
    else { return (file, false) }
    return (file, true)
  }
}

/// A folder open for the steps of a replacement, all relative to its descriptor, so that every
/// step acts on the same folder even if its path changes meanwhile.
private final class OpenFolder {
  private let descriptor: Int32
  private let path: String
  private let filePath: String
  /// Whether each file written is synced before it is named.
  private let isSynced: Bool
  /// The owner, group and mode of the file being replaced, which the new one keeps; `nil` for
  /// a new file.
  private let ownership: FileOwnership?

  /// Opens `path`, the folder of `filePath`, to write files synced or not.
  init(_ path: String, holding filePath: String, synced: Bool) throws(FileError) {
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileError(action: .saveIn, path: path, code: errno) }
    self.path = path
    self.filePath = filePath
    isSynced = synced
    ownership = FileOwnership(ofFileNamed: Path.name(of: filePath), in: descriptor)
  }

  deinit {
    close(descriptor)
  }

  /// Writes `content` to an unnamed file and then names it: the temporary name, or `nil` when
  /// the file system or the system's `/proc` does not allow it.
  func writeUnnamed(_ content: UnsafeRawBufferPointer) throws(FileError) -> String? {
    guard let file = try createUnnamed(readable: false) else { return nil }
    defer { close(file) }
    try write(content, to: file)
    // The content is complete, and synced when asked, before it gets a name, so a crash before
    // leaves nothing behind.
    return try name(file)
  }

  /// A new file with no name in the folder, open for writing, and for reading when `readable`;
  /// `nil` when the file system does not allow it.
  func createUnnamed(readable: Bool) throws(FileError) -> Int32? {
    let access = readable ? O_RDWR : O_WRONLY
    let file = openat(descriptor, ".", Self.unnamedFileFlags | access | O_CLOEXEC, 0o600)
    guard file >= 0 else {
      let code = errno
      if [EOPNOTSUPP, EISDIR, EINVAL].contains(code) { return nil }
      throw failure(code)
    }
    return file
  }

  /// Gives the unnamed `file` a unique temporary name in the folder: the name, or `nil` when
  /// the system's `/proc` does not allow it.
  func name(_ file: Int32) throws(FileError) -> String? {
    let source = "/proc/self/fd/\(file)"
    for _ in 0..<Self.attempts {
      let name = Self.temporaryName()
      if linkat(AT_FDCWD, source, descriptor, name, AT_SYMLINK_FOLLOW) == 0 { return name }
      switch errno {
      case EEXIST: continue
      case ENOENT, EPERM, EACCES, ENOTDIR: return nil
      default: throw failure(errno)
      }
    }
    throw failure(EEXIST)
  }

  /// Writes `content` to a new file of a unique temporary name: its name.
  func writeNamed(_ content: UnsafeRawBufferPointer) throws(FileError) -> String {
    for _ in 0..<Self.attempts {
      let name = Self.temporaryName()
      let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
      let file = openat(descriptor, name, flags, 0o600)
      guard file >= 0 else {
        if errno == EEXIST { continue }
        throw failure(errno)
      }
      do throws(FileError) {
        defer { close(file) }
        try write(content, to: file)
      } catch {
        unlinkat(descriptor, name, 0)
        throw error
      }
      return name
    }
    throw failure(EEXIST)
  }

  /// Renames `temporary` to `name`, replacing it; removes `temporary` when that fails.
  func rename(_ temporary: String, to name: String) throws(FileError) {
    guard renameat(descriptor, temporary, descriptor, name) == 0 else {
      let code = errno
      unlinkat(descriptor, temporary, 0)
      throw failure(code)
    }
  }

  /// Gives the new `file` the owner, group and mode of the file it replaces, as far as this
  /// process may; a new file keeps the mode it was created with, its owner's alone.
  func keepOwnership(of file: Int32) {
    ownership?.give(to: file)
  }

  /// Makes the folder's entries durable.
  func sync() throws(FileError) {
    // NB: Some file systems refuse fsync on a folder (EINVAL); the rename is then as durable
    // as that file system makes it. https://man7.org/linux/man-pages/man2/fsync.2.html
    guard fsync(descriptor) == 0 || errno == EINVAL else {
      throw FileError(action: .saveIn, path: path, code: errno)
    }
  }

  // MARK: - Helpers

  /// How many random names are tried before giving up; a clash is already a 2⁻¹²⁸ chance.
  private static let attempts = 4

  /// `O_TMPFILE`, which Swift's Glibc module does not import: `__O_TMPFILE | O_DIRECTORY`,
  /// with the value of Linux's generic headers (x86-64 and arm64 alike).
  private static let unnamedFileFlags: Int32 = 0o20_000_000 | O_DIRECTORY

  private static func temporaryName() -> String {
    var generator = SystemRandomNumberGenerator()
    let halves: [UInt64] = [generator.next(), generator.next()]
    let digits = halves.map { half in
      let hex = String(half, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
    return PosixFile.temporaryPrefix + digits.joined() + ".tmp"
  }

  private func write(_ content: UnsafeRawBufferPointer, to file: Int32) throws(FileError) {
    var written = 0
    while written < content.count {
      let count = Glibc.write(
        file, content.baseAddress.map { $0 + written }, content.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      written += count
    }
    keepOwnership(of: file)
    guard !isSynced || fsync(file) == 0 else { throw failure(errno) }
  }

  private func failure(_ code: Int32) -> FileError {
    FileError(action: .save, path: filePath, code: code)
  }
}
