/// An exact amount of money: a whole number of minor units (cents, yen, fils) in one currency.
///
/// There is deliberately no floating point anywhere on this type: amounts are parsed from
/// decimal text digit by digit, added with overflow checks, and printed back digit by digit.
public struct Money: Hashable, Sendable {
  /// The amount in the currency's minor unit: 25000 for USD 250.00, 5000 for JPY 5000.
  public let minorUnits: Int64
  /// The currency the amount is in.
  public let currency: Currency

  /// An amount of `minorUnits` in `currency`.
  public init(minorUnits: Int64, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Nothing, in `currency`.
  public static func zero(in currency: Currency) -> Money {
    Money(minorUnits: 0, currency: currency)
  }

  /// Whether the amount is below zero.
  public var isNegative: Bool { minorUnits < 0 }

  // MARK: - Arithmetic

  /// The sum of two amounts in the same currency.
  ///
  /// - Throws: `MoneyError.currencyMismatch` for different currencies, `.outOfRange` when the
  ///   sum does not fit.
  public func adding(_ other: Money) throws(MoneyError) -> Money {
    try combined(with: other, by: Int64.addingReportingOverflow)
  }

  /// The amount `count` times over, as a line of `count` of one product costs.
  ///
  /// - Throws: `MoneyError.outOfRange` when the product does not fit.
  public func multiplied(by count: Int) throws(MoneyError) -> Money {
    let (product, overflow) = minorUnits.multipliedReportingOverflow(by: Int64(count))
    guard !overflow else { throw .outOfRange }
    return Money(minorUnits: product, currency: currency)
  }

  /// `percent` per cent of the amount, rounded half to even to the currency's minor unit: the
  /// one rounding of every percentage, so that a discount is the same wherever it is taken.
  ///
  /// `percent` is from 0 to 100, so the result never exceeds the amount and cannot overflow.
  public func percentage(_ percent: Int) -> Money {
    let clamped = Int64(min(max(percent, 0), 100))
    // The product in full width: an amount near the largest times 100 does not fit in 64 bits.
    let product = minorUnits.magnitude.multipliedFullWidth(by: UInt64(clamped))
    let (quotient, remainder) = UInt64(100).dividingFullWidth(product)
    let roundsUp = remainder > 50 || (remainder == 50 && !quotient.isMultiple(of: 2))
    // At most the amount's magnitude: 2^63 only for the least amount, whose negation fits.
    let magnitude = quotient + (roundsUp ? 1 : 0)
    let minorUnits = isNegative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    return Money(minorUnits: minorUnits, currency: currency)
  }

  /// The difference of two amounts in the same currency.
  ///
  /// - Throws: `MoneyError.currencyMismatch` for different currencies, `.outOfRange` when the
  ///   difference does not fit.
  public func subtracting(_ other: Money) throws(MoneyError) -> Money {
    try combined(with: other, by: Int64.subtractingReportingOverflow)
  }

  /// This amount and `other`, in the same currency, combined by `operation` on their minor
  /// units, which reports an overflow rather than trapping on it.
  private func combined(
    with other: Money,
    by operation: (Int64) -> (Int64) -> (partialValue: Int64, overflow: Bool)
  ) throws(MoneyError) -> Money {
    guard currency == other.currency else {
      throw .currencyMismatch(currency, other.currency)
    }
    let (result, overflow) = operation(minorUnits)(other.minorUnits)
    guard !overflow else { throw .outOfRange }
    return Money(minorUnits: result, currency: currency)
  }

  /// The sum of `amounts`, all in `currency`; zero when there are none.
  public static func sum(_ amounts: some Sequence<Money>, in currency: Currency)
    throws(MoneyError) -> Money
  {
    var total = Money.zero(in: currency)
    for amount in amounts {
      total = try total.adding(amount)
    }
    return total
  }
}

// MARK: - Decimal text

extension Money {
  /// Parses decimal text such as `"250"`, `"250.5"` or `"-1.25"` exactly.
  ///
  /// The text is an optional minus sign, one or more digits, and optionally a point followed by
  /// one or more digits; at most as many fraction digits as the currency has.
  ///
  /// - Throws: `MoneyError.malformed`, `.tooManyFractionDigits` or `.outOfRange`.
  public init(parsing text: String, currency: Currency) throws(MoneyError) {
    var bytes = Substring(text).utf8[...]
    let isNegative = bytes.first == UInt8(ascii: "-")
    if isNegative { bytes = bytes.dropFirst() }

    let wholeDigits = bytes.prefix { Self.isDigit($0) }
    var rest = bytes.dropFirst(wholeDigits.count)
    var fractionDigits = rest.prefix(0)
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      fractionDigits = rest.prefix { Self.isDigit($0) }
      rest = rest.dropFirst(fractionDigits.count)
      guard !fractionDigits.isEmpty else { throw .malformed(text) }
    }
    guard !wholeDigits.isEmpty, rest.isEmpty else { throw .malformed(text) }
    guard fractionDigits.count <= currency.minorUnitDigits else {
      throw .tooManyFractionDigits(text, allowed: currency.minorUnitDigits)
    }

    // Read every digit as if the point were not there, then pad with zeros up to the
    // currency's digits: "250.5" in USD reads 2505, then becomes 25050.
    var value: Int64 = 0
    for digit in [wholeDigits, fractionDigits].joined() {
      value = try Self.appendingDigit(Int64(digit - UInt8(ascii: "0")), to: value)
    }
    for _ in fractionDigits.count..<currency.minorUnitDigits {
      value = try Self.appendingDigit(0, to: value)
    }
    self.init(minorUnits: isNegative ? -value : value, currency: currency)
  }

  /// The amount as plain decimal text with exactly the currency's digits: `"250.00"`, `"5000"`.
  public var decimalText: String {
    // Written digit by digit from the right into one buffer: every price of every product
    // shown is written so, where joining its pieces as strings made five of them.
    let fractionCount = currency.minorUnitDigits
    var digitCount = 1
    var rest = minorUnits.magnitude / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    // At least one digit before the point: 5 cents is `0.05`.
    let digitsWritten = max(digitCount, fractionCount + 1)
    let length = (isNegative ? 1 : 0) + digitsWritten + (fractionCount > 0 ? 1 : 0)
    // Filled with minus signs: the one place the digits and the point leave is the sign's.
    var text = [UInt8](repeating: UInt8(ascii: "-"), count: length)
    var place = length
    var value = minorUnits.magnitude
    for written in 0..<digitsWritten {
      if written == fractionCount && fractionCount > 0 {
        place -= 1
        text[place] = UInt8(ascii: ".")
      }
      place -= 1
      text[place] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func appendingDigit(_ digit: Int64, to value: Int64) throws(MoneyError) -> Int64 {
    let (shifted, overflowOnShift) = value.multipliedReportingOverflow(by: 10)
    let (result, overflowOnAdd) = shifted.addingReportingOverflow(digit)
    guard !overflowOnShift, !overflowOnAdd else { throw .outOfRange }
    return result
  }
}

/// Why an amount of money could not be read or computed.
public enum MoneyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a plain decimal number.
  case malformed(String)
  /// The text has more fraction digits than the currency's minor unit.
  case tooManyFractionDigits(String, allowed: Int)
  /// The amount does not fit in 64-bit minor units.
  case outOfRange
  /// Two amounts in different currencies were combined.
  case currencyMismatch(Currency, Currency)

  /// A plain English explanation, used in technical detail of data errors.
  public var description: String {
    switch self {
    case .malformed(let text):
      "\"\(text)\" is not a decimal amount like \"250.00\""
    case .tooManyFractionDigits(let text, let allowed):
      "\"\(text)\" has more than \(allowed) fraction digit\(allowed == 1 ? "" : "s")"
    case .outOfRange:
      "the amount is too large"
    case .currencyMismatch(let first, let second):
      "\(first) and \(second) amounts cannot be added"
    }
  }
}
