import Tasch
import TaschTestSupport

/// The shop the interactive shop's tests open: the original app's first bags and a few with
/// long, wide and accented names, `ann`'s wish list holding the first three.
enum ShopFixture {
  static let carrier = ShopProduct.stub(
    id: 1, name: "Carrier", shortDescription: "Navy blue and Brown soft leather",
    description: "Our Mountain Briefcase is the ultimate shape changin, go to work, bum around "
      + "town, travel the world, do it all every carry.",
    colors: colors("1F2B3B", "A16347"),
    dimensions: Dimensions(
      height: Length(centimetres: 36, inches: 14), width: Length(centimetres: 38, inches: 15),
      depth: Length(centimetres: 20, inches: 8)),
    price: .usd(250), stock: 23, ratings: RatingCounts([.two: 1, .three: 2, .four: 5, .five: 9]))

  static let travol = ShopProduct.stub(
    id: 2, name: "Travol", shortDescription: "Soft leather bagg", colors: colors("CBC23F"),
    price: .usd(175), stock: 0, ratings: RatingCounts([.three: 1, .four: 3, .five: 2]))

  static let urbanito = ShopProduct.stub(
    id: 3, name: "Urbanito", shortDescription: "Biker basics", colors: colors("D9D9D9"),
    price: .usd(75), stock: 908, ratings: RatingCounts([.two: 1, .four: 4, .five: 12]))

  static let products: [ShopProduct] = [
    carrier, travol, urbanito,
    .stub(
      id: 4, name: "Papago Pack", shortDescription: "Perfect blend of style and function.",
      price: .usd(1_299), stock: 1, ratings: RatingCounts([.one: 1, .three: 2, .five: 3])),
    .stub(
      id: 5, name: "Gravity Zero", shortDescription: "Laminated Heavy Duty Jute Bag.",
      price: .usd(15), stock: 1_234_567_890, ratings: RatingCounts([.four: 7, .five: 2])),
    .stub(
      id: 6,
      name: "Weekender Duffel XL with Detachable Shoulder Strap and Hidden Shoe Compartment",
      shortDescription: "Waxed canvas, brass hardware", price: .usd(189, cents: 99), stock: 12,
      ratings: RatingCounts([.four: 3])),
    .stub(
      id: 7, name: "旅行用バックパック", shortDescription: "軽量で丈夫", price: .usd(129), stock: 40,
      ratings: RatingCounts([.five: 4])),
    .stub(
      id: 8, name: "Sac à dos Élégant", shortDescription: "Cuir souple", price: .usd(98),
      stock: 6, ratings: RatingCounts([.four: 2, .five: 1])),
  ]

  /// A store of `products` whose code WELCOME10 takes 10% off and that charges $9.90 for
  /// shipping under $1,000.00, `ann` wishing for `wishList`.
  static func storeWithCodeAndShipping(wishList: [ProductID]) -> InMemoryShopStore {
    let catalogue = Catalogue(
      shopName: "test", currency: .usd, products: products,
      pricing: ShopPricing(
        promotions: [Promotion(code: "WELCOME10", discount: .percentOff(10))],
        shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(1_000))))
    return InMemoryShopStore(
      catalogue, shoppers: [Shopper.stub.name: ShopperData(wishList: WishList(wishList))])
  }

  /// A store of `products`, `ann` (the stub shopper) wishing for `wishList`.
  static func store(
    _ products: [ShopProduct] = products, wishList: [ProductID] = [1, 2, 3],
    ratings: [ProductID: Rating] = [:]
  ) -> InMemoryShopStore {
    InMemoryShopStore(
      .stub(products),
      shoppers: [
        Shopper.stub.name: ShopperData(wishList: WishList(wishList), ratings: ratings)
      ])
  }

  private static func colors(_ hexes: String...) -> [ProductColor] {
    hexes.compactMap(ProductColor.init(hex:))
  }
}
