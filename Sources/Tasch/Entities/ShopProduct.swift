/// A product as the shop knows it, the same for every shopper: the catalogue's facts, the stock
/// left, and every shopper's ratings counted together.
///
/// A store answers with these; the core turns one into the `Product` a shopper sees by adding
/// that shopper's own rating and wish-list mark.
public struct ShopProduct: Identifiable, Hashable, Sendable {
  /// The catalogue's identifier.
  public let id: ProductID
  /// The product's name, never empty.
  public var name: String
  /// One line under the name.
  public var shortDescription: String
  /// A longer text, wrapped by the front.
  public var description: String
  /// The colours it comes in.
  public var colors: [ProductColor]
  /// Its outer size.
  public var dimensions: Dimensions
  /// What one costs.
  public var price: Money
  /// How many are left to order: the catalogue's stock less what orders took.
  public var stock: Int
  /// The most one order may have of it, when the catalogue sets a limit.
  public var maxPerOrder: Int?
  /// The picture's file name in the original app, if any.
  public var imageName: String?
  /// How many ratings of each number of stars it has, every shopper's counted.
  public var ratings: RatingCounts

  /// A product; everything but identity, name, price and stock has a default.
  public init(
    id: ProductID,
    name: String,
    shortDescription: String = "",
    description: String = "",
    colors: [ProductColor] = [],
    dimensions: Dimensions = Dimensions(),
    price: Money,
    stock: Int,
    maxPerOrder: Int? = nil,
    imageName: String? = nil,
    ratings: RatingCounts = RatingCounts()
  ) {
    self.id = id
    self.name = name
    self.shortDescription = shortDescription
    self.description = description
    self.colors = colors
    self.dimensions = dimensions
    self.price = price
    self.stock = stock
    self.maxPerOrder = maxPerOrder
    self.imageName = imageName
    self.ratings = ratings
  }

  /// Whether at least one is left to order.
  public var isInStock: Bool { stock > 0 }

  /// The most of it one wish-list line may ask for.
  public var largestQuantity: Int { ShopRules.largestQuantity(maxPerOrder: maxPerOrder) }
}
