import Foundation

/// A placed order.
public struct Order: Hashable, Sendable {
  /// The order's number: in each shop, one more than the largest number used before.
  public let number: Int
  /// What was ordered, each product with how many.
  public let lines: [OrderLine]
  /// The promotion code taken off; `nil` for none.
  public let code: String?
  /// What the code took off; `nil` without a code, as for orders placed before codes.
  public let discount: Money?
  /// What shipping cost: nothing for orders placed before shipping rules, which shipped free.
  public let shipping: Money
  /// What it cost, less the discount, shipping included.
  public let total: Money
  /// When it was placed.
  public let placedAt: Date
  /// The key the checkout that placed it was given, so that a retry finds it; `nil` for none.
  public let key: CheckoutKey?

  /// An order; without a code and a discount, shipped free and without a key by default, as
  /// orders placed before them were.
  public init(
    number: Int, lines: [OrderLine], code: String? = nil, discount: Money? = nil,
    shipping: Money? = nil, total: Money, placedAt: Date, key: CheckoutKey? = nil
  ) {
    self.number = number
    self.lines = lines
    self.code = code
    self.discount = discount
    self.shipping = shipping ?? .zero(in: total.currency)
    self.total = total
    self.placedAt = placedAt
    self.key = key
  }

  /// The order of `quote`, as a cart's `validateForCheckout()` gave it, placed by the checkout
  /// given `key`.
  public init(number: Int, quote: Cart.Quote, placedAt: Date, key: CheckoutKey? = nil) {
    self.init(
      number: number, lines: quote.lines, code: quote.code,
      discount: quote.code == nil ? nil : quote.discount, shipping: quote.shipping,
      total: quote.total, placedAt: placedAt, key: key)
  }
}

/// One product of an order, as it was when ordered.
public struct OrderLine: Hashable, Sendable, QuantityLine {
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
