/// Lists the catalogue: the page a query asks for, searched, sorted, filtered and paged by the
/// store; refreshed when what it shows changes anywhere.
@MainActor
public final class ProductCatalogueUseCase: ShopUseCase, ChangeFollowing {
  /// What it has alike with every use case; content is the page the current query asks for,
  /// and it reads with the query (`query`).
  public let core: UseCaseCore<CataloguePage, CatalogueQuery>

  /// A catalogue use case reading through `access`, listing what `query` asks for.
  public init(access: ShopAccess, query: CatalogueQuery = CatalogueQuery()) {
    core = UseCaseCore(access: access, input: query)
  }

  /// Which products to list: set it, and the next `load()` lists it.
  ///
  /// It changes at once, the page when it loads, so that what is asked next builds on it.
  public var query: CatalogueQuery {
    get { core.input }
    set { core.input = newValue }
  }

  /// The read of the page the query asks for.
  ///
  /// A catalogue without products is an error (`ShopError.emptyCatalogue`), not an empty list:
  /// there is nothing to shop. A query that matches nothing is an empty page.
  public var read: ShopRead<CataloguePage> { Self.page(query) }

  /// The read of the page `query` asks for; a catalogue without products is an error
  /// (`ShopError.emptyCatalogue`).
  public nonisolated static func page(_ query: CatalogueQuery) -> ShopRead<CataloguePage> {
    ShopRead(.catalogue) { snapshot throws(ShopError) in
      guard snapshot.shop.productCount > 0 else { throw .emptyCatalogue }
      return CataloguePage(
        query: query, page: try snapshot.summaries(query), in: snapshot.shop,
        for: snapshot.shopper)
    }
  }

  /// Whether `change` shows in the catalogue: ratings, stock, wish-list marks, the products
  /// themselves.
  public func shows(_ change: DataChange) -> Bool {
    change.wishList || !change.ratedProducts.isEmpty || change.orderPlaced || change.products
  }
}

/// One page of the catalogue as a shopper sees it: what a list shows of each product.
public struct CataloguePage: Hashable, Sendable {
  /// The query it answers.
  public let query: CatalogueQuery
  /// The products on this page, in the query's order, as the shopper sees them.
  public let products: ShopperSummaries
  /// How many products match the query on all pages together.
  public let totalMatching: Int
  /// How many products the shop sells.
  public let totalProducts: Int

  /// A page.
  public init(
    query: CatalogueQuery, products: ShopperSummaries, totalMatching: Int, totalProducts: Int
  ) {
    self.query = query
    self.products = products
    self.totalMatching = totalMatching
    self.totalProducts = totalProducts
  }

  init(
    query: CatalogueQuery, page: ProductSummaryPage, in shop: ShopSummary,
    for shopper: ShopperData
  ) {
    self.init(
      query: query, products: ShopperSummaries(page.summaries, for: shopper),
      totalMatching: page.totalMatching, totalProducts: shop.productCount)
  }
}
