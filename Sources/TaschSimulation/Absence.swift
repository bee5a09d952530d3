import Tasch

/// What a simulated snapshot leaves out of the shop, so that the real use case, reading it, gives
/// exactly the screen and document it gives for such a shop.
enum Absence: Hashable, Sendable {
  /// Every product asked for by its identifier is no longer sold; lists and pages still show
  /// the catalogue as it is.
  case productsAskedByID
  /// Nothing at all: no products, and a shopper with no wish list, ratings, history or orders.
  case everything

  /// `snapshot` without what is absent.
  func applied(to snapshot: any ShopSnapshot) -> any ShopSnapshot {
    switch self {
    case .productsAskedByID: NoLongerSoldSnapshot(base: snapshot)
    case .everything: EmptySnapshot(base: snapshot)
    }
  }
}

/// A snapshot in which the shop sells none of the products asked for by identifier.
private struct NoLongerSoldSnapshot: ShopSnapshot {
  let base: any ShopSnapshot

  var shop: ShopSummary { base.shop }
  var shopper: ShopperData { base.shopper }

  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    try base.page(query)
  }

  func summaries(_ query: CatalogueQuery) throws(ShopError) -> ProductSummaryPage {
    try base.summaries(query)
  }

  func products(_ ids: [ProductID]) throws(ShopError) -> [ProductID: ShopProduct] {
    [:]
  }

  func neighbours(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours
  {
    try base.neighbours(of: id, in: query)
  }

  func pricing() throws(ShopError) -> ShopPricing {
    try base.pricing()
  }

  func orders(offset: Int, limit: Int?) throws(ShopError) -> OrderPage {
    try base.orders(offset: offset, limit: limit)
  }

  func order(placedWith key: CheckoutKey) throws(ShopError) -> Order? {
    try base.order(placedWith: key)
  }
}

/// A snapshot of the same shop with nothing in it: no products, and a new shopper's data.
private struct EmptySnapshot: ShopSnapshot {
  let base: any ShopSnapshot

  var shop: ShopSummary {
    ShopSummary(id: base.shop.id, currency: base.shop.currency, productCount: 0)
  }
  var shopper: ShopperData { ShopperData() }

  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    ProductPage(products: [], totalMatching: 0)
  }

  func summaries(_ query: CatalogueQuery) throws(ShopError) -> ProductSummaryPage {
    ProductSummaryPage(summaries: [], totalMatching: 0)
  }

  func products(_ ids: [ProductID]) throws(ShopError) -> [ProductID: ShopProduct] {
    [:]
  }

  func neighbours(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours
  {
    ProductNeighbours(previous: nil, next: nil)
  }

  func orders(offset: Int, limit: Int?) throws(ShopError) -> OrderPage {
    OrderPage(of: [], offset: offset, limit: limit)
  }

  func order(placedWith key: CheckoutKey) throws(ShopError) -> Order? {
    nil
  }

  func pricing() throws(ShopError) -> ShopPricing {
    ShopPricing()
  }
}
