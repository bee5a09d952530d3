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
  /// being known. A refusal of a request too large names the `limits` it passed. The path is
  /// not read yet, so the OpenAPI document lists these statuses on every operation.
  public nonisolated func refusal(
    _ problem: HTTPRequestProblem, head: HTTPRequest?, limits: HTTPLimits
  ) -> HTTPResponse {
    let code =
      switch problem {
      case .bodyTooLarge: "too-large"
      case .headTooLarge: "headers-too-large"
      case .tooManyConnections: "too-many-connections"
      case .shuttingDown: "stopping"
      case .transferEncodingNotSupported: "not-implemented"
      case .versionNotSupported: "http-version-not-supported"
      case .unmetExpectation: "expectation-failed"
      default: "bad-request"
      }
    let message: String
    let recovery: String
    if let words = Self.words(of: problem) {
      let localization = head.map(localization(for:)) ?? .english
      let values = ["size": HTTPLimits.size(limits.maximumBodyBytes)]
      (message, recovery) = (
        localization.text(words.message), localization.text(words.recovery, values)
      )
    } else {
      // Found before the head is read whole: its language is not known.
      message = problem.description.prefix(1).uppercased() + problem.description.dropFirst() + "."
      recovery =
        switch problem {
        case .headTooLarge:
          "Send a request line and headers of at most \(HTTPLimits.size(limits.maximumHeadBytes))."
        case .tooManyConnections: "Try again in a moment."
        case .versionNotSupported: "Speak HTTP/1.1."
        default: Localization.english.text(.requestSendWellFormed)
        }
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
