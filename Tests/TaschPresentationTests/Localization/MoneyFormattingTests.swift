import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import Testing

/// Money in the user's format: CLDR's symbol position, grouping, separators and digits, for the
/// money's own currency.
@Suite struct MoneyFormattingTests {
  @Test(arguments: [
    ("en_US", "USD", "1234567.50", "$1,234,567.50"),
    ("en_IN", "INR", "1234567.50", "₹12,34,567.50"),
    ("hi_IN", "INR", "12345678.90", "₹1,23,45,678.90"),
    ("fr_CA", "CAD", "1234567.50", "1\u{A0}234\u{A0}567,50\u{A0}$"),
    ("ja_JP", "JPY", "1234567", "¥1,234,567"),
    ("de_CH", "CHF", "1234567.50", "CHF\u{A0}1’234’567.50"),
    ("en_US", "BHD", "1234.567", "BHD\u{A0}1,234.567"),
    // Arabic has no words in Tasch: English words, so Latin digits in Bahrain's format.
    ("ar_BH", "BHD", "1234.567", "\u{200F}1,234.567\u{A0}د.ب.\u{200F}"),
    ("ar_BH", "BHD", "-1234.567", "\u{200F}\u{200E}-1,234.567\u{A0}د.ب.\u{200F}"),
    ("fa_IR", "USD", "1234.50", "\u{200E}$\u{A0}1,234.50"),
    ("de_DE", "EUR", "1234567.50", "1.234.567,50\u{A0}€"),
    ("de_AT", "EUR", "250", "€\u{A0}250,00"),
    ("fr_FR", "EUR", "250", "250,00\u{A0}€"),
    ("es_ES", "EUR", "1234.50", "1234,50\u{A0}€"),
    ("en_GB", "GBP", "-5", "-£5.00"),
    ("sw_KE", "KES", "1234.50", "Ksh\u{A0}1,234.50"),
    ("pt_BR", "BRL", "1234.56", "R$\u{A0}1.234,56"),
    ("ja_JP", "USD", "250", "$250.00"),
    ("en_US", "JPY", "5000", "¥5,000"),
    ("en_US", "USD", "92233720368547758.07", "$92,233,720,368,547,758.07"),
    ("en_US", "USD", "-92233720368547758.07", "-$92,233,720,368,547,758.07"),
    ("hi_IN", "JPY", "-9223372036854775807", "-JP¥92,23,37,20,36,85,47,75,807"),
    ("es_ES", "EUR", "12345.67", "12.345,67\u{A0}€"),
    ("de_CH", "EUR", "-5", "EUR-5.00"),
    ("en_US", "CLF", "1.2345", "CLF\u{A0}1.2345"),
    ("ko_KR", "KRW", "1234567", "₩1,234,567"),
  ])
  func formatsInTheLocaleWithTheCurrencysDigits(
    locale: String, code: String, amount: String, formatted: String
  ) throws {
    let currency = try #require(Currency(code: code))
    let money = try Money(parsing: amount, currency: currency)

    #expect(Localization.locale(locale).money(money) == formatted)
  }

  @Test func wholeAmountsAlwaysShowTheCurrencysDigits() throws {
    let usd = try #require(Currency(code: "USD"))

    #expect(
      Localization.locale("en_US").money(Money(minorUnits: 25_000, currency: usd)) == "$250.00")
  }

  @Test func moneyFollowsTheMoneyLocaleNotTheTextLocale() throws {
    let localization = Localization(LocaleSettings(textLocale: "de_DE", moneyLocale: "en_US"))
    let usd = try #require(Currency(code: "USD"))

    #expect(localization.money(Money(minorUnits: 123_456, currency: usd)) == "$1,234.56")
    #expect(localization.text(.total) == "Gesamt")
  }
}
