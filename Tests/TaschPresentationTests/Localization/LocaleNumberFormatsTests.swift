import Foundation
import Tasch
import TaschPresentationTestSupport
import Testing

@testable import TaschPresentation

/// The fast path writes exactly what Foundation's `FormatStyle` writes, for a wide grid of
/// locales, currencies and amounts, with native digits and with Latin digits.
@Suite struct LocaleNumberFormatsTests {
  static let locales = [
    "en_US", "en_GB", "en_IN", "hi_IN", "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CA", "fr_CH",
    "es_ES", "es_MX", "ja_JP", "ar_BH", "ar_EG", "ar_SA", "fa_IR", "nl_NL", "pt_BR", "ru_RU",
    "sv_SE", "pl_PL", "it_IT", "zh_CN", "ko_KR", "th_TH", "he_IL", "tr_TR", "sw_KE", "bn_BD",
    "mr_IN", "my_MM", "ne_NP", "ps_AF", "ur_PK", "es_419",
  ]
  static let currencies = [
    "USD", "EUR", "JPY", "BHD", "INR", "GBP", "CHF", "KRW", "CLF", "CAD", "KES", "BRL",
  ]
  static let amounts: [Int64] = [
    0, 1, 5, 99, 100, 1_000, 12_345, 12_345_678, -1, -5, -1_000, -123_456, 123_456_789_012_345,
    -98_765_432_109_876_543, .max, .min, .max - 1, .min + 1,
  ]

  /// Each locale as written with its own digits, and with Latin digits.
  static func variants(of identifier: String) -> [Locale] {
    [Locale(identifier: identifier), Locale(identifier: identifier + "@numbers=latn")]
  }

  /// Foundation's amount for `minorUnits`, exact: read from decimal text, not from a `Double`.
  static func foundationMoney(_ minorUnits: Int64, _ currency: Currency, _ locale: Locale)
    throws -> String
  {
    let text = Money(minorUnits: minorUnits, currency: currency).decimalText
    let amount = try #require(Decimal(string: text))
    return amount.formatted(
      .currency(code: currency.code).locale(locale)
        .precision(.fractionLength(currency.minorUnitDigits)))
  }

  @Test(arguments: locales)
  func moneyIsWrittenAsFoundationWritesIt(identifier: String) throws {
    for locale in Self.variants(of: identifier) {
      let formats = LocaleNumberFormats.of(locale)
      for code in Self.currencies {
        let currency = try #require(Currency(code: code))
        guard formats.writer(forAmountsIn: currency).pattern != nil else {
          Issue.record("\(locale.identifier) \(code) is not on the fast path")
          continue
        }
        for minorUnits in Self.amounts {
          let money = Money(minorUnits: minorUnits, currency: currency)
          let foundation = try Self.foundationMoney(minorUnits, currency, locale)
          #expect(
            formats.money(money) == foundation,
            "\(locale.identifier) \(code) \(minorUnits)")
        }
      }
    }
  }

  @Test(arguments: locales)
  func numbersAreWrittenAsFoundationWritesThem(identifier: String) {
    for locale in Self.variants(of: identifier) {
      let formats = LocaleNumberFormats.of(locale)
      guard formats.writerForNumbers().pattern != nil else {
        Issue.record("\(locale.identifier) is not on the fast path")
        continue
      }
      for value in Self.amounts.map(Int.init) {
        #expect(
          formats.number(value) == value.formatted(.number.locale(locale)),
          "\(locale.identifier) \(value)")
      }
    }
  }

  /// Averages of ratings, and numbers whose shortest form ends in a 5 where rounding decides.
  static let decimals: [Double] = averages + edges

  static let averages: [Double] = (1...40).flatMap { (count: Int) -> [Double] in
    (count...(5 * count)).map { Double($0) / Double(count) }
  }

  static let edges: [Double] = [
    0, 0.05, 0.15, 0.25, 0.35, 0.45, 1.005, 2.675, 4.25, 4.35, 4.45, 4.55, 4.65, 4.95, 9.95,
    0.30000000000000004, 1e-7, 123_456.789, 98_765_432.25, 999_999_999_999.95, 1e16, -4.35,
  ]

  @Test(arguments: locales)
  func decimalsAreWrittenAsFoundationWritesThem(identifier: String) {
    for locale in Self.variants(of: identifier) {
      let formats = LocaleNumberFormats.of(locale)
      for fractionDigits in [1, 2] {
        guard formats.writer(forFractionDigits: fractionDigits).pattern != nil else {
          Issue.record("\(locale.identifier) \(fractionDigits) is not on the fast path")
          continue
        }
        for value in Self.decimals {
          let foundation = value.formatted(
            .number.precision(.fractionLength(fractionDigits)).locale(locale))
          #expect(
            formats.number(value, fractionDigits: fractionDigits) == foundation,
            "\(locale.identifier) \(value) to \(fractionDigits)")
        }
      }
    }
  }

  @Test func aQuotientOfWholeNumbersIsRoundedAsItsDoubleIs() throws {
    var differences: [String] = []
    func compare(_ stars: Int, _ count: Int, _ fractionDigits: Int) {
      let exact = ShortestDecimal.scaled(stars, over: count, fractionDigits: fractionDigits)
      let double = Double(stars) / Double(count)
      if exact != ShortestDecimal.scaled(double, fractionDigits: fractionDigits) {
        differences.append("\(stars) / \(count) to \(fractionDigits)")
      }
    }
    // Every average of up to 200 ratings, to every number of decimals the whole numbers take.
    for count in 1...200 {
      for stars in count...(5 * count) {
        for fractionDigits in 0...4 { compare(stars, count, fractionDigits) }
      }
    }
    // Counts up to the bound, next to the halfway points where rounding decides; the same
    // every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ range: Range<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int(state >> 16) % range.count
    }
    for _ in 0..<20_000 {
      let count = next(1..<49_999_999_999_999)
      let halfway = 2 * next(10..<80) + 1
      compare((halfway * count) / 20 + next(-2..<3), count, 1)
    }
    let differing = differences.count
    #expect(differing == 0, "\(differences.prefix(10))")
    #expect(ShortestDecimal.scaled(87, over: 20, fractionDigits: 1) == 44, "4.35, half to even")
    #expect(ShortestDecimal.scaled(85, over: 20, fractionDigits: 1) == 42, "4.25, half to even")
    #expect(ShortestDecimal.scaled(-1, over: 2, fractionDigits: 1) == nil)
    #expect(ShortestDecimal.scaled(1, over: 0, fractionDigits: 1) == nil)
    #expect(ShortestDecimal.scaled(8, over: 1, fractionDigits: 1) == nil, "8 or more")
    #expect(ShortestDecimal.scaled(1, over: 3, fractionDigits: 5) == nil)
    #expect(ShortestDecimal.scaled(1, over: 50_000_000_000_000, fractionDigits: 1) == nil)
    #expect(ShortestDecimal.scaled(1, over: 49_999_999_999_999, fractionDigits: 1) == 0)

    let german = LocaleNumberFormats.of(Locale(identifier: "de_DE"))
    #expect(german.number(87, over: 20, fractionDigits: 1) == "4,4")
    #expect(german.number(80, over: 1, fractionDigits: 1) == "80,0", "by way of the double")
  }

  @Test func aDoubleIsRoundedFromItsShortestFormHalfToEven() {
    #expect(ShortestDecimal.scaled(4.35, fractionDigits: 1) == 44, "4.35, not 4.3499…")
    #expect(ShortestDecimal.scaled(4.25, fractionDigits: 1) == 42, "half to even")
    #expect(ShortestDecimal.scaled(4.2501, fractionDigits: 1) == 43)
    #expect(ShortestDecimal.scaled(4, fractionDigits: 2) == 400)
    #expect(ShortestDecimal.scaled(1e-7, fractionDigits: 1) == nil, "written with an exponent")
    #expect(ShortestDecimal.scaled(-1, fractionDigits: 1) == nil)
    #expect(ShortestDecimal.scaled(.nan, fractionDigits: 1) == nil)
    #expect(ShortestDecimal.scaled(1, fractionDigits: 9) == nil)
    #expect(ShortestDecimal.scaled(999_999_999_999_999, fractionDigits: 8) == nil, "too long")
    #expect(ShortestDecimal.scaled(99_999_999_999.75, fractionDigits: 8) == nil, "too long")
    #expect(
      ShortestDecimal.scaled(12_345_678_901.25, fractionDigits: 8) == 1_234_567_890_125_000_000)
  }

  @Test func nativeDigitsAreKeptWhereTheLocaleUsesThem() throws {
    let bhd = try #require(Currency(code: "BHD"))
    let money = Money(minorUnits: 1_234_567, currency: bhd)

    #expect(
      LocaleNumberFormats.of(Locale(identifier: "ar_BH")).money(money)
        == "\u{200F}١٬٢٣٤٫٥٦٧\u{A0}د.ب.\u{200F}")
    #expect(
      LocaleNumberFormats.of(Locale(identifier: "fa_IR")).number(-1_234_567)
        == "\u{200E}\u{2212}۱٬۲۳۴٬۵۶۷")
  }

  @Test func aLocaleWhosePatternCannotBeReadStaysWithFoundation() throws {
    // Han decimal digits are not Unicode decimal digits, so no pattern is read from them.
    let formats = LocaleNumberFormats.of(Locale(identifier: "zh_CN@numbers=hanidec"))
    let eur = try #require(Currency(code: "EUR"))
    let money = Money(minorUnits: -123_456, currency: eur)

    #expect(formats.writerForNumbers().pattern == nil)
    #expect(formats.writer(forAmountsIn: eur).pattern == nil)
    #expect(formats.number(1_234) == "一,二三四")
    #expect(formats.money(money) == "-€一,二三四.五六")
  }

  @Test(arguments: ["en_US", "de_CH", "hi_IN", "ar_BH", "fr_FR@numbers=latn"])
  func anUnsharedCopyWritesAlikeAndSharesNoPattern(identifier: String) throws {
    let formats = LocaleNumberFormats.of(Locale(identifier: identifier))
    let bhd = try #require(Currency(code: "BHD"))
    let eur = try #require(Currency(code: "EUR"))
    // Patterns read before the copy are copied; the others are read by the copy itself.
    _ = formats.money(Money(minorUnits: 1, currency: bhd))
    _ = formats.number(1)
    let copy = formats.unshared()

    #expect(copy !== formats)
    #expect(copy == formats)
    #expect(copy.hashValue == formats.hashValue)
    let original = try #require(formats.writer(forAmountsIn: bhd).pattern)
    let copied = try #require(copy.writer(forAmountsIn: bhd).pattern)
    #expect(copied !== original)
    #expect(
      copied.digits.withUnsafeBufferPointer(\.baseAddress)
        != original.digits.withUnsafeBufferPointer(\.baseAddress))
    #expect(copy.writerForNumbers().pattern !== formats.writerForNumbers().pattern)
    for minorUnits in Self.amounts {
      for currency in [bhd, eur] {
        let money = Money(minorUnits: minorUnits, currency: currency)
        #expect(copy.money(money) == formats.money(money), "\(identifier) \(money)")
      }
      #expect(copy.number(Int(minorUnits)) == formats.number(Int(minorUnits)))
    }
    for value in Self.edges {
      #expect(copy.number(value, fractionDigits: 1) == formats.number(value, fractionDigits: 1))
    }
  }

  @Test func whatACopyNeedsIsReadOnceByTheSharedFormatsForEveryCopy() throws {
    let formats = LocaleNumberFormats.of(Locale(identifier: "nb_NO"))
    let first = formats.unshared()
    let second = first.unshared()
    // Six decimals, which nothing else asks for.
    let settled = formats.kindsSettled

    let firstPattern = try #require(first.writer(forFractionDigits: 6).pattern)

    #expect(formats.kindsSettled == settled + 1)
    let original = try #require(formats.writer(forFractionDigits: 6).pattern)
    let secondPattern = try #require(second.writer(forFractionDigits: 6).pattern)
    #expect(formats.kindsSettled == settled + 1)
    #expect(firstPattern !== original)
    #expect(secondPattern !== original)
    #expect(secondPattern !== firstPattern)
    for value in Self.edges {
      #expect(second.number(value, fractionDigits: 6) == formats.number(value, fractionDigits: 6))
    }
  }

  @Test func anUnsharedLocalizationIsEqualAndFormatsAlike() throws {
    let localization = Localization.locale("de_DE")
    let copy = localization.unshared()
    let money = Money(minorUnits: 123_456, currency: try #require(Currency(code: "EUR")))

    #expect(copy == localization)
    #expect(copy.money(money) == localization.money(money))
    #expect(
      copy.text(.inStockCount, count: 1_234) == localization.text(.inStockCount, count: 1_234))
    #expect(copy.number(4.35, fractionDigits: 1) == localization.number(4.35, fractionDigits: 1))
  }

  @Test func oneLocaleIdentifierHasOneSetOfFormats() {
    let first = LocaleNumberFormats.of(Locale(identifier: "de_CH"))

    #expect(LocaleNumberFormats.of(Locale(identifier: "de_CH")) === first)
    #expect(LocaleNumberFormats.of(Locale(identifier: "de_CH@numbers=latn")) !== first)
    #expect(Localization.locale("de_CH") == Localization.locale("de_CH"))
    #expect(Localization.locale("de_CH") != Localization.locale("de_AT"))
  }
}
