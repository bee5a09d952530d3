extension JSONScanner {
  // MARK: - Scanning

  /// Scans the string whose opening quote is at `index`: its escapes, control characters and
  /// UTF-8 are checked, nothing is decoded.
  public mutating func scanString() throws(ScanStop) -> JSONToken {
    let start = index
    index += 1
    var hasEscapes = false
    var highBits: UInt8 = 0
    while true {
      highBits |= skipPlainText()
      guard let byte = try current() else { throw error("a string is not closed") }
      switch byte {
      case .quote:
        index += 1
        let token = JSONToken(
          kind: .string, range: start..<index, flag: hasEscapes, isASCII: highBits < 0x80)
        guard hasValidText(token) else {
          // Reported at the closing quote: the first invalid byte of the document is at most
          // that far in, and is found when the text up to there is read again.
          throw .syntax(offset: base + index - 1, reason: "the text is not valid UTF-8")
        }
        return token
      case .backslash:
        hasEscapes = true
        try scanEscape()
      default:
        throw error("a control character in a string must be escaped")
      }
    }
  }

  /// Scans the string whose opening quote is at `index`, when it is a plain one.
  ///
  /// A plain string has no escape and no control character, and its closing quote is in the
  /// bytes. It is checked as `scanString()` checks it.
  ///
  /// - Returns: the string's token; `nil`, with the index where it was, for any other string,
  ///   valid or not, which is `scanString()`'s to scan.
  public mutating func scanPlainString() -> JSONToken? {
    let start = index
    index += 1
    let highBits = skipPlainText()
    guard index < bytes.count, bytes[index] == .quote else {
      index = start
      return nil
    }
    index += 1
    let token = JSONToken(kind: .string, range: start..<index, isASCII: highBits < 0x80)
    guard hasValidText(token) else {
      index = start
      return nil
    }
    return token
  }

  /// Scans the string whose opening quote is at `index`, when it is plain ASCII and shorter
  /// than eight bytes, as most keys are, from one word read at once.
  ///
  /// Inlined where it is called: a short string costs less than the calls of
  /// `scanPlainString()` would.
  ///
  /// - Returns: the token `scanPlainString()` gives; `nil`, with the index where it was, for
  ///   any other string, valid or not.
  @inlinable
  public mutating func scanShortPlainString() -> JSONToken? {
    guard index + 9 <= bytes.count else { return nil }
    let word = bytes.loadUnaligned(fromByteOffset: index + 1, as: UInt64.self)
    guard let length = Self.plainTextBeforeQuote(in: UInt64(littleEndian: word)) else {
      return nil
    }
    let start = index
    index += length + 2
    return JSONToken(kind: .string, range: start..<index)
  }

  /// How many bytes come before the first quote in `word`, eight bytes in memory order, when
  /// each is plain ASCII: neither a backslash nor a control character; `nil` when another
  /// byte comes first, or no quote.
  @inlinable
  static func plainTextBeforeQuote(in word: UInt64) -> Int? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // Each mask sets the high bit of the bytes it looks for. A byte's borrow reaches only the
    // bytes after it, so the first byte marked in each is the first such byte.
    let quotes = firstZeroBytes(word ^ ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = firstZeroBytes(word ^ ones &* UInt64(UInt8(ascii: "\\")))
    let controls = (word &- ones &* 0x20) & ~word & highBits
    let stops = quotes | backslashes | controls | word & highBits
    guard stops != 0 else { return nil }
    let first = stops.trailingZeroBitCount
    guard quotes >> first & 1 == 1 else { return nil }
    return first / 8
  }

  /// The high bit of each zero byte of `word`, exactly up to the first one.
  @inlinable
  static func firstZeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// Whether the text of the string `token` is valid UTF-8: at once when it is all ASCII.
  private func hasValidText(_ token: JSONToken) -> Bool {
    token.isASCII
      || UTF8Validation.isValid(UnsafeRawBufferPointer(rebasing: bytes[token.content]))
  }

  /// Skips plain characters, up to the first quote, backslash or control character or the
  /// end of the bytes; the bytes skipped, OR-ed together, so that the caller knows whether
  /// all were ASCII.
  private mutating func skipPlainText() -> UInt8 {
    // The common case, a long run of plain characters, is scanned sixteen bytes at a time.
    var highBits = skipPlainWords()
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .quote || byte == .backslash || byte < 0x20 { break }
      highBits |= byte
      index += 1
    }
    return highBits
  }

  /// Skips plain characters sixteen bytes at a time, up to the first quote, backslash or
  /// control character in a vector; the bytes skipped, OR-ed together, so that the caller
  /// knows whether all were ASCII.
  private mutating func skipPlainWords() -> UInt8 {
    // Compared as vectors, the sixteen bytes take a few instructions of SSE2 or NEON; the
    // comparison's lanes, read as two words, say where the first stop is.
    let quotes = SIMD16<UInt8>(repeating: .quote)
    let backslashes = SIMD16<UInt8>(repeating: .backslash)
    let controls = SIMD16<UInt8>(repeating: 0x20)
    var seen = SIMD16<UInt8>(repeating: 0)
    var partial: UInt64 = 0
    while index + 16 <= bytes.count {
      let vector = bytes.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let stops = (vector .== quotes) .| (vector .== backslashes) .| (vector .< controls)
      let lanes = Self.words(stops)
      guard lanes.low | lanes.high == 0 else {
        // Bytes are in memory order, so the lowest set bit is the first stop.
        let words = Self.words(vector)
        if lanes.low != 0 {
          partial = words.low & Self.firstBytes(lanes.low.trailingZeroBitCount / 8)
          index += lanes.low.trailingZeroBitCount / 8
        } else {
          partial = words.low | (words.high & Self.firstBytes(lanes.high.trailingZeroBitCount / 8))
          index += 8 + lanes.high.trailingZeroBitCount / 8
        }
        break
      }
      seen |= vector
      index += 16
    }
    let words = Self.words(seen)
    return (words.low | words.high | partial) & 0x8080_8080_8080_8080 == 0 ? 0 : 0x80
  }

  /// The sixteen bytes of `vector` as two little-endian words: the first eight, and the last.
  @inline(__always)
  private static func words<Vector: SIMD>(_ vector: Vector) -> (low: UInt64, high: UInt64)
  where Vector.MaskStorage == SIMD16<Int8> {
    let words = unsafeBitCast(vector, to: SIMD2<UInt64>.self)
    return (UInt64(littleEndian: words[0]), UInt64(littleEndian: words[1]))
  }

  /// A word whose first `count` bytes in memory, of eight, are all ones.
  @inline(__always)
  private static func firstBytes(_ count: Int) -> UInt64 {
    count == 0 ? 0 : UInt64.max >> (64 - 8 * count)
  }

  private mutating func scanEscape() throws(ScanStop) {
    index += 1
    guard let byte = try current() else { throw error("a string is not closed") }
    index += 1
    switch byte {
    case .quote, .backslash, .slash, .letterB, .letterF, .letterN, .letterR, .letterT: return
    case .letterU: _ = try readUnicodeEscape()
    default:
      index -= 1
      throw error("unknown escape \\\(Self.describe(byte))")
    }
  }

  // MARK: - Decoding

  /// The text of the string `token`, unescaped.
  public func string(_ token: JSONToken) -> String {
    let content = UnsafeRawBufferPointer(rebasing: bytes[token.content])
    guard token.flag else { return String(decoding: content, as: UTF8.self) }
    var text: [UInt8] = []
    appendUnescaped(token, to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// Runs `body` on the UTF-8 bytes of the string `token`, unescaped: the bytes in place when
  /// the string has no escape.
  public func withUnescaped<Result>(_ token: JSONToken, _ body: (UnsafeRawBufferPointer) -> Result)
    -> Result
  {
    guard token.flag else { return body(UnsafeRawBufferPointer(rebasing: bytes[token.content])) }
    var text: [UInt8] = []
    appendUnescaped(token, to: &text)
    return text.withUnsafeBytes(body)
  }

  /// Appends the UTF-8 bytes of the string `token`, unescaped, to `text`.
  public func appendUnescaped(_ token: JSONToken, to text: inout [UInt8]) {
    let content = token.content
    guard token.flag else {
      text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[content]))
      return
    }
    // The string was checked when it was scanned, so every escape here is well formed.
    var reader = JSONScanner(bytes, base: base, isFinal: true, index: content.lowerBound)
    while reader.index < content.upperBound {
      let byte = bytes[reader.index]
      guard byte == .backslash, reader.index + 1 < content.upperBound else {
        text.append(byte)
        reader.index += 1
        continue
      }
      let escaped = bytes[reader.index + 1]
      reader.index += 2
      switch escaped {
      case .letterB: text.append(0x08)
      case .letterF: text.append(0x0C)
      case .letterN: text.append(.newline)
      case .letterR: text.append(.cr)
      case .letterT: text.append(.tab)
      case .letterU:
        guard let scalar = try? reader.readUnicodeEscape() else { return }
        text.append(contentsOf: String(scalar).utf8)
      default: text.append(escaped)
      }
    }
  }
}

/// Checks UTF-8 as Swift's decoder does: no overlong forms, no surrogates, nothing above
/// U+10FFFF, no truncated sequences.
public enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8.
  public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      // Runs of ASCII are skipped eight bytes at a time.
      while index + 8 <= count,
        bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      guard index < count else { break }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondRange = 0xA0...0xBF
      case 0xED:
        length = 3
        secondRange = 0x80...0x9F
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xF0:
        length = 4
        secondRange = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        secondRange = 0x80...0x8F
      default: return false
      }
      guard index + length <= count, secondRange.contains(bytes[index + 1]) else { return false }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
      index += length
    }
    return true
  }
}

extension JSONScanner: UnicodeEscapeReading {
  func byte(at offset: Int) -> UInt8 {
    bytes[offset]
  }
}
