/// An ISO 4217 currency, with the number of digits its minor unit has (USD 2, JPY 0, BHD 3).
public struct Currency: Hashable, Sendable, CustomStringConvertible {
  /// The three-letter ISO 4217 code, upper case: `"USD"`.
  public let code: String
  /// How many fraction digits an amount in this currency has: 2 for cents, 0 for yen.
  public let minorUnitDigits: Int

  /// Looks a currency up by its ISO 4217 code; `nil` when the code is not an active currency.
  public init?(code: String) {
    guard Self.activeCodes.contains(code) else { return nil }
    self.code = code
    self.minorUnitDigits = Self.minorUnitDigits(of: code)
  }

  /// The code, so that messages read naturally: `USD`.
  public var description: String { code }

  private static func minorUnitDigits(of code: String) -> Int {
    if zeroDigitCodes.contains(code) { return 0 }
    if threeDigitCodes.contains(code) { return 3 }
    if fourDigitCodes.contains(code) { return 4 }
    return 2
  }

  // MARK: - ISO 4217

  // NB: The tables are written out rather than taken from Foundation's `Locale`, whose list
  // also carries withdrawn currencies and whose digit counts follow CLDR's display rules, not
  // ISO 4217's minor units. https://www.six-group.com/en/products-services/financial-information/data-standards.html

  private static let zeroDigitCodes: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
    "VUV", "XAF", "XOF", "XPF",
  ]
  private static let threeDigitCodes: Set<String> = [
    "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND",
  ]
  private static let fourDigitCodes: Set<String> = ["CLF", "UYW"]

  private static let activeCodes: Set<String> = [
    "AED", "AFN", "ALL", "AMD", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN",
    "BHD", "BIF", "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD",
    "CDF", "CHE", "CHF", "CHW", "CLF", "CLP", "CNY", "COP", "COU", "CRC", "CUP", "CVE", "CZK",
    "DJF", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS",
    "GIP", "GMD", "GNF", "GTQ", "GYD", "HKD", "HNL", "HTG", "HUF", "IDR", "ILS", "INR", "IQD",
    "IRR", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF", "KPW", "KRW", "KWD", "KYD",
    "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT",
    "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MXV", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK",
    "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD",
    "RUB", "RWF", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD", "SSP",
    "STN", "SVC", "SYP", "SZL", "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS",
    "UAH", "UGX", "USD", "USN", "UYI", "UYU", "UYW", "UZS", "VED", "VES", "VND", "VUV", "WST",
    "XAF", "XCD", "XCG", "XOF", "XPF", "YER", "ZAR", "ZMW", "ZWG",
  ]
}
