import Tasch

/// An amount as fronts show it and scripts read it.
public struct MoneyViewModel: Hashable, Sendable {
  /// Plain decimal text with the currency's digits: `"250.00"`.
  public let amount: String
  /// The ISO 4217 code: `"USD"`.
  public let currency: String
  /// The exact amount in minor units: `25000`.
  public let minorUnits: Int64
  /// As the user's locale writes it: `"$250.00"`, `"250,00 $US"`.
  public let formatted: String

  /// The view of `money` in `localization`'s formats.
  public init(_ money: Money, localization: Localization) {
    amount = money.decimalText
    currency = money.currency.code
    minorUnits = money.minorUnits
    formatted = localization.money(money)
  }
}
