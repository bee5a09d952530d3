import Foundation
import Tasch

/// How a placed order is kept in a row of `orders` and one row of `order_lines` per product,
/// and read back.
enum OrderRecord {
  /// Every order of the shopper with the key `shopperKey`, oldest first; none without a key.
  ///
  /// - Throws: `ShopError.storage` naming the order and the field when a value breaks one of
  ///   the shop's rules (`ShopRules`), as a state file's would.
  static func all(of shopperKey: Int64?, in session: any SQLSession) throws(ShopError)
    -> [Order]
  {
    guard let shopperKey else { return [] }
    let shopper = [SQLValue.integer(shopperKey)]
    var lines: [Int: [OrderLine]] = [:]
    var currencies: [Int: Currency] = [:]
    let orders = try session.query(
      "SELECT \(orderColumns.joined(separator: ", ")) FROM orders"
        + " WHERE shopper_key = $1 ORDER BY number", shopper
    ).map { $0.described(as: "an order", columns: orderColumns) }
    for order in orders {
      let number = try order.int(0)
      currencies[number] = try currency(
        order.described(as: "order \(number)", columns: orderColumns), 1)
    }
    for line in try session.query(
      "SELECT \(lineColumns.joined(separator: ", ")) FROM order_lines"
        + " WHERE shopper_key = $1 ORDER BY order_number, line", shopper)
    {
      let number = try line.described(as: "an order's line", columns: lineColumns).int(0)
      let line = line.described(as: "order \(number)", columns: lineColumns)
      guard let currency = currencies[number] else {
        throw line.damaged(0, expected: "the number of an order")
      }
      lines[number, default: []].append(
        OrderLine(
          productID: ProductID(try line.int(1)), name: try line.string(2),
          price: Money(minorUnits: try line.int64(3), currency: currency),
          quantity: try line.int(4)))
    }
    return try orders.map { row throws(ShopError) in
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
      let order = Order(
        number: number, lines: lines[number] ?? [], code: code, discount: discount,
        shipping: try amount(6), total: Money(minorUnits: try row.int64(2), currency: currency),
        placedAt: Date(timeIntervalSinceReferenceDate: try row.double(3)))
      if let broken = ShopRules.check(order) { throw row.damaged("order \(number)", broken) }
      return order
    }
  }

  /// The columns an order is read from, in the order `all(of:in:)` reads them.
  private static let orderColumns = [
    "number", "currency", "total", "placed_at", "code", "discount", "shipping",
  ]
  /// The columns an order's line is read from, in the order `all(of:in:)` reads them.
  private static let lineColumns = ["order_number", "product_id", "name", "price", "quantity"]

  /// Keeps `order` as one of the shopper with the key `shopperKey`.
  static func insert(_ order: Order, for shopperKey: Int64, in session: any SQLSession)
    throws(ShopError)
  {
    let shopper = SQLValue.integer(shopperKey)
    let number = SQLValue.int(order.number)
    try session.execute(
      "INSERT INTO orders (shopper_key, number, currency, total, placed_at, code, discount,"
        + " shipping) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
      [
        shopper, number, .text(order.total.currency.code), .integer(order.total.minorUnits),
        .real(order.placedAt.timeIntervalSinceReferenceDate), order.code.map { .text($0) } ?? .null,
        order.discount.map { .integer($0.minorUnits) } ?? .null,
        .integer(order.shipping.minorUnits),
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
