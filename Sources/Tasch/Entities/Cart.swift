/// What the wish list would cost, and what stands in the way of ordering it.
///
/// Every wish-list entry is one line of quantity one. Shipping is free worldwide.
public struct Cart: Hashable, Sendable {
  /// Whether a line can be ordered now.
  public enum Availability: Hashable, Sendable {
    /// In the catalogue and in stock.
    case available
    /// In the catalogue, but none left.
    case outOfStock
    /// No longer in the catalogue.
    case discontinued
  }

  /// One wish-list entry with its availability.
  public struct Line: Hashable, Sendable, Identifiable {
    /// The wish-list entry.
    public let item: WishListItem
    /// Whether it can be ordered now.
    public let availability: Availability

    /// The product's identifier.
    public var id: ProductID { item.id }

    init(item: WishListItem) {
      self.item = item
      switch item {
      case .product(let product): availability = product.isInStock ? .available : .outOfStock
      case .discontinued: availability = .discontinued
      }
    }
  }

  /// The catalogue's currency, in which every amount is.
  public let currency: Currency
  /// One line per wish-list entry, in wish-list order.
  public let lines: [Line]
  /// The sum of the prices of every line still in the catalogue, out-of-stock ones included,
  /// as the original app's wish-list total did; `nil` when it is too large to compute exactly
  /// (beyond `Int64.max` minor units), though every line is still there to be shown.
  public let subtotal: Money?
  /// What shipping costs: nothing, worldwide.
  public let shipping: Money
  /// Sub-total plus shipping; `nil` when it is too large to compute exactly.
  public let total: Money?

  /// The cart for the wish-list `items`, priced in `currency`; a total too large to compute is
  /// left out (`nil`), never a reason to show nothing.
  ///
  /// - Throws: `ShopError.decoding` when a price is in another currency than the catalogue's.
  public init(currency: Currency, items: [WishListItem]) throws(ShopError) {
    self.currency = currency
    self.lines = items.map(Line.init)
    self.shipping = .zero(in: currency)
    let prices = items.compactMap(\.product?.price)
    if let foreign = prices.first(where: { $0.currency != currency }) {
      throw .decoding(MoneyError.currencyMismatch(currency, foreign.currency).description)
    }
    // In one currency, a sum can only fail by growing too large.
    self.subtotal = try? Money.sum(prices, in: currency)
    self.total = try? subtotal?.adding(shipping)
  }

  /// What ordering this cart would order, as the shopper is asked to confirm it: each product
  /// with its name and price, and the total; `nil` when the total is too large to compute.
  ///
  /// An order is only placed for the quote confirmed.
  public var quote: Quote? {
    total.map { total in
      Quote(
        lines: lines.compactMap { line in
          line.item.product.map { OrderLine(productID: $0.id, name: $0.name, price: $0.price) }
        },
        total: total)
    }
  }

  /// What an order of a cart would be: its lines and total.
  public struct Quote: Hashable, Sendable {
    /// One line per product that would be ordered, in wish-list order.
    public let lines: [OrderLine]
    /// What it would cost, shipping included.
    public let total: Money
  }

  /// Whether there is nothing in the cart.
  public var isEmpty: Bool { lines.isEmpty }

  /// The lines that cannot be ordered now: out of stock or discontinued.
  public var unavailableLines: [Line] {
    lines.filter { $0.availability != .available }
  }

  /// The cart of only the lines that can be ordered now, what is left to order once the others
  /// are left out, priced again.
  ///
  /// - Throws: `ShopError.decoding` when a price is in another currency than the catalogue's,
  ///   as making the cart does.
  public func orderablePart() throws(ShopError) -> Cart {
    try Cart(
      currency: currency,
      items: lines.filter { $0.availability == .available }.map(\.item))
  }

  /// Checks the rule for placing an order: something to order, all of it available, and a
  /// total that can be computed.
  ///
  /// - Returns: what the order would be.
  /// - Throws: `ShopError.emptyCart`, `.outOfStock` naming every unavailable product, or
  ///   `.amountOutOfRange` when the total is too large to compute.
  @discardableResult
  public func validateForCheckout() throws(ShopError) -> Quote {
    guard !isEmpty else { throw .emptyCart }
    let unavailable = unavailableLines.map(\.id)
    guard unavailable.isEmpty else { throw .outOfStock(unavailable) }
    guard let quote else { throw .amountOutOfRange }
    return quote
  }
}
