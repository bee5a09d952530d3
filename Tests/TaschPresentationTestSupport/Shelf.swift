import Tasch
import TaschTestSupport

/// The little shop most presenter and command tests use: three of the default catalogue's bags,
/// and a stub shopper whose wish list holds two of them and one the shop no longer sells.
public enum Shelf {
  /// Product 1: in stock, rated by 17 shoppers, two colours and every size.
  public static let carrier = ShopProduct.stub(
    id: 1, name: "Carrier", shortDescription: "Navy blue and Brown soft leather",
    description:
      "Our Mountain Briefcase is the ultimate shape changin, go to work, bum around town, travel the world, do it all every carry.",
    colors: [
      ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B),
      ProductColor(red: 0xA1, green: 0x63, blue: 0x47),
    ],
    dimensions: Dimensions(
      height: Length(centimetres: 36, inches: 14), width: Length(centimetres: 38, inches: 15),
      depth: Length(centimetres: 20, inches: 8)),
    price: .usd(250), stock: 23,
    ratings: RatingCounts([.two: 1, .three: 2, .four: 5, .five: 9]))

  /// Product 2: out of stock.
  public static let travol = ShopProduct.stub(
    id: 2, name: "Travol", shortDescription: "Soft leather bagg", description: "", price: .usd(175),
    stock: 0, ratings: RatingCounts([.three: 1, .four: 3, .five: 2]))

  /// Product 7: a Japanese name, nobody rated it.
  public static let backpack = ShopProduct.stub(
    id: 7, name: "旅行用バックパック", shortDescription: "撥水ナイロンの軽量バックパック",
    description: "", price: .usd(129), stock: 40)

  /// Product 99 is on the stub shopper's wish list, but no longer in the shop.
  public static let discontinued: ProductID = 99

  /// The three products, in catalogue order.
  public static var catalogue: Catalogue { .stub([carrier, travol, backpack]) }

  /// The three products, priced with the code WELCOME10 (10% off) and shipping of $9.90, free
  /// from $1,000.
  public static var catalogueWithCodeAndShipping: Catalogue {
    Catalogue(
      shopName: catalogue.shopName, currency: catalogue.currency, products: catalogue.products,
      pricing: ShopPricing(
        promotions: [Promotion(code: "WELCOME10", discount: .percentOff(10))],
        shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(1_000))))
  }

  /// A catalogue of one product that costs nothing, 4 "Free", and a code for every product,
  /// A1, that takes $1.00 off.
  public static var catalogueOfAFreeProduct: Catalogue {
    Catalogue(
      shopName: "test", currency: .usd,
      products: [.stub(id: 4, name: "Free", price: .usd(0), stock: 9)],
      pricing: ShopPricing(promotions: [Promotion(code: "A1", discount: .amountOff(.usd(1)))]))
  }

  /// A store of `catalogue` in which the stub shopper's wish list holds `wishList`, with their
  /// own `ratings`.
  public static func store(
    _ catalogue: Catalogue = catalogue, wishList: [ProductID] = [1, 2, discontinued],
    ratings: [ProductID: Rating] = [:]
  ) -> InMemoryShopStore {
    InMemoryShopStore(
      catalogue,
      shoppers: [
        Shopper.stub.name: ShopperData(wishList: WishList(wishList), ratings: ratings)
      ])
  }

  /// A store of two products at the largest price there is, Gold (1) and Silver (2), both on
  /// the stub shopper's wish list, whose total is too large to compute, and Tin (3) at $1;
  /// priced by `pricing`, by default with no code and free shipping.
  public static func overflowingStore(pricing: ShopPricing = ShopPricing()) -> InMemoryShopStore {
    let huge = Money(minorUnits: .max, currency: .usd)
    return store(
      Catalogue(
        shopName: "test", currency: .usd,
        products: [
          .stub(id: 1, name: "Gold", price: huge, stock: 1),
          .stub(id: 2, name: "Silver", price: huge, stock: 1),
          .stub(id: 3, name: "Tin", price: .usd(1), stock: 1),
        ], pricing: pricing),
      wishList: [1, 2])
  }
}
