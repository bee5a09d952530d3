import Glibc

/// A run of bytes looked for in long stretches of text, such as every product's search text at
/// once.
///
/// Places where the pattern's first and its last byte both stand are found sixteen places at a
/// time, in two 64-bit words, and only those are compared whole: in text, a pair of bytes that
/// far apart is rare, so most of a stretch is passed over at the speed of reading it.
struct BytePattern {
  private let bytes: [UInt8]
  /// The first byte in each of a word's eight bytes, and the last.
  private let firsts: UInt64
  private let lasts: UInt64

  /// The pattern of `bytes`; `nil` for none.
  init?(_ bytes: [UInt8]) {
    guard let first = bytes.first, let last = bytes.last else { return nil }
    self.bytes = bytes
    firsts = UInt64(first) &* Self.ones
    lasts = UInt64(last) &* Self.ones
  }

  /// How many bytes the pattern has.
  var count: Int { bytes.count }

  /// Where the pattern first starts in `text` at `start` or after; `nil` when it does not.
  func firstOffset(in text: UnsafeRawBufferPointer, from start: Int) -> Int? {
    let lastStart = text.count - bytes.count
    guard start >= 0, start <= lastStart, let base = text.baseAddress else { return nil }
    return bytes.withUnsafeBytes { pattern -> Int? in
      guard let patternBase = pattern.baseAddress else { return nil }
      let firstByte = pattern[0]
      let lastOffset = pattern.count - 1
      let lastByte = pattern[lastOffset]
      /// Whether the pattern starts at `offset`.
      func isAt(_ offset: Int) -> Bool {
        text[offset] == firstByte && text[offset + lastOffset] == lastByte
          && memcmp(base + offset, patternBase, pattern.count) == 0
      }
      /// Whether a byte of `word`'s eight is 0: a place where the first and last bytes stand.
      func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- Self.ones) & ~word & (Self.ones << 7) != 0
      }
      var offset = start
      while offset + 16 <= lastStart + 1 {
        func misses(at place: Int) -> UInt64 {
          (text.loadUnaligned(fromByteOffset: place, as: UInt64.self) ^ firsts)
            | (text.loadUnaligned(fromByteOffset: place + lastOffset, as: UInt64.self) ^ lasts)
        }
        if hasZeroByte(misses(at: offset)) || hasZeroByte(misses(at: offset + 8)) {
          for candidate in offset..<offset + 16 where isAt(candidate) { return candidate }
        }
        offset += 16
      }
      while offset <= lastStart {
        if isAt(offset) { return offset }
        offset += 1
      }
      return nil
    }
  }

  /// 1 in each of a word's eight bytes.
  private static let ones: UInt64 = 0x0101_0101_0101_0101
}
