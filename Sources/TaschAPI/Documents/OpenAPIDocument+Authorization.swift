import TaschJSON

extension OpenAPIDocument {
  /// The one way a client says whose requests they are: a shopper's bearer token.
  static let securitySchemes: JSONValue = .object([
    "bearer": .object([
      "type": .string("http"), "scheme": .string("bearer"),
      "description": .string(
        "A shopper's token, made by `tasch store shopper add NAME` and shown once: on a "
          + "database store each request acts for the shopper whose token it bears, whatever "
          + "else it says. Tokens are compared in constant time and never logged."),
    ])
  ])

  /// What every route asks for unless it says otherwise: a bearer token on a database store,
  /// or nothing on the JSON files, whose server acts for the one local shopper.
  static let security: JSONValue = .array([.object(["bearer": .array([])]), .object([:])])

  /// The answer to a method a path does not take.
  static let methodNotAllowedResponse: JSONValue = .object([
    "description": .string("405 method-not-allowed: the path takes other methods."),
    "headers": .object([
      "Allow": .object([
        "description": .string("The methods the path takes, `HEAD` beside `GET`."),
        "schema": .object(["type": .string("string")]),
      ])
    ]),
    "content": .object(["application/json": .object(["schema": reference("schemas/Error")])]),
  ])

  /// The answer to a request of a database store without a token, or with one that acts for
  /// nobody.
  static let unauthorizedResponse: JSONValue = .object([
    "description": .string(
      "401 unauthorized: no token, or one that acts for nobody — malformed, never made, "
        + "revoked, or another shop's. Nothing was read or changed."),
    "headers": .object([
      "WWW-Authenticate": .object([
        "description": .string(
          #"`Bearer realm="tasch"`, with `error="invalid_token"` for a token sent that acts "#
            + "for nobody."),
        "schema": .object(["type": .string("string")]),
      ])
    ]),
    "content": .object(["application/json": .object(["schema": reference("schemas/Error")])]),
  ])
}
