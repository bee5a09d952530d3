import Foundation
import Tasch

/// How a placed order is kept in a row of `orders` and one row of `order_lines` per product,
/// and read back.
enum OrderRecord {
  /// The page of the orders of the shopper with the key `shopperKey`, newest first.
  ///
  /// It skips `offset` orders and holds at most `limit`, every one after the offset when `nil`;
  /// it is empty without a key. Only the page's orders and their lines are read.
  ///
  /// - Throws: `ShopError.storage` naming the order and the field when a value breaks one of
  ///   the shop's rules (`ShopRules`), as a state file's would.
  static func page(
    of shopperKey: Int64?, offset: Int, limit: Int?, in session: any SQLSession
  ) throws(ShopError) -> OrderPage {
    guard let shopperKey else { return OrderPage(of: [], offset: offset, limit: limit) }
    let shopper = SQLValue.integer(shopperKey)
    let total =
      try session.query(
        "SELECT count(*) FROM orders WHERE shopper_key = $1", [shopper]
      ).first?.described(as: "the count of orders", columns: ["count"]).int(0) ?? 0
    let orders = try session.query(
      "SELECT \(orderColumns.joined(separator: ", ")) FROM orders"
        + " WHERE shopper_key = $1 ORDER BY number DESC LIMIT $2 OFFSET $3",
      [shopper, .int(limit ?? Int.max), .int(offset)]
    ).map { $0.described(as: "an order", columns: orderColumns) }
    var currencies: [Int: Currency] = [:]
    for order in orders {
      let number = try order.int(0)
      currencies[number] = try currency(
        order.described(as: "order \(number)", columns: orderColumns), 1)
    }
    let lines = try self.lines(
      of: shopper, numbered: currencies.keys.min(), through: currencies.keys.max(),
      in: currencies, session)
    return OrderPage(
      orders: try orders.map { row throws(ShopError) in try order(row, lines: lines) },
      offset: offset, total: total)
  }

  /// The order the shopper with the key `shopperKey` placed with a checkout given `key`; `nil`
  /// when there is none, or no such shopper.
  ///
  /// - Throws: `ShopError.storage` naming the order and the field when a value breaks one of
  ///   the shop's rules, as `page(of:offset:limit:in:)` does.
  static func placed(
    with key: CheckoutKey, of shopperKey: Int64?, in session: any SQLSession
  ) throws(ShopError) -> Order? {
    guard let shopperKey else { return nil }
    let shopper = SQLValue.integer(shopperKey)
    guard
      let row = try session.query(
        "SELECT \(orderColumns.joined(separator: ", ")) FROM orders"
          + " WHERE shopper_key = $1 AND checkout_key = $2", [shopper, .text(key.text)]
      ).first?.described(as: "an order", columns: orderColumns)
    else { return nil }
    let number = try row.int(0)
    let currency = try currency(row.described(as: "order \(number)", columns: orderColumns), 1)
    let lines = try self.lines(
      of: shopper, numbered: number, through: number, in: [number: currency], session)
    return try order(row, lines: lines)
  }

  /// The lines of the orders from number `first` through `last`, by order, each in the
  /// currency of its order in `currencies`; none when there are no such orders.
  private static func lines(
    of shopper: SQLValue, numbered first: Int?, through last: Int?,
    in currencies: [Int: Currency], _ session: any SQLSession
  ) throws(ShopError) -> [Int: [OrderLine]] {
    guard let first, let last else { return [:] }
    var lines: [Int: [OrderLine]] = [:]
    for line in try session.query(
      "SELECT \(lineColumns.joined(separator: ", ")) FROM order_lines"
        + " WHERE shopper_key = $1 AND order_number BETWEEN $2 AND $3"
        + " ORDER BY order_number, line", [shopper, .int(first), .int(last)])
    {
      let number = try line.described(as: "an order's line", columns: lineColumns).int(0)
      let line = line.described(as: "order \(number)", columns: lineColumns)
      // The page's orders are every one numbered from the first to the last.
      guard let currency = currencies[number] else {
        throw line.damaged(0, expected: "the number of an order")
      }
      lines[number, default: []].append(
        OrderLine(
          productID: ProductID(try line.int(1)), name: try line.string(2),
          price: Money(minorUnits: try line.int64(3), currency: currency),
          quantity: try line.int(4)))
    }
    return lines
  }

  /// The order of `row` with its `lines`, checked against the shop's rules.
  private static func order(_ row: SQLRow, lines: [Int: [OrderLine]]) throws(ShopError) -> Order {
    let number = try row.int(0)
    let row = row.described(as: "order \(number)", columns: orderColumns)
    let currency = try currency(row, 1)
    let amount = { (index: Int) throws(ShopError) -> Money? in
      row.isNull(index) ? nil : Money(minorUnits: try row.int64(index), currency: currency)
    }
    let (code, discount) = (try row.optionalString(4), try amount(5))
    guard (code == nil) == (discount == nil) else {
      throw row.damaged(4, expected: "a code with its discount, or neither")
    }
    let key = try row.optionalString(7).map { (text) throws(ShopError) in
      guard let key = CheckoutKey(text) else {
        throw row.damaged(7, expected: "1 to 255 visible ASCII characters")
      }
      return key
    }
    let order = Order(
      number: number, lines: lines[number] ?? [], code: code, discount: discount,
      shipping: try amount(6), total: Money(minorUnits: try row.int64(2), currency: currency),
      placedAt: Date(timeIntervalSinceReferenceDate: try row.double(3)), key: key)
    if let broken = ShopRules.check(order) { throw row.damaged("order \(number)", broken) }
    return order
  }

  /// The columns an order is read from, in the order `page(of:offset:limit:in:)` reads them.
  private static let orderColumns = [
    "number", "currency", "total", "placed_at", "code", "discount", "shipping", "checkout_key",
  ]
  /// The columns an order's line is read from, in the order `page(of:offset:limit:in:)` reads them.
  private static let lineColumns = ["order_number", "product_id", "name", "price", "quantity"]

  /// Keeps `order` as one of the shopper with the key `shopperKey`.
  static func insert(_ order: Order, for shopperKey: Int64, in session: any SQLSession)
    throws(ShopError)
  {
    let shopper = SQLValue.integer(shopperKey)
    let number = SQLValue.int(order.number)
    try session.execute(
      "INSERT INTO orders (shopper_key, number, currency, total, placed_at, code, discount,"
        + " shipping, checkout_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
      [
        shopper, number, .text(order.total.currency.code), .integer(order.total.minorUnits),
        .real(order.placedAt.timeIntervalSinceReferenceDate), order.code.map { .text($0) } ?? .null,
        order.discount.map { .integer($0.minorUnits) } ?? .null,
        .integer(order.shipping.minorUnits), order.key.map { .text($0.text) } ?? .null,
      ])
    try session.insert(
      into: "order_lines",
      columns: ["shopper_key", "order_number", "line", "product_id", "name", "price", "quantity"],
      order.lines.enumerated().map { line in
        [
          shopper, number, .int(line.offset), .int(line.element.productID.rawValue),
          .text(line.element.name), .integer(line.element.price.minorUnits),
          .int(line.element.quantity),
        ]
      })
  }

  private static func currency(_ row: SQLRow, _ index: Int) throws(ShopError) -> Currency {
    guard let currency = Currency(code: try row.string(index)) else {
      throw row.damaged(index, expected: "an ISO 4217 currency code")
    }
    return currency
  }
}
