import Foundation

/// A placed order.
public struct Order: Hashable, Sendable {
  /// The order's number: in each shop, one more than the largest number used before.
  public let number: Int
  /// What was ordered, each product with how many.
  public let lines: [OrderLine]
  /// What it cost, shipping included.
  public let total: Money
  /// When it was placed.
  public let placedAt: Date

  /// An order.
  public init(number: Int, lines: [OrderLine], total: Money, placedAt: Date) {
    self.number = number
    self.lines = lines
    self.total = total
    self.placedAt = placedAt
  }

  /// The order of `quote`, as a cart's `validateForCheckout()` gave it.
  public init(number: Int, quote: Cart.Quote, placedAt: Date) {
    self.init(number: number, lines: quote.lines, total: quote.total, placedAt: placedAt)
  }
}

/// One product of an order, as it was when ordered.
public struct OrderLine: Hashable, Sendable {
  /// The product ordered.
  public let productID: ProductID
  /// Its name when ordered.
  public let name: String
  /// Its price when ordered: what one cost.
  public let price: Money
  /// How many were ordered.
  public let quantity: Int

  /// A line of an order, one of the product unless `quantity` says otherwise.
  public init(productID: ProductID, name: String, price: Money, quantity: Int = 1) {
    self.productID = productID
    self.name = name
    self.price = price
    self.quantity = quantity
  }

  /// What the line cost: the price times the quantity; `nil` when too large to compute.
  public var amount: Money? {
    try? price.multiplied(by: quantity)
  }
}
