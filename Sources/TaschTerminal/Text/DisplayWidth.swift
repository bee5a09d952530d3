/// How many terminal cells text takes: two for wide characters (CJK, most emoji), none for
/// marks that combine with the character before, one for the rest.
///
/// Measured per grapheme cluster, never by `String.count`: "é" written as e plus a combining
/// accent is one cell, "旅" two, "🎒" two, "👩‍👩‍👧" (three emoji joined) two.
public enum DisplayWidth {
  /// The cells `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, most of any table, takes one cell a byte: no grapheme to find.
    if text.utf8.allSatisfy(isPrintableASCII) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The cells one character takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return isPrintableASCII(ascii) ? 1 : 0 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.properties.isEmojiPresentation })
      || (scalars.contains("\u{FE0F}") && first.properties.isEmoji)
    {
      return 2
    }
    if isZeroWidth(first) { return 0 }
    return isWide(first.value) ? 2 : 1
  }

  /// Whether `byte` is a printable ASCII character, space included: one cell.
  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    (0x20..<0x7F).contains(byte)
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: true
    default: false
    }
  }

  /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F), grouped.
  private static func isWide(_ value: UInt32) -> Bool {
    wideRanges.contains { $0.contains(value) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
