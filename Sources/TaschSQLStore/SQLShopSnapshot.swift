import Tasch

/// The shop as one shopper sees it inside a transaction: each question becomes SQL that the
/// database answers from its indexes, so that a page of a million products costs a page.
struct SQLShopSnapshot: ShopSnapshot {
  let session: any SQLSession
  let record: ShopRecord
  let shopperRecord: ShopperRecord

  var shop: ShopSummary { record.summary }
  var shopper: ShopperData { shopperRecord.data }

  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    // Unfiltered, every product matches: the shop knows how many without counting.
    let total =
      query.isFiltered
      ? try session.query(Self.count(query, of: record.key, session.dialect)).first?.int(0) ?? 0
      : shop.productCount
    let range = query.pageRange(count: total)
    guard !range.isEmpty else { return ProductPage(products: [], totalMatching: total) }

    let page = Self.page(query, range, of: record.key, session.dialect)
    return ProductPage(products: try products(page), totalMatching: total)
  }

  /// The query counting the products `query` matches in the shop `shopKey`.
  static func count(_ query: CatalogueQuery, of shopKey: Int64, _ dialect: SQLDialect)
    -> SQLStatement
  {
    var count = SQLStatement()
    let shop = count.bind(.integer(shopKey))
    count.text =
      "SELECT count(*) FROM products WHERE "
      + query.sqlCondition(shop: shop, counting: true, in: &count, dialect)
    return count
  }

  /// The query for the products `range` selects among those `query` matches in the shop
  /// `shopKey`, in its order.
  static func page(
    _ query: CatalogueQuery, _ range: Range<Int>, of shopKey: Int64, _ dialect: SQLDialect
  ) -> SQLStatement {
    var page = SQLStatement()
    let shop = page.bind(.integer(shopKey))
    page.text = """
      SELECT \(ProductRecord.columns()) FROM products
      WHERE \(query.sqlCondition(shop: shop, in: &page, dialect))
      ORDER BY \(ProductOrder(query).sql())
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
    let target = condition(query, in: &statement)
    let candidate = condition(query, alias: "p.", in: &statement)
    statement.text = """
      WITH t AS (
        SELECT \(order.terms.map(\.column).joined(separator: ", ")) FROM products
        WHERE \(target) AND id = \(statement.bind(.int(id.rawValue))))
      SELECT \(ProductRecord.columns("p.")) FROM products p, t
      WHERE \(candidate) AND (\(order.precedes("p", "t", after: after)))
      ORDER BY \(order.sql("p.", backwards: !after)) LIMIT 1
      """
    return try products(statement).first
  }

  private func condition(
    _ query: CatalogueQuery, alias: String = "", in statement: inout SQLStatement
  ) -> String {
    let shopKey = statement.bind(.integer(record.key))
    return query.sqlCondition(shop: shopKey, alias: alias, in: &statement, session.dialect)
  }

  private func products(_ statement: SQLStatement) throws(ShopError) -> [ShopProduct] {
    var products: [ShopProduct] = []
    for row in try session.query(statement) {
      products.append(try ProductRecord.product(from: row, currency: record.summary.currency))
    }
    return products
  }
}
