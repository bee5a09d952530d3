import Foundation
import Tasch

/// Each order of a shop's products, cut into runs of consecutive products, each run counted: so
/// that a page anywhere in an order is found by adding up a thousand counts, never by stepping
/// over every product before it.
///
/// A row of `product_runs` holds one run of one order (`ProductOrder.name`): its members'
/// catalogue positions in order, how many they are and how many are in stock, and the sort
/// keys of its first member as the load found them, its boundary. A product belongs to the last
/// run whose boundary does not come after it, so a product whose stock or rating changes moves
/// to the run its new keys fall in (`ProductRuns+Changes`), and the runs stay in order. A load
/// cuts every run afresh, each of `SQLShopStore.defaultRunLength` products unless a test asks
/// for shorter ones.
enum ProductRuns {
  /// The columns of a run's first product, its boundary: the sort keys of every order.
  static let boundaryColumns = [
    "name_key", "price", "rating_rank", "rating_count", "stock", "position",
  ]

  /// The columns a run is written to, in the order `rows(…)` gives them.
  static let columns =
    ["shop_key", "sort_order", "run", "products", "in_stock", "members"] + boundaryColumns

  /// One run as a page reads it.
  struct Count {
    /// Its number: 0 for the first in its order.
    let run: Int
    let products: Int
    let inStock: Int
  }

  // MARK: - Reading

  /// The runs of `order` in the shop `shopKey`, in order.
  static func counts(of order: ProductOrder, shop shopKey: Int64, in session: any SQLSession)
    throws(ShopError) -> [Count]
  {
    var counts: [Count] = []
    for row in try session.query(
      """
      SELECT run, products, in_stock FROM product_runs WHERE shop_key = $1 AND sort_order = $2
      ORDER BY run
      """, [.integer(shopKey), .text(order.name)])
    {
      counts.append(Count(run: try row.int(0), products: try row.int(1), inStock: try row.int(2)))
    }
    return counts
  }

  /// The catalogue positions of the products in the runs `runs` of `order`, in order.
  static func members(
    of order: ProductOrder, runs: ClosedRange<Int>, shop shopKey: Int64,
    in session: any SQLSession
  ) throws(ShopError) -> [Int] {
    var members: [Int] = []
    for row in try session.query(
      """
      SELECT run, members FROM product_runs
      WHERE shop_key = $1 AND sort_order = $2 AND run BETWEEN $3 AND $4 ORDER BY run
      """,
      [.integer(shopKey), .text(order.name), .int(runs.lowerBound), .int(runs.upperBound)])
    {
      let run = try row.described(as: "a run", columns: ["run", "members"]).int(0)
      members += try decode(
        row.described(as: "run \(run) of the order \(order.name)", columns: ["run", "members"]), 1)
    }
    return members
  }

  // MARK: - Cutting

  /// Replaces the runs of the shop `shopKey` with runs of `length` cut from its products
  /// `keys`, those it sells, whose stored keys they are.
  static func replace(
    shop shopKey: Int64, keys: [RunKeys], length: Int, in session: any SQLSession
  ) throws(ShopError) {
    try session.execute("DELETE FROM product_runs WHERE shop_key = $1", [.integer(shopKey)])
    let orders = RunKeys.orders(of: keys)
    let length = max(length, 1)
    try session.appendRows(into: "product_runs", columns: columns) { sink throws(ShopError) in
      for (order, slots) in orders {
        for (run, start) in stride(from: 0, to: slots.count, by: length).enumerated() {
          let members = slots[start..<min(start + length, slots.count)]
          let first = keys[members[members.startIndex]]
          try sink.append(
            [
              .integer(shopKey), .text(order.name), .int(run), .int(members.count),
              .int(members.count(where: { keys[$0].stock > 0 })),
              .text(encode(members.map { keys[$0].position })),
            ] + first.boundaryValues)
        }
      }
    }
  }

  /// Cuts the runs of every shop that has none although it sells products: the shops of a
  /// store whose schema was of version 2, which kept none, when a load migrates it.
  static func cutMissing(length: Int, in session: any SQLSession) throws(ShopError) {
    let shops = try session.query(
      """
      SELECT s.key FROM shops s WHERE NOT EXISTS (SELECT 1 FROM product_runs r
      WHERE r.shop_key = s.key) AND EXISTS (SELECT 1 FROM products p
      WHERE p.shop_key = s.key AND p.available = 1)
      """, [])
    for shop in shops { try cutAfresh(shop: try shop.int64(0), length: length, in: session) }
  }

  /// How many times its length a run may grow to before a change cuts its shop's runs afresh.
  static let longestGrowth = 4

  /// Cuts the runs of the shop `shopKey` afresh, each of `length` of its products as they are
  /// now.
  ///
  /// A change does so once a run it moved a product to holds `longestGrowth` times `length`:
  /// runs keep the boundaries the load gave them, so the products whose stock runs down all
  /// move to the first runs of the order by stock, and each move reads and writes its run
  /// whole, which made a checkout of thousands of lines take a minute.
  static func cutAfresh(shop shopKey: Int64, length: Int, in session: any SQLSession)
    throws(ShopError)
  {
    let rows = try session.query(
      "SELECT \(RunKeys.columns) FROM products WHERE shop_key = $1 AND available = 1",
      [.integer(shopKey)])
    try replace(
      shop: shopKey, keys: try rows.map { row throws(ShopError) in try RunKeys(row) },
      length: length, in: session)
  }

  // MARK: - Members

  /// `positions` as a run's members are kept: four bytes each, little-endian, written as
  /// Base64 text, which every database and driver carries alike.
  static func encode(_ positions: [Int]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(positions.count * 4)
    for position in positions {
      // Positions number at most 2³² products (`CatalogueLoader.check`).
      let value = UInt32(truncatingIfNeeded: position)
      bytes += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    return Data(bytes).base64EncodedString()
  }

  /// The positions in column `index` of `row`, as `encode(_:)` wrote them.
  static func decode(_ row: SQLRow, _ index: Int) throws(ShopError) -> [Int] {
    guard let data = Data(base64Encoded: try row.string(index)), data.count.isMultiple(of: 4)
    else { throw row.damaged(index, expected: "a run's members") }
    return data.withUnsafeBytes { bytes in
      stride(from: 0, to: bytes.count, by: 4).map {
        Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: $0, as: UInt32.self)))
      }
    }
  }
}
