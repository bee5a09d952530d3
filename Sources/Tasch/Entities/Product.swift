/// A product of the catalogue, as this user sees it: with their rating, the stock left after
/// their orders, and whether it is on their wish list.
public struct Product: Identifiable, Hashable, Sendable {
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
  /// How many are left to order.
  public var stock: Int
  /// The picture's file name in the original app, if any.
  public var imageName: String?
  /// Other shoppers' ratings and this user's.
  public var rating: RatingSummary
  /// Whether this user has it on their wish list.
  public var isInWishList: Bool

  /// A product; everything but identity, name and price has a default.
  public init(
    id: ProductID,
    name: String,
    shortDescription: String = "",
    description: String = "",
    colors: [ProductColor] = [],
    dimensions: Dimensions = Dimensions(),
    price: Money,
    stock: Int,
    imageName: String? = nil,
    rating: RatingSummary = RatingSummary(),
    isInWishList: Bool = false
  ) {
    self.id = id
    self.name = name
    self.shortDescription = shortDescription
    self.description = description
    self.colors = colors
    self.dimensions = dimensions
    self.price = price
    self.stock = stock
    self.imageName = imageName
    self.rating = rating
    self.isInWishList = isInWishList
  }

  /// Whether at least one is left to order.
  public var isInStock: Bool { stock > 0 }
}
