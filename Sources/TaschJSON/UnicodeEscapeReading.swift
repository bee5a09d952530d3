/// Reads the `\u` escapes of a JSON string, as the tree reader and the one-pass scanner both
/// must: four hex digits each, and a character past U+FFFF as two escapes, a high surrogate's
/// then a low one's.
///
/// A reader says only how it reads bytes and makes errors; the escapes are read once, here,
/// so that both take and refuse the same ones with the same words.
protocol UnicodeEscapeReading {
  /// What reading stops with.
  associatedtype Failure: Error

  /// Where the next byte is read.
  var index: Int { get set }

  /// The byte at `offset`, which `has` said is there.
  func byte(at offset: Int) -> UInt8

  /// Whether `count` bytes from `index` are there to read.
  func has(_ count: Int) throws(Failure) -> Bool

  /// A syntax error at `index`, saying `reason`.
  func error(_ reason: String) -> Failure
}

extension UnicodeEscapeReading {
  /// Reads the four hex digits after `\u`, and a second escape when the first is the high half
  /// of a surrogate pair: the scalar they stand for.
  mutating func readUnicodeEscape() throws(Failure) -> Unicode.Scalar {
    let first = try readHexQuad()
    var value = first
    if (0xD800...0xDBFF).contains(first) {
      let followed = try has(2) && byte(at: index) == .backslash && byte(at: index + 1) == .letterU
      guard followed else {
        throw error("a high surrogate \\u escape is not followed by a low one")
      }
      index += 2
      let second = try readHexQuad()
      guard (0xDC00...0xDFFF).contains(second) else {
        throw error("a high surrogate \\u escape is not followed by a low one")
      }
      value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else { throw error("a lone low surrogate \\u escape") }
    return scalar
  }

  private mutating func readHexQuad() throws(Failure) -> UInt32 {
    guard try has(4) else { throw error("\\u needs four hex digits") }
    var value: UInt32 = 0
    for offset in index..<index + 4 {
      guard let digit = Self.hexDigitValue(byte(at: offset)) else {
        throw error("\\u needs four hex digits")
      }
      value = value << 4 | digit
    }
    index += 4
    return value
  }

  private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case .zero...(.nine): UInt32(byte - .zero)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }
}
