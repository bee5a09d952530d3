import Glibc

/// Reading and writing index files, believing nothing that does not check out.
enum IndexFile {
  /// How old a temporary file of an interrupted save must be before another save removes it:
  /// far longer than any save takes, so that a save in progress is never disturbed.
  static let abandonedAfterSeconds = 3_600

  /// The index at `path` with its header, when it is a whole index of this version built from
  /// the catalogue file as `catalogue` describes it now; `nil` for anything else.
  static func open(_ path: String, for catalogue: CatalogueFingerprint)
    -> (header: IndexHeader, storage: IndexStorage)?
  {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      let (header, checksums) = readHeader(descriptor, size: Int(status.st_size)),
      header.catalogue == catalogue, catalogue.isSettled(before: header.builtAt)
    else {
      close(descriptor)
      return nil
    }
    return (
      header, IndexStorage(layout: header.layout, descriptor: descriptor, checksums: checksums)
    )
  }

  /// The header and the blocks' checksums of the index file `descriptor` of `size` bytes,
  /// when they are whole and check out.
  private static func readHeader(_ descriptor: Int32, size: Int)
    -> (header: IndexHeader, checksums: [UInt64])?
  {
    var headerBytes = [UInt8](repeating: 0, count: IndexLayout.headerSize)
    let hasHeader = headerBytes.withUnsafeMutableBytes {
      size >= $0.count && IndexStorage.read(descriptor, into: $0, at: 0)
    }
    guard hasHeader,
      let (header, checksum) = headerBytes.withUnsafeBytes({ IndexHeader.decode($0) }),
      header.layout.fileSize == size
    else { return nil }
    var table = [UInt8](repeating: 0, count: header.layout.checksums.count)
    let isWhole = table.withUnsafeMutableBytes {
      IndexStorage.read(descriptor, into: $0, at: header.layout.checksums.lowerBound)
    }
    let expected = headerBytes.withUnsafeBytes { headerBytes in
      table.withUnsafeBytes { IndexHeader.checksum(of: headerBytes, blockChecksums: $0) }
    }
    guard isWhole, expected == checksum else { return nil }
    let checksums = table.withUnsafeBytes { table in
      (0..<header.layout.blockCount).map {
        UInt64(littleEndian: table.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self))
      }
    }
    return (header, checksums)
  }

  /// Writes `image` to `path` atomically.
  ///
  /// A new file of a unique name in the same folder is written, fsynced and renamed over
  /// `path`: two processes saving at once both write whole files, and the last rename wins.
  ///
  /// - Returns: whether the index was saved; a cache that cannot be written is no error.
  static func save(_ image: UnsafeRawBufferPointer, to path: String) -> Bool {
    do throws(FileError) {
      try PosixFile.createFolders(Path.folder(of: path))
      try PosixFile.replace(path, with: image)
    } catch {
      return false
    }
    removeAbandonedTemporaries(of: path)
    return true
  }

  /// Removes the temporary files that saves of `path` killed midway left, once they are old
  /// enough that no save can still be writing them; nothing else is ever removed.
  private static func removeAbandonedTemporaries(of path: String) {
    let folder = Path.folder(of: path)
    let prefix = Path.name(of: path) + PosixFile.temporarySuffix
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    let now = FileTime.now()
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      var status = stat()
      guard name.hasPrefix(prefix), lstat(folder + "/" + name, &status) == 0,
        status.st_mode & S_IFMT == S_IFREG,
        FileTime(status.st_mtim).adding(nanoseconds: Int64(abandonedAfterSeconds) * 1_000_000_000)
          < now
      else { continue }
      unlink(folder + "/" + name)
    }
  }
}
