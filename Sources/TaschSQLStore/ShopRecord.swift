import Tasch

/// A shop as its row in `shops` holds it: its key, what it is, and how often its products
/// changed.
struct ShopRecord: Sendable {
  /// The row's key, which every product and shopper of the shop refers to.
  let key: Int64
  /// Identity, currency, how many products it sells.
  let summary: ShopSummary
  /// Counts every change to its products: loads, stock taken, ratings.
  let revision: Int64

  private static let columnNames = ["key", "name", "currency", "product_count", "revision"]
  private static let columns = columnNames.joined(separator: ", ")

  /// The shop `id`.
  ///
  /// - Throws: `ShopError.catalogueUnavailable` when the store does not hold it.
  static func find(_ id: ShopID, in session: any SQLSession) throws(ShopError) -> ShopRecord {
    let rows = try session.query(
      "SELECT \(columns) FROM shops WHERE name = $1", [.text(id.rawValue)])
    guard let row = rows.first else {
      let known = try all(in: session).map(\.id.rawValue).joined(separator: ", ")
      throw .catalogueUnavailable(
        "\(session.storeName) holds no shop \(id)" + (known.isEmpty ? "" : "; it holds \(known)"))
    }
    return try record(row, session)
  }

  /// Every shop of the store, by name.
  static func all(in session: any SQLSession) throws(ShopError) -> [ShopSummary] {
    var shops: [ShopSummary] = []
    for row in try session.query("SELECT \(columns) FROM shops ORDER BY name", []) {
      shops.append(try record(row, session).summary)
    }
    return shops
  }

  /// Counts a change to the shop's products, and locks its row until the transaction ends:
  /// whatever changes stock or ratings takes this lock before any product's, so that changes
  /// to one shop never wait for each other in a circle.
  ///
  /// - Returns: the new revision.
  static func countChange(of key: Int64, in session: any SQLSession) throws(ShopError) -> Int64 {
    let rows = try session.query(
      "UPDATE shops SET revision = revision + 1 WHERE key = $1 RETURNING revision",
      [.integer(key)])
    guard let row = rows.first else {
      throw .storage("\(session.storeName): the shop's row went missing during a change")
    }
    return try row.int64(0)
  }

  private static func record(_ row: SQLRow, _ session: any SQLSession) throws(ShopError)
    -> ShopRecord
  {
    let name = try row.described(as: "a shop", columns: columnNames).string(1)
    let row = row.described(as: "shop \(name)", columns: columnNames)
    guard let currency = Currency(code: try row.string(2)) else {
      throw row.damaged(2, expected: "an ISO 4217 currency code")
    }
    let productCount = try row.int(3)
    if let broken = ShopRules.count(productCount, "productCount") {
      throw row.damaged("shop \(name)", broken)
    }
    return ShopRecord(
      key: try row.int64(0),
      summary: ShopSummary(id: ShopID(name), currency: currency, productCount: productCount),
      revision: try row.int64(4))
  }
}
