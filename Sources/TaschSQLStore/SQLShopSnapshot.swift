import Tasch

/// The shop as one shopper sees it inside a transaction: each question becomes SQL that the
/// database answers from its indexes and each order's runs, so that a page of a million
/// products costs a page.
///
/// A page without a search is found by the counts of its order's runs (`ProductRuns`). A
/// search is counted first: its few matches are found and sorted by SQL; many are read from
/// the runs in order, a run at a time, until the page is full.
struct SQLShopSnapshot: ShopSnapshot {
  let session: any SQLSession
  let record: ShopRecord
  let shopperRecord: ShopperRecord
  /// How text is searched in this store.
  let search: ProductSearch

  var shop: ShopSummary { record.summary }
  var shopper: ShopperData { shopperRecord.data }

  /// A search's page is found and sorted by SQL when its matches are at most one in this many
  /// of the shop's products; read from the runs otherwise, which find a page's worth soon when
  /// matches are many.
  static let fewMatchesRatio = 32

  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    guard isSearch(query) else { return try pageFromRuns(query) }
    let total = try session.query(Self.count(query, of: record.key, search)).first?.int(0) ?? 0
    let range = query.pageRange(count: total)
    guard !range.isEmpty else { return ProductPage(products: [], totalMatching: total) }
    guard hasFewMatches(total) else {
      return ProductPage(
        products: try pageByWalking(query, range, total: total), totalMatching: total)
    }
    return ProductPage(
      products: try products(Self.page(query, range, of: record.key, search)),
      totalMatching: total)
  }

  /// The query counting the products `query` matches in the shop `shopKey`: from the trigram
  /// table when it can.
  static func count(_ query: CatalogueQuery, of shopKey: Int64, _ search: ProductSearch)
    -> SQLStatement
  {
    var count = SQLStatement()
    let (from, condition) = query.sqlSelection(
      shop: shopKey, access: .trigrams, search, in: &count)
    count.text = "SELECT count(*) FROM \(from) WHERE \(condition)"
    return count
  }

  /// The query for the products `range` selects among the few that `query` matches in the
  /// shop `shopKey`, found in the trigram table where it can, and sorted.
  static func page(
    _ query: CatalogueQuery, _ range: Range<Int>, of shopKey: Int64, _ search: ProductSearch
  ) -> SQLStatement {
    var page = SQLStatement()
    let (from, condition) = query.sqlSelection(
      shop: shopKey, access: .trigrams, search, in: &page)
    page.text = """
      SELECT \(ProductRecord.columns("p.")) FROM \(from) WHERE \(condition)
      ORDER BY \(ProductOrder(query).sql("p."))
      LIMIT \(page.bind(.int(range.count))) OFFSET \(page.bind(.int(range.lowerBound)))
      """
    return page
  }

  func products(_ ids: [ProductID]) throws(ShopError) -> [ProductID: ShopProduct] {
    let distinct = Set(ids).sorted().map(\.rawValue)
    // Grown one product at a time, thousands would be rehashed a dozen times over.
    var found: [ProductID: ShopProduct] = [:]
    found.reserveCapacity(distinct.count)
    for slice in session.dialect.slices(of: distinct, besides: 1) {
      var statement = SQLStatement()
      let shopKey = statement.bind(.integer(record.key))
      let isAsked = statement.condition("id", isOneOf: slice, in: session.dialect)
      statement.text = """
        SELECT \(ProductRecord.columns()) FROM products
        WHERE shop_key = \(shopKey) AND available = 1 AND \(isAsked)
        """
      for product in try products(statement) { found[product.id] = product }
    }
    return found
  }

  func neighbours(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours
  {
    if isSearch(query),
      hasFewMatches(try session.query(Self.count(query, of: record.key, search)).first?.int(0) ?? 0)
    {
      return ProductNeighbours(
        previous: try neighbour(of: id, in: query, after: false),
        next: try neighbour(of: id, in: query, after: true))
    }
    return try neighboursByWalking(of: id, in: query)
  }

  func orders(offset: Int, limit: Int?) throws(ShopError) -> OrderPage {
    try OrderRecord.page(of: shopperRecord.key, offset: offset, limit: limit, in: session)
  }

  func order(placedWith key: CheckoutKey) throws(ShopError) -> Order? {
    try OrderRecord.placed(with: key, of: shopperRecord.key, in: session)
  }

  func pricing() throws(ShopError) -> ShopPricing {
    try PricingRecord.read(of: record.key, in: record.summary.currency, session)
  }

  // MARK: - Helpers

  /// Whether `query` searches for text.
  private func isSearch(_ query: CatalogueQuery) -> Bool {
    !query.searchWords.isEmpty
  }

  /// Whether a search matching `total` products is one of few matches.
  private func hasFewMatches(_ total: Int) -> Bool {
    total <= shop.productCount / Self.fewMatchesRatio
  }

  /// The product nearest to `id` before it (after it, when `after`) among the few that `query`
  /// matches, found and sorted by SQL; none when `query` does not match `id`.
  private func neighbour(of id: ProductID, in query: CatalogueQuery, after: Bool)
    throws(ShopError) -> ShopProduct?
  {
    let order = ProductOrder(query)
    var statement = SQLStatement()
    let target = query.sqlSelection(
      shop: record.key, alias: "q", access: .conditions, search, in: &statement)
    let candidate = query.sqlSelection(shop: record.key, access: .trigrams, search, in: &statement)
    statement.text = """
      WITH t AS (
        SELECT \(order.terms.map { "q.\($0.column)" }.joined(separator: ", ")) FROM \(target.from)
        WHERE \(target.condition) AND q.id = \(statement.bind(.int(id.rawValue))))
      SELECT \(ProductRecord.columns("p.")) FROM \(candidate.from), t
      WHERE \(candidate.condition) AND (\(order.precedes("p", "t", after: after)))
      ORDER BY \(order.sql("p.", backwards: !after)) LIMIT 1
      """
    return try products(statement).first
  }

  func products(_ statement: SQLStatement) throws(ShopError) -> [ShopProduct] {
    let rows = try session.query(statement)
    var products: [ShopProduct] = []
    products.reserveCapacity(rows.count)
    for row in rows {
      products.append(try ProductRecord.product(from: row, currency: record.summary.currency))
    }
    return products
  }
}
