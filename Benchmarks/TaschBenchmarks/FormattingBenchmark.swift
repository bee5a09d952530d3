import Foundation
import Tasch
import TaschJSONEngine
import TaschPresentation
import TaschSimulation

/// Writes 100,000 amounts and 100,000 whole numbers in a few locales through `Localization`,
/// and, for comparison, 10,000 amounts through Foundation's `FormatStyle` directly.
@MainActor
func measureFormatting() async {
  let count = 100_000
  var generator = SeededRandomNumberGenerator(seed: 7)
  // Cents to billions, a tenth of them negative.
  let amounts = (0..<count).map { index in
    let magnitude = Int64.random(in: 0...10_000_000_000_000, using: &generator) >> (index % 40)
    return index % 10 == 0 ? -magnitude : magnitude
  }
  print("\(count) amounts and numbers")
  for (identifier, code) in [
    ("en_US", "USD"), ("de_CH", "CHF"), ("en_IN", "INR"), ("ar_BH", "BHD"), ("ja_JP", "JPY"),
  ] {
    guard let currency = Currency(code: code) else { continue }
    let settings = LocaleSettings(textLocale: identifier, moneyLocale: identifier)
    let localization = Localization(settings)
    var bytes = 0
    let first = await milliseconds {
      bytes += localization.money(Money(minorUnits: 1, currency: currency)).utf8.count
      bytes += localization.number(1).utf8.count
    }
    let money = await milliseconds {
      for minorUnits in amounts {
        let money = Money(minorUnits: minorUnits, currency: currency)
        bytes += localization.money(money).utf8.count
      }
    }
    let numbers = await milliseconds {
      for value in amounts { bytes += localization.number(Int(value)).utf8.count }
    }
    let foundation = await milliseconds {
      for minorUnits in amounts.prefix(count / 10) {
        let amount = Decimal(
          sign: minorUnits < 0 ? .minus : .plus, exponent: -currency.minorUnitDigits,
          significand: Decimal(minorUnits.magnitude))
        bytes +=
          amount.formatted(
            .currency(code: code).locale(localization.moneyLocale)
              .precision(.fractionLength(currency.minorUnitDigits))
          ).utf8.count
      }
    }
    print(
      """
        \(identifier) \(code):  money \(String(format: "%6.1f", money)) ms, \
      numbers \(String(format: "%6.1f", numbers)) ms, \
      first use \(String(format: "%5.1f", first)) ms, \
      Foundation \(String(format: "%7.1f", foundation * 10)) ms (10,000 measured) \
      [\(bytes) bytes written]
      """)
  }
}
