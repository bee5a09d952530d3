import TaschHTTP
import TaschPresentation

extension ShopAPI {
  /// The error document for a request the server refuses before the API sees it — malformed
  /// (400), too large (413, 431), in a transfer coding (501), past the cap on connections
  /// (503), of another HTTP version (505) — and one still unanswered when the server stops
  /// (503), for `HTTPServerConfiguration.refusal`.
  ///
  /// The path is not read yet, so the OpenAPI document lists these statuses on every
  /// operation.
  public nonisolated static func refusal(_ problem: HTTPRequestProblem) -> HTTPResponse {
    let (code, recovery): (String, String) =
      switch problem {
      case .bodyTooLarge: ("too-large", "Send a body of at most 64 KiB.")
      case .headTooLarge:
        ("headers-too-large", "Send a request line and headers of at most 16 KiB.")
      case .tooManyConnections: ("too-many-connections", "Try again in a moment.")
      case .shuttingDown: ("stopping", "Send the request again once the server is back.")
      case .transferEncodingNotSupported: ("not-implemented", "Send the body with Content-Length.")
      case .versionNotSupported: ("http-version-not-supported", "Speak HTTP/1.1.")
      default: ("bad-request", "Send a well-formed HTTP/1.1 request.")
      }
    let message = problem.description.prefix(1).uppercased() + problem.description.dropFirst() + "."
    return APIResponses.json(
      problem.status, ShopDocuments.error(code: code, message: message, recovery: recovery))
  }
}
