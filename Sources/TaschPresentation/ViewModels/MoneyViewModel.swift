import Tasch

/// An amount as fronts show it and scripts read it.
public struct MoneyViewModel: Hashable, Sendable {
  /// The amount itself.
  private let money: Money
  /// As the user's locale writes it: `"$250.00"`, `"250,00 $US"`.
  public let formatted: String

  /// Plain decimal text with the currency's digits: `"250.00"`; written when read, as most
  /// lists show only the formatted amount.
  public var amount: String { money.decimalText }
  /// The ISO 4217 code: `"USD"`.
  public var currency: String { money.currency.code }
  /// The exact amount in minor units: `25000`.
  public var minorUnits: Int64 { money.minorUnits }

  /// The view of `money` in `localization`'s formats.
  public init(_ money: Money, localization: Localization) {
    self.money = money
    formatted = localization.money(money)
  }
}
