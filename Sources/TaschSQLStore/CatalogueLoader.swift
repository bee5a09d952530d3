import Tasch

/// Loads a catalogue as one shop of a store, in the caller's transaction: the schema created or
/// migrated first, then the shop's products replaced by the catalogue's, with its stock.
///
/// Products the catalogue no longer lists stay, marked unavailable, so that wish lists show
/// them as discontinued; shoppers' wish lists, ratings, history and orders are kept, and every
/// product's rating counts are the catalogue's plus the shoppers'.
enum CatalogueLoader {
  /// Loads `catalogue` as the shop `shop`.
  ///
  /// - Returns: the shop as loaded.
  /// - Throws: `ShopError.invalidInput` for a catalogue no store may hold (checked before
  ///   anything is written), `.storage` for a store of a newer schema or one that fails.
  static func load(_ catalogue: Catalogue, as shop: ShopID, in session: any SQLSession)
    throws(ShopError) -> ShopSummary
  {
    try check(catalogue, as: shop)
    if let lock = session.dialect.loadLock { _ = try session.query(lock, []) }
    try ShopSchema.prepare(session)
    let summary = ShopSummary(
      id: shop, currency: catalogue.currency, productCount: catalogue.products.count)
    let key = try shopKey(of: summary, in: session)
    let shoppersRatings = try ratings(in: key, session)
    try session.execute(
      "UPDATE products SET available = 0 WHERE shop_key = $1 AND available = 1", [.integer(key)])
    let columns = ProductRecord.writtenColumns
    let updates = columns.dropFirst(2).map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
    let width = columns.count
    for chunk in Array(catalogue.products.enumerated()).chunks(
      of: session.dialect.maximumValues / width)
    {
      var statement = SQLStatement()
      let rows = statement.bind(
        rows: chunk.map { entry in
          let product = entry.element
          let counted = (shoppersRatings[product.id] ?? [:]).lazy.flatMap {
            repeatElement($0.key, count: $0.value)
          }
          return ProductRecord.values(
            of: product, at: entry.offset, in: key, ratings: product.ratings.adding(counted))
        })
      statement.text = """
        INSERT INTO products (\(columns.joined(separator: ", "))) VALUES \(rows)
        ON CONFLICT (shop_key, id) DO UPDATE SET \(updates)
        """
      try session.execute(statement)
    }
    return summary
  }

  /// Checks what the catalogue reader cannot have let through but a `Catalogue` made in code
  /// could hold.
  private static func check(_ catalogue: Catalogue, as shop: ShopID) throws(ShopError) {
    guard !shop.rawValue.isEmpty else { throw .invalidInput("a shop needs a name") }
    var seen = Set<ProductID>()
    for product in catalogue.products {
      let problem: String? =
        if product.id.rawValue < 1 {
          "its identifier is not above 0"
        } else if !seen.insert(product.id).inserted {
          "its identifier is used twice"
        } else if product.stock < 0 {
          "its stock is below 0"
        } else if product.price.currency != catalogue.currency || product.price.isNegative {
          "its price is not a \(catalogue.currency) amount of at least 0"
        } else { nil }
      if let problem { throw .invalidInput("product \(product.id) cannot be loaded: \(problem)") }
    }
  }

  /// The key of the shop `summary` describes, whose row is made or updated.
  ///
  /// The update counts a change to its products, and locks the row until the transaction
  /// ends, before any product's, as every change to a shop's products does.
  private static func shopKey(of summary: ShopSummary, in session: any SQLSession)
    throws(ShopError) -> Int64
  {
    let values: [SQLValue] = [
      .text(summary.id.rawValue), .text(summary.currency.code), .int(summary.productCount),
    ]
    let rows = try session.query(
      """
      INSERT INTO shops (name, currency, product_count, revision) VALUES ($1, $2, $3, 1)
      ON CONFLICT (name) DO UPDATE SET currency = excluded.currency,
        product_count = excluded.product_count, revision = shops.revision + 1
      RETURNING key
      """, values)
    guard let row = rows.first else {
      throw .storage("\(session.storeName): the shop's row could not be written")
    }
    return try row.int64(0)
  }

  /// The shoppers' ratings of the shop's products: how many of each number of stars each
  /// product has.
  private static func ratings(in shopKey: Int64, _ session: any SQLSession) throws(ShopError)
    -> [ProductID: [Rating: Int]]
  {
    var ratings: [ProductID: [Rating: Int]] = [:]
    for row in try session.query(
      """
      SELECT r.product_id, r.stars, count(*) FROM ratings r
      JOIN shoppers s ON s.key = r.shopper_key WHERE s.shop_key = $1
      GROUP BY r.product_id, r.stars
      """, [.integer(shopKey)])
    {
      ratings[ProductID(try row.int(0)), default: [:]][try HistoryRecord.rating(row, 1)] =
        try row.int(2)
    }
    return ratings
  }
}
