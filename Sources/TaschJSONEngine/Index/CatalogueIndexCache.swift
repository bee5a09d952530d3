import Glibc
import Tasch
import TaschStoreSupport

/// Where catalogues' indexes are kept between runs, and how an index is found or built.
///
/// An index is kept in `folder`, one file per catalogue path. It is used only when it matches
/// the catalogue file (device, inode, size, modification and change times, and git's "racily
/// clean" rule) and itself (header, version, checksums); anything damaged, truncated, foreign
/// or stale is never believed but built again from the catalogue. A folder that cannot be
/// written only means the index is built for this run alone, never an error. A new index
/// pushes out those used longest ago once the folder holds too many (`IndexCacheBounds`).
public struct CatalogueIndexCache: Sendable {
  /// The cache folder; `nil` keeps indexes in memory only, reading and writing no file.
  public let folder: String?
  private let clock: @Sendable () -> FileTime
  /// Whether an index to be kept is laid out in its file's own pages where the file system
  /// allows (see `IndexFile.save(_:to:layingOut:)`); `false` only in tests, for the other way.
  private let laysOutInPlace: Bool
  /// How many indexes, and how large, the folder keeps.
  private let bounds: IndexCacheBounds

  /// A cache in `folder` (the program passes `$XDG_CACHE_HOME/tasch`), or none when `nil`
  /// (`TASCH_CACHE=off`).
  public init(folder: String?) {
    self.init(folder: folder, clock: FileTime.now)
  }

  /// A cache whose builds start at the moments `clock` gives, whose indexes are laid out in
  /// memory and then written when not `laysOutInPlace`, and whose folder keeps `bounds`.
  init(
    folder: String?, clock: @escaping @Sendable () -> FileTime, laysOutInPlace: Bool = true,
    bounds: IndexCacheBounds = IndexCacheBounds()
  ) {
    self.folder = folder
    self.clock = clock
    self.laysOutInPlace = laysOutInPlace
    self.bounds = bounds
  }

  /// Finds or builds the index of a catalogue: the cached one when it can be trusted, else one
  /// built by reading the catalogue, and saved when the cache can keep it.
  ///
  /// - Parameters:
  ///   - path: the catalogue file's path, as the user gave it.
  ///   - rebuilding: build a fresh index even when a cached one looks right, as after a
  ///     `CatalogueIndexError` from the cached one.
  /// - Returns: the index, whose `origin` tells how it came to be.
  /// - Throws: `ShopError.catalogueUnavailable` or `.decoding`, as `CatalogueReader` reports
  ///   a catalogue it cannot read.
  public func index(of path: String, rebuilding: Bool = false) throws(ShopError)
    -> CatalogueIndex
  {
    // The building's start is taken before the catalogue's fingerprint, for the racy rule.
    let builtAt = clock()
    let file: PositionalFile
    let fingerprint: FileFingerprint
    do throws(FileError) {
      file = try PositionalFile(path: path, limit: .catalogue)
      guard let status = file.status() else {
        throw FileError(action: .read, path: path, code: errno)
      }
      fingerprint = FileFingerprint(status)
    } catch {
      throw .catalogueUnavailable(error.description)
    }
    let catalogue = CatalogueFile(file, fingerprint: fingerprint)
    let indexPath = folder.map { Self.indexPath(of: path, in: $0) }
    if let indexPath, !rebuilding,
      let (header, storage) = IndexFile.open(indexPath, for: fingerprint)
    {
      // The index keeps where the pricing is; a pricing that no longer reads as it did is
      // reported by building the index again.
      var summary = header.summary
      let (pricing, problems) = summary.pricingMembers.read(from: file, currency: summary.currency)
      if problems.isEmpty {
        summary.pricing = pricing
        IndexCacheBounds.markUsed(indexPath)
        return CatalogueIndex(
          summary: summary, origin: .reused, storage: storage, catalogue: catalogue)
      }
    }
    return try build(
      catalogue, from: file, fingerprint: fingerprint, builtAt: builtAt, savingTo: indexPath)
  }

  private func build(
    _ catalogue: CatalogueFile, from file: PositionalFile, fingerprint: FileFingerprint,
    builtAt: FileTime, savingTo indexPath: String?
  ) throws(ShopError) -> CatalogueIndex {
    var builder = IndexBuilder()
    let summary = try CatalogueReader.scanning(file) { scan throws(CatalogueScanFailure) in
      try scan.run(into: &builder)
    }
    guard let layout = builder.layout(of: summary) else {
      throw .decoding("\(file.path.inMessage): the catalogue is too large to index")
    }
    func layOut(_ image: UnsafeMutableRawBufferPointer) {
      builder.layOut(
        into: image, layout: layout, summary: summary, catalogue: fingerprint, builtAt: builtAt)
    }
    let isUnchanged = file.status().map(FileFingerprint.init) == fingerprint
    // An index of a file that changed while it was read, or too recently to tell a later
    // change apart, would not be trusted next time: it serves this run only.
    let isKept = isUnchanged && fingerprint.isSettled(before: builtAt)
    let keptPath = isKept ? indexPath : nil
    if let keptPath, laysOutInPlace,
      let (storage, saved) = IndexFile.save(layout, to: keptPath, layingOut: layOut)
    {
      if saved { trimFolder(keeping: keptPath) }
      return CatalogueIndex(
        summary: summary, origin: .built(saved: saved), storage: storage, catalogue: catalogue)
    }
    let image = UnsafeMutableRawBufferPointer.allocate(byteCount: layout.fileSize, alignment: 8)
    layOut(image)
    let saved = keptPath.map { IndexFile.save(UnsafeRawBufferPointer(image), to: $0) } ?? false
    if saved, let keptPath { trimFolder(keeping: keptPath) }
    return CatalogueIndex(
      summary: summary, origin: .built(saved: saved),
      storage: IndexStorage(layout: layout, image: image), catalogue: catalogue)
  }

  /// Removes the indexes used longest ago, but the one at `kept`, as `bounds` say.
  private func trimFolder(keeping kept: String) {
    if let folder { bounds.trim(folder, keeping: kept) }
  }

  /// Where the index of the catalogue at `path` is kept in `folder`: named after the file and
  /// a checksum of its canonical path, so that two catalogues of one name never share one.
  ///
  /// The file's name is cut to its first `nameBytes` bytes, whole characters only, so that a
  /// long name still leaves the index's name within the 255 bytes a file name may have.
  static func indexPath(of path: String, in folder: String) -> String {
    let canonical = Path.canonical(path) ?? path
    let checksum = canonical.utf8CString.withUnsafeBytes { IndexChecksum.of($0) }
    let hex = String(checksum, radix: 16)
    var name = Substring(Path.name(of: canonical))
    while name.utf8.count > nameBytes { name.removeLast() }
    let digits = String(repeating: "0", count: 16 - hex.count) + hex
    return "\(folder)/\(name)-\(digits)\(IndexCacheBounds.suffix)"
  }

  /// The most bytes of a catalogue's file name an index's name keeps.
  static let nameBytes = 100
}
