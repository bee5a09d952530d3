import Tasch
import TaschTestSupport
import Testing

@Suite struct MoneyTests {
  @Test(arguments: [
    ("250", "USD", Int64(25_000)),
    ("250.5", "USD", 25_050),
    ("250.00", "USD", 25_000),
    ("0.01", "USD", 1),
    ("0", "USD", 0),
    ("007.10", "USD", 710),
    ("-1.25", "USD", -125),
    ("5000", "JPY", 5_000),
    ("1.234", "BHD", 1_234),
    ("1.2", "BHD", 1_200),
    ("92233720368547758.07", "USD", Int64.max),
  ])
  func parsesDecimalTextExactly(text: String, code: String, minorUnits: Int64) throws {
    let currency = try #require(Currency(code: code))

    let money = try Money(parsing: text, currency: currency)

    #expect(money == Money(minorUnits: minorUnits, currency: currency))
  }

  @Test(arguments: [
    "", "-", ".", "1.", ".5", "+1", "1e3", " 1", "1 ", "1,00", "1.2.3", "0x10", "١٢",
  ])
  func rejectsTextThatIsNotAPlainDecimal(text: String) {
    #expect(throws: MoneyError.malformed(text)) { try Money(parsing: text, currency: .usd) }
  }

  @Test func rejectsMoreFractionDigitsThanTheCurrencyHas() {
    #expect(throws: MoneyError.tooManyFractionDigits("250.001", allowed: 2)) {
      try Money(parsing: "250.001", currency: .usd)
    }
    #expect(throws: MoneyError.tooManyFractionDigits("5000.0", allowed: 0)) {
      try Money(parsing: "5000.0", currency: .jpy)
    }
  }

  @Test(arguments: ["92233720368547758.08", "99999999999999999999", "-92233720368547758.09"])
  func rejectsAmountsThatDoNotFit(text: String) {
    #expect(throws: MoneyError.outOfRange) { try Money(parsing: text, currency: .usd) }
  }

  @Test(arguments: [
    (Int64(25_000), "USD", "250.00"),
    (5, "USD", "0.05"),
    (-5, "USD", "-0.05"),
    (0, "USD", "0.00"),
    (5_000, "JPY", "5000"),
    (1_234, "BHD", "1.234"),
    (Int64.min, "USD", "-92233720368547758.08"),
  ])
  func printsDecimalTextWithTheCurrencysDigits(minorUnits: Int64, code: String, text: String)
    throws
  {
    let money = Money(minorUnits: minorUnits, currency: try #require(Currency(code: code)))

    #expect(money.decimalText == text)
  }

  @Test(arguments: ["JPY", "USD", "BHD", "CLF"])
  func printsDecimalTextAsItsPiecesJoined(code: String) throws {
    let currency = try #require(Currency(code: code))
    // Every length of number, both signs: a fixed sequence of bits shifted by all it can be.
    var bits: UInt64 = 37
    var amounts: [Int64] = [0, 1, 9, 10, 99, 100, 999, 1_000, 10_000, .max, .min, .min + 1]
    for shift in 0..<64 {
      for _ in 0..<20 {
        bits = bits &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        amounts.append(Int64(bitPattern: bits) >> Int64(shift))
      }
    }
    for minorUnits in amounts {
      let digits = String(minorUnits.magnitude)
      let fractionCount = currency.minorUnitDigits
      let padded =
        String(repeating: "0", count: max(0, fractionCount + 1 - digits.count)) + digits
      let sign = minorUnits < 0 ? "-" : ""
      let joined =
        fractionCount == 0
        ? sign + padded
        : sign + padded.dropLast(fractionCount) + "." + padded.suffix(fractionCount)

      #expect(Money(minorUnits: minorUnits, currency: currency).decimalText == joined)
    }
  }

  @Test func addsExactly() throws {
    let sum = try Money.usd(cents: 10).adding(.usd(cents: 20))

    #expect(sum == .usd(cents: 30))
  }

  @Test func sumOfNothingIsZero() throws {
    #expect(try Money.sum([], in: .jpy) == .zero(in: .jpy))
  }

  @Test func additionThatOverflowsThrowsInsteadOfCrashing() {
    let large = Money(minorUnits: .max, currency: .usd)

    #expect(throws: MoneyError.outOfRange) { try large.adding(.usd(cents: 1)) }
  }

  @Test func refusesToAddDifferentCurrencies() {
    #expect(throws: MoneyError.currencyMismatch(.usd, .eur)) {
      try Money.usd(1).adding(Money(minorUnits: 100, currency: .eur))
    }
  }

  @Test func explainsErrorsInPlainWords() {
    #expect(MoneyError.malformed("x").description == #""x" is not a decimal amount like "250.00""#)
    #expect(
      MoneyError.tooManyFractionDigits("1.5", allowed: 0).description
        == #""1.5" has more than 0 fraction digits"#)
    #expect(MoneyError.outOfRange.description == "the amount is too large")
  }

  @Test func multipliesExactly() throws {
    #expect(try Money.usd(250, cents: 5).multiplied(by: 3) == .usd(750, cents: 15))
    #expect(try Money.usd(250).multiplied(by: 0) == .usd(0))
  }

  @Test func aProductTooLargeIsAnErrorNotATrap() {
    #expect(throws: MoneyError.outOfRange) {
      try Money(minorUnits: .max / 2 + 1, currency: .usd).multiplied(by: 2)
    }
  }

  @Test(arguments: [
    (Int64(1_000), 10, Int64(100)),
    (25, 10, 2),  // 2.5 rounds to the even 2
    (35, 10, 4),  // 3.5 rounds to the even 4
    (26, 10, 3),
    (-35, 10, -4),
    (999, 100, 999),
    (999, 0, 0),
    (.max, 100, .max),
    (.max, 50, 4_611_686_018_427_387_904),
  ])
  func aPercentageRoundsHalfToEvenToTheMinorUnit(minorUnits: Int64, percent: Int, expected: Int64) {
    let money = Money(minorUnits: minorUnits, currency: .usd)

    #expect(money.percentage(percent) == Money(minorUnits: expected, currency: .usd))
  }

  @Test func subtractsExactlyAndReportsADifferenceThatDoesNotFit() throws {
    #expect(try Money.usd(250).subtracting(.usd(cents: 1)) == .usd(249, cents: 99))
    #expect(throws: MoneyError.outOfRange) {
      try Money(minorUnits: .min, currency: .usd).subtracting(.usd(cents: 1))
    }
    #expect(throws: MoneyError.currencyMismatch(.usd, .eur)) {
      try Money.usd(1).subtracting(Money(minorUnits: 1, currency: .eur))
    }
  }
}
