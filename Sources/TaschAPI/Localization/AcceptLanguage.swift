import Foundation
import TaschPresentation

/// Reads `Accept-Language` (RFC 9110, 12.5.4): the language ranges a client prefers, each with
/// an optional weight, `de-AT, de;q=0.9, en;q=0.5`.
enum AcceptLanguage {
  /// The locale of the most preferred range that is a locale in a language Tasch speaks, as
  /// `--locale` would take it, or the nearest ICU has data for
  /// (`LocaleResolver.nearestAvailable(_:)`); else the most preferred that is a locale at all;
  /// `nil` when none is (or only `*`).
  ///
  /// A client that names a second choice means it to be taken where the first cannot be:
  /// `pt-BR, es;q=0.5` is answered in Spanish, not in English words with Brazilian numbers.
  /// Ranges of equal weight keep the client's order; a range of weight 0 is not acceptable,
  /// and a malformed weight leaves its range out.
  static func preferredLocale(_ fields: [String]) -> String? {
    let ranges = fields.flatMap { $0.split(separator: ",") }.enumerated().compactMap {
      index, item -> (locale: String, weight: Int, index: Int)? in
      let parts = item.split(separator: ";", omittingEmptySubsequences: false)
      let tag = withoutExtensions(parts[0].trimmingCharacters(in: .whitespaces))
      guard tag != "*", let locale = lookUp(tag) else { return nil }
      var weight = 1000
      for parameter in parts.dropFirst() {
        let pair = parameter.trimmingCharacters(in: .whitespaces)
        guard pair.lowercased().hasPrefix("q=") else { continue }
        guard let parsed = thousandths(pair.dropFirst(2)) else { return nil }
        weight = parsed
      }
      return weight > 0 ? (locale, weight, index) : nil
    }
    let preferred = ranges.sorted { ($1.weight, $0.index) < ($0.weight, $1.index) }
    return (preferred.first { Language(localeIdentifier: $0.locale) != nil } ?? preferred.first)?
      .locale
  }

  /// The locale `tag` names, or the one a shorter tag names, its subtags dropped from the end
  /// (RFC 4647, 3.4): `de-DE-1996`, whose variant no locale here takes, is `de-DE`.
  ///
  /// At most the first eight subtags are looked at: a longer tag names no more, and each one
  /// dropped is another look.
  private static func lookUp(_ tag: String) -> String? {
    var subtags = tag.split(separator: "-", omittingEmptySubsequences: false).prefix(8)
    while !subtags.isEmpty {
      if let locale = LocaleResolver.availableLocale(for: subtags.joined(separator: "-")) {
        return locale
      }
      subtags.removeLast()
    }
    return nil
  }

  /// `tag` without its extensions and private use, which each begin with a subtag of one
  /// character and name nothing Tasch's locales take: `de-DE-u-cu-jpy` is `de-DE`.
  private static func withoutExtensions(_ tag: String) -> String {
    tag.split(separator: "-", omittingEmptySubsequences: false).prefix { $0.count != 1 }
      .joined(separator: "-")
  }

  /// A weight, `0` to `1` with at most three decimals (`1.` and `0.` have none), in
  /// thousandths.
  private static func thousandths(_ text: Substring) -> Int? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, whole == "0" || whole == "1" else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= 3, fraction.utf8.allSatisfy({ (48...57).contains($0) }) else {
      return nil
    }
    let digits = Int(fraction.padding(toLength: 3, withPad: "0", startingAt: 0)) ?? 0
    let value = (whole == "1" ? 1000 : 0) + digits
    return value <= 1000 ? value : nil
  }
}
