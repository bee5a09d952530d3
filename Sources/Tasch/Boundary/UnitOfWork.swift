/// One atomic change a store makes durable, computed by the core: the shopper's new data, and
/// at most one placed order with the stock it takes.
public struct UnitOfWork: Sendable {
  /// The shopper's data; the core changes it in place.
  public var shopper: ShopperData
  /// The order this unit of work places, if any.
  public private(set) var placedOrder: Order?

  /// A unit of work starting from `shopper`.
  public init(shopper: ShopperData) {
    self.shopper = shopper
  }

  /// How many of each product the placed order takes from the shop's stock.
  public var stockToTake: [ProductID: Int] {
    guard let placedOrder else { return [:] }
    return placedOrder.lines.reduce(into: [:]) { taken, line in
      // A line asks for at most `ShopRules.largestQuantity`: the sum cannot overflow.
      taken[line.productID, default: 0] += line.quantity
    }
  }

  /// The refusal of the placed order where each product has `stockLeft` (none when missing):
  /// `nil` when every product has what the order takes.
  public func stockShortage(stockLeft: [ProductID: Int]) -> ShopError? {
    let short = stockToTake.filter { id, count in (stockLeft[id] ?? 0) < count }.keys
    guard !short.isEmpty else { return nil }
    return .outOfStock(
      stockLeft: Dictionary(uniqueKeysWithValues: short.map { ($0, stockLeft[$0] ?? 0) }))
  }

  /// Places `order`: it takes each line's quantity of its product, and its number becomes the
  /// largest used.
  mutating func place(_ order: Order) {
    placedOrder = order
    shopper.lastOrderNumber = max(shopper.lastOrderNumber, order.number)
  }
}
