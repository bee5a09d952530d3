/// The languages Tasch speaks.
///
/// Any other language falls back to English text.
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// English, the base language.
  case english = "en"
  /// German.
  case german = "de"
  /// French.
  case french = "fr"
  /// Spanish.
  case spanish = "es"
  /// Japanese.
  case japanese = "ja"

  /// The language of a locale identifier such as `de_AT`; `nil` for a language without tables.
  public init?(localeIdentifier: String) {
    let code = localeIdentifier.prefix { $0.isLetter }.lowercased()
    self.init(rawValue: code)
  }

  /// Which plural form a count takes.
  ///
  /// Written here rather than in `.stringsdict` files, which Foundation on Linux cannot read.
  /// https://unicode-org.github.io/cldr-staging/charts/latest/supplemental/language_plural_rules.html
  public func pluralCategory(for count: Int) -> PluralCategory {
    switch self {
    case .english, .german, .spanish: count == 1 ? .one : .other
    // French uses the singular for zero too: "0 produit".
    case .french: count == 0 || count == 1 ? .one : .other
    // Japanese has one form.
    case .japanese: .other
    }
  }
}

/// The plural forms the languages of Tasch need.
public enum PluralCategory: Hashable, Sendable {
  /// The singular form.
  case one
  /// Every other count.
  case other
}
