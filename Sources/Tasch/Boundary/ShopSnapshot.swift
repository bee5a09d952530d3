/// The shop as one shopper sees it at one moment, for the core to read inside a unit of work
/// or a read: the catalogue asked for page by page, and the shopper's own data.
///
/// A snapshot is only valid while the body it was given to runs.
public protocol ShopSnapshot {
  /// The shop: its identity, currency and size.
  var shop: ShopSummary { get }

  /// The shopper's data as it was when the snapshot was taken.
  var shopper: ShopperData { get }

  /// The page of products `query` asks for, evaluated by `CatalogueQuery`'s rules.
  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage

  /// What a list shows of each product on the page `query` asks for: the same products, in
  /// the same order, as `page(_:)`, each summarised.
  ///
  /// A store that finds summaries for less than whole products answers this itself; any other
  /// summarises its pages.
  func summaries(_ query: CatalogueQuery) throws(ShopError) -> ProductSummaryPage

  /// The products among `ids` the shop sells; identifiers it does not know are left out.
  func products(_ ids: [ProductID]) throws(ShopError) -> [ProductID: ShopProduct]

  /// The products just before and just after `id` among those `query` matches, in its order;
  /// `nil` at either end, and both `nil` when `query` does not match `id`.
  ///
  /// `query`'s offset and limit are ignored.
  func neighbours(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours

  /// The page of the orders the shopper placed in this shop, newest first, that skips `offset`
  /// (at least 0) and holds at most `limit` (at least 0), every one after the offset when
  /// `limit` is `nil`; with how many there are in all.
  ///
  /// A store reads only the orders on the page, however many the shopper placed.
  func orders(offset: Int, limit: Int?) throws(ShopError) -> OrderPage

  /// The order the shopper placed with a checkout given `key`; `nil` when none was.
  ///
  /// A store finds it without reading the shopper's other orders.
  func order(placedWith key: CheckoutKey) throws(ShopError) -> Order?

  /// How the shop prices a cart beyond its products' prices: the promotion codes it offers.
  func pricing() throws(ShopError) -> ShopPricing
}

/// What a shop is: its identity, the currency of its prices, how many products it sells.
public struct ShopSummary: Hashable, Sendable {
  /// The shop's identity.
  public let id: ShopID
  /// The currency of every price.
  public let currency: Currency
  /// How many products it sells.
  public let productCount: Int

  /// A summary.
  public init(id: ShopID, currency: Currency, productCount: Int) {
    self.id = id
    self.currency = currency
    self.productCount = productCount
  }
}

/// One page of products, as a store answers a query.
public struct ProductPage: Hashable, Sendable {
  /// The products on the page, in the query's order.
  public let products: [ShopProduct]
  /// How many products match the query on all pages together.
  public let totalMatching: Int

  /// A page.
  public init(products: [ShopProduct], totalMatching: Int) {
    self.products = products
    self.totalMatching = totalMatching
  }
}

/// One page of products as a list shows them, as a store answers a query.
public struct ProductSummaryPage: Hashable, Sendable {
  /// What the list shows of each product on the page, in the query's order.
  public let summaries: [ShopProductSummary]
  /// How many products match the query on all pages together.
  public let totalMatching: Int

  /// A page of summaries.
  public init(summaries: [ShopProductSummary], totalMatching: Int) {
    self.summaries = summaries
    self.totalMatching = totalMatching
  }

  /// The summaries of `page`'s products.
  public init(summarising page: ProductPage) {
    self.init(
      summaries: page.products.map(ShopProductSummary.init), totalMatching: page.totalMatching)
  }
}

extension ShopSnapshot {
  /// The summaries of the page's whole products: for a store that reads whole products as
  /// cheaply as their summaries.
  public func summaries(_ query: CatalogueQuery) throws(ShopError) -> ProductSummaryPage {
    ProductSummaryPage(summarising: try page(query))
  }
}

/// The products on either side of one product in a query's order.
public struct ProductNeighbours: Hashable, Sendable {
  /// The product just before, if any.
  public let previous: ShopProduct?
  /// The product just after, if any.
  public let next: ShopProduct?

  /// Neighbours.
  public init(previous: ShopProduct?, next: ShopProduct?) {
    self.previous = previous
    self.next = next
  }
}
