import Foundation
import Tasch

/// Turns the user state into JSON and back, refusing anything it does not fully understand.
///
/// The file looks like this (every key but `version` is optional):
///
///     {
///       "version": 1,
///       "wishList": [1, 2, 3],
///       "ratings": {"1": 4},
///       "orders": [{"number": 1, "placedAt": "2026-11-22T10:00:00Z",
///                   "total": {"amount": "250.00", "currency": "USD"},
///                   "lines": [{"id": 1, "name": "Carrier",
///                              "price": {"amount": "250.00", "currency": "USD"}}]}],
///       "stockTaken": {"1": 1}
///     }
enum UserStateCodec {
  /// Reads a state file's bytes.
  ///
  /// - Throws: `UserStateError` naming what is wrong, including a version newer than this
  ///   engine understands.
  static func decode(_ bytes: [UInt8]) throws(UserStateError) -> UserState {
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      throw .invalid("it is not valid JSON (\(error))")
    }
    guard case .object(let fields) = document else { throw .invalid("it is not a JSON object") }
    guard let version = fields["version"]?.integer, version >= 1 else {
      throw .invalid("\"version\" must be a whole number of at least 1")
    }
    guard version <= UserState.currentVersion else { throw .newerVersion(version) }

    var state = UserState()
    if let wishList = fields["wishList"] {
      state.wishList = WishList(try productIDs(in: wishList, field: "wishList"))
    }
    if let ratings = fields["ratings"] {
      for (id, value) in try idKeyedObject(ratings, field: "ratings") {
        guard let stars = value.integer, let rating = Rating(stars: stars) else {
          throw .invalid("\"ratings\" must give each product 1 to 5 stars")
        }
        state.ratings[id] = rating
      }
    }
    if let stockTaken = fields["stockTaken"] {
      for (id, value) in try idKeyedObject(stockTaken, field: "stockTaken") {
        guard let count = value.integer, count >= 0 else {
          throw .invalid("\"stockTaken\" must give each product a whole number of at least 0")
        }
        state.stockTaken[id] = count
      }
    }
    if let orders = fields["orders"] {
      guard case .array(let elements) = orders else {
        throw .invalid("\"orders\" must be an array")
      }
      state.orders = try elements.enumerated().map { (index, element) throws(UserStateError) in
        try order(element, at: index)
      }
    }
    return state
  }

  /// The state's bytes, as the file holds them.
  static func encode(_ state: UserState) -> [UInt8] {
    let document = JSONValue.object([
      "version": .number(String(UserState.currentVersion)),
      "wishList": .array(state.wishList.productIDs.map(number)),
      "ratings": idKeyed(state.ratings.mapValues { .number(String($0.stars)) }),
      "stockTaken": idKeyed(state.stockTaken.mapValues { .number(String($0)) }),
      "orders": .array(state.orders.map(order)),
    ])
    return Array(JSONWriter.text(of: document).utf8)
  }

  // MARK: - Reading

  private static func productIDs(in value: JSONValue, field: String)
    throws(UserStateError) -> [ProductID]
  {
    guard case .array(let elements) = value else { throw .invalid("\"\(field)\" must be an array") }
    return try elements.map { (element) throws(UserStateError) in
      guard let id = element.integer, id > 0 else {
        throw .invalid("\"\(field)\" must hold product identifiers (whole numbers above 0)")
      }
      return ProductID(id)
    }
  }

  private static func idKeyedObject(_ value: JSONValue, field: String)
    throws(UserStateError) -> [(ProductID, JSONValue)]
  {
    guard case .object(let members) = value else {
      throw .invalid("\"\(field)\" must be an object")
    }
    return try members.map { (key, value) throws(UserStateError) in
      guard let id = ProductID(parsing: key) else {
        throw .invalid("\"\(field)\" has the key \"\(key)\", which is not a product identifier")
      }
      return (id, value)
    }
  }

  private static func order(_ value: JSONValue, at index: Int) throws(UserStateError) -> Order {
    let place = "orders[\(index)]"
    guard case .object(let fields) = value,
      let number = fields["number"]?.integer,
      case .string(let placedAtText) = fields["placedAt"],
      let placedAt = try? Date(placedAtText, strategy: .iso8601),
      case .array(let lines) = fields["lines"]
    else { throw .invalid("\(place) must have a number, a placedAt date and lines") }
    // Found by the `state` fuzz target: a fraction of a second would be dropped on the next
    // write, so the state would change without a change.
    guard placedAt.timeIntervalSince1970.rounded(.down) == placedAt.timeIntervalSince1970 else {
      throw .invalid("\(place).placedAt must be a date to the second, such as 2026-11-22T10:00:00Z")
    }
    let total = try money(fields["total"], at: place + ".total")
    let orderLines = try lines.enumerated().map { (lineIndex, line) throws(UserStateError) in
      let linePlace = "\(place).lines[\(lineIndex)]"
      guard case .object(let lineFields) = line, let id = lineFields["id"]?.integer, id > 0,
        case .string(let name) = lineFields["name"]
      else { throw .invalid("\(linePlace) must have an id and a name") }
      return OrderLine(
        productID: ProductID(id), name: name,
        price: try money(lineFields["price"], at: linePlace + ".price"))
    }
    return Order(number: number, lines: orderLines, total: total, placedAt: placedAt)
  }

  private static func money(_ value: JSONValue?, at place: String) throws(UserStateError) -> Money {
    guard case .object(let fields) = value, case .string(let amount) = fields["amount"],
      case .string(let code) = fields["currency"], let currency = Currency(code: code),
      let money = try? Money(parsing: amount, currency: currency)
    else { throw .invalid("\(place) must be an amount and an ISO 4217 currency") }
    return money
  }

  // MARK: - Writing

  private static func number(_ id: ProductID) -> JSONValue {
    .number(String(id.rawValue))
  }

  private static func idKeyed(_ values: [ProductID: JSONValue]) -> JSONValue {
    .object(Dictionary(uniqueKeysWithValues: values.map { (String($0.key.rawValue), $0.value) }))
  }

  private static func order(_ order: Order) -> JSONValue {
    .object([
      "number": .number(String(order.number)),
      "placedAt": .string(order.placedAt.formatted(.iso8601)),
      "total": money(order.total),
      "lines": .array(
        order.lines.map { line in
          .object([
            "id": number(line.productID), "name": .string(line.name), "price": money(line.price),
          ])
        }),
    ])
  }

  private static func money(_ money: Money) -> JSONValue {
    .object(["amount": .string(money.decimalText), "currency": .string(money.currency.code)])
  }
}

/// Why a state file's content was refused.
enum UserStateError: Error, Hashable, Sendable {
  /// The content is not a state this engine can read.
  case invalid(String)
  /// The file was written by a newer engine, with this format version.
  case newerVersion(Int)
}
