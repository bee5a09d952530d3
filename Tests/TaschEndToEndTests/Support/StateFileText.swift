import Foundation

/// What a state file's text holds, as the tests look at it.
enum StateFileText {
  /// The products on the wish list of `shop` in the state file `text`, in order; `nil` when
  /// the text is not a state file of version 3 with that shop.
  static func wishList(in text: String?, shop: String = "tasch") -> [Int]? {
    guard let text,
      let file = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let record = (file["shops"] as? [String: [String: Any]])?[shop],
      let lines = record["wishList"] as? [[String: Any]]
    else { return nil }
    return lines.compactMap { $0["id"] as? Int }
  }
}
