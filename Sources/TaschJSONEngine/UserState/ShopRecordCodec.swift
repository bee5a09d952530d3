import Tasch
import TaschJSON

/// Reads and writes one shop's record of the state file.
enum ShopRecordCodec {
  /// The fields a record has; every other field is kept as it was.
  static let fieldNames: Set<String> = [
    "wishList", "ratings", "orders", "stockTaken", "history", "lastOrderNumber",
  ]

  /// The record of `fields`, from a file of format `version`; `place` prefixes field names in
  /// messages (`shops["tasch"].`).
  static func decode(_ fields: [String: JSONValue], version: Int, at place: String)
    throws(UserStateError) -> ShopRecord
  {
    var record = ShopRecord()
    record.otherFields = fields.filter { !fieldNames.contains($0.key) }
    if let wishList = fields["wishList"] {
      (record.shopper.wishList, record.wishListFields) = try WishListCodec.decode(
        wishList, version: version, at: place + "wishList")
    }
    for (id, value) in try idKeyedObject(fields["ratings"], field: place + "ratings") {
      guard let stars = value.integer, let rating = Rating(stars: stars) else {
        throw .invalid("\"\(place)ratings\" must give each product \(Rating.starsAllowed) stars")
      }
      record.shopper.ratings[id] = rating
    }
    for (id, value) in try idKeyedObject(fields["stockTaken"], field: place + "stockTaken") {
      guard let count = value.integer, count >= 0 else {
        throw .invalid("\"\(place)stockTaken\" must give each product a whole number of at least 0")
      }
      record.stockTaken[id] = count
    }
    if let orders = fields["orders"] {
      guard case .array(let elements) = orders else {
        throw .invalid("\"\(place)orders\" must be an array")
      }
      record.orders = try elements.enumerated().map { (index, element) throws(UserStateError) in
        StoredOrder(
          order: try OrderCodec.decode(element, at: "\(place)orders[\(index)]"), json: element)
      }
      // A key finds one order: a second would leave a retry's answer to the file's order.
      var keyed: [CheckoutKey: Int] = [:]
      for (index, stored) in record.orders.enumerated() {
        guard let key = stored.order.key else { continue }
        if let first = keyed.updateValue(index, forKey: key) {
          throw .invalid(
            "\(place)orders[\(index)].checkoutKey is the key of \(place)orders[\(first)] too; "
              + "a key names one order")
        }
      }
    }
    if let history = fields["history"] {
      record.shopper.history = try HistoryCodec.decode(history, at: place + "history")
    }
    let largestPlaced = record.orders.map(\.order.number).max() ?? 0
    if let last = fields["lastOrderNumber"] {
      guard let number = last.integer, number >= 0 else {
        throw .invalid("\"\(place)lastOrderNumber\" must be a whole number of at least 0")
      }
      record.shopper.lastOrderNumber = max(number, largestPlaced)
    } else {
      record.shopper.lastOrderNumber = largestPlaced
    }
    return record
  }

  /// The record's JSON.
  static func encode(_ record: ShopRecord) -> JSONValue {
    var fields = record.otherFields
    fields["wishList"] = WishListCodec.encode(
      record.shopper.wishList, otherFields: record.wishListFields)
    fields["ratings"] = idKeyed(record.shopper.ratings.mapValues { .number(String($0.stars)) })
    fields["stockTaken"] = idKeyed(record.stockTaken.mapValues { .number(String($0)) })
    fields["orders"] = .array(record.orders.map(\.json))
    fields["history"] = HistoryCodec.encode(record.shopper.history)
    fields["lastOrderNumber"] = .number(String(record.shopper.lastOrderNumber))
    return .object(fields)
  }

  // MARK: - Identifiers

  static func number(_ id: ProductID) -> JSONValue {
    .number(String(id.rawValue))
  }

  /// A product identifier written as JSON: a whole number above 0.
  static func productID(_ value: JSONValue?) -> ProductID? {
    value?.integer.flatMap(ProductID.init(checking:))
  }

  /// The members of an object keyed by product identifier, written the one canonical way:
  /// `"7"`, never `"07"`, so that two keys can never name the same product.
  private static func idKeyedObject(_ value: JSONValue?, field: String)
    throws(UserStateError) -> [(ProductID, JSONValue)]
  {
    guard let value else { return [] }
    guard case .object(let members) = value else {
      throw .invalid("\"\(field)\" must be an object")
    }
    return try members.map { (key, value) throws(UserStateError) in
      guard let id = ProductID(parsing: key), String(id.rawValue) == key else {
        throw .invalid(
          "\"\(field)\" has the key \(JSONWriter.quoted(key)), which is not a product identifier")
      }
      return (id, value)
    }
  }

  private static func idKeyed(_ values: [ProductID: JSONValue]) -> JSONValue {
    .object(Dictionary(uniqueKeysWithValues: values.map { (String($0.key.rawValue), $0.value) }))
  }
}
