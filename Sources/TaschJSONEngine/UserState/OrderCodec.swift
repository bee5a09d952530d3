import Foundation
import Tasch
import TaschJSON

/// Reads and writes orders and the dates and amounts in the state file.
enum OrderCodec {
  /// The order in `value`; `place` names it in messages.
  static func decode(_ value: JSONValue, at place: String) throws(UserStateError) -> Order {
    guard case .object(let fields) = value,
      let number = fields["number"]?.integer, number > 0,
      let placedAt = date(fields["placedAt"]),
      case .array(let lines) = fields["lines"]
    else {
      throw .invalid("\(place) must have a number above 0, a placedAt date and lines")
    }
    let total = try money(fields["total"], at: place + ".total")
    let orderLines = try lines.enumerated().map { (lineIndex, line) throws(UserStateError) in
      let linePlace = "\(place).lines[\(lineIndex)]"
      guard case .object(let lineFields) = line,
        let id = ShopRecordCodec.productID(lineFields["id"]),
        case .string(let name) = lineFields["name"]
      else { throw .invalid("\(linePlace) must have an id and a name") }
      // Lines of orders placed before quantities were one of each, and say nothing.
      guard let quantity = (lineFields["quantity"] ?? .number("1")).integer else {
        throw .invalid("\(linePlace).quantity must be a whole number")
      }
      return OrderLine(
        productID: id, name: name, price: try money(lineFields["price"], at: linePlace + ".price"),
        quantity: quantity)
    }
    // Orders placed before promotion codes and shipping rules had neither, and say nothing.
    var code: String?
    if let value = fields["code"] {
      guard case .string(let text) = value else { throw .invalid("\(place).code must be a string") }
      code = text
    }
    let discount = try fields["discount"].map { (value) throws(UserStateError) in
      try money(value, at: place + ".discount")
    }
    guard (code == nil) == (discount == nil) else {
      throw .invalid("\(place) must have both a code and a discount, or neither")
    }
    let shipping = try fields["shipping"].map { (value) throws(UserStateError) in
      try money(value, at: place + ".shipping")
    }
    // Orders placed before checkout keys, or by a checkout given none, say nothing.
    let key = try fields["checkoutKey"].map { (value) throws(UserStateError) in
      guard case .string(let text) = value, let key = CheckoutKey(text) else {
        throw .invalid("\(place).checkoutKey must be 1 to 255 visible ASCII characters")
      }
      return key
    }
    let order = Order(
      number: number, lines: orderLines, code: code, discount: discount, shipping: shipping,
      total: total, placedAt: placedAt, key: key)
    // An amount may carry a sign; an order's may not, by the rules every store keeps.
    if let broken = ShopRules.check(order) {
      throw .invalid("\(place).\(broken.field) \(broken.problem)")
    }
    return order
  }

  /// A new order's JSON.
  static func encode(_ order: Order) -> JSONValue {
    var fields: [String: JSONValue] = [
      "number": .number(String(order.number)),
      "placedAt": .string(text(of: order.placedAt)),
      "total": money(order.total),
      "lines": .array(
        order.lines.map { line in
          .object([
            "id": ShopRecordCodec.number(line.productID), "name": .string(line.name),
            "price": money(line.price), "quantity": .number(String(line.quantity)),
          ])
        }),
    ]
    // Written only when there is something to say, so orders without stay as they were.
    if let code = order.code, let discount = order.discount {
      fields["code"] = .string(code)
      fields["discount"] = money(discount)
    }
    if order.shipping.minorUnits != 0 { fields["shipping"] = money(order.shipping) }
    if let key = order.key { fields["checkoutKey"] = .string(key.text) }
    return .object(fields)
  }

  // MARK: - Dates

  /// A date as ISO 8601 text, to the millisecond, in UTC: `2026-11-22T10:00:00.250Z`.
  static func text(of date: Date) -> String {
    ISO8601Timestamp.text(secondsSince1970: date.timeIntervalSince1970)
  }

  /// The date in an ISO 8601 string, with or without a fraction of a second, in any offset;
  /// `nil` for one that is not a real moment, such as February 31.
  static func date(_ value: JSONValue?) -> Date? {
    guard case .string(let text) = value else { return nil }
    return ISO8601Timestamp.secondsSince1970(of: text).map(Date.init(timeIntervalSince1970:))
  }

  /// The date as it is written: to the millisecond, within the years 1 to 9999, so that a date
  /// read, written and read again is the same date.
  static func toTheMillisecond(_ date: Date) -> Date {
    let millisecond = ISO8601Timestamp.nearestMillisecond(
      toSecondsSince1970: date.timeIntervalSince1970)
    return Date(timeIntervalSince1970: Double(millisecond) / 1_000)
  }

  // MARK: - Money

  private static func money(_ value: JSONValue?, at place: String) throws(UserStateError) -> Money {
    guard case .object(let fields) = value, case .string(let amount) = fields["amount"],
      case .string(let code) = fields["currency"], let currency = Currency(code: code),
      let money = try? Money(parsing: amount, currency: currency)
    else { throw .invalid("\(place) must be an amount and an ISO 4217 currency") }
    return money
  }

  private static func money(_ money: Money) -> JSONValue {
    .object(["amount": .string(money.decimalText), "currency": .string(money.currency.code)])
  }
}
