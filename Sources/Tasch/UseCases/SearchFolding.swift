import Foundation

/// What search compares: text with case and diacritics folded away, as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` folds it, and then
/// what that folding leaves although a reader sees it as a diacritic: the letters whose stroke
/// or slash is part of them (ł, ø, đ), the ligatures æ and œ, the hamza and madda of Arabic
/// letters, and the vowel marks of Arabic and Hebrew, which most texts leave out.
///
/// Before all that, what a reader cannot tell from plain text goes: the characters that show as
/// nothing inside a word (a soft hyphen, a zero-width space, a mark of writing direction), and
/// the full-width and half-width forms East Asian text writes Latin letters, digits and katakana
/// in (`ｂａｇ` is `bag`, `ｶﾊﾞﾝ` is `カバン`).
///
/// This is the rule, stated plainly. A store that folds a great many texts may fold them faster
/// its own way, as long as it gives exactly this; the stores' fast folding is tested against it.
public enum SearchFolding {
  /// `text` as search compares it: case and diacritics folded away.
  public static func fold(_ text: String) -> String {
    let plain =
      text.unicodeScalars.contains(where: isWidthFormOrInvisible) ? plainForms(text) : text
    let folded = plain.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    // Every scalar the second step changes is beyond Latin-1's first letters.
    guard folded.unicodeScalars.contains(where: { $0.value >= 0xE6 && foldsFurther($0) })
    else { return folded }
    var scalars = String.UnicodeScalarView()
    for scalar in folded.unicodeScalars {
      if let letters = lettersFor[scalar] {
        scalars.append(contentsOf: letters.unicodeScalars)
      } else if !isVowelMark(scalar) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Whether the folded `word` occurs in the folded `text`: as their code points, both composed
  /// (NFC), so that two spellings of one text are alike, and a word cut short before a tone
  /// mark, a vowel sign, a joiner or a skin tone still occurs (`กระเป` in `กระเป๋า`, `👍` in
  /// `👍🏽`), as a database finds it comparing the stored text's bytes.
  ///
  /// UTF-8 is compared: a run of whole code points occurs in a text exactly where its bytes do.
  public static func occurs(_ word: String, in text: String) -> Bool {
    occurs(composed: composedBytes(word), in: text)
  }

  /// Whether the word whose composed bytes (`composedBytes(_:)`) are `needle` occurs in the
  /// folded `text`, as `occurs(_:in:)` says: for a word looked for in many texts, composed once.
  public static func occurs(composed needle: [UInt8], in text: String) -> Bool {
    let haystack = composedBytes(text)
    guard let first = needle.first, needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }

  /// The UTF-8 bytes of `text` composed (NFC): ASCII as it is, which is its own composition,
  /// without Foundation's round trip through a mutable string.
  public static func composedBytes(_ text: String) -> [UInt8] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return Array(text.utf8) }
    return Array(text.precomposedStringWithCanonicalMapping.utf8)
  }

  /// The key that orders texts by name as search sees them: the folding, composed (NFC).
  ///
  /// Two spellings of one text, composed or decomposed, get the same key, and keys compare as
  /// their UTF-8 bytes do. Swift's comparison of strings that are not NFC is not always
  /// consistent (a decomposed "が" neither precedes nor follows "がbag"), so a sort by the
  /// bare folding can depend on the sorting algorithm; a sort by this key cannot.
  public static func sortKey(_ text: String) -> String {
    fold(text).precomposedStringWithCanonicalMapping
  }

  /// `text` without the characters that show as nothing inside a word, and with its full-width
  /// and half-width forms as the characters they are forms of.
  ///
  /// A form is its compatibility mapping: `ｂ` is `b`, `ｶ` is `カ`, and `ﾞ` the voicing mark,
  /// which composes with the kana before it (`ｶﾞ` is `ガ`). A form whose mapping holds a space
  /// stays as it is: the full-width macron is a space and a mark, and a word of it alone would
  /// match every space.
  private static func plainForms(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isInvisible(scalar) {
      switch scalar.value {
      case 0xFF01...0xFF5E:
        // The full-width forms of ASCII's printable characters, all at one distance from them.
        scalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value - 0xFEE0)))
      case 0xFF5F...0xFFEE:
        let mapped = String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars
        if mapped.contains(where: \.properties.isWhitespace) {
          scalars.append(scalar)
        } else {
          scalars.append(contentsOf: mapped)
        }
      default:
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  private static func isWidthFormOrInvisible(_ scalar: Unicode.Scalar) -> Bool {
    (0xFF01...0xFFEE).contains(scalar.value) || isInvisible(scalar)
  }

  /// Whether `scalar` shows as nothing inside a word.
  ///
  /// These are the soft hyphen, the zero-width space, the word joiner and the zero-width
  /// no-break space, which only tell where a line may break; the marks of writing direction
  /// (U+200E, U+200F, U+061C), which text copied from Arabic and Hebrew carries; the combining
  /// grapheme joiner, the Mongolian vowel separator, the invisible operators of mathematics,
  /// and the Hangul fillers that stand alone. The joiners that shape a script or join emoji
  /// (U+200C, U+200D) change what a text shows, and stay; so do the fillers of conjoining jamo,
  /// which are part of the syllables they spell.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00AD, 0x034F, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x2060...0x2064, 0x3164,
      0xFEFF, 0xFFA0:
      true
    default:
      false
    }
  }

  /// The letters a searcher types for a letter Foundation's folding keeps, once in lower case:
  /// the Polish, Nordic, Croatian and Maltese letters with a stroke, the Turkish dotless i, the
  /// Catalan l with a middle dot, and the ligatures, spelt out as ß already is (`ss`); and the
  /// Arabic letters that carry a hamza or madda, as the letter that carries it, as they are once
  /// decomposed and their marks taken off (`isVowelMark`).
  private static let lettersFor: [Unicode.Scalar: String] = [
    "ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ŧ": "t", "ı": "i", "ŀ": "l", "æ": "ae", "œ": "oe",
    "\u{0622}": "\u{0627}", "\u{0623}": "\u{0627}", "\u{0625}": "\u{0627}",
    "\u{0624}": "\u{0648}", "\u{0626}": "\u{064A}", "\u{06C0}": "\u{06D5}",
    "\u{06C2}": "\u{06C1}", "\u{06D3}": "\u{06D2}",
  ]

  /// Whether `scalar` is a vowel mark or cantillation mark of Arabic or Hebrew: written in
  /// teaching and holy texts, left out of everyday ones, so a search must match either.
  private static func isVowelMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Arabic: the honorifics' small marks, the harakat, the superscript alef, the Quranic marks.
    case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7,
      0x06E8, 0x06EA...0x06ED:
      true
    // Hebrew: the accents, the points, and the shin and sin dots; not the maqaf, paseq or sof
    // pasuq, which are punctuation.
    case 0x0591...0x05BD, 0x05BF, 0x05C1, 0x05C2, 0x05C4, 0x05C5, 0x05C7:
      true
    default:
      false
    }
  }

  /// Whether the second step changes `scalar`.
  private static func foldsFurther(_ scalar: Unicode.Scalar) -> Bool {
    lettersFor[scalar] != nil || isVowelMark(scalar)
  }
}
