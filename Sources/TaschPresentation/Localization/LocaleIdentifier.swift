import Foundation

/// A locale identifier Tasch has checked, in canonical form: `de_DE`, `sr_Latn_RS`, `es_419`.
///
/// ICU, under Foundation's `Locale`, dereferences a null pointer on some malformed identifiers
/// (a language of twelve letters is enough), so every `Locale` Tasch makes comes from this type,
/// and this type accepts only what a locale can be: a language of 2 or 3 letters, then optionally
/// a script of 4 letters, then optionally a region of 2 letters or 3 digits, the language and
/// the region among those ICU knows (`xx_YY` is no locale). POSIX values such as
/// `de_DE.UTF-8@euro` lose their charset and modifier; `C` and `POSIX` mean American English.
struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The language, lower case: `de`.
  let language: String
  /// The script, capitalized: `Latn`.
  let script: String?
  /// The region, upper case: `DE`, or three digits: `419`.
  let region: String?

  /// The locale Tasch uses when nothing says otherwise, and for `C` and `POSIX`.
  static let fallback = LocaleIdentifier(language: "en", script: nil, region: "US")

  /// The longest value worth reading: a locale, a charset and a modifier, each generous.
  static let maximumLength = 64

  private init(language: String, script: String?, region: String?) {
    self.language = language
    self.script = script
    self.region = region
  }

  /// `value` checked and made canonical, or `nil` when it is not a locale identifier.
  ///
  /// Accepts `ll`, `ll_CC`, `ll_Scrp`, `ll_Scrp_CC` (with `_` or `-` throughout), each followed
  /// by an optional `.charset` and an optional `@modifier`, which are dropped.
  init?(parsing value: String) {
    let bytes = Array(value.utf8)
    guard bytes.count <= Self.maximumLength, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    guard let base = Self.base(of: bytes[...]) else { return nil }
    if base.elementsEqual("C".utf8) || base.elementsEqual("POSIX".utf8) {
      self = .fallback
      return
    }
    let separator: UInt8 = base.contains(UInt8(ascii: "-")) ? UInt8(ascii: "-") : UInt8(ascii: "_")
    var subtags = base.split(separator: separator, omittingEmptySubsequences: false)[...]
    guard let language = subtags.popFirst(), (2...3).contains(language.count),
      language.allSatisfy(\.isASCIILetter)
    else { return nil }
    var script: ArraySlice<UInt8>?
    if let next = subtags.first, next.count == 4, next.allSatisfy(\.isASCIILetter) {
      script = subtags.popFirst()
    }
    var region: ArraySlice<UInt8>?
    if let next = subtags.first,
      (next.count == 2 && next.allSatisfy(\.isASCIILetter))
        || (next.count == 3 && next.allSatisfy(\.isASCIIDigit))
    {
      region = subtags.popFirst()
    }
    guard subtags.isEmpty else { return nil }
    let written = String(decoding: language, as: UTF8.self).lowercased()
    let languageCode = Self.replacedLanguages[written] ?? written
    let regionCode = region.map { String(decoding: $0, as: UTF8.self).uppercased() }
    // A language or region ICU does not know would be formatted as no locale is (`US$`).
    guard Self.knownLanguages.contains(languageCode),
      regionCode.map(Self.knownRegions.contains) ?? true
    else { return nil }
    self.init(
      language: languageCode,
      script: script.map {
        String(decoding: $0.prefix(1), as: UTF8.self).uppercased()
          + String(decoding: $0.dropFirst(), as: UTF8.self).lowercased()
      },
      region: regionCode)
  }

  /// The languages ICU knows, by their ISO 639 codes, but for the codes that name no language
  /// (undetermined, several, uncoded, none), which ICU formats as its root locale (`$ 250.00`).
  private static let knownLanguages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
    .subtracting(["und", "mul", "mis", "zxx"])
  /// Codes of languages the system's locales use (`/usr/share/i18n/locales`) that CLDR takes as
  /// aliases of others, by the codes ICU knows them by: `tl_PH` is `fil_PH`.
  private static let replacedLanguages = [
    "tl": "fil", "iw": "he", "in": "id", "ji": "yi", "mo": "ro", "cmn": "zh",
  ]
  /// The regions ICU knows, by their ISO 3166 codes or UN M.49 numbers.
  private static let knownRegions = Set(Locale.Region.isoRegions.map(\.identifier))

  /// The identifier with `_` between its parts: `sr_Latn_RS`.
  var description: String {
    [language, script, region].compactMap { $0 }.joined(separator: "_")
  }

  /// The Foundation locale for this identifier, writing numbers for text in `words`.
  ///
  /// Digits follow the words, so that a line never mixes two scripts: a locale keeps its own
  /// digits only when its language is that of the words, and otherwise takes Latin digits (the
  /// digits of every language Tasch has words for) while keeping its separators, currency symbol
  /// and their places. `ar_BH`, shown with English words, writes `1,234.567 د.ب.` rather than
  /// `١٬٢٣٤٫٥٦٧ د.ب.`.
  func locale(forWordsIn words: Language) -> Locale {
    guard Language(localeIdentifier: description) != words else {
      return Locale(identifier: description)
    }
    return Locale(identifier: description + "@numbers=latn")
  }

  /// The Foundation locale for dates in text of `words`: this identifier's own when its
  /// language is that of the words, else the words' language in this identifier's region, so
  /// that a month or an AM never comes in another script than the words around it: `ar_BH`,
  /// shown with English words, writes dates as `en_BH` does.
  func dateLocale(forWordsIn words: Language) -> Locale {
    guard Language(localeIdentifier: description) != words else {
      return Locale(identifier: description)
    }
    return Locale(identifier: [words.rawValue, region].compactMap { $0 }.joined(separator: "_"))
  }

  // MARK: - POSIX parts

  /// The bytes before the `.charset` and `@modifier` parts, or `nil` when those are malformed.
  ///
  /// The charset comes first when both are there: `ll_CC.charset@modifier`.
  private static func base(of bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    let dot = UInt8(ascii: ".")
    let at = UInt8(ascii: "@")
    guard let end = bytes.firstIndex(where: { $0 == dot || $0 == at }) else { return bytes }
    var rest = bytes[end...]
    if rest.first == dot {
      let charset = rest.dropFirst().prefix { $0 != at }
      guard isPOSIXName(charset) else { return nil }
      rest = rest.dropFirst(1 + charset.count)
    }
    if rest.first == at {
      guard isPOSIXName(rest.dropFirst()) else { return nil }
    }
    return bytes[..<end]
  }

  /// Whether `name` can be a charset (`UTF-8`, `ISO-8859-15`) or a modifier (`euro`).
  private static func isPOSIXName(_ name: ArraySlice<UInt8>) -> Bool {
    (1...32).contains(name.count)
      && name.allSatisfy {
        $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
      }
  }
}

extension UInt8 {
  fileprivate var isASCIILetter: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
  }

  fileprivate var isASCIIDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
