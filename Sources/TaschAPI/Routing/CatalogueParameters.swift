import Tasch

/// The query parameters of `GET /api/products`, read into a catalogue query as `tasch
/// products` reads its options.
enum CatalogueParameters {
  /// The sort words, as `--sort` takes them.
  static let sortOrders = CatalogueQuery.SortOrder.named

  /// The parameters, for the route table and the OpenAPI document.
  static let all: [QueryParameter] =
    [
      QueryParameter(
        name: "search", summary: "Words every listed product's name or description holds.",
        type: "string"),
      QueryParameter(
        name: "sort", summary: "The order; the catalogue's own when not given.", type: "string",
        choices: sortOrders.map(\.name)),
      QueryParameter(name: "reverse", summary: "The opposite order.", type: "boolean"),
      QueryParameter(name: "in-stock", summary: "Only what is in stock.", type: "boolean"),
    ] + PageParameters.all(of: "products")

  /// The query `parameters` ask for.
  ///
  /// - Throws: `APIProblem.badParameter` naming a value that is not one the parameter takes.
  static func query(_ parameters: [String: String]) throws(APIProblem) -> CatalogueQuery {
    CatalogueQuery(
      searchText: parameters["search"] ?? "",
      sortOrder: try sortOrder(parameters["sort"]) ?? .catalogue,
      isReversed: try flag("reverse", parameters), inStockOnly: try flag("in-stock", parameters),
      offset: try PageParameters.offset(parameters), limit: try PageParameters.limit(parameters))
  }

  private static func sortOrder(_ text: String?) throws(APIProblem) -> CatalogueQuery.SortOrder? {
    guard let text else { return nil }
    guard let order = sortOrders.first(where: { $0.name == text })?.order else {
      throw .badParameter("sort", text, expected: .key(.requestTakesSort))
    }
    return order
  }

  private static func flag(_ name: String, _ parameters: [String: String]) throws(APIProblem)
    -> Bool
  {
    switch parameters[name] {
    case nil, "false": return false
    case "true", "": return true
    case let text?: throw .badParameter(name, text, expected: .key(.requestTakesSwitch))
    }
  }
}
