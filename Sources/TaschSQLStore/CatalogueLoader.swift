import Tasch

/// Loads a catalogue as one shop of a store, in the caller's transaction: the schema created or
/// migrated first, then the shop's products replaced by the catalogue's, with its stock, and
/// each order's runs cut afresh.
///
/// Products the catalogue no longer lists stay, marked unavailable, so that wish lists show
/// them as discontinued; shoppers' wish lists, ratings, history and orders are kept, and every
/// product's rating counts are the catalogue's plus the shoppers'.
///
/// The catalogue's products are written afresh, appended the quickest way the database has
/// (`SQLSession.appendRows`): their old rows go first. Writing many products into a table that
/// holds few, the load drops the products' indexes first and builds them again after the rows,
/// which is much quicker than keeping each up to date row by row.
enum CatalogueLoader {
  /// Loads `catalogue` as the shop `shop`, cutting each order into runs of `runLength`
  /// products.
  ///
  /// - Returns: the shop as loaded, and how its store now searches text.
  /// - Throws: `ShopError.invalidInput` for a catalogue no store may hold (checked before
  ///   anything is written), `.storage` for a store of a newer schema or one that fails.
  static func load(
    _ catalogue: Catalogue, as shop: ShopID, runLength: Int, in session: any SQLSession
  ) throws(ShopError) -> SQLStoreLoad {
    try check(catalogue, as: shop)
    if let lock = session.dialect.loadLock { _ = try session.query(lock, []) }
    if let found = try ShopSchema.prepare(session), found < SearchKeyMigration.version {
      try SearchKeyMigration.foldAgain(in: session)
    }
    let summary = ShopSummary(
      id: shop, currency: catalogue.currency, productCount: catalogue.products.count)
    let key = try shopKey(of: summary, in: session)
    try PricingRecord.replace(catalogue.pricing, of: key, in: session)
    let shoppersRatings = try ratings(in: key, session)
    let search = try ProductSearch.IndexLoad(for: key, in: session)
    let rebuildsIndexes = try rebuildsIndexes(for: catalogue, session)
    if rebuildsIndexes {
      for index in ShopSchema.productIndexes { try session.execute(index.drop, []) }
      try search.dropIndexes(in: session)
    }
    try removeRows(of: catalogue.products, from: key, session)
    try search.removeShop(in: session)
    let (keys, searched) = try write(
      catalogue.products, of: key, ratings: shoppersRatings, session)
    try search.index(searched, in: session)
    if rebuildsIndexes {
      for index in ShopSchema.productIndexes { try session.execute(index.create, []) }
    }
    try search.finish(in: session)
    try ProductRuns.replace(shop: key, keys: keys, length: runLength, in: session)
    try ProductRuns.cutMissing(length: runLength, in: session)
    if let statistics = session.dialect.updateStatistics { try session.execute(statistics, []) }
    return SQLStoreLoad(shop: summary, textSearch: search.textSearch)
  }

  /// Whether to drop the products' indexes before writing `catalogue`'s products and build
  /// them after: when the table holds no product, or (where readers go on reading meanwhile)
  /// fewer than the catalogue has.
  private static func rebuildsIndexes(for catalogue: Catalogue, _ session: any SQLSession)
    throws(ShopError) -> Bool
  {
    let held = try session.query("SELECT count(*) FROM products", []).first?.int(0) ?? 0
    return held == 0 || (session.dialect.readsDuringIndexBuilds && catalogue.products.count >= held)
  }

  /// Deletes the rows of the shop `key`'s products that `products` lists, to be written
  /// afresh, and marks the others unavailable.
  private static func removeRows(
    of products: [ShopProduct], from key: Int64, _ session: any SQLSession
  ) throws(ShopError) {
    let shop = SQLValue.integer(key)
    let held = try session.query("SELECT count(*) FROM products WHERE shop_key = $1", [shop])
    guard try held.first?.int(0) ?? 0 > 0 else { return }
    let ids = products.map(\.id.rawValue)
    for slice in session.dialect.slices(of: ids, besides: 1) {
      var statement = SQLStatement()
      let shopKey = statement.bind(shop)
      let isListed = statement.condition("id", isOneOf: slice, in: session.dialect)
      statement.text = "DELETE FROM products WHERE shop_key = \(shopKey) AND \(isListed)"
      try session.execute(statement)
    }
    try session.execute(
      "UPDATE products SET available = 0 WHERE shop_key = $1 AND available = 1", [shop])
  }

  /// Writes `products`, in catalogue order, as the products of the shop `key` still sold, their
  /// rating counts the catalogue's plus `shoppersRatings`.
  ///
  /// - Returns: what orders each of them, and the texts they are searched by, as written.
  private static func write(
    _ products: [ShopProduct], of key: Int64, ratings shoppersRatings: [ProductID: [Rating: Int]],
    _ session: any SQLSession
  ) throws(ShopError) -> ([RunKeys], [ProductRecord.SearchKeys]) {
    var keys: [RunKeys] = []
    keys.reserveCapacity(products.count)
    var searchKeys: [ProductRecord.SearchKeys] = []
    searchKeys.reserveCapacity(products.count)
    try session.appendRows(into: "products", columns: ProductRecord.writtenColumns) {
      rows throws(ShopError) in
      for (position, product) in products.enumerated() {
        let counted = (shoppersRatings[product.id] ?? [:]).lazy.flatMap {
          repeatElement($0.key, count: $0.value)
        }
        let ratings = product.ratings.adding(counted)
        let searched = ProductRecord.SearchKeys(product)
        try rows.append(
          ProductRecord.values(
            of: product, at: position, in: key, ratings: ratings, keys: searched))
        keys.append(RunKeys(product, at: position, name: searched.name, ratings: ratings))
        searchKeys.append(searched)
      }
    }
    return (keys, searchKeys)
  }

  /// Checks what the catalogue reader cannot have let through but a `Catalogue` made in code
  /// could hold.
  private static func check(_ catalogue: Catalogue, as shop: ShopID) throws(ShopError) {
    guard !shop.rawValue.isEmpty else { throw .invalidInput("a shop needs a name") }
    // The trigram index numbers a shop's products within 32 bits.
    guard catalogue.products.count <= 1 << 32 else {
      throw .invalidInput("a shop holds at most \(1 << 32) products")
    }
    if let problem = ShopRules.check(catalogue) {
      throw .invalidInput("\(problem.part) cannot be loaded: \(problem.problem)")
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
