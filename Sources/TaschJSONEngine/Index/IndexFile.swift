/// Reading and writing index files, believing nothing that does not check out.
enum IndexFile {
  /// The index at `path` with its header, when it is a whole index of this version built from
  /// the catalogue file as `catalogue` describes it now; `nil` for anything else.
  static func open(_ path: String, for catalogue: FileFingerprint)
    -> (header: IndexHeader, storage: IndexStorage)?
  {
    guard let file = try? PositionalFile(path: path, limit: .index), let status = file.status(),
      let (header, checksums) = readHeader(file, size: Int(status.st_size)),
      header.catalogue == catalogue, catalogue.isSettled(before: header.builtAt)
    else { return nil }
    return (header, IndexStorage(layout: header.layout, file: file, checksums: checksums))
  }

  /// The header and the blocks' checksums of the index `file` of `size` bytes, when they are
  /// whole and check out.
  private static func readHeader(_ file: PositionalFile, size: Int)
    -> (header: IndexHeader, checksums: [UInt64])?
  {
    var headerBytes = [UInt8](repeating: 0, count: IndexLayout.headerSize)
    let hasHeader = headerBytes.withUnsafeMutableBytes {
      size >= $0.count && file.readWhole(into: $0, at: 0)
    }
    guard hasHeader,
      let (header, checksum) = headerBytes.withUnsafeBytes({ IndexHeader.decode($0) }),
      header.layout.fileSize == size
    else { return nil }
    var table = [UInt8](repeating: 0, count: header.layout.checksums.count)
    let isWhole = table.withUnsafeMutableBytes {
      file.readWhole(into: $0, at: header.layout.checksums.lowerBound)
    }
    let expected = headerBytes.withUnsafeBytes { headerBytes in
      table.withUnsafeBytes { IndexHeader.checksum(of: headerBytes, blockChecksums: $0) }
    }
    guard isWhole, expected == checksum else { return nil }
    return (header, table.withUnsafeBytes { checksums(in: $0, count: header.layout.blockCount) })
  }

  /// The first `count` block checksums of the table `table`.
  private static func checksums(in table: UnsafeRawBufferPointer, count: Int) -> [UInt64] {
    (0..<count).map {
      UInt64(littleEndian: table.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self))
    }
  }

  /// Writes `image` to `path` atomically, as `PosixFile.replace` writes any file: two
  /// processes saving at once both write whole files and the last rename wins, and no file
  /// but `path` is ever replaced or removed.
  ///
  /// It is not synced: an index is checked block by block before it is believed, so one a
  /// crash left incomplete is rebuilt, and a first read need not wait for the disk.
  ///
  /// - Returns: whether the index was saved; a cache that cannot be written is no error.
  static func save(_ image: UnsafeRawBufferPointer, to path: String) -> Bool {
    do throws(FileError) {
      // Another user's link on the way leads only to a folder of theirs, as for a state file.
      try SymbolicLinks.refuseOtherUsersFolderLinks(above: path, reportedAs: path)
      try PosixFile.createFolders(Path.folder(of: path))
      try PosixFile.replace(path, with: image, limit: .index, synced: false)
    } catch {
      return false
    }
    return true
  }

  /// Lays out an index of `layout` at `path` with `layOut`, in the file's own pages, and
  /// saves it as `save(_:to:)` does: the index's bytes are never held in memory and copied.
  ///
  /// - Returns: the index, read from the new file from now on, and whether it was saved (when
  ///   not, it serves this run alone); `nil`, before `layOut` is called, when the file system
  ///   cannot lay a file out in place: the caller lays the index out in memory and saves it
  ///   with `save(_:to:)`.
  static func save(
    _ layout: IndexLayout, to path: String,
    layingOut layOut: (UnsafeMutableRawBufferPointer) -> Void
  ) -> (storage: IndexStorage, isSaved: Bool)? {
    var blockChecksums: [UInt64] = []
    let laidOut: (file: PositionalFile, isSaved: Bool)?
    do throws(FileError) {
      // Another user's link on the way leads only to a folder of theirs, as for a state file.
      try SymbolicLinks.refuseOtherUsersFolderLinks(above: path, reportedAs: path)
      try PosixFile.createFolders(Path.folder(of: path))
      laidOut = try PosixFile.replace(path, size: layout.fileSize, limit: .index) { image in
        layOut(image)
        // Read while the image is at hand: the file's blocks are checked against them.
        blockChecksums = checksums(
          in: UnsafeRawBufferPointer(rebasing: image[layout.checksums]),
          count: layout.blockCount)
      }
    } catch {
      return nil
    }
    guard let (file, isSaved) = laidOut else { return nil }
    return (IndexStorage(layout: layout, file: file, checksums: blockChecksums), isSaved)
  }
}
