import Tasch

/// The tables every SQL store keeps, and their version: created or migrated by loading a
/// catalogue, checked before anything else reads or writes them.
///
/// One row per product of each shop holds the shop's shared facts (stock, and every shopper's
/// ratings counted per star) beside the keys its queries sort and search on; each shopper has a
/// record (last order number, revision) and rows of their own for the wish list, ratings,
/// history and orders, and the digest of their token for the HTTP API if they hold one.
/// Revisions count changes, so a store can notice changes made elsewhere.
package enum ShopSchema {
  /// The version this tasch writes and reads.
  static let version = 8

  /// The statements that bring a schema of version `n` to `n + 1`, at index `n`: creating
  /// everything is migrating from nothing.
  ///
  /// Version 2 keeps an index of the trigrams of the products' folded text, which every load
  /// builds where the database can (`ProductSearch.IndexLoad`) and keeps up to date. Its step
  /// has nothing else to run: the version makes an older tasch, which would leave the index
  /// out of date, refuse the store.
  ///
  /// Version 3 pages through each order's runs (`ProductRuns`) instead of an index per order:
  /// its step makes their table and drops those indexes; the load that migrates cuts the runs
  /// of every shop (`ProductRuns.cutMissing`).
  ///
  /// Version 4 keeps the shoppers' tokens (`ShopperTokenRecord`): its step makes their table
  /// and the index that finds a token by its digest.
  ///
  /// Version 5 gives wish-list and order lines their quantities, and orders their promotion
  /// code, discount and shipping (`version5Columns`), and keeps each shop's promotions and
  /// shipping rule (`PricingRecord`).
  ///
  /// Version 6 folds the letters with a stroke and Arabic and Hebrew vowel marks away in the
  /// search keys (`SearchFolding`). Its step has nothing to run: the load that migrates folds
  /// every product's keys again (`SearchKeyMigration`).
  ///
  /// Version 7 keeps the key of the checkout that placed each order, one order per key and
  /// shopper (`checkoutKeys`): a retried checkout finds its order, whichever server or process
  /// placed it.
  ///
  /// Version 8 folds away in the search keys what a reader cannot tell from plain text (soft
  /// hyphens, zero-width spaces, full-width and half-width forms) and the hamza of Arabic
  /// letters (`SearchFolding`). Its step, like version 6's, has nothing to run.
  static func migrations(_ dialect: SQLDialect) -> [[String]] {
    [
      tables(dialect).map(\.create) + version1Indexes.map(\.create) + [ratingsIndex], [],
      [runsTable(dialect).create]
        + version1Indexes.filter { $0.name != positionIndex }.map(\.drop),
      [tokensTable(dialect).create, tokensIndex],
      version5Columns(dialect).map(\.add) + pricingTables(dialect).map(\.create), [],
      checkoutKeys(dialect), [],
    ]
  }

  // MARK: - Checking

  /// What a store named `storeName` that holds no shop's tables says: the catalogue to load.
  package static func noShopYet(in storeName: String) -> ShopError {
    .catalogueUnavailable(
      "\(storeName) holds no shop yet: load a catalogue into it with "
        + "tasch store load CATALOGUE --store \(storeName)")
  }

  /// Checks the store holds a schema of this version.
  ///
  /// - Throws: `ShopError.catalogueUnavailable` when it holds none (no catalogue was loaded),
  ///   `.storage` when it is of another version, or damaged.
  static func check(_ session: any SQLSession) throws(ShopError) {
    guard let found = try storedVersion(session) else { throw noShopYet(in: session.storeName) }
    try refuseNewer(found, session)
    guard found == version else {
      try refuseLaterColumns(than: found, session)
      throw .storage(
        "\(session.storeName) has schema version \(found), older than this tasch's "
          + "\(version): load a catalogue into it again with tasch store load to migrate it")
    }
  }

  /// Creates the schema, or migrates it to this version; nothing when it is this version.
  ///
  /// - Returns: the version the store had before, `nil` for a store that had no schema.
  /// - Throws: `ShopError.storage` when it is newer than this tasch knows, or damaged.
  @discardableResult
  static func prepare(_ session: any SQLSession) throws(ShopError) -> Int? {
    let found = try storedVersion(session)
    if let found { try refuseNewer(found, session) }
    let start = found ?? 0
    guard start < version else { return found }
    if let found { try refuseLaterColumns(than: found, session) }
    for step in migrations(session.dialect)[start...] {
      for statement in step { try session.execute(statement, []) }
    }
    try session.execute(
      found == nil
        ? "INSERT INTO tasch_schema (version) VALUES ($1)" : "UPDATE tasch_schema SET version = $1",
      [.int(version)])
    return found
  }

  /// The version of the store's schema, 1 or more; `nil` when the store holds none of its
  /// tables.
  ///
  /// - Throws: `ShopError.storage` when the store holds some of the tables but not all, or a
  ///   version no tasch writes: something else made it, or it is damaged, and making the
  ///   schema again would fail or bury what it holds.
  private static func storedVersion(_ session: any SQLSession) throws(ShopError) -> Int? {
    let existing = try session.existingTableNames()
    let present = tableNames.filter(existing.contains)
    let missing = tableNames.filter { !existing.contains($0) }
    guard !present.isEmpty else { return nil }
    guard missing.isEmpty else {
      throw .storage(
        "\(session.storeName) holds some of tasch's tables (\(present.joined(separator: ", ")))"
          + " but not all (\(missing.joined(separator: ", "))): it was not made by tasch, or is "
          + "damaged; nothing was changed")
    }
    let rows = try session.query("SELECT version FROM tasch_schema", [])
    guard rows.count == 1, let row = rows.first else {
      throw damaged("tasch_schema must have one row, not \(rows.count)", session)
    }
    guard let found = try? row.int(0) else {
      throw damaged("tasch_schema's version must be a whole number", session)
    }
    guard found >= 1 else {
      throw .storage(
        "\(session.storeName) has schema version \(found), which no tasch writes: its tables "
          + "are damaged; nothing was changed")
    }
    for (added, table) in laterTables {
      if added <= min(found, version), !existing.contains(table) {
        throw damaged("schema version \(found) has the table \(table), which is missing", session)
      }
      if added > found, existing.contains(table) {
        throw setBack(from: added, found, holding: "the table \(table)", session)
      }
    }
    return found
  }

  /// Refuses a store of version `found` whose tables hold a column a later version added: its
  /// version was set back by hand, and migrating would fail adding the column again.
  private static func refuseLaterColumns(than found: Int, _ session: any SQLSession)
    throws(ShopError)
  {
    let later = laterColumns.filter { $0.0 > found }
    var existing: Set<[String]> = []
    for table in Set(later.map(\.1.table)) {
      for row in try session.query(session.dialect.columnList, [.text(table)]) {
        existing.insert([table, try row.string(0)])
      }
    }
    for (added, column) in later where existing.contains([column.table, column.name]) {
      throw setBack(
        from: added, found, holding: "the column \(column.table).\(column.name)", session)
    }
  }

  private static func setBack(
    from added: Int, _ found: Int, holding what: String, _ session: any SQLSession
  ) -> ShopError {
    damaged(
      "schema version \(found) holds \(what), which version \(added) added: its version was "
        + "changed by hand", session)
  }

  private static func refuseNewer(_ found: Int, _ session: any SQLSession) throws(ShopError) {
    guard found <= version else {
      throw .storage(
        "\(session.storeName) has schema version \(found), newer than this tasch's "
          + "\(version): use a newer tasch with it; nothing was changed")
    }
  }

  private static func damaged(_ problem: String, _ session: any SQLSession) -> ShopError {
    .storage("\(session.storeName) holds damaged data: \(problem); nothing was changed")
  }

  // MARK: - Version 1

  /// A table of the schema: its name, and what its parentheses hold.
  private struct Table {
    let name: String
    let columns: String

    var create: String { "CREATE TABLE \(name) (\(columns))" }
  }

  /// A column a later version added to one of version 1's tables.
  private struct AddedColumn {
    let table: String
    let name: String
    let type: String

    var add: String { "ALTER TABLE \(table) ADD COLUMN \(name) \(type)" }
  }

  /// The names of version 1's tables, in the order they are made: the same in every dialect.
  static let tableNames = tables(.sqlite).map(\.name)

  /// The tables a later version added, each with that version.
  private static let laterTables =
    [(3, runsTable(.sqlite).name), (4, tokensTable(.sqlite).name)]
    + pricingTables(.sqlite).map { (5, $0.name) }

  /// The columns a later version added to version 1's tables, each with that version.
  private static let laterColumns =
    version5Columns(.sqlite).map { (5, $0) } + [(7, checkoutKeyColumn(.sqlite))]

  private static func tables(_ dialect: SQLDialect) -> [Table] {
    let (integer, real, text) = (dialect.integer, dialect.real, dialect.text)
    return [
      Table(name: "tasch_schema", columns: "version \(integer) NOT NULL"),
      Table(
        name: "shops",
        columns: """
          key \(dialect.generatedKey), name \(text) NOT NULL UNIQUE, currency \(text) NOT NULL,
          product_count \(integer) NOT NULL, revision \(integer) NOT NULL
          """),
      Table(
        name: "products",
        columns: """
          shop_key \(integer) NOT NULL REFERENCES shops (key), id \(integer) NOT NULL,
          position \(integer) NOT NULL, available \(integer) NOT NULL,
          name \(text) NOT NULL, short_description \(text) NOT NULL, description \(text) NOT NULL,
          colors \(text) NOT NULL, height_cm \(integer), height_in \(integer),
          width_cm \(integer), width_in \(integer), depth_cm \(integer), depth_in \(integer),
          price \(integer) NOT NULL, stock \(integer) NOT NULL CHECK (stock >= 0), image \(text),
          rated_1 \(integer) NOT NULL, rated_2 \(integer) NOT NULL, rated_3 \(integer) NOT NULL,
          rated_4 \(integer) NOT NULL, rated_5 \(integer) NOT NULL,
          rating_count \(integer) NOT NULL, rating_rank \(real) NOT NULL,
          name_key \(text) NOT NULL, short_description_key \(text) NOT NULL,
          PRIMARY KEY (shop_key, id)
          """),
      Table(
        name: "shoppers",
        columns: """
          key \(dialect.generatedKey), shop_key \(integer) NOT NULL REFERENCES shops (key),
          name \(text) NOT NULL, last_order_number \(integer) NOT NULL,
          revision \(integer) NOT NULL, UNIQUE (shop_key, name)
          """),
      Table(
        name: "wish_list_entries",
        columns: """
          shopper_key \(integer) NOT NULL REFERENCES shoppers (key),
          position \(integer) NOT NULL, product_id \(integer) NOT NULL,
          PRIMARY KEY (shopper_key, position)
          """),
      Table(
        name: "ratings",
        columns: """
          shopper_key \(integer) NOT NULL REFERENCES shoppers (key),
          product_id \(integer) NOT NULL, stars \(integer) NOT NULL CHECK (stars BETWEEN 1 AND 5),
          PRIMARY KEY (shopper_key, product_id)
          """),
      Table(
        name: "history_entries",
        columns: """
          shopper_key \(integer) NOT NULL REFERENCES shoppers (key),
          position \(integer) NOT NULL, kind \(text) NOT NULL, product_id \(integer) NOT NULL,
          stars \(integer), previous_stars \(integer), wish_list_position \(integer),
          changed_at \(real) NOT NULL, undone \(integer) NOT NULL,
          PRIMARY KEY (shopper_key, position)
          """),
      Table(
        name: "orders",
        columns: """
          shopper_key \(integer) NOT NULL REFERENCES shoppers (key),
          number \(integer) NOT NULL, currency \(text) NOT NULL, total \(integer) NOT NULL,
          placed_at \(real) NOT NULL, PRIMARY KEY (shopper_key, number)
          """),
      Table(
        name: "order_lines",
        columns: """
          shopper_key \(integer) NOT NULL, order_number \(integer) NOT NULL,
          line \(integer) NOT NULL, product_id \(integer) NOT NULL, name \(text) NOT NULL,
          price \(integer) NOT NULL, PRIMARY KEY (shopper_key, order_number, line),
          FOREIGN KEY (shopper_key, order_number) REFERENCES orders (shopper_key, number)
          """),
    ]
  }

  // MARK: - Version 3

  /// The table of each order's runs (`ProductRuns`), which version 3 added.
  private static func runsTable(_ dialect: SQLDialect) -> Table {
    let (integer, real, text) = (dialect.integer, dialect.real, dialect.text)
    return Table(
      name: "product_runs",
      columns: """
        shop_key \(integer) NOT NULL REFERENCES shops (key), sort_order \(text) NOT NULL,
        run \(integer) NOT NULL, products \(integer) NOT NULL, in_stock \(integer) NOT NULL,
        members \(text) NOT NULL, name_key \(text) NOT NULL, price \(integer) NOT NULL,
        rating_rank \(real) NOT NULL, rating_count \(integer) NOT NULL, stock \(integer) NOT NULL,
        position \(integer) NOT NULL, PRIMARY KEY (shop_key, sort_order, run)
        """)
  }

  // MARK: - Version 4

  /// The table of the shoppers' tokens, which version 4 added: one row per shopper who holds
  /// one, with the SHA-256 digest of the token in hexadecimal and the first digits that find it.
  private static func tokensTable(_ dialect: SQLDialect) -> Table {
    let (integer, real, text) = (dialect.integer, dialect.real, dialect.text)
    return Table(
      name: "shopper_tokens",
      columns: """
        shopper_key \(integer) NOT NULL PRIMARY KEY REFERENCES shoppers (key),
        lookup \(text) NOT NULL, digest \(text) NOT NULL, made_at \(real) NOT NULL
        """)
  }

  /// The lookup of tokens by the first digits of their digest.
  private static let tokensIndex =
    "CREATE INDEX shopper_tokens_by_lookup ON shopper_tokens (lookup)"

  // MARK: - Version 5

  /// The columns version 5 added: how many of a product a wish-list line asks for and an order
  /// line ordered (1 for the lines of earlier versions), the most of a product one order may
  /// have (none for the products of earlier versions), the quantities a change of the history
  /// recorded (`HistoryRecord`), an order's code, discount and shipping (none, none and 0 for
  /// the orders of earlier versions), and a shop's shipping rule (none: free).
  private static func version5Columns(_ dialect: SQLDialect) -> [AddedColumn] {
    let (integer, text) = (dialect.integer, dialect.text)
    return [
      AddedColumn(table: "products", name: "max_per_order", type: integer),
      AddedColumn(
        table: "wish_list_entries", name: "quantity", type: "\(integer) NOT NULL DEFAULT 1"),
      AddedColumn(table: "order_lines", name: "quantity", type: "\(integer) NOT NULL DEFAULT 1"),
      AddedColumn(table: "history_entries", name: "quantity", type: integer),
      AddedColumn(table: "history_entries", name: "previous_quantity", type: integer),
      AddedColumn(table: "orders", name: "code", type: text),
      AddedColumn(table: "orders", name: "discount", type: integer),
      AddedColumn(table: "orders", name: "shipping", type: "\(integer) NOT NULL DEFAULT 0"),
      AddedColumn(table: "shops", name: "shipping_flat", type: integer),
      AddedColumn(table: "shops", name: "shipping_free_from", type: integer),
    ]
  }

  /// The tables of each shop's promotions, which version 5 added: one row per promotion in
  /// catalogue order, its amounts in the shop's minor units and its moments in seconds since
  /// 2001-01-01 UTC, and one row per product a promotion that names them is for.
  private static func pricingTables(_ dialect: SQLDialect) -> [Table] {
    let (integer, real, text) = (dialect.integer, dialect.real, dialect.text)
    return [
      Table(
        name: "promotions",
        columns: """
          shop_key \(integer) NOT NULL REFERENCES shops (key), position \(integer) NOT NULL,
          code \(text) NOT NULL, percent_off \(integer), amount_off \(integer),
          minimum_subtotal \(integer), valid_from \(real), valid_until \(real),
          for_some_products \(integer) NOT NULL, PRIMARY KEY (shop_key, position)
          """),
      Table(
        name: "promotion_products",
        columns: """
          shop_key \(integer) NOT NULL, position \(integer) NOT NULL,
          product_id \(integer) NOT NULL, PRIMARY KEY (shop_key, position, product_id),
          FOREIGN KEY (shop_key, position) REFERENCES promotions (shop_key, position)
          """),
    ]
  }

  // MARK: - Version 7

  /// The column version 7 added to orders, the key of the checkout that placed each (none for
  /// the orders of earlier versions), and the index that finds an order by it and lets each
  /// shopper use a key once.
  private static func checkoutKeys(_ dialect: SQLDialect) -> [String] {
    [
      checkoutKeyColumn(dialect).add,
      "CREATE UNIQUE INDEX orders_by_checkout_key ON orders (shopper_key, checkout_key)",
    ]
  }

  private static func checkoutKeyColumn(_ dialect: SQLDialect) -> AddedColumn {
    AddedColumn(table: "orders", name: "checkout_key", type: dialect.text)
  }

  // MARK: - Indexes

  /// An index a load may drop before writing many products and build again after.
  struct ProductIndex {
    let name: String
    let create: String

    var drop: String { "DROP INDEX IF EXISTS \(name)" }
  }

  /// The index of the products still sold by their catalogue position, which looks a product
  /// up by its position as well as it orders them.
  static let positionIndex = "products_" + ProductOrder(CatalogueQuery()).name

  /// The indexes of the products a load drops before writing many and builds again after:
  /// the position's, which looks up the members of runs and the trigram table's candidates.
  static let productIndexes = version1Indexes.filter { $0.name == positionIndex }

  /// The indexes of version 1: one per sort order and direction (the catalogue's serving it both
  /// ways), each ending in the catalogue position that breaks ties, over the products still
  /// sold; and one that counted the products in stock by itself.
  private static let version1Indexes: [ProductIndex] = {
    let orders = ProductOrder.all.filter { $0.sort != .catalogue || !$0.isReversed }
    let sorts = orders.map { order in
      let columns = order.terms.map { $0.column + ($0.ascending ? "" : " DESC") }
      return ProductIndex(
        name: "products_\(order.name)",
        create: "CREATE INDEX products_\(order.name) ON products (shop_key, "
          + columns.joined(separator: ", ") + ") WHERE available = 1")
    }
    return sorts + [
      ProductIndex(
        name: "products_in_stock",
        create: "CREATE INDEX products_in_stock ON products (shop_key, available, stock)")
    ]
  }()

  /// The lookup of ratings by product.
  private static let ratingsIndex = "CREATE INDEX ratings_by_product ON ratings (product_id, stars)"
}
