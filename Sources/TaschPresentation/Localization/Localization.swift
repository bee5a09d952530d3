import Foundation
import Tasch
import TaschJSON

/// Words, numbers and money in the user's language and formats.
public struct Localization: Hashable, Sendable {
  /// The language of the words.
  public let language: Language
  /// The locale of text and of numbers in text.
  public var textLocale: Locale { textFormats.locale }
  /// The locale of money.
  public var moneyLocale: Locale { moneyFormats.locale }

  private let textFormats: LocaleNumberFormats
  private let moneyFormats: LocaleNumberFormats
  /// The locale of dates in text, in the words' language (see `LocaleIdentifier.dateLocale`).
  private let dateLocale: Locale
  /// The zone moments are shown in.
  public let localTime: LocalTime

  /// Words and formats for the resolved `settings`.
  ///
  /// A locale in `settings` that is not a locale identifier counts as `en_US`: only checked
  /// identifiers reach Foundation.
  public init(_ settings: LocaleSettings) {
    ICUDefaultLocale.protect()
    language = settings.language
    textFormats = .of(settings.textIdentifier.locale(forWordsIn: language))
    moneyFormats = .of(settings.moneyIdentifier.locale(forWordsIn: language))
    dateLocale = settings.textIdentifier.dateLocale(forWordsIn: language)
    localTime = settings.localTime
  }

  private init(
    language: Language, textFormats: LocaleNumberFormats, moneyFormats: LocaleNumberFormats,
    dateLocale: Locale, localTime: LocalTime
  ) {
    self.language = language
    self.textFormats = textFormats
    self.moneyFormats = moneyFormats
    self.dateLocale = dateLocale
    self.localTime = localTime
  }

  /// An equal localization whose formats share no object with this one's, for formatting on
  /// another core (see `LocaleNumberFormats.unshared()`).
  public func unshared() -> Localization {
    Localization(
      language: language, textFormats: textFormats.unshared(),
      moneyFormats: moneyFormats.unshared(), dateLocale: dateLocale, localTime: localTime)
  }

  /// American English, when nothing says otherwise.
  public static let english = Localization(
    LocaleSettings(textLocale: LocaleResolver.fallback, moneyLocale: LocaleResolver.fallback))

  // MARK: - Words

  /// The words for `key`, with each `{name}` placeholder replaced by `values[name]`.
  public func text(_ key: TextKey, _ values: [String: String] = [:]) -> String {
    Self.fill(language.table.text(key), with: values)
  }

  /// The words for `key`, with each `{name}` placeholder replaced by `value(name)`: no
  /// dictionary is made for a sentence said thousands of times.
  func text(_ key: TextKey, value: (Substring) -> String?) -> String {
    Self.fill(language.table.text(key), value: value)
  }

  /// The phrase for `count` things, in the plural form the language gives that count, with
  /// `{count}` written for the locale and each other `{name}` replaced by `values[name]`.
  public func text(_ key: PluralKey, count: Int, _ values: [String: String] = [:]) -> String {
    let form = language.table.plural(key)[language.pluralCategory(for: count)]
    let countText = number(count)
    // No dictionary is made for the count: a listing asks for a phrase on every row.
    return Self.fill(form) { name in name == "count" ? countText : values[String(name)] }
  }

  /// Replaces each `{name}` in `template` by `values[name]`; unknown names stay as written.
  ///
  /// Replacements are not searched again, so a value holding braces is safe.
  public static func fill(_ template: String, with values: [String: String]) -> String {
    values.isEmpty ? template : fill(template) { values[String($0)] }
  }

  /// Replaces each `{name}` in `template` by `value(name)`; names it has no value for stay as
  /// written, and replacements are not searched again.
  static func fill(_ template: String, value: (Substring) -> String?) -> String {
    // Braces are ASCII: found among the UTF-8 bytes in place, without telling characters
    // apart. A listing fills a phrase on every row: its pieces are short, and a short string
    // keeps its bytes within itself, allocating nothing.
    func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
    var contiguous = template
    return contiguous.withUTF8 { bytes in
      var result = ""
      var copied = 0
      var rest = 0
      while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")),
        let close = bytes[open...].firstIndex(of: UInt8(ascii: "}"))
      {
        if let value = value(text(bytes[open + 1..<close])[...]) {
          result += text(bytes[copied..<open])
          result += value
          copied = close + 1
        }
        rest = close + 1
      }
      guard copied > 0 else { return template }
      result += text(bytes[copied...])
      return result
    }
  }

  // MARK: - Numbers

  /// A whole number with the locale's grouping: `1,234`, `1.234`, `1 234`.
  public func number(_ value: Int) -> String {
    textFormats.number(value)
  }

  /// Which of a list a page shows, its `count` items after the `offset` first: `20` on the
  /// first page, `41–60` on a later one, so that a reader knows where in the list they are.
  public func shown(_ count: Int, after offset: Int) -> String {
    guard offset > 0, count > 0 else { return number(count) }
    let (last, overflow) = offset.addingReportingOverflow(count)
    guard !overflow else { return number(count) }
    return number(offset + 1) + "–" + number(last)
  }

  /// A number with exactly `fractionDigits` digits after the locale's decimal separator.
  public func number(_ value: Double, fractionDigits: Int) -> String {
    textFormats.number(value, fractionDigits: fractionDigits)
  }

  /// The quotient of two whole numbers, as `number(_:fractionDigits:)` writes it as a double:
  /// an average on every row of a list, for less.
  public func number(_ numerator: Int, over denominator: Int, fractionDigits: Int) -> String {
    textFormats.number(numerator, over: denominator, fractionDigits: fractionDigits)
  }

  // MARK: - Money

  /// An amount in its own currency, as the money locale writes it: symbol and its place,
  /// grouping (Indian lakh grouping included), decimal separator, and always the currency's
  /// digits: `$250.00`, `250,00 €`, `¥5,000`, `₹12,34,567.50`.
  public func money(_ money: Money) -> String {
    moneyFormats.money(money)
  }

  // MARK: - Dates

  /// Which moments `dateTime(_:seconds:)` writes with their seconds.
  public enum SecondsShown: Sendable {
    /// None: `8:33 PM`.
    case never
    /// Those that do not start a minute (`8:33:59 PM`, `8:34 PM`): a moment a shopper compares
    /// with the clock, where `8:33 PM` read at 8:33:36 PM would say it is now.
    case unlessStartingAMinute
    /// Those that neither start nor end a minute: the last moment something may be done, which
    /// `until 11:59 PM` says of 23:59:59.
    case unlessStartingOrEndingAMinute
  }

  /// A moment as the text locale writes a short date and time, in the words' language, in
  /// the user's zone, with its seconds as `seconds` says.
  public func dateTime(_ date: Date, seconds: SecondsShown = .never) -> String {
    var style = Date.FormatStyle.dateTime.year().month().day().hour().minute().locale(dateLocale)
    let (moment, zone) = localTime.wallClock(of: date)
    if Self.shows(seconds, of: moment, in: zone) { style = style.second() }
    style.timeZone = zone
    return Self.gregorian(moment, in: zone, as: style)
  }

  /// Whether `shown` has the seconds the clock in `zone` shows at `moment` written.
  private static func shows(_ shown: SecondsShown, of moment: Date, in zone: TimeZone) -> Bool {
    let wallClock = moment.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: moment))
    guard let whole = Int64(exactly: wallClock.rounded(.down)) else { return false }
    let second = (whole % 60 + 60) % 60
    switch shown {
    case .never: return false
    case .unlessStartingAMinute: return second != 0
    case .unlessStartingOrEndingAMinute: return second != 0 && second != 59
    }
  }

  /// The first day of the Gregorian calendar, 15 October 1582, at midnight UTC: Foundation's
  /// calendars count the days before it as the Julian calendar does.
  private static let gregorianReform = Date(timeIntervalSince1970: -12_219_292_800)

  /// `moment` written by `style` in `zone` in the proleptic Gregorian calendar, as ISO 8601
  /// and every file and document of Tasch count it, where Foundation would write 1 March 1500
  /// as 20 February.
  ///
  /// That calendar repeats every 400 years, to the weekday, so a moment whose wall clock in
  /// `zone` reads before the reform is written as that wall clock, read in UTC, enough 400
  /// years later, its year then put back: the zone's offset is the one it had then, not the
  /// one of the later year.
  private static func gregorian(_ moment: Date, in zone: TimeZone, as style: Date.FormatStyle)
    -> String
  {
    let wallClock = moment.addingTimeInterval(Double(zone.secondsFromGMT(for: moment)))
    guard wallClock < gregorianReform,
      let seconds = Int64(exactly: wallClock.timeIntervalSince1970.rounded(.down))
    else { return moment.formatted(style) }
    let year = ISO8601Timestamp.year(secondsSince1970: seconds)
    guard year >= 1 else { return moment.formatted(style) }
    let cycles = (1_582 - year) / 400 + 1
    let later = year + cycles * 400
    var inUTC = style
    inUTC.timeZone = .gmt
    let written = wallClock.addingTimeInterval(Double(cycles) * 146_097 * 86_400)
      .formatted(inUTC)
    // Years are written in the words' digits, ASCII in every language Tasch speaks.
    guard let place = written.range(of: String(later)) else { return moment.formatted(style) }
    return written.replacingCharacters(in: place, with: String(year))
  }

  // MARK: - Sizes

  /// A measure of a product in both units, labelled for the language: `H: 36cm/14"`.
  public func size(_ key: TextKey, _ length: Length) -> String {
    text(key, ["cm": number(length.centimetres), "in": number(length.inches)])
  }
}
