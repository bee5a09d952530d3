import Foundation
import Synchronization
import Tasch

/// How one locale writes whole numbers and amounts of money: exactly as Foundation writes them
/// (CLDR's symbols, separators, groups and digits), at the cost of integer arithmetic.
///
/// A Foundation format costs microseconds; a shop of 100,000 prices cannot pay that per price.
/// So the locale's way of writing whole numbers, and of writing amounts in each currency, is
/// read once from Foundation's own output into a `NumberPattern`, kept for the life of the
/// process, and used for every number after. When a pattern cannot be read, or does not write
/// every kind of number exactly as Foundation does, that kind stays with Foundation.
///
/// There is one instance per locale identifier, shared by every `Localization` of the process,
/// so that each pattern is read once. Work on several cores takes an unshared copy for each
/// (`unshared()`), which asks the shared instance for what it has not read, and copies it.
/// Instances of one locale identifier are equal: they write alike.
final class LocaleNumberFormats: Hashable, Sendable {
  /// Who writes one kind of number.
  enum Writer: Sendable {
    /// A pattern read from Foundation, which writes exactly as Foundation does.
    case pattern(NumberPattern)
    /// Foundation itself, for a kind of number whose pattern could not be read.
    case foundation

    /// The pattern, if this is one.
    var pattern: NumberPattern? {
      guard case .pattern(let pattern) = self else { return nil }
      return pattern
    }

    /// The same writer, its pattern copied so that it shares no storage with this one.
    func unshared() -> Writer {
      pattern.map { .pattern($0.unshared()) } ?? self
    }
  }

  /// The locale, as Foundation knows it.
  let locale: Locale

  private struct Writers {
    var numbers: Writer?
    /// Writers of numbers with decimals, by how many.
    var fractions: [Int: Writer] = [:]
    var amounts: [String: Writer] = [:]
    /// The currency asked for last, and its writer: a page of prices is mostly in one
    /// currency, and comparing its code costs less than hashing it.
    var lastAmounts: (currency: String, writer: Writer)?

    /// The same writers, each pattern copied so that it shares no storage with its original.
    func unshared() -> Writers {
      var copied = Writers(
        numbers: numbers.map { $0.unshared() }, fractions: fractions.mapValues { $0.unshared() },
        amounts: amounts.mapValues { $0.unshared() })
      if let last = lastAmounts, let writer = copied.amounts[last.currency] {
        copied.lastAmounts = (last.currency, writer)
      }
      return copied
    }
  }

  // Patterns are read under the lock: once per kind of number, and Foundation, which does the
  // reading, never calls back into Tasch.
  private let writers: Mutex<Writers>
  /// The shared instance this copy was made from, `nil` for the shared instance itself.
  ///
  /// It reads each pattern once for all its copies; each copies what it is given.
  private let original: LocaleNumberFormats?

  private init(locale: Locale, writers: Writers = Writers(), original: LocaleNumberFormats? = nil) {
    self.locale = locale
    self.writers = Mutex(writers)
    self.original = original
  }

  // MARK: - One per locale

  private static let shared = Mutex<[String: LocaleNumberFormats]>([:])

  /// The formats of `locale`, shared with every other user of the same locale identifier.
  static func of(_ locale: Locale) -> LocaleNumberFormats {
    shared.withLock { shared in
      if let known = shared[locale.identifier] { return known }
      let made = LocaleNumberFormats(locale: locale)
      shared[locale.identifier] = made
      return made
    }
  }

  /// Formats of the same locale, sharing no object with these: the patterns read so far are
  /// copied, others are read by the shared instance when the copy first needs them, and copied.
  ///
  /// Each core formatting a share of a long list takes a copy: every number touches its
  /// pattern's reference counts and the lock of the writers, and several cores touching the
  /// same ones at once wait on each other longer than the formatting takes.
  func unshared() -> LocaleNumberFormats {
    LocaleNumberFormats(
      locale: locale, writers: writers.withLock { $0.unshared() }, original: original ?? self)
  }

  /// How many kinds of number have their writer settled: whole numbers, each count of
  /// decimals, each currency's amounts.
  var kindsSettled: Int {
    writers.withLock { ($0.numbers == nil ? 0 : 1) + $0.fractions.count + $0.amounts.count }
  }

  static func == (left: LocaleNumberFormats, right: LocaleNumberFormats) -> Bool {
    left === right || left.locale.identifier == right.locale.identifier
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(locale.identifier)
  }

  // MARK: - Writing

  /// `money` as the locale writes an amount in its currency, with all the currency's digits.
  func money(_ money: Money) -> String {
    guard let pattern = writer(forAmountsIn: money.currency).pattern else {
      return foundationMoney(money.minorUnits, currency: money.currency)
    }
    return pattern.format(money.minorUnits)
  }

  /// `value` as the locale writes a whole number.
  func number(_ value: Int) -> String {
    guard let pattern = writerForNumbers().pattern else {
      return foundationNumber(Int64(value))
    }
    return pattern.format(magnitude: UInt64(value.magnitude), isNegative: value < 0)
  }

  /// `value` as the locale writes a number with exactly `fractionDigits` decimals, rounded as
  /// Foundation rounds it.
  func number(_ value: Double, fractionDigits: Int) -> String {
    guard let pattern = writer(forFractionDigits: fractionDigits).pattern,
      let scaled = ShortestDecimal.scaled(value, fractionDigits: fractionDigits)
    else {
      return value.formatted(.number.precision(.fractionLength(fractionDigits)).locale(locale))
    }
    return pattern.format(scaled)
  }

  /// The quotient `numerator / denominator` as `number(_:fractionDigits:)` writes it as a
  /// double, worked out from the whole numbers where `ShortestDecimal` can.
  func number(_ numerator: Int, over denominator: Int, fractionDigits: Int) -> String {
    guard let pattern = writer(forFractionDigits: fractionDigits).pattern,
      let scaled = ShortestDecimal.scaled(
        numerator, over: denominator, fractionDigits: fractionDigits)
    else {
      return number(Double(numerator) / Double(denominator), fractionDigits: fractionDigits)
    }
    return pattern.format(scaled)
  }

  // MARK: - Writers

  /// Who writes amounts in `currency`: read on first use, then kept.
  func writer(forAmountsIn currency: Currency) -> Writer {
    writers.withLock { writers in
      if let last = writers.lastAmounts, last.currency == currency.code { return last.writer }
      let writer =
        writers.amounts[currency.code] ?? original?.writer(forAmountsIn: currency).unshared()
        ?? NumberPattern.read(fractionDigits: currency.minorUnitDigits) {
          foundationMoney($0, currency: currency)
        }.map(Writer.pattern) ?? .foundation
      writers.amounts[currency.code] = writer
      writers.lastAmounts = (currency.code, writer)
      return writer
    }
  }

  /// Who writes whole numbers: read on first use, then kept.
  func writerForNumbers() -> Writer {
    writers.withLock { writers in
      if let known = writers.numbers { return known }
      let writer =
        original?.writerForNumbers().unshared()
        ?? NumberPattern.read(fractionDigits: 0) { foundationNumber($0) }.map(Writer.pattern)
        ?? .foundation
      writers.numbers = writer
      return writer
    }
  }

  /// Who writes numbers with `fractionDigits` decimals: read on first use, then kept.
  func writer(forFractionDigits fractionDigits: Int) -> Writer {
    writers.withLock { writers in
      if let known = writers.fractions[fractionDigits] { return known }
      let writer =
        original?.writer(forFractionDigits: fractionDigits).unshared()
        ?? NumberPattern.read(fractionDigits: fractionDigits) {
          foundationDecimal($0, fractionDigits: fractionDigits)
        }.map(Writer.pattern) ?? .foundation
      writers.fractions[fractionDigits] = writer
      return writer
    }
  }

  // MARK: - Foundation

  /// `minorUnits` of `currency` as Foundation writes them.
  func foundationMoney(_ minorUnits: Int64, currency: Currency) -> String {
    let digits = currency.minorUnitDigits
    // Exact: a decimal significand and exponent, never a binary floating-point value.
    let amount = Decimal(
      sign: minorUnits < 0 ? .minus : .plus, exponent: -digits,
      significand: Decimal(minorUnits.magnitude))
    return amount.formatted(
      .currency(code: currency.code).locale(locale).precision(.fractionLength(digits)))
  }

  /// `scaled` units of the last of `fractionDigits` decimals as Foundation writes the number.
  func foundationDecimal(_ scaled: Int64, fractionDigits: Int) -> String {
    // Exact, as for money: a decimal significand and exponent.
    let value = Decimal(
      sign: scaled < 0 ? .minus : .plus, exponent: -fractionDigits,
      significand: Decimal(scaled.magnitude))
    return value.formatted(.number.precision(.fractionLength(fractionDigits)).locale(locale))
  }

  /// `value` as Foundation writes a whole number.
  func foundationNumber(_ value: Int64) -> String {
    value.formatted(.number.locale(locale))
  }
}
