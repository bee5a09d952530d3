import Tasch
import TaschJSON

/// Reads and writes a shop's history of changes: oldest first, each
/// `{"change": "wishlist.add", "id": 3, "at": "…", "undone": false}` with `quantity` for an
/// addition or removal of more than one, `position` for a removal, `from` and `to` for a change
/// of quantity (`wishlist.quantity`), `stars` for a rating and `previous` for what a rating
/// replaced.
enum HistoryCodec {
  /// The history in `value`; `field` names it in messages.
  static func decode(_ value: JSONValue, at field: String) throws(UserStateError) -> ChangeHistory {
    guard case .array(let elements) = value else { throw .invalid("\"\(field)\" must be an array") }
    return ChangeHistory(
      try elements.enumerated().map { (index, element) throws(UserStateError) in
        guard let change = change(element) else {
          throw .invalid("\(field)[\(index)] is not a change Tasch knows")
        }
        return change
      })
  }

  /// The history's JSON.
  static func encode(_ history: ChangeHistory) -> JSONValue {
    .array(history.changes.map(encode))
  }

  /// How many bytes each change of `history` takes written on its own, oldest first: no more
  /// than it takes in the file, where it is indented deeper and follows a comma.
  static func writtenSizes(of history: ChangeHistory) -> [Int] {
    history.changes.map { JSONWriter.bytes(of: encode($0)).count }
  }

  /// `history` as it reads back once written: each date to the millisecond.
  static func asWritten(_ history: ChangeHistory) -> ChangeHistory {
    ChangeHistory(
      history.changes.map { change in
        ShopperChange(
          change.kind, of: change.productID, at: OrderCodec.toTheMillisecond(change.date),
          isUndone: change.isUndone)
      })
  }

  private static func change(_ value: JSONValue) -> ShopperChange? {
    guard case .object(let fields) = value, case .string(let name) = fields["change"],
      let id = ShopRecordCodec.productID(fields["id"]),
      let date = OrderCodec.date(fields["at"]).map(OrderCodec.toTheMillisecond),
      case .bool(let undone) = fields["undone"]
    else { return nil }
    // A rating written that is none is a damaged step, not one without a rating: taken for none,
    // undo would clear what it should set back, and the next change drop it from the file.
    guard let stars = rating(fields["stars"]), let previous = rating(fields["previous"]) else {
      return nil
    }
    // A line of one, as every change of versions 1 and 2 was, writes no quantity.
    guard let quantity = quantity(fields["quantity"] ?? .number("1")) else { return nil }
    let kind: ShopperChange.Kind
    switch ShopperChange.Kind.Name(rawValue: name) {
    case .addedToWishList: kind = .addedToWishList(quantity: quantity)
    case .removedFromWishList:
      guard let position = fields["position"]?.integer, position >= 0 else { return nil }
      kind = .removedFromWishList(position: position, quantity: quantity)
    case .changedQuantity:
      guard let from = fields["from"].flatMap(Self.quantity),
        let to = fields["to"].flatMap(Self.quantity)
      else { return nil }
      kind = .changedQuantity(from: from, to: to)
    case .rated:
      guard let stars else { return nil }
      kind = .rated(stars, previous: previous)
    case .clearedRating:
      guard let previous else { return nil }
      kind = .clearedRating(previous: previous)
    case nil: return nil
    }
    return ShopperChange(kind, of: id, at: date, isUndone: undone)
  }

  /// The rating `value` writes: `.some(nil)` for none (left out, or `null`), `nil` for a value
  /// that is no rating.
  private static func rating(_ value: JSONValue?) -> Rating?? {
    guard let value, value != .null else { return .some(nil) }
    return value.integer.flatMap(Rating.init(stars:)).map { .some($0) }
  }

  private static func encode(_ change: ShopperChange) -> JSONValue {
    var fields: [String: JSONValue] = [
      "change": .string(change.kind.name.rawValue), "id": ShopRecordCodec.number(change.productID),
      "at": .string(OrderCodec.text(of: change.date)), "undone": .bool(change.isUndone),
    ]
    switch change.kind {
    case .addedToWishList(let quantity): fields["quantity"] = written(quantity)
    case .removedFromWishList(let position, let quantity):
      fields["position"] = .number(String(position))
      fields["quantity"] = written(quantity)
    case .changedQuantity(let from, let to):
      fields["from"] = .number(String(from))
      fields["to"] = .number(String(to))
    case .rated(let stars, let previous):
      fields["stars"] = .number(String(stars.stars))
      if let previous { fields["previous"] = .number(String(previous.stars)) }
    case .clearedRating(let previous): fields["previous"] = .number(String(previous.stars))
    }
    return .object(fields)
  }

  /// A line's quantity written as JSON: a whole number from 1 to 99.
  private static func quantity(_ value: JSONValue) -> Int? {
    guard let quantity = value.integer, ShopRules.quantity(quantity, "quantity") == nil else {
      return nil
    }
    return quantity
  }

  /// The `quantity` of an addition or removal as JSON; `nil`, so that nothing is written, for
  /// a line of one.
  private static func written(_ quantity: Int) -> JSONValue? {
    quantity == 1 ? nil : .number(String(quantity))
  }
}
