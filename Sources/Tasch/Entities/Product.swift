/// A product as one shopper sees it: what the shop knows of it, with their own rating and
/// whether it is on their wish list.
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
  /// The most one order may have of it, when the catalogue sets a limit.
  public var maxPerOrder: Int?
  /// The picture's file name in the original app, if any.
  public var imageName: String?
  /// Every shopper's ratings, and this shopper's own.
  public var rating: RatingSummary
  /// Whether this shopper has it on their wish list.
  public var isInWishList: Bool
  /// How many of it this shopper's wish list asks for; 0 when it is not there.
  public var wishListQuantity: Int
  /// What the shop charges to ship an order, for a product shown on its own; `nil` for free
  /// shipping, and in the lists of a wish list, which show the cart's shipping instead.
  public var shipping: ShippingRule?

  /// A product; everything but identity, name and price has a default.
  ///
  /// On the wish list, it is there once unless `wishListQuantity` says otherwise.
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
    rating: RatingSummary = RatingSummary(),
    isInWishList: Bool = false,
    wishListQuantity: Int? = nil,
    shipping: ShippingRule? = nil
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
    self.rating = rating
    self.isInWishList = isInWishList
    self.wishListQuantity = isInWishList ? wishListQuantity ?? 1 : 0
    self.shipping = shipping
  }

  /// `product` as the shopper with `data` sees it, in a shop that ships as `shipping` says:
  /// personalised as its summary is, so that a list and a product's own screen agree.
  public init(_ product: ShopProduct, for data: ShopperData, shipping: ShippingRule? = nil) {
    let personal = ProductSummary(ShopProductSummary(product), for: data)
    self.init(
      id: product.id, name: product.name, shortDescription: product.shortDescription,
      description: product.description, colors: product.colors, dimensions: product.dimensions,
      price: product.price, stock: product.stock, maxPerOrder: product.maxPerOrder,
      imageName: product.imageName, rating: personal.rating, isInWishList: personal.isInWishList,
      wishListQuantity: data.wishList.quantity(of: product.id), shipping: shipping)
  }

  /// Whether at least one is left to order.
  public var isInStock: Bool { stock > 0 }

  /// The most of it one wish-list line may ask for.
  public var largestQuantity: Int { ShopRules.largestQuantity(maxPerOrder: maxPerOrder) }
}
