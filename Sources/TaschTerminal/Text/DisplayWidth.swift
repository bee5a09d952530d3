/// How many terminal cells text takes: two for wide characters (CJK, most emoji), none for
/// marks that combine with the character before, one for the rest.
///
/// Measured per grapheme cluster, never by `String.count`: "é" written as e plus a combining
/// accent is one cell, "旅" two, "🎒" two, "👩‍👩‍👧" (three emoji joined) two. A cluster that
/// is no emoji takes the cells of its scalars, as terminals draw them (`wcwidth`): a vowel
/// sign that spaces, as Devanagari's ि or Thai's ำ, takes a cell of its own in "हि" and "น้ำ".
public enum DisplayWidth {
  /// The cells `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    // Most text on screen is ASCII: one cell a byte, none for controls, no Unicode tables.
    // Its bytes are read in place where they are stored together, as a string's usually are.
    let ascii =
      text.utf8.withContiguousStorageIfAvailable { asciiWidth(of: UnsafeRawBufferPointer($0)) }
      ?? asciiWidth(of: text.utf8)
    return ascii ?? ofScalars(text) ?? text.reduce(0) { $0 + of($1) }
  }

  /// The cells of `bytes` when they are all ASCII; `nil` when any is not.
  private static func asciiWidth(of bytes: some Sequence<UInt8>) -> Int? {
    var width = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if byte >= 0x20 && byte != 0x7F { width += 1 }
    }
    return width
  }

  /// The cells of `bytes` when they are all ASCII; `nil` when any is not: eight at a time
  /// while there are no controls, since every cell of a listing is measured.
  private static func asciiWidth(of bytes: UnsafeRawBufferPointer) -> Int? {
    var width = 0
    var index = 0
    while index + 8 <= bytes.count {
      let word = ByteWord(bytes, at: index)
      guard word.isASCII else { return nil }
      // A word holding a control or DEL is counted byte by byte.
      guard !word.hasByte(below: 0x20), !word.hasByte(0x7F) else { break }
      width += 8
      index += 8
    }
    return asciiWidth(of: bytes[index...]).map { width + $0 }
  }

  /// The cells of text whose every scalar is a character of its own (Latin, Greek and Cyrillic
  /// letters, kana, Han, Hangul syllables, the narrow symbols such as a rating's stars), summed
  /// without breaking it into characters; `nil` when a scalar might join another (marks,
  /// joiners, emoji, jamo), which only characters tell.
  private static func ofScalars(_ text: some StringProtocol) -> Int? {
    var width = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x300 {
        let isInvisible = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD
        width += isInvisible ? 0 : 1
      } else if isOwnCharacterWide(value) {
        width += 2
      } else if isOwnCharacterNarrow(value) || isNarrowSymbol(value) {
        width += 1
      } else {
        return nil
      }
    }
    return width
  }

  // The ranges below are switches, not arrays: a listing asks them of every character of
  // every row, on several cores at once, and a switch is a few comparisons that share nothing.

  /// Whether a scalar is wide and always a character of its own: CJK punctuation, kana but
  /// its sound marks, Han, Hangul syllables, full-width forms; not the ideographic tone marks.
  private static func isOwnCharacterWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x30A0...0x30FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
      true
    default: false
    }
  }

  /// Whether a scalar is narrow and always a character of its own: Greek, Cyrillic but its
  /// combining marks, Latin Extended Additional (Vietnamese), currency symbols.
  private static func isOwnCharacterNarrow(_ value: UInt32) -> Bool {
    switch value {
    case 0x0370...0x03FF, 0x0400...0x0482, 0x048A...0x052F, 0x1E00...0x1EFF, 0x20A0...0x20C0:
      true
    default: false
    }
  }

  /// Whether terminals draw `cluster` at different widths, so that the cells counted for it
  /// may not be the cells it takes on screen: an emoji given its emoji or text form by a
  /// variation selector (`❤️`, which tmux draws in one cell), one with a skin tone (`👍🏽`,
  /// drawn as two emoji by some), emoji joined into one (`👩‍👧`), a keycap (`1️⃣`).
  public static func isDrawnAtDifferentWidths(_ cluster: String) -> Bool {
    // Each takes two scalars at least, one of them of three bytes or more.
    guard cluster.utf8.count > 3 else { return false }
    return cluster.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0xFE0E, 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF: true
      default: false
      }
    }
  }

  /// The cells one character takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
    // One scalar below the combining marks (Latin, Greek's neighbours): one cell, but for the
    // C1 controls and the soft hyphen.
    let utf8 = character.utf8
    if utf8.count == 2, let value = character.unicodeScalars.first?.value, value < 0x300 {
      return (0x80...0x9F).contains(value) || value == 0xAD ? 0 : 1
    }
    // One scalar among the symbols screens draw most (punctuation, arrows, box drawing,
    // shapes, braille spinners), none of them wide, joining or shown as emoji: one cell.
    if utf8.count == 3, let value = character.unicodeScalars.first?.value, isNarrowSymbol(value) {
      return 1
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.properties.isEmojiPresentation })
      || (scalars.contains("\u{FE0F}") && first.properties.isEmoji)
    {
      return 2
    }
    return scalars.reduce(0) { $0 + width(of: $1) }
  }

  /// The cells one scalar takes in a cluster that is no emoji: none for a mark that does not
  /// space, a format or control character, and a Hangul vowel or final consonant of a
  /// syllable spelled in jamo; two for a wide one; else one.
  private static func width(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    switch scalar.value {
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0
    default: return isWide(scalar.value) ? 2 : 1
    }
  }

  /// Whether a scalar is East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt, W and
  /// F), in ranges grouped.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }

  /// Whether a scalar is a symbol of one cell that is neither mark nor control nor
  /// emoji-presented: general punctuation to `‹›`, arrows and mathematical operators, box
  /// drawing, block elements and shapes up to `◼` (before `◽◾`), the stars `★☆`, `✓`, and the
  /// braille patterns.
  private static func isNarrowSymbol(_ value: UInt32) -> Bool {
    switch value {
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF, 0x2500...0x25FC, 0x2605...0x2606,
      0x2713, 0x2800...0x28FF:
      true
    default: false
    }
  }
}
