import Tasch

/// The shop as one shopper sees it inside a transaction: each question becomes SQL that the
/// database answers from its indexes, so that a page of a million products costs a page.
struct SQLShopSnapshot: ShopSnapshot {
  let session: any SQLSession
  let record: ShopRecord
  let shopperRecord: ShopperRecord
  /// How text is searched in this store.
  let search: ProductSearch

  var shop: ShopSummary { record.summary }
  var shopper: ShopperData { shopperRecord.data }

  /// A page of a search reads its matches from the trigram table and sorts them when they are
  /// at most one in this many of the shop's products; from the sort order's index otherwise,
  /// which finds a page's worth soon when matches are many.
  static let fewMatchesRatio = 32

  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    // Unfiltered, every product matches: the shop knows how many without counting.
    let total =
      query.isFiltered
      ? try session.query(Self.count(query, of: record.key, search)).first?.int(0) ?? 0
      : shop.productCount
    let range = query.pageRange(count: total)
    guard !range.isEmpty else { return ProductPage(products: [], totalMatching: total) }

    let fewMatches = total <= shop.productCount / Self.fewMatchesRatio
    let page = Self.page(query, range, of: record.key, search, fewMatches: fewMatches)
    return ProductPage(products: try products(page), totalMatching: total)
  }

  /// The query counting the products `query` matches in the shop `shopKey`: from the trigram
  /// table when it can, else the in-stock index.
  static func count(_ query: CatalogueQuery, of shopKey: Int64, _ search: ProductSearch)
    -> SQLStatement
  {
    var count = SQLStatement()
    let access: ProductAccess = search.findsByTrigrams(query, shop: shopKey) ? .trigrams : .inStock
    let (from, condition) = query.sqlSelection(shop: shopKey, access: access, search, in: &count)
    count.text = "SELECT count(*) FROM \(from) WHERE \(condition)"
    return count
  }

  /// The query for the products `range` selects among those `query` matches in the shop
  /// `shopKey`, in its order: found in the trigram table and sorted when `fewMatches`.
  static func page(
    _ query: CatalogueQuery, _ range: Range<Int>, of shopKey: Int64, _ search: ProductSearch,
    fewMatches: Bool = false
  ) -> SQLStatement {
    var page = SQLStatement()
    let trigrams = fewMatches && search.findsByTrigrams(query, shop: shopKey)
    let (from, condition) = query.sqlSelection(
      shop: shopKey, access: trigrams ? .trigrams : .sortOrder, search, in: &page)
    page.text = """
      SELECT \(ProductRecord.columns("p.")) FROM \(from) WHERE \(condition)
      ORDER BY \(ProductOrder(query).sql("p."))
      LIMIT \(page.bind(.int(range.count))) OFFSET \(page.bind(.int(range.lowerBound)))
      """
    return page
  }

  func products(_ ids: [ProductID]) throws(ShopError) -> [ProductID: ShopProduct] {
    var found: [ProductID: ShopProduct] = [:]
    for chunk in Set(ids).sorted().chunks(of: session.dialect.maximumValues - 1) {
      var statement = SQLStatement()
      let shopKey = statement.bind(.integer(record.key))
      statement.text = """
        SELECT \(ProductRecord.columns()) FROM products
        WHERE shop_key = \(shopKey) AND available = 1
        AND id IN (\(statement.bind(each: chunk.map { .int($0.rawValue) })))
        """
      for product in try products(statement) { found[product.id] = product }
    }
    return found
  }

  func neighbours(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours
  {
    ProductNeighbours(
      previous: try neighbour(of: id, in: query, after: false),
      next: try neighbour(of: id, in: query, after: true))
  }

  func orders() throws(ShopError) -> [Order] {
    try OrderRecord.all(of: shopperRecord.key, in: session)
  }

  // MARK: - Helpers

  /// The product nearest to `id` before it (after it, when `after`) among those `query`
  /// matches; none when `query` does not match `id`.
  private func neighbour(of id: ProductID, in query: CatalogueQuery, after: Bool)
    throws(ShopError) -> ShopProduct?
  {
    let order = ProductOrder(query)
    var statement = SQLStatement()
    let target = query.sqlSelection(
      shop: record.key, alias: "q", access: .sortOrder, search, in: &statement)
    let candidate = query.sqlSelection(shop: record.key, access: .sortOrder, search, in: &statement)
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

  private func products(_ statement: SQLStatement) throws(ShopError) -> [ShopProduct] {
    var products: [ShopProduct] = []
    for row in try session.query(statement) {
      products.append(try ProductRecord.product(from: row, currency: record.summary.currency))
    }
    return products
  }
}
