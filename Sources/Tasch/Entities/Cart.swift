/// What the wish list would cost, and what stands in the way of ordering it.
///
/// Every wish-list line is a line of the cart, its price times its quantity. Shipping is free
/// worldwide.
public struct Cart: Hashable, Sendable {
  /// Whether a line can be ordered now.
  public enum Availability: Hashable, Sendable {
    /// In the catalogue and in stock.
    case available
    /// In the catalogue, but none left.
    case outOfStock
    /// In the catalogue, but fewer left than the line asks for: `left`, at least one.
    case notEnoughStock(left: Int)
    /// No longer in the catalogue.
    case discontinued
  }

  /// One wish-list line with its availability and what it costs.
  public struct Line: Hashable, Sendable, Identifiable {
    /// The wish-list entry.
    public let item: WishListItem
    /// How many are wanted.
    public let quantity: Int
    /// Whether it can be ordered now.
    public let availability: Availability
    /// The price times the quantity; `nil` for a product no longer sold, or when it is too
    /// large to compute.
    public let amount: Money?

    /// The product's identifier.
    public var id: ProductID { item.id }

    init(_ line: WishListLine) {
      item = line.item
      quantity = line.quantity
      switch item {
      case .product(let product):
        availability =
          if !product.isInStock {
            .outOfStock
          } else if product.stock < quantity {
            .notEnoughStock(left: product.stock)
          } else {
            .available
          }
        amount = try? product.price.multiplied(by: quantity)
      case .discontinued:
        availability = .discontinued
        amount = nil
      }
    }
  }

  /// The catalogue's currency, in which every amount is.
  public let currency: Currency
  /// One line per wish-list entry, in wish-list order.
  public let lines: [Line]
  /// The sum of the amounts of every line still in the catalogue, out-of-stock ones included,
  /// as the original app's wish-list total did; `nil` when it is too large to compute exactly
  /// (beyond `Int64.max` minor units), though every line is still there to be shown.
  public let subtotal: Money?
  /// What shipping costs: nothing, worldwide.
  public let shipping: Money
  /// Sub-total plus shipping; `nil` when it is too large to compute exactly.
  public let total: Money?

  /// The cart for the wish-list `lines`, priced in `currency`; a total too large to compute is
  /// left out (`nil`), never a reason to show nothing.
  ///
  /// - Throws: `ShopError.decoding` when a price is in another currency than the catalogue's.
  public init(currency: Currency, lines: [WishListLine]) throws(ShopError) {
    self.currency = currency
    self.lines = lines.map(Line.init)
    self.shipping = .zero(in: currency)
    let products = lines.compactMap(\.item.product)
    if let foreign = products.first(where: { $0.price.currency != currency }) {
      throw .decoding(MoneyError.currencyMismatch(currency, foreign.price.currency).description)
    }
    // In one currency, a sum can only fail by growing too large; so can a line's amount.
    var subtotal: Money? = .zero(in: currency)
    for line in self.lines where line.item.product != nil {
      subtotal = line.amount.flatMap { amount in try? subtotal?.adding(amount) }
    }
    self.subtotal = subtotal
    self.total = try? subtotal?.adding(shipping)
  }

  /// What ordering this cart would order, as the shopper is asked to confirm it: each product
  /// with its name, price and quantity, and the total; `nil` when the total is too large to
  /// compute.
  ///
  /// An order is only placed for the quote confirmed.
  public var quote: Quote? {
    total.map { total in
      Quote(
        lines: lines.compactMap { line in
          line.item.product.map {
            OrderLine(productID: $0.id, name: $0.name, price: $0.price, quantity: line.quantity)
          }
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

  /// The lines that cannot be ordered now: out of stock, short of stock, or discontinued.
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
      lines: lines.filter { $0.availability == .available }.map {
        WishListLine($0.item, quantity: $0.quantity)
      })
  }

  /// Checks the rule for placing an order: something to order, no line asking for more than
  /// one order may have, all of it available, and a total that can be computed.
  ///
  /// - Returns: what the order would be.
  /// - Throws: `ShopError.emptyCart`, `.tooMany` for the first line over its product's limit,
  ///   `.outOfStock` naming every unavailable product and how many are left of those short of
  ///   stock, or `.amountOutOfRange` when the total is too large to compute.
  @discardableResult
  public func validateForCheckout() throws(ShopError) -> Quote {
    guard !isEmpty else { throw .emptyCart }
    for line in lines {
      if let product = line.item.product, line.quantity > product.largestQuantity {
        throw .tooMany(line.id, maximum: product.largestQuantity)
      }
    }
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
