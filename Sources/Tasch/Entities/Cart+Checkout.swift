extension Cart {
  /// What an order of a cart would be: its lines, what they come to, the promotion code taken
  /// off and what it took, shipping, and the total.
  public struct Quote: Hashable, Sendable {
    /// One line per product that would be ordered, in wish-list order.
    public let lines: [OrderLine]
    /// The promotion code taken off; `nil` for none.
    public let code: String?
    /// What the code takes off; zero without one.
    public let discount: Money
    /// What shipping costs.
    public let shipping: Money
    /// What it would cost, less the discount, shipping included.
    public let total: Money
  }

  /// What ordering this cart would order, as the shopper is asked to confirm it: each product
  /// with its name, price and quantity, the code and its discount, shipping and the total;
  /// `nil` when the total is too large to compute.
  ///
  /// An order is only placed for the quote confirmed.
  public var quote: Quote? {
    // Shipping is known whenever the total is: both come from the subtotal after the discount.
    guard let total, let shipping else { return nil }
    return Quote(
      lines: lines.compactMap { line in
        line.item.product.map {
          OrderLine(productID: $0.id, name: $0.name, price: $0.price, quantity: line.quantity)
        }
      },
      code: code, discount: discount, shipping: shipping, total: total)
  }

  /// The refusal of a line asking for more than one order may have.
  ///
  /// `.tooMany` for the cart's first line over its product's limit (which the catalogue may have
  /// lowered since the line was set); `nil` when no line is `.overLimit`. A line over both its
  /// limit and the stock is short of stock instead, so that the lower of the two is named.
  public var quantityRefusal: ShopError? {
    for line in lines {
      if case .overLimit(let maximum) = line.availability {
        return .tooMany(line.id, maximum: maximum)
      }
    }
    return nil
  }

  /// Why the cart cannot be ordered as it asks, whatever the stock.
  ///
  /// The promotion code's refusal (`codeRefusal`), then its first line over its product's
  /// limit (`quantityRefusal`); `nil` when neither stands in the way. A shopper is never asked to
  /// confirm a cart, or the part of one that can be ordered, that one of them refuses.
  public var refusalBeforeAsking: ShopError? {
    codeRefusal ?? quantityRefusal
  }

  /// Checks the rule for placing an order: something to order, a promotion code asked for
  /// that can be used, no line asking for more than one order may have, all of it available,
  /// and a total that can be computed.
  ///
  /// - Returns: what the order would be.
  /// - Throws: `ShopError.emptyCart`, the code's refusal (`codeRefusal`),
  ///   `.tooMany` for the first line over its product's limit, `.outOfStock` naming every
  ///   unavailable product and how many are left of those short of stock, or
  ///   `.amountOutOfRange` when the total is too large to compute.
  @discardableResult
  public func validateForCheckout() throws(ShopError) -> Quote {
    guard !isEmpty else { throw .emptyCart }
    if let refusalBeforeAsking { throw refusalBeforeAsking }
    let unavailable = unavailableLines
    guard unavailable.isEmpty else {
      var left: [ProductID: Int] = [:]
      for line in unavailable {
        if case .notEnoughStock(let count) = line.availability { left[line.id] = count }
      }
      throw .outOfStock(unavailable.map(\.id), left: left)
    }
    guard let quote else { throw .amountOutOfRange }
    return quote
  }
}
