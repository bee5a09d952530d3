import Foundation

/// The locales Tasch uses: one for text and one for money, as POSIX separates
/// `LC_MESSAGES` from `LC_MONETARY`; and the zone of the user's clock.
public struct LocaleSettings: Hashable, Sendable {
  /// The locale of text and of numbers in text, such as `de_AT`.
  public let textLocale: String
  /// The locale of money, such as `de_AT`.
  public let moneyLocale: String
  /// The zone moments are shown in.
  public let localTime: LocalTime

  /// Settings with these two locale identifiers, showing moments in `localTime`.
  public init(textLocale: String, moneyLocale: String, localTime: LocalTime = .system) {
    self.textLocale = textLocale
    self.moneyLocale = moneyLocale
    self.localTime = localTime
  }

  /// The language of the text: the text locale's, or English when Tasch has no tables for it.
  public var language: Language {
    Language(localeIdentifier: textIdentifier.description) ?? .english
  }

  /// The text locale, checked; `en_US` when it is not a locale identifier.
  var textIdentifier: LocaleIdentifier { LocaleIdentifier(parsing: textLocale) ?? .fallback }
  /// The money locale, checked; `en_US` when it is not a locale identifier.
  var moneyIdentifier: LocaleIdentifier { LocaleIdentifier(parsing: moneyLocale) ?? .fallback }
}

/// Finds the user's locales.
///
/// On Linux, `Locale.current` does not follow the user's environment, so Tasch reads it itself,
/// as a pure function of the environment so that tests never touch the process's own.
public enum LocaleResolver {
  /// The locale used when nothing says otherwise, and for `C` and `POSIX`.
  public static let fallback = LocaleIdentifier.fallback.description

  /// The locales for an explicit `--locale` value (if any) and `environment`, and the zone
  /// its `TZ` names (`LocalTime`).
  ///
  /// Text: the option, `TASCH_LOCALE`, `LC_ALL`, `LC_MESSAGES`, `LANG`. Money: the option,
  /// `TASCH_LOCALE`, `LC_ALL`, `LC_MONETARY`, `LANG`. The first that is set and valid wins;
  /// `.UTF-8` and `@modifier` parts are dropped. A value that is not a locale is passed over
  /// here; `--locale` and `TASCH_LOCALE` are the user's words to Tasch, so the command line
  /// reports them as usage errors too.
  public static func resolve(option: String?, environment: [String: String]) -> LocaleSettings {
    let leading = [option, environment["TASCH_LOCALE"]]
    return LocaleSettings(
      textLocale: first(of: leading + textVariables.map { environment[$0] }),
      moneyLocale: first(of: leading + moneyVariables.map { environment[$0] }),
      localTime: LocalTime(tz: environment["TZ"], zoneFolder: environment["TZDIR"]))
  }

  /// The system's variables that give the text locale, in the order they are read.
  public static let textVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]
  /// The system's variables that give the money locale, in the order they are read.
  public static let moneyVariables = ["LC_ALL", "LC_MONETARY", "LANG"]

  /// The first of `variables` in `environment` that names a locale; `nil` when none does.
  public static func firstNamingALocale(of variables: [String], in environment: [String: String])
    -> String?
  {
    variables.first { environment[$0].flatMap(normalized) != nil }
  }

  /// A locale value in the form Tasch uses, or `nil` when it is not a locale.
  ///
  /// `de_DE.UTF-8@euro` becomes `de_DE`, `pt-BR` becomes `pt_BR`, `C` and `POSIX` become
  /// `en_US`; `fr`, `ja_JP`, `es_419` and `sr_Latn_RS` stay as they are. Anything else, such as
  /// `aaaaaaaaaaaa` or `de_DE_variant`, is not a locale.
  public static func normalized(_ value: String) -> String? {
    LocaleIdentifier(parsing: value)?.description
  }

  /// The nearest locale to `locale`, a normalized identifier, that ICU has data for, as
  /// RFC 4647's lookup finds one for a language range: the identifier itself, else without its
  /// last part, and so on (`fr_JP` is `fr`, `en_Aaaa_US` is `en`); `nil` when not even its
  /// language has any.
  ///
  /// An identifier ICU takes as another's alias, its likely script left out (`zh_TW` for
  /// `zh_Hant_TW`, `sr_RS` for `sr_Cyrl_RS`), has that one's data, and stays as it is, so that
  /// it reads as `--locale` reads it. A server's clients may name any of millions of locales,
  /// and Foundation keeps each it makes for good: looked up this way, they come to a few
  /// thousand.
  public static func nearestAvailable(_ locale: String) -> String? {
    var parts = locale.split(separator: "_")
    while !parts.isEmpty {
      let candidate = parts.joined(separator: "_")
      if availableLocales.contains(candidate) || isAlias(candidate) { return candidate }
      parts.removeLast()
    }
    return nil
  }

  /// Whether ICU takes `identifier` as an alias of a locale it has data for: with its likely
  /// script added, it is one.
  private static func isAlias(_ identifier: String) -> Bool {
    let likely = Locale.Language(identifier: identifier).maximalIdentifier
    return availableLocales.contains(likely.replacingOccurrences(of: "-", with: "_"))
  }

  /// The locale `value` names, as `normalized(_:)` reads it, or the nearest one ICU has data
  /// for (`nearestAvailable(_:)`): the one way a server reads a locale a client asks for.
  public static func availableLocale(for value: String) -> String? {
    normalized(value).flatMap(nearestAvailable)
  }

  /// The locales ICU has data of its own for.
  private static let availableLocales = Set(Locale.availableIdentifiers)

  private static func first(of candidates: [String?]) -> String {
    for case let candidate? in candidates where !candidate.isEmpty {
      if let locale = normalized(candidate) { return locale }
    }
    return fallback
  }
}
