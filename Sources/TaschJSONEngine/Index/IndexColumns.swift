import TaschJSON

/// What the index keeps of each product of a stretch of the catalogue, column by column, as
/// the products are read.
///
/// A builder keeps the columns of each stretch apart, in order, each put in its place in the
/// index, so that no stretch is copied into another's columns first.
struct IndexColumns {
  private(set) var ids: [Int64] = []
  /// Where each product's object starts and ends in the catalogue file.
  private(set) var ranges: [UInt64] = []
  /// Where each product's name and short description start in its object, and how long each
  /// literal is.
  private(set) var listedTexts: [UInt32] = []
  /// The checksum of each product's object, as `IndexChecksum` sums its bytes.
  private(set) var objectChecksums: [UInt64] = []
  private(set) var stocks: [Int64] = []
  private(set) var prices: [Int64] = []
  /// Five counts a product, of one star to five.
  private(set) var ratings: [Int64] = []

  /// How many products the columns hold.
  var count: Int { ids.count }

  /// Adds the next product, whose object is at `byteRange` in the catalogue file, and whose
  /// literals are in `scanner`'s bytes.
  mutating func add(_ product: CheckedProduct, byteRange: Range<Int>, scanner: JSONScanner) {
    ids.append(Int64(product.id))
    ranges.append(UInt64(byteRange.lowerBound))
    ranges.append(UInt64(byteRange.upperBound))
    // A catalogue is at most 4 GiB, so every place in an object fits 32 bits.
    for literal in [product.name.range, product.shortDescription?.range ?? 0..<0] {
      let start = literal.isEmpty ? 0 : scanner.base + literal.lowerBound - byteRange.lowerBound
      listedTexts.append(UInt32(truncatingIfNeeded: start))
      listedTexts.append(UInt32(truncatingIfNeeded: literal.count))
    }
    // The scanner has the whole object: it has just scanned it.
    let object = byteRange.lowerBound - scanner.base..<byteRange.upperBound - scanner.base
    objectChecksums.append(
      IndexChecksum.of(UnsafeRawBufferPointer(rebasing: scanner.bytes[object])))
    stocks.append(Int64(product.stock))
    prices.append(product.price.minorUnits)
    for stars in 0..<5 { ratings.append(Int64(product.starCounts[stars])) }
  }

  /// Makes room for `count` products in all, in huge pages.
  mutating func reserveCapacity(_ count: Int) {
    ids.reserveCapacityInHugePages(count)
    ranges.reserveCapacityInHugePages(2 * count)
    listedTexts.reserveCapacityInHugePages(4 * count)
    objectChecksums.reserveCapacityInHugePages(count)
    stocks.reserveCapacityInHugePages(count)
    prices.reserveCapacityInHugePages(count)
    ratings.reserveCapacityInHugePages(5 * count)
  }

  /// The columns no order is sorted by, taken out, to be let go as soon as they are put.
  mutating func takeUnsorted() -> (
    ranges: [UInt64], listedTexts: [UInt32], objectChecksums: [UInt64]
  ) {
    defer { (ranges, listedTexts, objectChecksums) = ([], [], []) }
    return (ranges, listedTexts, objectChecksums)
  }
}
