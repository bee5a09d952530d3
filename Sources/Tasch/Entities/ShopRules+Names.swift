import Foundation

/// The rules of names: a product's, a shopper's, a preset's, as every front and store reads
/// them.
extension ShopRules {
  /// Whether `name` is blank: nothing, or nothing that shows — white space, and characters
  /// that show as nothing on their own (`showsNothing(_:)`), such as a zero-width space or a
  /// lone accent.
  public static func isBlank(_ name: some StringProtocol) -> Bool {
    name.unicodeScalars.allSatisfy(showsNothing)
  }

  /// Whether `scalar` shows as nothing on its own, so that a name made of such alone would be
  /// listed as a blank: white space, a format character, a mark with no letter to sit on (an
  /// accent, an enclosing circle), or a character drawn as nothing (a variation selector, the
  /// Hangul filler, the blank pattern of Braille).
  ///
  /// A control character other than white space is not: the fronts show it as a picture of
  /// itself, and a new name holding one is refused for it (`hasControlCharacters(_:)`).
  public static func showsNothing(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .format, .nonspacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
      .paragraphSeparator:
      return true
    default:
      return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || scalar == brailleBlank
    }
  }

  /// The Braille pattern of no dots, a symbol that every font draws as a blank.
  private static let brailleBlank: Unicode.Scalar = "\u{2800}"

  /// Whether `name` holds a control character, such as a tab or an escape, or one of the
  /// controls of the direction of text (a right-to-left override): a list would show it as
  /// nothing, as a move of the cursor, or turn the text around it, so that two names could not
  /// be told apart.
  public static func hasControlCharacters(_ name: some StringProtocol) -> Bool {
    name.unicodeScalars.contains {
      $0.properties.generalCategory == .control || $0.properties.isBidiControl
    }
  }

  /// Whether `name` holds a character that shows as nothing (a zero-width space, a soft
  /// hyphen, a byte-order mark, a combining grapheme joiner, a Hangul filler: a format
  /// character, or one Unicode says to ignore where it cannot be drawn; the blank pattern of
  /// Braille), as a space a list could not tell from the plain one (a no-break space), or as
  /// the end of a line (a line or paragraph separator), so that a list would show it as another
  /// name.
  ///
  /// A joiner between the letters or emoji it joins, the tags of a flag, and a variation
  /// selector after a character it picks a form of are not: they change how the name is drawn.
  /// Nor is the ideographic space, which is as wide as an ideograph.
  public static func hasInvisibleCharacters(_ name: some StringProtocol) -> Bool {
    let scalars = Array(name.unicodeScalars)
    return scalars.indices.contains { index in
      let properties = scalars[index].properties
      switch properties.generalCategory {
      case .spaceSeparator: return !drawnSpaces.contains(scalars[index].value)
      case .lineSeparator, .paragraphSeparator: return true
      default: break
      }
      guard
        properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
          || scalars[index] == brailleBlank
      else { return false }
      return !isDrawnJoin(scalars, at: index) && !isDrawnVariation(scalars, at: index)
    }
  }

  /// The spaces a list tells apart: the plain one, the ideographic one, as wide as an
  /// ideograph, and Ogham's, drawn as a stroke.
  private static let drawnSpaces: Set<UInt32> = [0x20, 0x3000, 0x1680]

  /// Whether `name` may not be a new name: it holds a control character, or one that shows as
  /// nothing or as another (`hasInvisibleCharacters(_:)`), so a list could not tell it from
  /// another.
  ///
  /// A name given before invisible characters were refused may hold one: it is still named to
  /// take back what it holds (`store shopper revoke`), never given anything new.
  public static func isUnlistable(_ name: some StringProtocol) -> Bool {
    hasControlCharacters(name) || hasInvisibleCharacters(name)
  }

  /// Whether the scalar at `index` of `scalars` is a variation selector picking a form of a
  /// character before it that has forms to pick, which it is part of as an accent is: an emoji
  /// (a digit, `#` or `*` only as the start of a keycap, `1️⃣`), an ideograph, a mathematical
  /// symbol, a letter of Mongolian, Myanmar or Phags-pa.
  ///
  /// After any other character it changes nothing that shows: `ann` and `ann` with a selector
  /// after its last letter would be listed alike.
  private static func isDrawnVariation(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index > 0 else { return false }
    let base = scalars[index - 1]
    switch scalars[index].value {
    case 0xFE0E, 0xFE0F:
      // The text and the emoji presentation.
      let startsKeycap = index + 1 < scalars.count && scalars[index + 1].value == 0x20E3
      return base.properties.isEmoji && (!base.isASCII || startsKeycap)
    case 0xFE00...0xFE0D:
      return base.properties.isIdeographic || base.properties.generalCategory == .mathSymbol
        || (0x1000...0x109F).contains(base.value) || (0xA840...0xA877).contains(base.value)
    case 0xE0100...0xE01EF:
      return base.properties.isIdeographic
    case 0x180B...0x180D, 0x180F:
      return (0x1820...0x18AA).contains(base.value)
    default:
      return false
    }
  }

  /// Whether the format character at `index` of `scalars` shows in how the name is drawn.
  ///
  /// It does as a zero-width joiner or non-joiner between two letters of a script that joins
  /// its letters (Arabic, Syriac, the scripts of India), a zero-width joiner between the parts
  /// of an emoji, or a tag of a flag's run after 🏴. Anywhere else, it shows as nothing.
  private static func isDrawnJoin(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index > 0 else { return false }
    let before = scalars[index - 1]
    let after = index + 1 < scalars.count ? scalars[index + 1] : nil
    switch scalars[index].value {
    case 0x200C, 0x200D:
      guard let after else { return false }
      let joinsLetters = isOfAJoiningScript(before) && isOfAJoiningScript(after)
      let joinsEmoji =
        scalars[index].value == 0x200D && isEmojiPart(before) && after.properties.isEmoji
      return joinsLetters || joinsEmoji
    case 0xE0020...0xE007F:
      // The tags of a flag follow the black flag, each after the one before.
      let run = scalars[..<index].reversed().drop { (0xE0020...0xE007F).contains($0.value) }
      return run.first?.value == 0x1F3F4
    default:
      return false
    }
  }

  /// Whether `scalar` is of a script whose letters a joiner or non-joiner changes: Arabic,
  /// Syriac, Thaana, N'Ko, and the scripts of India from Devanagari to Sinhala.
  private static func isOfAJoiningScript(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0600...0x07FF, 0x0860...0x08FF, 0x0900...0x0DFF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
      true
    default:
      false
    }
  }

  /// Whether `scalar` may end the part of an emoji a zero-width joiner follows: an emoji
  /// beyond ASCII, its presentation selector, or a skin tone.
  private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
    (!scalar.isASCII && scalar.properties.isEmoji) || scalar.value == 0xFE0F
  }

  /// Whether `name`, kept as `canonicalName` keeps it, has more characters than a new name may
  /// have (`longestName`), counted as Unicode code points once composed: `é` is one however it
  /// was typed.
  ///
  /// Not as a list draws them: one drawn character may hold any number of accents, so a name of
  /// a hundred could be thousands of bytes, more than a database's index of names takes.
  public static func isTooLongForANewName(_ name: String) -> Bool {
    canonicalName(name).unicodeScalars.count > longestName
  }

  /// The one way a name given as text is kept: without the white space around it, which no
  /// list shows, and composed (Unicode's NFC), so that `ann ` and `ann`, or `é` typed as one
  /// character or as `e` and an accent, name the same shopper in every store.
  ///
  /// Not without the format characters around it (`trimmed(_:)`): a name given before those
  /// were refused may end with one, and is named so to take back what it holds.
  public static func canonicalName(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
  }

  /// `text` without the white space around it, nor the format characters that show as nothing
  /// there (a zero-width space, a byte-order mark), which text pasted from a page or a document
  /// brings along: the one rule of a promotion code typed, on every front.
  ///
  /// The tags that end a flag's emoji are format characters that show, and stay; so do the
  /// controls of the direction of text (a right-to-left override), which turn the text after
  /// them around: a code holding one is refused (`hasControlCharacters(_:)`), not mended.
  public static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let isAround = { (scalar: Unicode.Scalar) in
      let properties = scalar.properties
      return properties.isWhitespace
        || (properties.generalCategory == .format && !properties.isBidiControl
          && !(0xE0020...0xE007F).contains(scalar.value))
    }
    guard let first = scalars.firstIndex(where: { !isAround($0) }),
      let last = scalars.lastIndex(where: { !isAround($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
