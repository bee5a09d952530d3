/// Why a request is refused before any handler sees it, and with which status.
///
/// After a refusal the server answers with the status and closes the connection: once a
/// request is misread, where the next one starts cannot be trusted.
public enum HTTPRequestProblem: Error, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The request line and headers are longer than the limit: 431.
  case headTooLarge
  /// `Content-Length` is more than the limit: 413.
  case bodyTooLarge
  /// The request line is not `METHOD SP TARGET SP HTTP/x.y`: 400.
  case badRequestLine
  /// The target is neither a path (`/…`), nor `*` with `OPTIONS`, nor an `http` or `https`
  /// URL, or has a byte no target may have: 400.
  case badTarget
  /// The target is a URL with a user name or password before its host (userinfo), which
  /// RFC 9110, section 4.2.4, says to treat as an error: 400. Refused before anything of it
  /// is logged.
  case userInfoInTarget
  /// An HTTP version other than 1.x: 505.
  case versionNotSupported
  /// A line ends with LF alone, where CRLF is required: 400.
  case bareLineFeed
  /// A CR that is not followed by LF: 400.
  case bareCarriageReturn
  /// A header line starts with whitespace, continuing the one before (obs-fold): 400.
  case foldedHeader
  /// A header line's name is empty, is not a token, or has no colon after it: 400.
  case badHeaderName
  /// A header's value has a control character: 400.
  case controlCharacter
  /// An HTTP/1.1 request without `Host`: 400.
  case missingHost
  /// More than one `Host`: 400.
  case repeatedHost
  /// A `Host` that is not a host with an optional port: 400.
  case badHost
  /// An HTTP/1.1 request's `Expect` is something other than `100-continue`: 417.
  case unmetExpectation
  /// `Content-Length` is not a decimal number: 400.
  case badContentLength
  /// Two `Content-Length`s that differ: 400.
  case conflictingContentLengths
  /// Both `Content-Length` and `Transfer-Encoding`, a request smuggler's mark: 400.
  case contentLengthWithTransferEncoding
  /// `Transfer-Encoding` on a request: this server reads no chunked bodies: 501.
  case transferEncodingNotSupported
  /// The server holds as many connections as it may: 503. Found by the server, not the
  /// decoder.
  case tooManyConnections
  /// The server is stopping, and the request was still being answered at the end of the grace
  /// period: 503. Found by the server, not the decoder, once the handler has the request.
  case shuttingDown

  /// The status the server answers the problem with.
  public var status: HTTPStatus {
    switch self {
    case .headTooLarge: .requestHeaderFieldsTooLarge
    case .bodyTooLarge: .contentTooLarge
    case .versionNotSupported: .httpVersionNotSupported
    case .transferEncodingNotSupported: .notImplemented
    case .unmetExpectation: .expectationFailed
    case .tooManyConnections, .shuttingDown: .serviceUnavailable
    case .badRequestLine, .badTarget, .userInfoInTarget, .bareLineFeed, .bareCarriageReturn,
      .foldedHeader, .badHeaderName, .controlCharacter, .missingHost, .repeatedHost,
      .badHost, .badContentLength, .conflictingContentLengths, .contentLengthWithTransferEncoding:
      .badRequest
    }
  }

  /// What is wrong, in a few words for a log or an error document.
  public var description: String {
    switch self {
    case .headTooLarge: "the request line and headers are too large"
    case .bodyTooLarge: "the body is too large"
    case .badRequestLine: "the request line is malformed"
    case .badTarget: "the request target is malformed"
    case .userInfoInTarget: "the request target has a user name or password in it"
    case .versionNotSupported: "the HTTP version is not supported"
    case .bareLineFeed: "a line ends without CR before its LF"
    case .bareCarriageReturn: "a CR is not followed by LF"
    case .foldedHeader: "a header is folded over two lines"
    case .badHeaderName: "a header's name is malformed"
    case .controlCharacter: "a header's value has a control character"
    case .missingHost: "the Host header is missing"
    case .repeatedHost: "the Host header is repeated"
    case .badHost: "the Host header is not a host with an optional port"
    case .unmetExpectation: "the Expect header asks for something other than 100-continue"
    case .badContentLength: "the Content-Length is not a number"
    case .conflictingContentLengths: "two Content-Length headers differ"
    case .contentLengthWithTransferEncoding: "both Content-Length and Transfer-Encoding are set"
    case .transferEncodingNotSupported: "request bodies in a transfer coding are not supported"
    case .tooManyConnections: "the server has too many connections"
    case .shuttingDown: "the server is stopping, and could not finish the request in time"
    }
  }
}
