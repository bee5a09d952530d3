import Tasch

/// A catalogue read into memory, with its shop's identity and its products found by
/// identifier in constant time.
struct LoadedCatalogue: Sendable {
  /// The shop it is.
  let shop: ShopID
  /// The currency of every price.
  let currency: Currency
  /// The products in catalogue order, with the stock and ratings the catalogue states.
  let products: [ShopProduct]
  /// The promotions and shipping the catalogue states.
  let pricing: ShopPricing
  private let positionByID: [ProductID: Int]

  /// `catalogue` as read from `source`: its shop is its declared name, else the source's
  /// identity.
  init(_ catalogue: Catalogue, from source: any CatalogueSource) {
    shop = catalogue.shopName.map(ShopID.init) ?? source.identityWithoutName()
    currency = catalogue.currency
    products = catalogue.products
    pricing = catalogue.pricing
    positionByID = Dictionary(
      catalogue.products.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { first, _ in first })
  }

  /// What the shop is.
  var summary: ShopSummary {
    ShopSummary(id: shop, currency: currency, productCount: products.count)
  }

  /// The product `id`, as the catalogue states it.
  func product(_ id: ProductID) -> ShopProduct? {
    positionByID[id].map { products[$0] }
  }
}
