import Foundation
import Tasch

/// A shopper of one shop as the store keeps them: their record's key and revision, and their
/// data, read from their own rows.
struct ShopperRecord: Sendable {
  /// The key of their row in `shoppers`; `nil` for a shopper who has none yet.
  let key: Int64?
  /// Counts the changes to their data; 0 before the first.
  let revision: Int64
  /// Their wish list, ratings, history and last order number.
  let data: ShopperData

  /// A shopper the store knows nothing of: nothing at all.
  static let new = ShopperRecord(key: nil, revision: 0, data: ShopperData())

  private static let columns = "key, last_order_number, revision"

  // MARK: - Reading

  /// The shopper called `name` of the shop `shopKey`, as they are now.
  static func find(_ name: String, in shopKey: Int64, _ session: any SQLSession)
    throws(ShopError) -> ShopperRecord
  {
    let rows = try session.query(
      "SELECT \(columns) FROM shoppers WHERE shop_key = $1 AND name = $2",
      [.integer(shopKey), .text(name)])
    return try rows.first.map { row throws(ShopError) in try read(row, of: name, session) } ?? .new
  }

  /// How often the data of the shopper called `name` of the shop `shopKey` changed.
  static func revision(of name: String, in shopKey: Int64, _ session: any SQLSession)
    throws(ShopError) -> Int64
  {
    let rows = try session.query(
      "SELECT revision FROM shoppers WHERE shop_key = $1 AND name = $2",
      [.integer(shopKey), .text(name)])
    return try rows.first?.described(as: "shopper \(name)", columns: ["revision"]).int64(0) ?? 0
  }

  /// The shopper called `name` of the shop `shopKey`, with a row made for them if they had
  /// none, locked until the transaction ends: a unit of work holds it while it reads and
  /// changes their data, so that two units of work on one shopper run one after the other.
  static func lock(_ name: String, in shopKey: Int64, _ session: any SQLSession)
    throws(ShopError) -> ShopperRecord
  {
    try makeRow(for: name, in: shopKey, session)
    let rows = try session.query(
      "SELECT \(columns) FROM shoppers WHERE shop_key = $1 AND name = $2"
        + session.dialect.rowLock, [.integer(shopKey), .text(name)])
    guard let row = rows.first else {
      throw .storage("\(session.storeName): the shopper's row went missing during a change")
    }
    return try read(row, of: name, session)
  }

  /// The key of the row of the shopper called `name` of the shop `shopKey`, made for them if
  /// they had none.
  static func key(of name: String, in shopKey: Int64, _ session: any SQLSession)
    throws(ShopError) -> Int64
  {
    try makeRow(for: name, in: shopKey, session)
    let rows = try session.query(
      "SELECT key FROM shoppers WHERE shop_key = $1 AND name = $2",
      [.integer(shopKey), .text(name)])
    guard let row = rows.first else {
      throw .storage("\(session.storeName): the shopper's row went missing during a change")
    }
    return try row.int64(0)
  }

  /// Makes a row for the shopper called `name` of the shop `shopKey`, with nothing in it,
  /// unless they have one.
  private static func makeRow(for name: String, in shopKey: Int64, _ session: any SQLSession)
    throws(ShopError)
  {
    try session.execute(
      """
      INSERT INTO shoppers (shop_key, name, last_order_number, revision) VALUES ($1, $2, 0, 0)
      ON CONFLICT (shop_key, name) DO NOTHING
      """, [.integer(shopKey), .text(name)])
  }

  /// The shopper called `name` whose record is `row`, with their data.
  ///
  /// - Throws: `ShopError.storage` naming the shopper and the field when a value breaks one of
  ///   the shop's rules (`ShopRules`), as a state file's would.
  private static func read(_ row: SQLRow, of name: String, _ session: any SQLSession)
    throws(ShopError) -> ShopperRecord
  {
    let subject = "shopper \(name)"
    let row = row.described(as: subject, columns: ["key", "last_order_number", "revision"])
    let key = try row.int64(0)
    let shopper = [SQLValue.integer(key)]
    var (wishList, quantities): ([ProductID], [ProductID: Int]) = ([], [:])
    for entry in try session.query(
      "SELECT product_id, quantity FROM wish_list_entries WHERE shopper_key = $1"
        + " ORDER BY position", shopper)
    {
      let entry = entry.described(as: subject, columns: ["product_id", "quantity"])
      let id = ProductID(try entry.int(0))
      // Two lines of one product would become one, with either quantity: damage, as in a file.
      guard quantities.updateValue(try entry.int(1), forKey: id) == nil else {
        throw entry.damaged(
          subject,
          BrokenRule(
            "wishList[\(wishList.count)]",
            "names product \(id), which is on the wish list already"))
      }
      wishList.append(id)
    }
    var ratings: [ProductID: Rating] = [:]
    for rating in try session.query(
      "SELECT product_id, stars FROM ratings WHERE shopper_key = $1", shopper)
    {
      ratings[ProductID(try rating.int(0))] = try HistoryRecord.rating(rating, 1)
    }
    let history = try session.query(
      "SELECT \(HistoryRecord.columns.joined(separator: ", ")) FROM history_entries"
        + " WHERE shopper_key = $1 ORDER BY position", shopper)
    var data = ShopperData(
      wishList: WishList(wishList, quantities: quantities),
      ratings: ratings,
      history: ChangeHistory(
        try history.enumerated().map { (index, row) throws(ShopError) in
          // Named as the rules name an entry's fields: "history[2].kind".
          try HistoryRecord.change(
            row.described(
              as: subject, columns: HistoryRecord.columns.map { "history[\(index)].\($0)" }))
        }),
      lastOrderNumber: try row.int(1))
    if let broken = ShopRules.check(data) { throw row.damaged(subject, broken) }
    data.lastOrderNumber = max(
      data.lastOrderNumber, try largestOrderNumber(of: shopper, subject, session))
    return ShopperRecord(key: key, revision: try row.int64(2), data: data)
  }

  /// The largest number of an order the shopper `key` placed; 0 before their first.
  ///
  /// Their last order number, set back by hand, would number an order again at the next
  /// checkout: the next number follows every order placed, as a state file's does.
  private static func largestOrderNumber(
    of key: [SQLValue], _ subject: String, _ session: any SQLSession
  ) throws(ShopError) -> Int {
    let rows = try session.query("SELECT MAX(number) FROM orders WHERE shopper_key = $1", key)
    return try rows.first?.described(as: subject, columns: ["orders.number"]).optionalInt(0) ?? 0
  }

  // MARK: - Writing

  /// Writes `new` over this shopper's data, each part only if it changed, and counts the
  /// change; `key` is their row's.
  ///
  /// - Returns: the new revision.
  func write(_ new: ShopperData, as key: Int64, in session: any SQLSession) throws(ShopError)
    -> Int64
  {
    let shopper = SQLValue.integer(key)
    if new.wishList != data.wishList {
      try session.execute("DELETE FROM wish_list_entries WHERE shopper_key = $1", [shopper])
      try session.insert(
        into: "wish_list_entries", columns: ["shopper_key", "position", "product_id", "quantity"],
        new.wishList.productIDs.enumerated().map {
          [
            shopper, .int($0.offset), .int($0.element.rawValue),
            .int(new.wishList.quantity(of: $0.element)),
          ]
        })
    }
    for id in Set(data.ratings.keys).union(new.ratings.keys).sorted()
    where data.ratings[id] != new.ratings[id] {
      try write(new.ratings[id], of: id, for: shopper, session)
    }
    if new.history != data.history {
      try session.execute("DELETE FROM history_entries WHERE shopper_key = $1", [shopper])
      try session.insert(
        into: "history_entries", columns: ["shopper_key", "position"] + HistoryRecord.columns,
        new.history.changes.enumerated().map {
          [shopper, .int($0.offset)] + HistoryRecord.values(of: $0.element)
        })
    }
    let rows = try session.query(
      """
      UPDATE shoppers SET last_order_number = $2, revision = revision + 1 WHERE key = $1
      RETURNING revision
      """, [shopper, .int(new.lastOrderNumber)])
    guard let row = rows.first else {
      throw .storage("\(session.storeName): the shopper's row went missing during a change")
    }
    return try row.int64(0)
  }

  private func write(
    _ rating: Rating?, of id: ProductID, for shopper: SQLValue, _ session: any SQLSession
  ) throws(ShopError) {
    let product = SQLValue.int(id.rawValue)
    guard let rating else {
      try session.execute(
        "DELETE FROM ratings WHERE shopper_key = $1 AND product_id = $2", [shopper, product])
      return
    }
    try session.execute(
      """
      INSERT INTO ratings (shopper_key, product_id, stars) VALUES ($1, $2, $3)
      ON CONFLICT (shopper_key, product_id) DO UPDATE SET stars = excluded.stars
      """, [shopper, product, .int(rating.stars)])
  }
}
