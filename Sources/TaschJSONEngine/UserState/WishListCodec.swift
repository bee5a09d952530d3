import Tasch
import TaschJSON

/// Reads and writes a shop's wish list in the state file.
///
/// From version 3 each line is an object, `{"id": 3, "quantity": 2}`, whose other fields are
/// kept as they were; versions 1 and 2 wrote identifiers alone, one of each.
enum WishListCodec {
  /// The fields a line has; every other field is kept as it was.
  static let fieldNames: Set<String> = ["id", "quantity"]

  /// The wish list in `value`, and each line's fields this version does not know; `version` is
  /// the file's, `field` names the list in messages.
  static func decode(_ value: JSONValue, version: Int, at field: String)
    throws(UserStateError) -> (WishList, otherFields: [ProductID: [String: JSONValue]])
  {
    guard case .array(let elements) = value else { throw .invalid("\"\(field)\" must be an array") }
    guard version >= 3 else {
      let ids = try elements.map { (element) throws(UserStateError) in
        guard let id = ShopRecordCodec.productID(element) else {
          throw .invalid("\"\(field)\" must hold product identifiers (whole numbers above 0)")
        }
        return id
      }
      return (WishList(ids), [:])
    }
    var ids: [ProductID] = []
    var quantities: [ProductID: Int] = [:]
    var otherFields: [ProductID: [String: JSONValue]] = [:]
    for (index, element) in elements.enumerated() {
      let place = "\(field)[\(index)]"
      guard case .object(let fields) = element, let id = ShopRecordCodec.productID(fields["id"])
      else {
        throw .invalid("\"\(place)\" must be an object with an \"id\" above 0")
      }
      guard quantities[id] == nil else {
        throw .invalid("\"\(place)\" names product \(id), which is on the wish list already")
      }
      let quantity = try fields["quantity"].map { (value) throws(UserStateError) in
        guard let quantity = value.integer, ShopRules.quantity(quantity, "quantity") == nil else {
          throw .invalid(
            "\"\(place).quantity\" must be a whole number from 1 to \(ShopRules.largestQuantity)")
        }
        return quantity
      }
      quantities[id] = quantity ?? 1
      ids.append(id)
      let unknown = fields.filter { !fieldNames.contains($0.key) }
      if !unknown.isEmpty { otherFields[id] = unknown }
    }
    return (WishList(ids, quantities: quantities), otherFields)
  }

  /// The wish list's JSON, each line with the fields kept for it in `otherFields`.
  static func encode(_ wishList: WishList, otherFields: [ProductID: [String: JSONValue]])
    -> JSONValue
  {
    .array(
      wishList.productIDs.map { id in
        var fields = otherFields[id] ?? [:]
        // Made room for at once: grown field by field, 4,000 lines each resized their fields.
        fields.reserveCapacity(fields.count + 2)
        fields["id"] = ShopRecordCodec.number(id)
        fields["quantity"] = .number(String(wishList.quantity(of: id)))
        return .object(fields)
      })
  }
}
