import Foundation
import Tasch

extension Currency {
  /// The US dollar: two digits.
  public static let usd = known("USD")
  /// The euro: two digits.
  public static let eur = known("EUR")
  /// The Japanese yen: no digits.
  public static let jpy = known("JPY")
  /// The Bahraini dinar: three digits.
  public static let bhd = known("BHD")

  private static func known(_ code: String) -> Currency {
    // The codes above are literals from ISO 4217; failing here is a typo in this file.
    guard let currency = Currency(code: code) else {
      preconditionFailure("\(code) is not ISO 4217")
    }
    return currency
  }
}

extension Money {
  /// Dollars and cents: `.usd(250)` is $250.00, `.usd(cents: 1_999)` $19.99.
  public static func usd(_ dollars: Int64 = 0, cents: Int64 = 0) -> Money {
    Money(minorUnits: dollars * 100 + cents, currency: .usd)
  }
}

extension Product {
  /// `product` as a shopper who has neither rated it nor put it on their wish list sees it, for
  /// tests.
  public static func stub(_ product: ShopProduct = .stub()) -> Product {
    Product(product, for: ShopperData())
  }
}

extension ShopProduct {
  /// A product as a shop knows it, for tests; every field has a plain default.
  public static func stub(
    id: ProductID = 1,
    name: String = "Carrier",
    shortDescription: String = "Navy blue and brown soft leather",
    description: String = "A bag.",
    colors: [ProductColor] = [],
    dimensions: Dimensions = Dimensions(),
    price: Money = .usd(250),
    stock: Int = 23,
    maxPerOrder: Int? = nil,
    ratings: RatingCounts = RatingCounts()
  ) -> ShopProduct {
    ShopProduct(
      id: id, name: name, shortDescription: shortDescription, description: description,
      colors: colors, dimensions: dimensions, price: price, stock: stock,
      maxPerOrder: maxPerOrder, imageName: nil, ratings: ratings)
  }
}

extension Catalogue {
  /// A catalogue in US dollars, of the shop `test`.
  public static func stub(_ products: [ShopProduct], shopName: String? = "test") -> Catalogue {
    Catalogue(shopName: shopName, currency: .usd, products: products)
  }
}

extension Shopper {
  /// The shopper tests act for: `ann` of the shop `test`.
  public static let stub = Shopper(shop: ShopID("test"), name: "ann")
}

extension Date {
  /// The fixed moment tests date changes and orders with.
  public static let stub = Date(timeIntervalSince1970: 1_700_000_000)
}

extension ShopAccess {
  /// Access to `store` for the stub shopper, dating everything at `Date.stub`.
  public static func stub(_ store: any ShopStore, shopper: Shopper = .stub) -> ShopAccess {
    ShopAccess(store: store, shopper: shopper, now: { .stub })
  }
}

extension Cart {
  /// The cart for `items`, one of each, in US dollars.
  public static func stub(_ items: [WishListItem]) throws -> Cart {
    try stub(lines: items.map { WishListLine($0) })
  }

  /// The cart for `lines`, in US dollars.
  public static func stub(lines: [WishListLine]) throws -> Cart {
    try Cart(currency: .usd, lines: lines)
  }
}

extension Order {
  /// An order placed at a fixed moment.
  public static func stub(number: Int = 1, total: Money = .usd(250)) -> Order {
    Order(
      number: number,
      lines: [OrderLine(productID: 1, name: "Carrier", price: total)],
      total: total,
      placedAt: .stub)
  }
}

extension WishListContents {
  /// A wish list of `items`, one of each, in a shop priced in US dollars.
  public static func stub(_ items: [WishListItem]) -> WishListContents {
    WishListContents(currency: .usd, lines: items.map { WishListLine($0) })
  }
}
