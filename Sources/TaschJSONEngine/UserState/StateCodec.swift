import Tasch
import TaschJSON

/// Turns the state file into a `StateDocument` and back, refusing anything it does not fully
/// understand and keeping every field it does not know.
///
/// Version 3 keeps a record per shop, each wish-list line with its quantity:
///
///     {"version": 3,
///      "shops": {"tasch": {"wishList": [{"id": 1, "quantity": 2}], "ratings": {"1": 4},
///                          "orders": [...], "stockTaken": {"1": 1}, "history": [...],
///                          "lastOrderNumber": 1}}}
///
/// Version 2 was the same but for its wish lists, identifiers alone (one of each). A version-1
/// file held one shop's record at the top level; it is read, every field of it, as the record
/// of the shop in use when this version first opens it.
enum StateCodec {
  /// Reads a state file's bytes; a version-1 file becomes the record of `currentShop`.
  ///
  /// - Throws: `UserStateError` naming what is wrong, including a version newer than this
  ///   engine understands.
  static func decode(_ bytes: [UInt8], currentShop: ShopID) throws(UserStateError)
    -> StateDocument
  {
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      throw .invalid("it is not valid JSON (\(error))")
    }
    guard case .object(var fields) = document else { throw .invalid("it is not a JSON object") }
    guard let version = fields.removeValue(forKey: "version")?.integer, version >= 1 else {
      throw .invalid("\"version\" must be a whole number of at least 1")
    }
    guard version <= StateDocument.currentVersion else { throw .newerVersion(version) }

    var state = StateDocument()
    if version == 1 {
      // Every field moves into the shop's record, those this version does not know too: the
      // file was that one record, and no name can clash with the record's own fields, as
      // `shops` would with version 2's at the top.
      state.shops[currentShop] = try ShopRecordCodec.decode(fields, version: version, at: "")
      return state
    }
    if let shops = fields.removeValue(forKey: "shops") {
      guard case .object(let records) = shops else { throw .invalid("\"shops\" must be an object") }
      for (name, record) in records {
        guard case .object(let recordFields) = record else {
          throw .invalid("shops[\(JSONWriter.quoted(name))] must be an object")
        }
        state.shops[ShopID(name)] = try ShopRecordCodec.decode(
          recordFields, version: version, at: "shops[\(JSONWriter.quoted(name))].")
      }
    }
    state.otherFields = fields
    return state
  }

  /// The document's bytes, as the file holds them, in format version 3.
  static func encode(_ state: StateDocument) -> [UInt8] {
    var fields = state.otherFields
    fields["version"] = .number(String(StateDocument.currentVersion))
    fields["shops"] = .object(
      Dictionary(
        uniqueKeysWithValues: state.shops.map {
          ($0.key.rawValue, ShopRecordCodec.encode($0.value))
        }
      ))
    return JSONWriter.bytes(of: .object(fields))
  }
}

/// Why a state file's content was refused.
enum UserStateError: Error, Hashable, Sendable {
  /// The content is not a state this engine can read.
  case invalid(String)
  /// The file was written by a newer engine, with this format version.
  case newerVersion(Int)
}
