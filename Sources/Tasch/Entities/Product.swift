/// A product as one shopper sees it: the shop's product, with their own rating and whether it
/// is on their wish list.
///
/// The shop's facts read as its own (`product.name`, `product.stock`), from `shopProduct`.
@dynamicMemberLookup
public struct Product: Identifiable, Hashable, Sendable {
  /// The product as the shop knows it, the same for every shopper, every shopper's ratings
  /// counted in it.
  public var shopProduct: ShopProduct
  /// This shopper's own rating, if they gave one.
  public var myRating: Rating?
  /// Whether this shopper has it on their wish list.
  public var isInWishList: Bool
  /// How many of it this shopper's wish list asks for; 0 when it is not there.
  public var wishListQuantity: Int
  /// What the shop charges to ship an order, for a product shown on its own; `nil` for free
  /// shipping, and in the lists of a wish list, which show the cart's shipping instead.
  public var shipping: ShippingRule?

  /// `product` as the shopper with `data` sees it, in a shop that ships as `shipping` says:
  /// personalised as its summary is, so that a list and a product's own screen agree.
  public init(_ product: ShopProduct, for data: ShopperData, shipping: ShippingRule? = nil) {
    let personal = ProductSummary(ShopProductSummary(product), for: data)
    self.init(
      product, myRating: personal.rating.mine, isInWishList: personal.isInWishList,
      wishListQuantity: data.wishList.quantity(of: product.id), shipping: shipping)
  }

  /// `shopProduct` as a shopper sees it who rated it `myRating` and has it on their wish list
  /// or not, in a shop that ships as `shipping` says.
  ///
  /// On the wish list, it is there once unless `wishListQuantity` says otherwise.
  public init(
    _ shopProduct: ShopProduct, myRating: Rating? = nil, isInWishList: Bool = false,
    wishListQuantity: Int? = nil, shipping: ShippingRule? = nil
  ) {
    self.shopProduct = shopProduct
    self.myRating = myRating
    self.isInWishList = isInWishList
    self.wishListQuantity = isInWishList ? wishListQuantity ?? 1 : 0
    self.shipping = shipping
  }

  /// The catalogue's identifier.
  public var id: ProductID { shopProduct.id }

  /// Every shopper's ratings, and this shopper's own.
  public var rating: RatingSummary {
    get { RatingSummary(counts: shopProduct.ratings, mine: myRating) }
    set {
      shopProduct.ratings = newValue.counts
      myRating = newValue.mine
    }
  }

  /// What the shop knows of it, such as `name` or `stock`.
  public subscript<Value>(dynamicMember fact: KeyPath<ShopProduct, Value>) -> Value {
    shopProduct[keyPath: fact]
  }

  /// What the shop knows of it, changed for this product alone.
  public subscript<Value>(dynamicMember fact: WritableKeyPath<ShopProduct, Value>) -> Value {
    get { shopProduct[keyPath: fact] }
    set { shopProduct[keyPath: fact] = newValue }
  }
}
