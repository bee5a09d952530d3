/// Scans JSON text in place, without building values: the same strict rules, messages and
/// positions as `JSONReader`, over bytes that may be only a window of a larger document.
///
/// A scan that reaches the end of the window before the end of the document stops with
/// `ScanStop.needsMoreInput`; the caller reads more and scans the same value again, so every
/// scan must be free of side effects until it succeeds.
public struct JSONScanner {
  /// The bytes in memory.
  public let bytes: UnsafeRawBufferPointer
  /// The offset of `bytes[0]` in the whole document, for error positions.
  public let base: Int
  /// Whether `bytes` run to the end of the document.
  public let isFinal: Bool
  /// How many arrays and objects may be nested inside each other.
  public let maximumDepth: Int
  /// The next byte to scan, in `bytes`.
  public var index: Int

  /// A scanner of `bytes`, which start `base` bytes into the document, from `index`.
  public init(
    _ bytes: UnsafeRawBufferPointer, base: Int = 0, isFinal: Bool = true, index: Int = 0,
    maximumDepth: Int = JSONReader().maximumDepth
  ) {
    self.bytes = bytes
    self.base = base
    self.isFinal = isFinal
    self.index = index
    self.maximumDepth = maximumDepth
  }

  // MARK: - Bytes

  /// The byte at `index`; `nil` at the end of the document.
  ///
  /// - Throws: `.needsMoreInput` at the end of a window that is not the end of the document.
  @inlinable @inline(__always)
  public func current() throws(ScanStop) -> UInt8? {
    if index < bytes.count { return bytes[index] }
    guard isFinal else { throw .needsMoreInput }
    return nil
  }

  /// Whether `count` bytes from `index` are in memory; `false` only at the end of the document.
  @inlinable @inline(__always)
  public func has(_ count: Int) throws(ScanStop) -> Bool {
    if index + count <= bytes.count { return true }
    guard isFinal else { throw .needsMoreInput }
    return false
  }

  /// A syntax error at `index`.
  public func error(_ reason: String) -> ScanStop {
    .syntax(offset: base + index, reason: reason)
  }

  /// The error for an array or object at `index` nested deeper than allowed.
  public var nestedTooDeep: ScanStop {
    error("nested more than \(maximumDepth) levels deep")
  }

  /// Skips spaces, tabs and line breaks.
  @inlinable @inline(__always)
  public mutating func skipWhitespace() throws(ScanStop) {
    // Most calls find a token at once.
    if index < bytes.count, bytes[index] > UInt8(ascii: " ") { return }
    // Most others find one space, after a colon or a comma.
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: " "),
      bytes[index + 1] > UInt8(ascii: " ")
    {
      index += 1
      return
    }
    try skipWhitespaceRun()
  }

  @usableFromInline
  mutating func skipWhitespaceRun() throws(ScanStop) {
    while index < bytes.count {
      // Indentation comes in runs of spaces: eight bytes at a time, a space is a zero byte
      // once the word is XOR-ed with spaces, and the zero bytes at its start are counted.
      if index + 8 <= bytes.count {
        let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let spaces = (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount / 8
        index += spaces
        if spaces == 8 { continue }
      }
      let byte = bytes[index]
      guard byte == .space || byte == .newline || byte == .cr || byte == .tab else { return }
      index += 1
    }
    guard isFinal else { throw .needsMoreInput }
  }

  /// Skips a leading UTF-8 byte order mark, as `JSONReader` does.
  public mutating func skipByteOrderMark() throws(ScanStop) {
    guard try has(3) else { return }
    if bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { index += 3 }
  }

  // MARK: - Scalars

  /// Scans a number; its token's flag says whether it has no fraction and no exponent.
  public mutating func scanNumber() throws(ScanStop) -> JSONToken {
    let start = index
    if try current() == .minus { index += 1 }
    if try current() == .zero {
      index += 1
    } else {
      guard try skipDigits() > 0 else { throw error("a number needs digits") }
    }
    var isWhole = true
    if try current() == .period {
      isWhole = false
      index += 1
      guard try skipDigits() > 0 else { throw error("a number needs digits after '.'") }
    }
    if let byte = try current(), byte == .letterE || byte == .letterCapitalE {
      isWhole = false
      index += 1
      if let sign = try current(), sign == .plus || sign == .minus { index += 1 }
      guard try skipDigits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    if let byte = try current(), (.zero)...(.nine) ~= byte {
      throw error("a number may not start with 0 unless it is 0")
    }
    return JSONToken(kind: .number, range: start..<index, flag: isWhole)
  }

  /// Scans the number at `index` when it is a plain whole one.
  ///
  /// Plain is maybe a minus, then `0` or digits that do not start with `0`, then a byte in
  /// memory that is no digit, point or exponent. Its token is the one `scanNumber()` gives,
  /// found without a check that can throw.
  ///
  /// - Returns: the number's token; `nil`, with the index where it was, for any other
  ///   number, valid or not, and for digits that run to the end of the bytes in memory: those
  ///   are `scanNumber()`'s to scan.
  public mutating func scanPlainNumber() -> JSONToken? {
    var end = index
    if end < bytes.count, bytes[end] == .minus { end += 1 }
    let digits = end
    while end < bytes.count, (.zero)...(.nine) ~= bytes[end] { end += 1 }
    guard end < bytes.count, end > digits, end - digits == 1 || bytes[digits] != .zero else {
      return nil
    }
    switch bytes[end] {
    case .period, .letterE, .letterCapitalE: return nil
    default:
      defer { index = end }
      return JSONToken(kind: .number, range: index..<end, flag: true)
    }
  }

  private mutating func skipDigits() throws(ScanStop) -> Int {
    let start = index
    while let byte = try current(), (.zero)...(.nine) ~= byte { index += 1 }
    return index - start
  }

  /// Scans `true`, `false` or `null`.
  public mutating func scanLiteral(_ word: StaticString, _ kind: JSONToken.Kind) throws(ScanStop)
    -> JSONToken
  {
    let start = index
    let count = word.utf8CodeUnitCount
    let matches =
      try has(count) && (0..<count).allSatisfy { bytes[start + $0] == word.utf8Start[$0] }
    guard matches else { throw error("unexpected \(Self.describe(bytes[index]))") }
    index += count
    return JSONToken(kind: kind, range: start..<index)
  }

  /// A byte as messages show it: `'x'`, or `byte 0x9F` when it is not printable ASCII.
  public static func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'"
      : "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }
}

/// Why a scan stopped before its end.
public enum ScanStop: Error {
  /// The text breaks JSON's rules `offset` bytes into the document.
  case syntax(offset: Int, reason: String)
  /// The window ends before the value does: read more and scan the value again.
  case needsMoreInput
}

/// One JSON value as it stands in the bytes, checked but not decoded.
public struct JSONToken: Equatable {
  /// What kind of value it is.
  public enum Kind {
    case null, `true`, `false`, number, string, array, object
  }

  // The range comes first, so that the small fields after it pack into one word: tokens are
  // copied with every product a catalogue scan reads, about thirty of them each.

  /// Where its text is in the scanner's bytes, quotes and brackets included.
  public let range: Range<Int>
  /// What kind of value it is.
  public let kind: Kind
  /// For a string, whether it has escapes; for a number, whether it is written as a whole
  /// number (no fraction, no exponent).
  public var flag = false
  /// For a string, whether every byte of its text is ASCII.
  public var isASCII = true

  /// A token of `kind` whose text is at `range`.
  public init(kind: Kind, range: Range<Int>, flag: Bool = false, isASCII: Bool = true) {
    self.kind = kind
    self.range = range
    self.flag = flag
    self.isASCII = isASCII
  }

  /// For a string, its text between the quotes.
  public var content: Range<Int> { range.lowerBound + 1..<range.upperBound - 1 }
}

extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let cr = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let period = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let colon = UInt8(ascii: ":")
  static let letterCapitalE = UInt8(ascii: "E")
  static let openBracket = UInt8(ascii: "[")
  static let backslash = UInt8(ascii: "\\")
  static let closeBracket = UInt8(ascii: "]")
  static let letterB = UInt8(ascii: "b")
  static let letterE = UInt8(ascii: "e")
  static let letterF = UInt8(ascii: "f")
  static let letterN = UInt8(ascii: "n")
  static let letterR = UInt8(ascii: "r")
  static let letterT = UInt8(ascii: "t")
  static let letterU = UInt8(ascii: "u")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
}
