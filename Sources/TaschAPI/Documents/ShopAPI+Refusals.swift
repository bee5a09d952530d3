import TaschHTTP
import TaschPresentation

extension ShopAPI {
  /// The error document for a request the server refuses before the API sees it — malformed
  /// (400), expecting something other than `100-continue` (417), too large (413, 431), in a
  /// transfer coding (501), past the cap on connections (503), of another HTTP version (505) —
  /// and one still unanswered when the server stops (503), for
  /// `HTTPServerConfiguration.refusal`.
  ///
  /// With the request's `head`, read whole before the refusal, it is in the words the request
  /// asks for, as the API's own refusals are; without, in English, the request's language not
  /// being known. The path is not read yet, so the OpenAPI document lists these statuses on
  /// every operation.
  public nonisolated func refusal(_ problem: HTTPRequestProblem, head: HTTPRequest?)
    -> HTTPResponse
  {
    var (code, recovery): (String, String) =
      switch problem {
      case .bodyTooLarge: ("too-large", "Send a body of at most 64 KiB.")
      case .headTooLarge:
        ("headers-too-large", "Send a request line and headers of at most 16 KiB.")
      case .tooManyConnections: ("too-many-connections", "Try again in a moment.")
      case .shuttingDown: ("stopping", "Send the request again once the server is back.")
      case .transferEncodingNotSupported: ("not-implemented", "Send the body with Content-Length.")
      case .versionNotSupported: ("http-version-not-supported", "Speak HTTP/1.1.")
      case .unmetExpectation:
        ("expectation-failed", "Send Expect: 100-continue, or no Expect header.")
      default: ("bad-request", "Send a well-formed HTTP/1.1 request.")
      }
    var message =
      problem.description.prefix(1).uppercased() + problem.description.dropFirst() + "."
    if let head, let words = Self.words(of: problem) {
      let localization = localization(for: head)
      (message, recovery) = (localization.text(words.message), localization.text(words.recovery))
    }
    return APIResponses.json(
      problem.status, ShopDocuments.error(code: code, message: message, recovery: recovery))
  }

  /// The words of a refusal the server may make with the request's head read whole.
  private nonisolated static func words(of problem: HTTPRequestProblem)
    -> (message: TextKey, recovery: TextKey)?
  {
    switch problem {
    case .bodyTooLarge: (.requestBodyTooLarge, .requestSendSmallerBody)
    case .transferEncodingNotSupported: (.requestTransferCoding, .requestSendContentLength)
    case .shuttingDown: (.requestServerStopping, .requestSendAgainLater)
    case .missingHost: (.requestHostMissing, .requestSendWellFormed)
    case .repeatedHost: (.requestHostRepeated, .requestSendWellFormed)
    case .badHost: (.requestHostMalformed, .requestSendWellFormed)
    case .unmetExpectation: (.requestExpectationUnmet, .requestSendOnlyContinueExpectation)
    case .badContentLength: (.requestContentLengthNotNumber, .requestSendWellFormed)
    case .conflictingContentLengths: (.requestContentLengthsDiffer, .requestSendWellFormed)
    case .contentLengthWithTransferEncoding:
      (.requestContentLengthWithTransferEncoding, .requestSendWellFormed)
    default: nil
    }
  }
}
