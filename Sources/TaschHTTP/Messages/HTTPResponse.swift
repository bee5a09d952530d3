/// What a handler answers: a status, header fields and a body.
///
/// The server writes the fields that frame the message itself — `Content-Length`,
/// `Transfer-Encoding`, `Connection` and `Date` — and leaves out any of them a handler sets, so
/// that a response always says truly how long it is and whether the connection stays open.
public struct HTTPResponse: Sendable {
  /// A response's body.
  public enum Body: Sendable {
    /// Bytes known at once, sent with their `Content-Length`.
    case bytes([UInt8])
    /// Chunks written as they come, such as Server-Sent Events (`text/event-stream`).
    ///
    /// To an HTTP/1.1 client the chunks go in the chunked transfer coding and the connection
    /// may serve further requests after the stream ends; to an HTTP/1.0 client, which does not
    /// know that coding, they go as they are and the connection closes at the end. The server
    /// stops reading the stream — its producer sees `onTermination` with `.cancelled` — when
    /// the client goes away, when the client does not take what was written within the send
    /// timeout, or when the server shuts down. An empty chunk writes nothing.
    case stream(AsyncStream<[UInt8]>)
  }

  /// The status; a final one (200…599), since the server sends `100 Continue` itself.
  public var status: HTTPStatus
  /// The header fields, in the order they are written.
  public var headers: HTTPHeaders
  /// The body; left out of responses to `HEAD` and of 204 and 304 responses.
  public var body: Body

  /// The response `status` with `headers` and `body`.
  public init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}
