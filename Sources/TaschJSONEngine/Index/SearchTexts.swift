import Foundation
import Glibc
import Tasch
import TaschParallel

/// What to look for in products' search texts: one word of the shopper's search, folded as
/// `SearchWords` folds it, ready to be compared with many texts.
public struct SearchNeedle: Sendable {
  /// The folded text.
  public let folded: String
  private let bytes: [UInt8]
  private let decomposed: [UInt8]
  /// Whether finding the bytes in an ASCII text is the whole answer.
  private let isPlainASCII: Bool
  /// Whether a text can only contain the needle if it contains its decomposed bytes: not so
  /// for a needle with NUL, or one that starts with a combining mark, which Foundation's
  /// search matches its own ways.
  private let hasNecessaryBytes: Bool

  /// The needle for `folded`, a search word already folded.
  public init(folded: String) {
    self.folded = folded
    bytes = Array(folded.utf8)
    let decomposedText = folded.decomposedStringWithCanonicalMapping
    decomposed = Array(decomposedText.utf8)
    let hasNUL = bytes.contains(0)
    isPlainASCII = !hasNUL && bytes.allSatisfy { $0 < 0x80 }
    let startsWithMark =
      decomposedText.unicodeScalars.first.map {
        $0.properties.canonicalCombiningClass != .notReordered
      }
      ?? false
    hasNecessaryBytes = !hasNUL && !startsWithMark
  }

  /// Whether there is nothing to look for.
  public var isEmpty: Bool { bytes.isEmpty }

  /// Whether the folded `text` contains the needle: Foundation's `contains`, which
  /// `CatalogueQuery` uses; never for an empty needle.
  func isFound(in text: String) -> Bool {
    !isEmpty && text.contains(folded)
  }

  /// The bytes every text that contains the needle must contain somewhere in its index entry
  /// (its decomposed form, or the text itself when that is the same); `nil` when Foundation's
  /// own rules leave no such bytes.
  fileprivate var necessaryBytes: [UInt8]? {
    hasNecessaryBytes ? decomposed : nil
  }

  /// Whether `text`, a folded text as the index keeps it, may contain the needle; `false`
  /// settles it, `true` may need Foundation to confirm, as `isConfirmed` says.
  fileprivate func mayBeFound(in text: UnsafeRawBufferPointer, flags: SearchTextFlags)
    -> (possible: Bool, isConfirmed: Bool)
  {
    if flags.contains(.ascii), isPlainASCII {
      return (Self.find(bytes, in: text), true)
    }
    guard hasNecessaryBytes, !flags.contains(.foundationOnly) else { return (true, false) }
    return (Self.find(decomposed, in: text), false)
  }

  /// Whether `needle`, not empty, occurs in `text`: candidates by `memchr` on its first byte,
  /// each compared whole.
  fileprivate static func find(_ needle: [UInt8], in text: UnsafeRawBufferPointer) -> Bool {
    guard let first = needle.first, needle.count <= text.count, let base = text.baseAddress
    else { return false }
    return needle.withUnsafeBytes { needle in
      guard let needleStart = needle.baseAddress else { return false }
      let lastStart = text.count - needle.count
      var offset = 0
      while offset <= lastStart,
        let found = memchr(base + offset, Int32(first), lastStart - offset + 1)
      {
        let candidate = UnsafeRawPointer(found)
        if memcmp(candidate, needleStart, needle.count) == 0 { return true }
        offset = candidate - base + 1
      }
      return false
    }
  }
}

/// Every product's search text, checked, ready to be searched: a whole catalogue is searched
/// without decoding any product.
public struct SearchTexts: Sendable {
  private let offsets: IndexRegion
  private let flags: IndexRegion
  private let texts: IndexRegion
  /// How many products there are.
  public let count: Int

  init(offsets: IndexRegion, flags: IndexRegion, texts: IndexRegion, count: Int)
    throws(CatalogueIndexError)
  {
    self.offsets = offsets
    self.flags = flags
    self.texts = texts
    self.count = count
    // The offsets are checked once, so that a search never reads outside the texts. Every
    // entry the builder writes holds at least its end marker, so none is empty.
    guard offsets.load(UInt64.self, at: 0) == 0 else { throw .damaged }
    var previous: UInt64 = 0
    for position in 0..<count {
      let end = offsets.load(UInt64.self, at: 8 * (position + 1))
      guard end > previous, end <= UInt64(texts.byteCount) else { throw .damaged }
      previous = end
    }
  }

  /// Whether each product's text contains every one of `needles`, by position: what
  /// `contains(_:at:)` says of each needle, found faster by first looking for the bytes a
  /// match must have in each entry; none matches when there are no needles.
  ///
  /// Each needle is looked for only in the texts that hold the needles before it, the longest
  /// first: it is the likeliest to rule a product out. A large catalogue is searched in parts,
  /// on every core.
  public func matches(of needles: [SearchNeedle]) -> [Bool] {
    guard !needles.isEmpty else { return [Bool](repeating: false, count: count) }
    let longestFirst = needles.sorted { $0.folded.utf8.count > $1.folded.utf8.count }
    return (0..<count).concurrentParts { positions in
      matches(of: longestFirst, at: positions)
    }.flatMap { $0 }
  }

  /// Whether each product at `positions` contains every one of `needles`, in the order given.
  private func matches(of needles: [SearchNeedle], at positions: Range<Int>) -> [Bool] {
    var matches = [Bool](repeating: true, count: positions.count)
    for needle in needles {
      let necessary = needle.necessaryBytes
      for (slot, position) in positions.enumerated() where matches[slot] {
        matches[slot] = mayContain(necessary, at: position) && contains(needle, at: position)
      }
    }
    return matches
  }

  /// Whether the entry at `position` holds `necessary`, the bytes a needle's match must have:
  /// `false` settles that the needle is not there; `true` when there are no such bytes, or the
  /// entry is one Foundation alone decides.
  private func mayContain(_ necessary: [UInt8]?, at position: Int) -> Bool {
    guard let necessary else { return true }
    let textFlags = SearchTextFlags(rawValue: flags.load(UInt8.self, at: position))
    guard !textFlags.contains(.foundationOnly) else { return true }
    let start = Int(offsets.load(UInt64.self, at: 8 * position))
    let end = Int(offsets.load(UInt64.self, at: 8 * position + 8))
    return texts.withBytes(in: start..<end) { SearchNeedle.find(necessary, in: $0) }
  }

  /// Whether the folded name or short description of the product at `position` contains
  /// `needle`, exactly as `CatalogueQuery` decides it with Foundation; `false` for an empty
  /// needle or a position out of range.
  public func contains(_ needle: SearchNeedle, at position: Int) -> Bool {
    guard !needle.isEmpty, (0..<count).contains(position) else { return false }
    let start = Int(offsets.load(UInt64.self, at: 8 * position))
    let end = Int(offsets.load(UInt64.self, at: 8 * position + 8))
    let textFlags = SearchTextFlags(rawValue: flags.load(UInt8.self, at: position))
    return texts.withBytes(in: start..<end) { entry in
      // The folded text, then after 0xFE its decomposed form when it has one.
      let split = entry.firstIndex(of: 0xFE) ?? entry.count
      let folded = UnsafeRawBufferPointer(rebasing: entry[..<split])
      let searched =
        textFlags.contains(.decomposed)
        ? UnsafeRawBufferPointer(rebasing: entry[min(split + 1, entry.count)...]) : folded
      let (possible, isConfirmed) = needle.mayBeFound(in: searched, flags: textFlags)
      guard possible, !isConfirmed else { return possible }
      return folded.split(separator: 0xFF, omittingEmptySubsequences: false).contains {
        needle.isFound(in: String(decoding: $0, as: UTF8.self))
      }
    }
  }
}
