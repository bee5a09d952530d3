import Tasch
import TaschHTTP
import TaschJSON

/// The API described in OpenAPI 3.1, served at `GET /api/openapi.json`: its paths written from
/// the route table, its schemas from `APISchemas`, so that neither can list what the other
/// does not.
enum OpenAPIDocument {
  /// The document.
  static let document: JSONValue = .object([
    "openapi": .string("3.1.0"),
    "info": .object([
      "title": .string("Tasch"),
      "version": .string("1"),
      "description": .string(
        "The shop of `tasch`, over HTTP: each document is the `--json` document of the "
          + "command the route is like. Messages and `formatted` money follow `?locale=`, "
          + "else `Accept-Language`."),
    ]),
    "paths": paths,
    "security": security,
    "components": .object([
      "schemas": schemas, "securitySchemes": securitySchemes,
      "responses": .object([
        "Error": errorResponse, "Unauthorized": unauthorizedResponse,
        "MethodNotAllowed": methodNotAllowedResponse,
      ]),
    ]),
  ])

  /// The schemas; the text is the program's own, so it always reads, as a test checks.
  private static let schemas: JSONValue =
    (try? JSONReader().read(Array(APISchemas.text.utf8))) ?? .object([:])

  /// Every path, with each of its methods.
  private static var paths: JSONValue {
    var paths: [String: JSONValue] = [:]
    for route in APIRoutes.all {
      var methods: [String: JSONValue] = [:]
      if case .object(let known)? = paths[route.path] { methods = known }
      methods[route.method.rawValue.lowercased()] = operation(route)
      paths[route.path] = .object(methods)
    }
    return .object(paths)
  }

  /// `route`'s operation object: its parameters, responses, security and body.
  private static func operation(_ route: APIRoute) -> JSONValue {
    var responses: [String: JSONValue] = [String(route.success.code): success(route)]
    let errors =
      [.badRequest, .forbidden, .notFound, .methodNotAllowed] + route.errors + refusalStatuses
      + (route.body == nil ? [] : [.unsupportedMediaType])
    for status in errors { responses[String(status.code)] = reference("responses/Error") }
    responses[String(HTTPStatus.methodNotAllowed.code)] = reference("responses/MethodNotAllowed")
    if route.actsForShopper {
      responses[String(HTTPStatus.unauthorized.code)] = reference("responses/Unauthorized")
    }
    var fields: [String: JSONValue] = [
      "operationId": .string(route.operation.rawValue), "summary": .string(route.summary),
      "parameters": .array(parameters(of: route)), "responses": .object(responses),
    ]
    // A route that acts for nobody asks for no token, whatever the store.
    if !route.actsForShopper { fields["security"] = .array([]) }
    // Without the option, the server has no such route: any method on its path is 404.
    if route.operation.controlsSimulation { fields[simulationControlOnly] = .bool(true) }
    if let body = route.body {
      fields["requestBody"] = .object([
        "required": .bool(!route.bodyIsOptional),
        "content": .object(["application/json": .object(["schema": reference("schemas/" + body)])]),
      ])
    }
    return .object(fields)
  }

  /// The mark of an operation the server has only with `--simulation-control`.
  static let simulationControlOnly = "x-tasch-simulation-control-only"

  /// The characters of a checkout key (`CheckoutKey.characters`), as a pattern: `^[!-~]+$`.
  private static let checkoutKeyPattern =
    "^[\(Character(UnicodeScalar(CheckoutKey.characters.lowerBound)))-"
    + "\(Character(UnicodeScalar(CheckoutKey.characters.upperBound)))]+$"

  /// What `route` reads besides its body: its query, `locale`, the product's identifier in its
  /// path, `Idempotency-Key` for checkout, and `Tasch-Simulate` where the simulation touches
  /// it (every route but the check of health).
  private static func parameters(of route: APIRoute) -> [JSONValue] {
    var parameters = route.query.map(parameter)
    parameters.append(parameter(.locale))
    parameters.append(
      .object([
        "name": .string("Accept-Language"), "in": .string("header"), "required": .bool(false),
        "description": .string(
          "The languages the client reads, as RFC 9110 weighs them: the most preferred that "
            + "Tasch speaks picks the words and the money's format, unless `locale` does."),
        "schema": .object(["type": .string("string")]),
      ]))
    if route.path.contains("{id}") {
      parameters.append(
        .object([
          "name": .string("id"), "in": .string("path"), "required": .bool(true),
          "description": .string("The product's identifier."),
          "schema": .object([
            "type": .string("integer"), "minimum": .number("1"),
            "maximum": .number(String(Int.max)),
          ]),
        ]))
    }
    if route.operation == .checkOut {
      parameters.append(
        .object([
          "name": .string("Idempotency-Key"), "in": .string("header"), "required": .bool(false),
          "description": .string(
            "A retry with the same key answers the first attempt's order: 1 to 255 visible "
              + "ASCII characters, such as a UUID, in one header."),
          "schema": .object([
            "type": .string("string"),
            "minLength": .number(String(CheckoutKey.lengths.lowerBound)),
            "maxLength": .number(String(CheckoutKey.lengths.upperBound)),
            "pattern": .string(checkoutKeyPattern),
          ]),
        ]))
    }
    guard route.operation.isSimulated else { return parameters }
    parameters.append(
      .object([
        "name": .string(SimulateHeader.name), "in": .string("header"), "required": .bool(false),
        "description": .string(
          "This request's own simulation, `fail=SPEC;latency=SPEC;seed=N;preset=NAME` in the "
            + "words of the options, counted from its first call; only with "
            + "`--simulation-control`."),
        "schema": .object(["type": .string("string")]),
      ]))
    return parameters
  }

  private static func success(_ route: APIRoute) -> JSONValue {
    guard let document = route.document else {
      return .object([
        "description": .string("A stream of `change` events, each `data` a Change document."),
        "content": .object([
          "text/event-stream": .object(["schema": .object(["type": .string("string")])])
        ]),
      ])
    }
    return .object([
      "description": .string("The \(document) document."),
      "content": .object(["application/json": .object(["schema": reference("schemas/" + document)])]
      ),
    ])
  }

  /// The statuses of the requests the server refuses before the API sees them
  /// (`ShopAPI.refusal`): any operation may answer them, since the path is not read yet.
  private static let refusalStatuses = Set(HTTPRequestProblem.allCases.map(\.status))

  /// The limits on a request's size that `tasch serve` keeps: the defaults.
  private static let limits = HTTPLimits()

  /// Every error: the error document, with the status its code calls for.
  private static let errorResponse: JSONValue = .object([
    "description": .string(
      "An error document: 400 bad input, 401 no token or a wrong one (see Unauthorized), 403 "
        + "not-local on the JSON files, a request for a host other than localhost or a loopback "
        + "address, or from a web page of another site (Origin), 404 "
        + "unknown product or path, 405 another method (see Allow), 501 not-implemented a "
        + "method no path takes (methods are case-sensitive), 409 cart-changed, "
        + "out-of-stock, empty-cart, nothing-to-undo, 415 unsupported-encoding a body in a content "
        + "coding (see Accept-Encoding), 422 a promotion code refused or an "
        + "Idempotency-Key sent again with another total or code (idempotency-key-reused), 429 "
        + "too-many-streams of one shopper's event streams, 503 offline or storage, or "
        + "too-many-streams of the server's, 504 timeout. On any path, before the route is read, "
        + "the server refuses a malformed request (400 bad-request), an Expect other than 100-continue "
        + "(417 expectation-failed), a body over \(HTTPLimits.size(limits.maximumBodyBytes)) "
        + "(413 too-large), a request line and headers over "
        + "\(HTTPLimits.size(limits.maximumHeadBytes)) (431 headers-too-large), a body in a "
        + "transfer coding (501 not-implemented), a connection past its cap (503 "
        + "too-many-connections), an HTTP version other than 1.x (505 "
        + "http-version-not-supported) and, stopping, a request still unanswered at the end of "
        + "its grace (503 stopping), and closes the connection."),
    "content": .object(["application/json": .object(["schema": reference("schemas/Error")])]),
  ])

  private static func parameter(_ parameter: QueryParameter) -> JSONValue {
    var schema: [String: JSONValue] = ["type": .string(parameter.type)]
    if let choices = parameter.choices { schema["enum"] = .array(choices.map(JSONValue.string)) }
    if let minimum = parameter.minimum {
      schema["minimum"] = .number(String(minimum))
      schema["maximum"] = .number(String(Int.max))
    }
    return .object([
      "name": .string(parameter.name), "in": .string("query"), "required": .bool(false),
      "description": .string(parameter.summary), "schema": .object(schema),
    ])
  }

  static func reference(_ path: String) -> JSONValue {
    .object(["$ref": .string("#/components/" + path)])
  }
}
