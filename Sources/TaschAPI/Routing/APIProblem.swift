import TaschHTTP

/// A request the API refuses before the shop is asked, with the status it answers and the
/// error document's parts.
///
/// Its words are put in the request's language when it is answered (`APIResponses.problem`),
/// as the shop's own errors are; a reason a library gives within them (a JSON syntax error, a
/// spec's) is the library's, in English.
struct APIProblem: Error, Hashable, Sendable {
  /// The status answered.
  let status: HTTPStatus
  /// The stable code, for clients.
  let code: String
  /// What is wrong.
  let message: APIWords
  /// What to do about it.
  let recovery: APIWords
  /// The methods the path takes, for a 405's `Allow`.
  var allowed: [HTTPMethod] = []
  /// How to authenticate, for a 401's `WWW-Authenticate`.
  var challenge: String?
  /// The content codings of a body the server reads, for a 415's `Accept-Encoding`.
  var acceptedEncodings: String?

  /// No route has this path.
  static func noRoute(_ path: String) -> APIProblem {
    APIProblem(
      status: .notFound, code: "not-found", message: .key(.requestNothingAtPath, ["path": path]),
      recovery: .key(.requestPathsListed))
  }

  /// The path's routes take other methods.
  static func methodNotAllowed(_ method: HTTPMethod, allowed: [HTTPMethod]) -> APIProblem {
    APIProblem(
      status: .methodNotAllowed, code: "method-not-allowed",
      message: .key(.requestMethodNotAllowed, ["method": method.rawValue]),
      recovery: .text(.requestUseMethods, ["methods": .methods(allowed.map(\.rawValue))]),
      allowed: allowed)
  }

  /// A method no route takes, on any path: methods are case-sensitive, so `get` is one.
  static func methodNotImplemented(_ method: HTTPMethod, implemented: [HTTPMethod])
    -> APIProblem
  {
    APIProblem(
      status: .notImplemented, code: "not-implemented",
      message: .key(.requestMethodNotImplemented, ["method": quoted(method.rawValue)]),
      recovery: .text(
        .requestUseMethodsCaseSensitive, ["methods": .methods(implemented.map(\.rawValue))]))
  }

  /// A request that is not what the route takes.
  static func badRequest(_ message: APIWords, recovery: APIWords) -> APIProblem {
    APIProblem(status: .badRequest, code: "bad-request", message: message, recovery: recovery)
  }

  /// A parameter's value that is not one it takes, `expected` saying what it takes.
  static func badParameter(_ name: String, _ value: String, expected: APIWords) -> APIProblem {
    badRequest(
      .key(.requestParameterRefused, ["name": name, "value": quoted(value)]),
      recovery: .text(.requestParameterTakes, ["expected": expected]))
  }

  /// A path's product identifier that is not one.
  static func badProductID(_ text: String) -> APIProblem {
    badRequest(
      .key(.requestNotProductID, ["text": quoted(text)]),
      recovery: .key(.requestNameProduct, ["largest": "\(Int.max)"]))
  }

  /// A request on the JSON files for a host that is not this machine (`ShopAPI.checkLocal`).
  static func notLocalHost(_ host: String) -> APIProblem {
    APIProblem(
      status: .forbidden, code: "not-local",
      message: .key(.requestHostNotLocal, ["host": quoted(host)]),
      recovery: .key(.requestSendLocally))
  }

  /// A request on the JSON files from a web page of another site (`ShopAPI.checkLocal`).
  static func notLocalOrigin(_ origin: String) -> APIProblem {
    APIProblem(
      status: .forbidden, code: "not-local",
      message: .key(.requestOriginNotLocal, ["origin": quoted(origin)]),
      recovery: .key(.requestSendLocally))
  }

  /// An event stream past the most the API holds open: of this shopper (429, theirs to close)
  /// or in all (503, the server's to free).
  static func tooManyEventStreams(ofShopper: Bool, limit: Int) -> APIProblem {
    APIProblem(
      status: ofShopper ? .tooManyRequests : .serviceUnavailable, code: "too-many-streams",
      message: .key(
        ofShopper ? .requestTooManyStreamsOfShopper : .requestTooManyStreams,
        ["limit": "\(limit)"]),
      recovery: .key(ofShopper ? .requestCloseAStream : .requestOpenStreamLater))
  }

  /// A body in a content coding (`Content-Encoding: gzip`) the server does not read: read as
  /// it is, it would be refused as no JSON, or, a plain body labelled so, taken for what it is
  /// not said to be.
  static func bodyEncoded(_ coding: String) -> APIProblem {
    APIProblem(
      status: .unsupportedMediaType, code: "unsupported-encoding",
      message: .key(.requestBodyEncoded, ["coding": quoted(coding)]),
      recovery: .key(.requestSendBodyUnencoded), acceptedEncodings: "identity")
  }

  /// A locale the client asked for that is not one.
  static func badLocale(_ text: String) -> APIProblem {
    APIProblem(
      status: .badRequest, code: "bad-locale",
      message: .key(.requestNotLocale, ["text": quoted(text)]),
      recovery: .key(.requestGiveLocale))
  }

  /// A value from the request's target or headers, quoted on one line, at most 80 characters
  /// of it, in the form the client wrote it in the target: what would not show (a control, an
  /// invisible format character, a line or paragraph separator), and `"` and `%` themselves,
  /// percent-encoded as UTF-8, so that `?limit=1%00` is quoted `"1%00"`.
  ///
  /// A body's values are quoted as JSON instead, the form the client wrote them in
  /// (`BodyFields`).
  static func quoted(_ text: String) -> String {
    let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
    return "\"" + shown.unicodeScalars.map(percentEncodedIfUnseen).joined() + "\""
  }

  private static func percentEncodedIfUnseen(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator:
      break
    default:
      guard scalar == "\"" || scalar == "%" else { return String(scalar) }
    }
    return String(scalar).utf8.map { byte in
      "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }.joined()
  }
}
