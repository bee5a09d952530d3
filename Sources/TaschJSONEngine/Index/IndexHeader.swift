import Tasch

/// The facts at the start of an index file: what it was built from, when, and what the
/// catalogue states besides its products.
///
/// The header's own checksum covers its bytes after the checksum and the checksums of the
/// body's blocks, so a reader that trusts the header trusts every block's checksum too.
struct IndexHeader: Equatable {
  /// Where everything is.
  let layout: IndexLayout
  /// How many bytes the search texts take.
  let textBytes: Int
  /// The catalogue file the index was built from, as it was.
  let catalogue: FileFingerprint
  /// When the building started, before the catalogue's fingerprint was taken.
  let builtAt: FileTime
  /// What the catalogue states besides its products.
  let summary: CatalogueSummary

  // MARK: - Bytes

  private enum Offset {
    static let version = 8
    static let blockSize = 12
    static let checksum = 16
    static let checked = 24
    static let count = 24
    static let textBytes = 32
    static let device = 40
    static let inode = 48
    static let size = 56
    static let modified = 64
    static let changed = 80
    static let builtAt = 96
    static let currency = 112
    static let shopLength = 120
    static let shop = 128
    /// The room for the shop name: the longest `ShopID.isValidName` accepts.
    static let shopCapacity = 64
    /// Where the values of `promotions` and `shipping` start and end in the catalogue file
    /// (four UInt64; a start and end of 0 for a member the catalogue does not have).
    static let pricingMembers = 192
  }

  /// The header's bytes, with `checksum` in its place.
  func encoded(checksum: UInt64) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: IndexLayout.headerSize)
    bytes.replaceSubrange(0..<8, with: IndexLayout.magic)
    Self.store(
      UInt64(IndexLayout.formatVersion) | UInt64(IndexLayout.blockSize) << 32, at: Offset.version,
      in: &bytes)
    Self.store(checksum, at: Offset.checksum, in: &bytes)
    Self.store(UInt64(summary.count), at: Offset.count, in: &bytes)
    Self.store(UInt64(textBytes), at: Offset.textBytes, in: &bytes)
    Self.store(catalogue.device, at: Offset.device, in: &bytes)
    Self.store(catalogue.inode, at: Offset.inode, in: &bytes)
    Self.store(catalogue.size, at: Offset.size, in: &bytes)
    for (time, offset) in [
      (catalogue.modified, Offset.modified), (catalogue.changed, Offset.changed),
      (builtAt, Offset.builtAt),
    ] {
      Self.store(UInt64(bitPattern: time.seconds), at: offset, in: &bytes)
      Self.store(UInt64(bitPattern: time.nanoseconds), at: offset + 8, in: &bytes)
    }
    bytes.replaceSubrange(Offset.currency..<Offset.currency + 3, with: summary.currency.code.utf8)
    let shop = Array((summary.shopName ?? "").utf8.prefix(Offset.shopCapacity))
    Self.store(UInt64(shop.count), at: Offset.shopLength, in: &bytes)
    bytes.replaceSubrange(Offset.shop..<Offset.shop + shop.count, with: shop)
    let members = [summary.pricingMembers.promotions, summary.pricingMembers.shipping]
    for (index, range) in members.enumerated() {
      let offset = Offset.pricingMembers + 16 * index
      Self.store(UInt64(range?.lowerBound ?? 0), at: offset, in: &bytes)
      Self.store(UInt64(range?.upperBound ?? 0), at: offset + 8, in: &bytes)
    }
    return bytes
  }

  /// The checksum a header with these `bytes` and these block `checksums` must carry.
  static func checksum(of bytes: UnsafeRawBufferPointer, blockChecksums: UnsafeRawBufferPointer)
    -> UInt64
  {
    let own = IndexChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[Offset.checked...]))
    return IndexChecksum.of(blockChecksums, seed: own)
  }

  /// The header in `bytes` and the checksum it carries; `nil` when the bytes are not the
  /// header of an index of this version.
  static func decode(_ bytes: UnsafeRawBufferPointer) -> (header: IndexHeader, checksum: UInt64)? {
    guard bytes.count >= IndexLayout.headerSize, bytes.prefix(8).elementsEqual(IndexLayout.magic),
      load(Offset.version, bytes) == UInt64(IndexLayout.formatVersion) | UInt64(
        IndexLayout.blockSize) << 32,
      let count = Int(exactly: load(Offset.count, bytes)),
      let textBytes = Int(exactly: load(Offset.textBytes, bytes)),
      let layout = IndexLayout(count: count, textBytes: textBytes),
      let currency = Currency(
        code: String(decoding: bytes[Offset.currency..<Offset.currency + 3], as: UTF8.self)),
      let shopLength = Int(exactly: load(Offset.shopLength, bytes)),
      shopLength <= Offset.shopCapacity
    else { return nil }
    let shop = String(decoding: bytes[Offset.shop..<Offset.shop + shopLength], as: UTF8.self)
    guard shopLength == 0 || ShopID.isValidName(shop) else { return nil }
    func time(_ offset: Int) -> FileTime {
      FileTime(
        seconds: Int64(bitPattern: load(offset, bytes)),
        nanoseconds: Int64(bitPattern: load(offset + 8, bytes)))
    }
    // A value cannot start at the file's first byte, which opens the catalogue's object.
    func range(_ index: Int) -> Range<Int>? {
      let offset = Offset.pricingMembers + 16 * index
      guard let start = Int(exactly: load(offset, bytes)), start > 0,
        let end = Int(exactly: load(offset + 8, bytes)), start < end
      else { return nil }
      return start..<end
    }
    let header = IndexHeader(
      layout: layout, textBytes: textBytes,
      catalogue: FileFingerprint(
        device: load(Offset.device, bytes), inode: load(Offset.inode, bytes),
        size: load(Offset.size, bytes), modified: time(Offset.modified),
        changed: time(Offset.changed)),
      builtAt: time(Offset.builtAt),
      summary: CatalogueSummary(
        currency: currency, shopName: shopLength == 0 ? nil : shop, count: count,
        pricingMembers: PricingMembers(promotions: range(0), shipping: range(1))))
    return (header, load(Offset.checksum, bytes))
  }

  // MARK: - Helpers

  private static func store(_ value: UInt64, at offset: Int, in bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
  }

  private static func load(_ offset: Int, _ bytes: UnsafeRawBufferPointer) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
}
