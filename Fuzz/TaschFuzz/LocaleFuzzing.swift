import Foundation
import Tasch
import TaschPresentation

/// Any text as a locale the environment, `--locale` or a request names (`LANG`, `LC_ALL`,
/// `TASCH_LOCALE`, `?locale=`, as the nearest available): passed over, or a locale in Tasch's form that stays the same
/// once normalized again, and whose words and formats write money, numbers and dates without
/// trapping, whatever ICU makes of it; and any text as `TZ`, whose zone is within a day of UTC
/// at every moment.
enum LocaleFuzzing {
  static func run(_ input: [UInt8]) {
    // The first line is the text locale, the second the money's, as LANG and LC_MONETARY may
    // differ, the third `TZ`.
    let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let text = String(decoding: lines.first ?? [], as: UTF8.self)
    let money = lines.count > 1 ? String(decoding: lines[1], as: UTF8.self) : text
    let zone = lines.count > 2 ? String(decoding: lines[2], as: UTF8.self) : nil
    if let normalized = LocaleResolver.normalized(text) {
      require(
        LocaleResolver.normalized(normalized) == normalized,
        "\(text) normalized to \(normalized), which normalizes differently")
    }
    // As a request names it: the nearest locale ICU has data for.
    if let available = LocaleResolver.availableLocale(for: text) {
      require(
        LocaleResolver.normalized(available) == available,
        "\(text) is available as \(available), which is not in Tasch's form")
      let localization = Localization(LocaleSettings(textLocale: available, moneyLocale: available))
      require(
        !localization.money(Money(minorUnits: 12_345, currency: currency(of: input))).isEmpty,
        "no text for money in \(available)")
    }
    let settings = LocaleResolver.resolve(
      option: nil,
      environment: ["LC_MESSAGES": text, "LC_MONETARY": money, "LANG": text].merging(
        zone.map { ["TZ": $0] } ?? [:]
      ) { _, given in given })
    require(
      LocaleResolver.normalized(settings.textLocale) == settings.textLocale
        && LocaleResolver.normalized(settings.moneyLocale) == settings.moneyLocale,
      "resolved to \(settings), which is not in Tasch's form")
    let localization = Localization(settings)
    for amount in [Int64.min, -1, 0, 12_345, Int64.max] {
      require(
        !localization.money(Money(minorUnits: amount, currency: currency(of: input))).isEmpty,
        "no text for \(amount) in \(settings)")
    }
    require(!localization.number(Int.min).isEmpty, "no text for Int.min in \(settings)")
    require(
      !localization.number(7, over: 3, fractionDigits: 1).isEmpty, "no text for 7/3 in \(settings)")
    for seconds in [-62_135_596_800, 0, 1_700_000_000, 1_782_864_000, 253_402_300_799] {
      let moment = Date(timeIntervalSince1970: TimeInterval(seconds))
      // POSIX allows a rule 24 hours from UTC, and daylight time an hour more.
      if case .rule(let rule) = settings.localTime {
        require(
          abs(rule.secondsFromGMT(at: moment)) <= 26 * 3_600,
          "\(String(describing: zone)) is more than 26 hours from UTC at \(seconds)")
      }
      require(
        !localization.dateTime(moment).isEmpty, "no text for the moment \(seconds) in \(settings)")
    }
  }

  /// Currencies of no, two and three fraction digits.
  private static let currencies = ["USD", "JPY", "KWD", "EUR", "CHF"].compactMap {
    Currency(code: $0)
  }

  /// A currency picked by the input's length.
  private static func currency(of input: [UInt8]) -> Currency {
    currencies[input.count % currencies.count]
  }
}
