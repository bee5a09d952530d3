import Foundation
import Testing

@testable import TaschPresentation

/// Writing with a pattern, and reading one off a formatter.
@Suite struct NumberPatternTests {
  private static func pattern(
    digits: String = "0123456789", grouping: String = ",", decimal: String = ".",
    groups: (Int, Int) = (3, 3), minimumGroupingDigits: Int = 1, fractionDigits: Int = 2
  ) -> NumberPattern {
    NumberPattern(
      positive: .init(prefix: Array("$".utf8), suffix: []),
      negative: .init(prefix: Array("-$".utf8), suffix: []),
      digits: Array(digits.utf8), digitWidth: digits.utf8.count / 10,
      groupingSeparator: Array(grouping.utf8), decimalSeparator: Array(decimal.utf8),
      primaryGroupSize: groups.0, secondaryGroupSize: groups.1,
      minimumGroupingDigits: minimumGroupingDigits, fractionDigits: fractionDigits)
  }

  // MARK: - Writing

  @Test func writesGroupsAndTheFraction() {
    let dollars = Self.pattern()

    #expect(dollars.format(0) == "$0.00")
    #expect(dollars.format(5) == "$0.05")
    #expect(dollars.format(-99) == "-$0.99")
    #expect(dollars.format(123_456) == "$1,234.56")
    #expect(dollars.format(12_345_678) == "$123,456.78")
  }

  @Test func writesBothExtremesWithoutOverflow() {
    let whole = Self.pattern(fractionDigits: 0)

    #expect(whole.format(.max) == "$9,223,372,036,854,775,807")
    #expect(whole.format(.min) == "-$9,223,372,036,854,775,808")
    #expect(Self.pattern(fractionDigits: 8).format(.min) == "-$92,233,720,368.54775808")
  }

  @Test func writesIndianGroups() {
    let rupees = Self.pattern(groups: (3, 2))

    #expect(rupees.format(123_456_750) == "$12,34,567.50")
    #expect(rupees.format(99_999) == "$999.99")
  }

  @Test func groupsOnlyFromTheMinimumDigits() {
    let spanish = Self.pattern(grouping: ".", decimal: ",", minimumGroupingDigits: 2)

    #expect(spanish.format(123_450) == "$1234,50")
    #expect(spanish.format(1_234_550) == "$12.345,50")
  }

  @Test func writesDigitsOfSeveralBytes() {
    let arabic = Self.pattern(digits: "٠١٢٣٤٥٦٧٨٩", grouping: "٬", decimal: "٫")

    #expect(arabic.format(123_456) == "$١٬٢٣٤٫٥٦")
  }

  @Test func withoutGroupsWritesTheDigitsOnly() {
    #expect(Self.pattern(groups: (0, 0)).format(123_456_789) == "$1234567.89")
  }

  // MARK: - Reading

  @Test func readsAPatternThatWritesLikeItsFormatter() throws {
    let locale = Locale(identifier: "hi_IN")
    let foundation = { (value: Int64) in value.formatted(.number.locale(locale)) }

    let pattern = try #require(NumberPattern.read(fractionDigits: 0, from: foundation))

    #expect(pattern.primaryGroupSize == 3 && pattern.secondaryGroupSize == 2)
    #expect(pattern.format(-1_234_567) == "-12,34,567")
  }

  private static let american = Locale(identifier: "en_US")

  @Test(
    arguments: [
      // A digit in the symbol.
      { (value: Int64) in "X1 " + String(value) },
      // Digits that are not decimal digits.
      { (value: Int64) in String(value).replacingOccurrences(of: "1", with: "一") },
      // Two grouping separators.
      { (value: Int64) in
        var text = value.formatted(.number.locale(Self.american))
        if let comma = text.range(of: ",") { text.replaceSubrange(comma, with: ".") }
        return text
      },
      // Groups of changing sizes.
      { (value: Int64) in value == 1_234_567_890 ? "1,2345,67,890" : String(value) },
      // A negative written with other digits.
      { (value: Int64) in value < 0 ? "-0" + String(value.magnitude) : String(value) },
    ] as [@Sendable (Int64) -> String])
  func refusesWhatItCannotRead(formatter: @Sendable (Int64) -> String) {
    #expect(NumberPattern.read(fractionDigits: 0, from: formatter) == nil)
  }

  @Test func refusesAFractionWithoutDecimalSeparator() {
    #expect(NumberPattern.read(fractionDigits: 2, from: { String($0) }) == nil)
    #expect(NumberPattern.read(fractionDigits: 9, from: { String($0) }) == nil)
  }

  @Test func refusesAPatternThatDoesNotWriteEveryLengthAlike() {
    // Reads well off the probes, but writes six digits its own way.
    let formatter = { (value: Int64) in
      value.magnitude == 123_456 ? "123456" : value.formatted(.number.locale(Self.american))
    }

    #expect(NumberPattern.read(fractionDigits: 0, from: formatter) == nil)
  }
}
