/// Identifies a product in the catalogue.
///
/// Catalogues use positive integers; input is checked where it is read.
public struct ProductID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The number as written in the catalogue.
  public let rawValue: Int

  /// The identifier with the number `rawValue`.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The identifier written as a literal, for tables and tests.
  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// The identifier numbered `value`, read from a file or a database; `nil` when no catalogue
  /// may number a product so (below `ShopRules.smallestProductID`).
  public init?(checking value: Int) {
    guard value >= ShopRules.smallestProductID else { return nil }
    self.init(value)
  }

  /// Reads an identifier typed by a person: a positive decimal integer that fits in `Int`.
  public init?(parsing text: String) {
    guard let value = ShopRules.typedWholeNumber(text, atLeast: ShopRules.smallestProductID)
    else { return nil }
    self.init(value)
  }

  /// The number, for messages: `7`.
  public var description: String { String(rawValue) }

  /// Orders identifiers by number.
  public static func < (lhs: ProductID, rhs: ProductID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
