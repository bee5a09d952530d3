import Foundation
import Glibc
import Tasch

/// What to look for in products' search texts: one word of the shopper's search, folded as
/// `SearchWords` folds it, ready to be compared with many texts.
public struct SearchNeedle: Sendable {
  /// The folded text.
  public let folded: String
  private let bytes: [UInt8]
  /// The folded text composed, as the rule compares it (`SearchFolding.composedBytes`).
  private let composed: [UInt8]
  /// The needle decomposed (NFD) up to its last character that is no mark: the marks after
  /// it may be reordered among a text's own marks after a match (`が` before an overlaid
  /// tilde, whose class puts it before the voicing mark), so only the part before them is sure
  /// to stand together in a text that holds it.
  private let decomposed: [UInt8]
  /// Whether finding the bytes in an ASCII text is the whole answer.
  private let isPlainASCII: Bool
  /// Whether a text can only contain the needle if it contains its decomposed bytes: not so
  /// for a needle with NUL, or one that starts with a combining mark, which the rule itself
  /// (`SearchFolding.occurs`) looks for in the composed text.
  private let hasNecessaryBytes: Bool
  /// The needle's bytes, to look for in many texts at once, when it is printable ASCII: then
  /// an occurrence with ASCII on either side is a match whatever the rest of the text holds,
  /// as neither a control character, a combining mark nor a prepended sign can join it to its
  /// neighbours.
  let pattern: BytePattern?

  /// The needle for `folded`, a search word already folded.
  public init(folded: String) {
    self.folded = folded
    bytes = Array(folded.utf8)
    composed = SearchFolding.composedBytes(folded)
    let decomposedText = folded.decomposedStringWithCanonicalMapping
    let scalars = decomposedText.unicodeScalars
    let lastStarter = scalars.lastIndex { $0.properties.canonicalCombiningClass == .notReordered }
    decomposed = lastStarter.map { Array(String(scalars[...$0]).utf8) } ?? []
    let hasNUL = bytes.contains(0)
    isPlainASCII = !hasNUL && bytes.allSatisfy { $0 < 0x80 }
    let startsWithMark =
      decomposedText.unicodeScalars.first.map {
        $0.properties.canonicalCombiningClass != .notReordered
      }
      ?? false
    hasNecessaryBytes = !hasNUL && !startsWithMark
    pattern = bytes.allSatisfy { (0x20..<0x7F).contains($0) } ? BytePattern(bytes) : nil
  }

  /// Whether there is nothing to look for.
  public var isEmpty: Bool { bytes.isEmpty }

  /// Whether the folded `text` contains the needle, as the rule of search says
  /// (`SearchFolding.occurs(_:in:)`); never for an empty needle.
  func isFound(in text: String) -> Bool {
    !isEmpty && SearchFolding.occurs(composed: composed, in: text)
  }

  /// The bytes every text that contains the needle must contain somewhere in its index entry
  /// (its decomposed form, or the text itself when that is the same); `nil` when the rule
  /// itself leaves no such bytes.
  var necessaryBytes: [UInt8]? {
    hasNecessaryBytes ? decomposed : nil
  }

  /// Whether `text`, a folded text as the index keeps it, may contain the needle; `false`
  /// settles it, `true` may need the rule itself to confirm, as `isConfirmed` says.
  func mayBeFound(in text: UnsafeRawBufferPointer, flags: SearchTextFlags)
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
  ///
  /// For one product's short text, not `BytePattern`, which is for long stretches: the first
  /// byte of a word that is not ASCII is rare, and `memchr` passes over a text faster than the
  /// pattern's steps (a search of 1,000,000 products for "旅行" took 20 ms that way, 15 ms
  /// this way).
  static func find(_ needle: [UInt8], in text: UnsafeRawBufferPointer) -> Bool {
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
