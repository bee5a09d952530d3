import Tasch

/// Where everything is in an index file.
///
/// A file is a header of `headerSize` bytes, then the checksum of each block of the body, then
/// the body in blocks of `blockSize` bytes: the sections, each starting on 8 bytes. Every
/// number is little-endian. The sections' places follow from the product count and the size
/// of the search texts alone, so the header stores those two and nothing a reader must trust.
struct IndexLayout: Equatable {
  /// The first bytes of every index file.
  static let magic = Array("TASCHIDX".utf8)
  /// The version of this layout, and of the rules the catalogue was checked by when the index
  /// was built (5: texts hold no NUL; 6: a name of characters that show as nothing is blank,
  /// and search folds ł, ø and Arabic and Hebrew vowel marks; 7: so is a name of Braille's
  /// blank pattern; 8: search folds soft hyphens, zero-width spaces, full-width and half-width
  /// forms and Arabic hamzas away); a file of another version is rebuilt.
  static let formatVersion: UInt32 = 8
  /// The bytes each checksum covers: a lookup reads and checks only the blocks it touches.
  static let blockSize = 64 << 10
  /// The header's size.
  static let headerSize = 512

  /// A part of the body.
  enum Section: Int, CaseIterable {
    /// Each product's identifier (Int64), in catalogue order, as every per-product section.
    case ids
    /// Where each product's object starts and ends in the catalogue file (two UInt64).
    case ranges
    /// Where the string literals of each product's name and short description are in its
    /// object, each as its start from the object's and its length (four UInt32); a length of
    /// 0 when it has no short description.
    case listedTexts
    /// The checksum of each product's object, its bytes in the catalogue file when the index
    /// was built (UInt64): bytes read later that differ were changed, whatever the file's times
    /// say.
    case objectChecksums
    /// The stock the catalogue states (Int64).
    case stocks
    /// The price in minor units (Int64).
    case prices
    /// Other shoppers' counts of one to five stars (five Int64).
    case ratings
    /// Where each product's search text starts in `texts`, and where the last one ends (UInt64).
    case textOffsets
    /// What each search text holds (one byte, `SearchTextFlags`).
    case textFlags
    /// The search texts, one after the other.
    case texts
    /// The identifiers in ascending order (Int64), to find one by binary search.
    case sortedIDs
    /// The position of each identifier of `sortedIDs` (UInt32).
    case sortedIDPositions
    /// Positions (UInt32) by name, price, rating and stock, ties in catalogue order.
    case byName, byPrice, byRating, byStock
    /// The same orders reversed, ties still in catalogue order.
    case byNameReversed, byPriceReversed, byRatingReversed, byStockReversed
  }

  /// The sections that keep `order`, ascending and reversed; `nil` for catalogue order, which
  /// is the positions themselves.
  static func sections(keeping order: CatalogueQuery.SortOrder) -> (
    ascending: Section, reversed: Section
  )? {
    switch order {
    case .catalogue: nil
    case .name: (.byName, .byNameReversed)
    case .price: (.byPrice, .byPriceReversed)
    case .rating: (.byRating, .byRatingReversed)
    case .stock: (.byStock, .byStockReversed)
    }
  }

  /// How many products there are.
  let count: Int
  /// Where the checksums of the body's blocks are.
  let checksums: Range<Int>
  /// Where the body is.
  let body: Range<Int>
  private let sections: [Range<Int>]

  /// The layout of an index of `count` products whose search texts take `textBytes` bytes;
  /// `nil` when the numbers are too large to be a real index.
  init?(count: Int, textBytes: Int) {
    guard (0...Int(UInt32.max)).contains(count), (0...(1 << 40)).contains(textBytes) else {
      return nil
    }
    self.count = count
    var relative: [Range<Int>] = []
    var end = 0
    for section in Section.allCases {
      let size = Self.size(of: section, count: count, textBytes: textBytes)
      relative.append(end..<end + size)
      end += (size + 7) & ~7
    }
    let blockCount = (end + Self.blockSize - 1) / Self.blockSize
    checksums = Self.headerSize..<Self.headerSize + 8 * blockCount
    let bodyStart = checksums.upperBound
    body = bodyStart..<bodyStart + end
    sections = relative.map { bodyStart + $0.lowerBound..<bodyStart + $0.upperBound }
  }

  /// Where `section` is in the file.
  subscript(section: Section) -> Range<Int> {
    sections[section.rawValue]
  }

  /// The size of the whole file.
  var fileSize: Int { body.upperBound }

  /// How many blocks the body has.
  var blockCount: Int { checksums.count / 8 }

  /// Where block `index` of the body is in the file.
  func block(_ index: Int) -> Range<Int> {
    let start = body.lowerBound + index * Self.blockSize
    return start..<min(start + Self.blockSize, body.upperBound)
  }

  private static func size(of section: Section, count: Int, textBytes: Int) -> Int {
    switch section {
    case .ids, .stocks, .prices, .sortedIDs, .objectChecksums: 8 * count
    case .ranges, .listedTexts: 16 * count
    case .ratings: 40 * count
    case .textOffsets: 8 * (count + 1)
    case .textFlags: count
    case .texts: textBytes
    case .sortedIDPositions, .byName, .byPrice, .byRating, .byStock, .byNameReversed,
      .byPriceReversed, .byRatingReversed, .byStockReversed:
      4 * count
    }
  }
}
