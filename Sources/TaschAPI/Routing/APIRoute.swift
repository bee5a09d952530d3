import TaschHTTP

/// What a request asks of the shop, once its route is found: one for each row of the API.
enum APIOperation: String, CaseIterable, Sendable {
  case listProducts, showProduct, showWishList, addToWishList, removeFromWishList, rate
  case clearRating, showCart, checkOut, listOrders, listHistory, undo, redo, followChanges
  case describeAPI, checkHealth, showSimulation, replaceSimulation, restartSimulation

  /// Whether the simulation touches it, and so `Tasch-Simulate` is read: not the check of
  /// health, which says whether the store itself answers.
  var isSimulated: Bool { self != .checkHealth }

  /// Whether it controls the simulation, which a server offers only when asked to.
  var controlsSimulation: Bool {
    [.showSimulation, .replaceSimulation, .restartSimulation].contains(self)
  }
}

/// One route: a method and a path pattern, the operation they ask for, and what the OpenAPI
/// document says of it.
struct APIRoute: Sendable {
  /// The method, such as `GET`.
  let method: HTTPMethod
  /// The path, with `{id}` where a product identifier goes: `/api/products/{id}`.
  let path: String
  /// What the route does.
  let operation: APIOperation
  /// One line for the OpenAPI document: what it does, and the command it does it like.
  let summary: String
  /// The query parameters it takes besides `locale`, which every route takes.
  var query: [QueryParameter] = []
  /// The name of the schema of its JSON body, if it takes one.
  var body: String?
  /// Whether the body may be left out.
  var bodyIsOptional = false
  /// The status of success.
  var success: HTTPStatus = .ok
  /// The name of the schema of its success document; `nil` for an event stream.
  var document: String?
  /// The statuses of the errors it may answer, besides 400, 403, 404 and 405, which any may, 401,
  /// which any that acts for a shopper may, and those of the server's own refusals
  /// (`ShopAPI.refusal`), which any request may get.
  var errors: [HTTPStatus] = [.serviceUnavailable, .gatewayTimeout]
  /// Whether it acts for a shopper, who on a database store must bear their token; only the
  /// description of the API and the check of health act for nobody.
  var actsForShopper = true

  /// The methods it answers: its own, and `HEAD` beside `GET`, which is `GET` without the body.
  var methodsAnswered: [HTTPMethod] { method == .get ? [.get, .head] : [method] }

  /// The pattern's segments: `["api", "products", "{id}"]`.
  var segments: [Substring] { path.split(separator: "/") }

  /// The product identifier's text, when `requested` (decoded segments) follow `pattern`, a
  /// route's `segments`; `""` for a pattern without one; `nil` when they do not follow it.
  static func match(_ requested: [String], to pattern: [Substring]) -> String? {
    guard pattern.count == requested.count else { return nil }
    var id = ""
    for (expected, given) in zip(pattern, requested) {
      if expected == "{id}" {
        id = given
      } else if expected != given {
        return nil
      }
    }
    return id
  }
}

/// A query parameter a route takes.
struct QueryParameter: Hashable, Sendable {
  /// Its name, such as `sort`.
  let name: String
  /// What it means.
  let summary: String
  /// Its JSON Schema type in the document: `string`, `integer` or `boolean`.
  let type: String
  /// The words it takes, when they are few.
  var choices: [String]? = nil
  /// The least number it takes, for an integer.
  var minimum: Int? = nil
}

extension QueryParameter {
  /// `?locale=`, which every route takes: the words and formats of the answer.
  static let locale = QueryParameter(
    name: "locale",
    summary: "The language and formats, as `--locale` takes them; beats Accept-Language.",
    type: "string")
}
