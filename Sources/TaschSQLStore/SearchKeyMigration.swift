import Tasch

/// What a load does for a store whose search keys were folded by an older rule
/// (`SearchFolding`), in the load's transaction: folds every product's keys again, in every
/// shop, and drops what was built of the old keys, for the load to build again.
///
/// Only the products whose keys change are written, so a store of plain ASCII names is through
/// at the cost of one read. What was built of the keys goes for the shops whose keys changed:
/// their runs of the name order, which `ProductRuns.cutMissing` cuts again; and SQLite's trigram
/// table, which `ProductSearch.IndexLoad` then makes again of every shop's products.
/// PostgreSQL's trigram indexes follow the rows by themselves.
enum SearchKeyMigration {
  /// The schema version whose keys are folded by this tasch's rule: a store of an earlier one
  /// is folded again.
  static let version = 8

  /// Folds the keys of every product of every shop again, as this tasch folds them.
  static func foldAgain(in session: any SQLSession) throws(ShopError) {
    let rows = try session.query(
      "SELECT shop_key, id, name, short_description, name_key, short_description_key"
        + " FROM products", [])
    var changedShops = Set<Int64>()
    for row in rows {
      let row = row.described(as: "a product", columns: columns)
      let keys = ProductRecord.SearchKeys(
        name: try row.string(2), shortDescription: try row.string(3))
      let (storedName, storedDescription) = (try row.string(4), try row.string(5))
      guard keys.name != storedName || keys.shortDescription != storedDescription else {
        continue
      }
      let shop = try row.int64(0)
      try session.execute(
        "UPDATE products SET name_key = $1, short_description_key = $2"
          + " WHERE shop_key = $3 AND id = $4",
        [
          .text(keys.name), .text(keys.shortDescription), .integer(shop),
          .integer(try row.int64(1)),
        ])
      changedShops.insert(shop)
    }
    guard !changedShops.isEmpty else { return }
    for shop in changedShops {
      try session.execute("DELETE FROM product_runs WHERE shop_key = $1", [.integer(shop)])
    }
    if case .fullTextSearch = session.dialect.trigramIndex {
      try session.execute("DROP TABLE IF EXISTS \(ProductSearch.table)", [])
    }
  }

  /// The columns read, as messages name them.
  private static let columns = [
    "shop_key", "id", "name", "short_description", "name_key", "short_description_key",
  ]
}
