import TaschHTTP
import TaschJSON
import TaschPresentation

/// How the API's answers are written: JSON documents, and errors with the status each code
/// calls for.
enum APIResponses {
  /// The status of each code of the shop's errors (`ErrorViewModel.code`); the API's own
  /// refusals (`APIProblem`) carry theirs.
  ///
  /// Bad input is 400; what does not exist, 404; what the shop's state stands in the way of
  /// (a cart that changed or cannot be ordered, nothing to undo), 409; a promotion code that
  /// cannot be used, or a checkout key sent again with another total or code, 422; a store
  /// that does not answer or cannot be read, 503; one that answered too late, 504.
  static func status(ofCode code: ErrorViewModel.Code) -> HTTPStatus {
    switch code {
    case .invalidInput: .badRequest
    case .notFound: .notFound
    case .cartChanged, .outOfStock, .tooMany, .emptyCart, .amountOutOfRange, .nothingToUndo,
      .nothingToRedo:
      .conflict
    case .unknownCode, .codeExpired, .codeNotYetValid, .codeMinimumNotMet, .codeNotApplicable,
      .codeTakesNothingOff, .checkoutKeyReused:
      .unprocessableContent
    case .offline, .storage, .decoding, .catalogueUnavailable, .emptyCatalogue:
      .serviceUnavailable
    case .timeout: .gatewayTimeout
    }
  }

  /// `document` with `status`, as JSON.
  ///
  /// No cache may keep it: it is a shopper's own, or the shop as it is at this moment, and a
  /// cache in front of the server would answer another shopper with it, or show stock gone.
  /// It varies with `Accept-Language`, whose words and money it is in.
  static func json(_ status: HTTPStatus, _ document: JSONValue, headers: HTTPHeaders = [:])
    -> HTTPResponse
  {
    var headers = headers
    headers.add("Content-Type", "application/json; charset=utf-8")
    headers.add("Cache-Control", "no-store")
    headers.add("Vary", "Accept-Language")
    return HTTPResponse(
      status: status, headers: headers, body: .bytes(ShopDocuments.bytes(document)))
  }

  /// The shop's `error`, with the status its code calls for, the seed when chance may have
  /// caused it, and `extra` fields beside `error` (the cart as it now is, say).
  static func error(
    _ error: ErrorViewModel, seed: UInt64?, extra: [String: JSONValue] = [:],
    details: Bool = true
  ) -> HTTPResponse {
    var document = ShopDocuments.error(error, seed: seed, details: details)
    if case .object(var fields) = document {
      fields.merge(extra) { kept, _ in kept }
      document = .object(fields)
    }
    return json(status(ofCode: error.code), document)
  }

  /// The API's refusal of a request, in `localization`'s words.
  static func problem(_ problem: APIProblem, in localization: Localization) -> HTTPResponse {
    var headers: HTTPHeaders = [:]
    if !problem.allowed.isEmpty {
      headers.add("Allow", problem.allowed.map(\.rawValue).joined(separator: ", "))
    }
    if let codings = problem.acceptedEncodings { headers.add("Accept-Encoding", codings) }
    if let challenge = problem.challenge { headers.add("WWW-Authenticate", challenge) }
    return json(
      problem.status,
      ShopDocuments.error(
        code: problem.code, message: problem.message.text(localization),
        recovery: problem.recovery.text(localization)),
      headers: headers)
  }
}
