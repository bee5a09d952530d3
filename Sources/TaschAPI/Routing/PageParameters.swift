import Tasch

/// The query parameters that page a list, `limit` and `offset`, read as the commands' options
/// of the same names read them.
enum PageParameters {
  /// The parameters of a list of `things`, for the route table and the OpenAPI document.
  static func all(of things: String) -> [QueryParameter] {
    [
      QueryParameter(
        name: "limit", summary: "At most this many \(things).", type: "integer", minimum: 1),
      QueryParameter(
        name: "offset", summary: "Skips this many \(things) first.", type: "integer", minimum: 0),
    ]
  }

  /// How many the page skips: 0 unless `parameters` say.
  ///
  /// - Throws: `APIProblem.badParameter` for a value that is not a whole number from 0.
  static func offset(_ parameters: [String: String]) throws(APIProblem) -> Int {
    try count("offset", parameters, minimum: 0) ?? 0
  }

  /// At most how many the page holds; `nil` for all.
  ///
  /// - Throws: `APIProblem.badParameter` for a value that is not a whole number from 1.
  static func limit(_ parameters: [String: String]) throws(APIProblem) -> Int? {
    try count("limit", parameters, minimum: 1)
  }

  private static func count(_ name: String, _ parameters: [String: String], minimum: Int)
    throws(APIProblem) -> Int?
  {
    guard let text = parameters[name] else { return nil }
    guard let number = ShopRules.typedWholeNumber(text, atLeast: minimum) else {
      throw .badParameter(
        name, text,
        expected: .key(
          .requestTakesWholeNumber, ["minimum": "\(minimum)", "largest": "\(Int.max)"]))
    }
    return number
  }
}
