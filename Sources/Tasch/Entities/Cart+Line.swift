extension Cart {
  /// Whether a line can be ordered now.
  public enum Availability: Hashable, Sendable {
    /// In the catalogue and in stock.
    case available
    /// In the catalogue, but none left.
    case outOfStock
    /// In the catalogue, but fewer left than the line asks for: `left`, at least one, and no
    /// more than one order may have.
    case notEnoughStock(left: Int)
    /// In the catalogue and in stock, but the line asks for more than one order may have:
    /// at most `maximum`.
    case overLimit(maximum: Int)
    /// No longer in the catalogue.
    case discontinued

    /// Whether `quantity` of `product` can be ordered now: of the stock and the limit, the
    /// lower one is named, so that asking for that many orders it.
    public init(of product: ShopProduct, quantity: Int) {
      let maximum = product.largestQuantity
      self =
        if !product.isInStock {
          .outOfStock
        } else if product.stock < quantity, product.stock <= maximum {
          .notEnoughStock(left: product.stock)
        } else if quantity > maximum {
          .overLimit(maximum: maximum)
        } else {
          .available
        }
    }
  }

  /// One wish-list line with its availability and what it costs.
  public struct Line: Hashable, Sendable, Identifiable, QuantityLine {
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
        availability = Availability(of: product.shopProduct, quantity: quantity)
        amount = try? product.price.multiplied(by: quantity)
      case .discontinued:
        availability = .discontinued
        amount = nil
      }
    }
  }
}
