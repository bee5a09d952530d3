import Tasch
import Testing

@Suite struct CurrencyTests {
  @Test(arguments: [
    ("USD", 2), ("EUR", 2), ("JPY", 0), ("KRW", 0), ("BHD", 3), ("KWD", 3), ("CLF", 4),
  ])
  func knowsTheMinorUnitDigitsOfISO4217(code: String, digits: Int) throws {
    let currency = try #require(Currency(code: code))

    #expect(currency.minorUnitDigits == digits)
    #expect(currency.description == code)
  }

  @Test(arguments: ["", "usd", "US", "USDX", "XYZ", "XAU", "DEM"])
  func refusesWhatIsNotAnActiveCurrencyCode(code: String) {
    #expect(Currency(code: code) == nil)
  }
}
