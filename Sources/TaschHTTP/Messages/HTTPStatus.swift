/// A response's status: its code and the reason phrase written after it.
///
/// Two statuses are equal when their codes are; the phrase is only for people reading the
/// exchange, and clients ignore it.
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
  /// The three-digit code, such as 404.
  public let code: Int
  /// The reason phrase, such as `Not Found`.
  public let reason: String

  /// Equal when the codes are.
  public static func == (lhs: HTTPStatus, rhs: HTTPStatus) -> Bool { lhs.code == rhs.code }

  /// Hashes the code.
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  /// `404 Not Found`.
  public var description: String { reason.isEmpty ? "\(code)" : "\(code) \(reason)" }

  /// Whether a response with this status may have a body: not 1xx, 204 or 304.
  var allowsBody: Bool { code >= 200 && code != 204 && code != 304 }

  /// 100 Continue: the server will read the body the client is waiting to send.
  public static let `continue` = HTTPStatus(code: 100)
  /// 200 OK.
  public static let ok = HTTPStatus(code: 200)
  /// 201 Created.
  public static let created = HTTPStatus(code: 201)
  /// 204 No Content: a response that never has a body.
  public static let noContent = HTTPStatus(code: 204)
  /// 304 Not Modified: a response that never has a body.
  public static let notModified = HTTPStatus(code: 304)
  /// 400 Bad Request.
  public static let badRequest = HTTPStatus(code: 400)
  /// 401 Unauthorized.
  public static let unauthorized = HTTPStatus(code: 401)
  /// 403 Forbidden.
  public static let forbidden = HTTPStatus(code: 403)
  /// 404 Not Found.
  public static let notFound = HTTPStatus(code: 404)
  /// 405 Method Not Allowed.
  public static let methodNotAllowed = HTTPStatus(code: 405)
  /// 409 Conflict.
  public static let conflict = HTTPStatus(code: 409)
  /// 413 Content Too Large: a body past the limit.
  public static let contentTooLarge = HTTPStatus(code: 413)
  /// 415 Unsupported Media Type: a body in a content coding the server does not read.
  public static let unsupportedMediaType = HTTPStatus(code: 415)
  /// 417 Expectation Failed: an `Expect` this server cannot meet.
  public static let expectationFailed = HTTPStatus(code: 417)
  /// 422 Unprocessable Content.
  public static let unprocessableContent = HTTPStatus(code: 422)
  /// 429 Too Many Requests.
  public static let tooManyRequests = HTTPStatus(code: 429)
  /// 431 Request Header Fields Too Large: a request line and headers past the limit.
  public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431)
  /// 499 Client Closed Request: nginx's status, never sent, for the log of a request whose
  /// client went away before its answer.
  public static let clientClosedRequest = HTTPStatus(code: 499)
  /// 500 Internal Server Error.
  public static let internalServerError = HTTPStatus(code: 500)
  /// 501 Not Implemented: a transfer coding this server does not read.
  public static let notImplemented = HTTPStatus(code: 501)
  /// 503 Service Unavailable.
  public static let serviceUnavailable = HTTPStatus(code: 503)
  /// 504 Gateway Timeout.
  public static let gatewayTimeout = HTTPStatus(code: 504)
  /// 505 HTTP Version Not Supported.
  public static let httpVersionNotSupported = HTTPStatus(code: 505)

  private static let known: [Int: String] = [
    100: "Continue", 200: "OK", 201: "Created", 202: "Accepted", 204: "No Content",
    301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified",
    307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request",
    401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
    411: "Length Required", 412: "Precondition Failed", 413: "Content Too Large",
    415: "Unsupported Media Type", 417: "Expectation Failed", 422: "Unprocessable Content",
    428: "Precondition Required", 429: "Too Many Requests",
    431: "Request Header Fields Too Large", 499: "Client Closed Request",
    500: "Internal Server Error",
    501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
    504: "Gateway Timeout", 505: "HTTP Version Not Supported",
  ]
}

// The initialiser below stands in an extension so that the struct keeps its memberwise one, with
// a phrase of the caller's choosing, for this module and its tests.
extension HTTPStatus {
  /// The status `code` with its usual phrase, or none for a code this library does not name.
  public init(code: Int) {
    self.init(code: code, reason: Self.known[code] ?? "")
  }
}
