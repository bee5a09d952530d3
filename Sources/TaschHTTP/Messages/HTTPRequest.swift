/// One request, read whole: its line, its headers, its body and who sent it.
public struct HTTPRequest: Sendable, Equatable {
  /// The method, such as `GET`.
  public let method: HTTPMethod
  /// The request target as sent: `/api/products?search=lamp`; `*` for `OPTIONS *`; or a whole
  /// URL (`http://host/path`), which RFC 9112 asks a server to accept.
  public let target: String
  /// The path within the target, still percent-encoded: `/api/products`; `*` for `OPTIONS *`.
  ///
  /// `PercentDecoding.segments(of:)` splits and decodes it.
  public let path: Substring
  /// The query within the target, after its `?` and still percent-encoded; nil without a `?`.
  ///
  /// `PercentDecoding.queryItems(of:)` reads it.
  public let query: Substring?
  /// The HTTP version the request was written in.
  public let version: HTTPVersion
  /// The header fields, in their order.
  public let headers: HTTPHeaders
  /// The body: as many bytes as `Content-Length` said, none when it said nothing.
  public let body: [UInt8]
  /// Where the request came from.
  public let peer: HTTPSocketAddress
  /// Whether the connection closes after this request's response: when the request says
  /// `Connection: close`, or is HTTP/1.0 and does not say `Connection: keep-alive`.
  public let closesConnection: Bool

  /// A request: what the server hands its handler, or what a test makes for one.
  public init(
    method: HTTPMethod, target: String, version: HTTPVersion = .http11,
    headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
    peer: HTTPSocketAddress = .unknownLoopback
  ) {
    self.method = method
    self.target = target
    (path, query) = Self.pathAndQuery(of: target)
    self.version = version
    self.headers = headers
    self.body = body
    self.peer = peer
    closesConnection =
      headers.lists("close", inFieldsNamed: "Connection")
      || (!version.isAtLeastHTTP11 && !headers.lists("keep-alive", inFieldsNamed: "Connection"))
  }

  /// The path and the query of `target`, in any of the forms a request may take.
  private static func pathAndQuery(of target: String) -> (Substring, Substring?) {
    var rest = target[...]
    if !rest.hasPrefix("/"), let schemeEnd = rest.firstRange(of: "://") {
      // Absolute form: the authority runs to the path, the query or the end.
      rest = rest[schemeEnd.upperBound...]
      rest = rest[(rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex)...]
    }
    guard let questionMark = rest.firstIndex(of: "?") else {
      return (rest.isEmpty ? "/" : rest, nil)
    }
    let path = rest[..<questionMark]
    return (path.isEmpty ? "/" : path, rest[rest.index(after: questionMark)...])
  }
}
