/// What a list shows of a product, the same for every shopper: its name and the line under
/// it, its price, the stock left and every shopper's ratings, without what only the product's
/// own screen shows (the long text, colours, sizes, picture).
///
/// A list of 100,000 products needs these alone, and a store may find them for much less than
/// whole products: the core turns one into the `ProductSummary` a shopper sees.
public struct ShopProductSummary: Identifiable, Hashable, Sendable {
  /// The catalogue's identifier.
  public let id: ProductID
  /// The product's name, never empty.
  public var name: String
  /// One line under the name.
  public var shortDescription: String
  /// What one costs.
  public var price: Money
  /// How many are left to order: the catalogue's stock less what orders took.
  public var stock: Int
  /// How many ratings of each number of stars it has, every shopper's counted.
  public var ratings: RatingCounts

  /// A summary; the line under the name and the ratings have defaults.
  public init(
    id: ProductID, name: String, shortDescription: String = "", price: Money, stock: Int,
    ratings: RatingCounts = RatingCounts()
  ) {
    self.id = id
    self.name = name
    self.shortDescription = shortDescription
    self.price = price
    self.stock = stock
    self.ratings = ratings
  }

  /// What a list shows of `product`.
  public init(_ product: ShopProduct) {
    self.init(
      id: product.id, name: product.name, shortDescription: product.shortDescription,
      price: product.price, stock: product.stock, ratings: product.ratings)
  }
}

/// What a list shows of a product as one shopper sees it: the shop's summary, with their own
/// rating and whether it is on their wish list.
public struct ProductSummary: Identifiable, Hashable, Sendable {
  /// The catalogue's identifier.
  public let id: ProductID
  /// The product's name, never empty.
  public var name: String
  /// One line under the name.
  public var shortDescription: String
  /// What one costs.
  public var price: Money
  /// How many are left to order.
  public var stock: Int
  /// Every shopper's ratings, and this shopper's own.
  public var rating: RatingSummary
  /// Whether this shopper has it on their wish list.
  public var isInWishList: Bool

  /// A summary; the line under the name, the rating and the wish-list mark have defaults.
  public init(
    id: ProductID, name: String, shortDescription: String = "", price: Money, stock: Int,
    rating: RatingSummary = RatingSummary(), isInWishList: Bool = false
  ) {
    self.id = id
    self.name = name
    self.shortDescription = shortDescription
    self.price = price
    self.stock = stock
    self.rating = rating
    self.isInWishList = isInWishList
  }

  /// `summary` as the shopper with `data` sees it: the one place a product is personalised,
  /// for a list or, through `Product`, for its own screen.
  public init(_ summary: ShopProductSummary, for data: ShopperData) {
    self.init(
      id: summary.id, name: summary.name, shortDescription: summary.shortDescription,
      price: summary.price, stock: summary.stock,
      rating: RatingSummary(counts: summary.ratings, mine: data.ratings[summary.id]),
      isInWishList: data.wishList.contains(summary.id))
  }

  /// What a list shows of `product`, for the same shopper.
  public init(_ product: Product) {
    self.init(
      id: product.id, name: product.name, shortDescription: product.shortDescription,
      price: product.price, stock: product.stock, rating: product.rating,
      isInWishList: product.isInWishList)
  }

  /// Whether at least one is left to order.
  public var isInStock: Bool { stock > 0 }
}
