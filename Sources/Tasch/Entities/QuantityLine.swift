/// A line asking for some of one product: a cart's, an order's.
public protocol QuantityLine {
  /// How many it asks for.
  var quantity: Int { get }
}

extension Sequence where Element: QuantityLine {
  /// How many pieces the lines ask for, their quantities added up: what a count of items says,
  /// three of one product being three items.
  ///
  /// A quantity is at most `ShopRules.largestQuantity`, so the sum cannot overflow.
  public var pieceCount: Int { reduce(0) { $0 + $1.quantity } }
}
