/// What the server knows of a request when its handler answers: all it needs to frame the
/// response.
struct ResponseContext: Sendable {
  /// A `HEAD` request: the response's head is sent, never its body.
  let isHead: Bool
  /// An HTTP/1.0 request, whose client knows neither the chunked coding nor keep-alive by
  /// default.
  let isHTTP10: Bool
  /// The request asked for the connection to close after its response.
  let closes: Bool

  init(_ request: HTTPRequest) {
    isHead = request.method == .head
    isHTTP10 = !request.version.isAtLeastHTTP11
    closes = request.closesConnection
  }

  init(isHead: Bool, isHTTP10: Bool, closes: Bool) {
    self.isHead = isHead
    self.isHTTP10 = isHTTP10
    self.closes = closes
  }
}

/// A handler's response made into what the connection sends: the head's bytes, the body's, and
/// whether the connection closes after them.
struct PreparedResponse: Sendable {
  /// The status sent: the handler's, or 500 when it was not a final status.
  let status: HTTPStatus
  let head: [UInt8]
  /// The body's bytes; none for a stream, whose chunks come later.
  let body: [UInt8]
  /// The stream whose chunks follow the head; nil when the body is sent whole or not at all.
  let stream: AsyncStream<[UInt8]>?
  /// Whether the stream's chunks are framed in the chunked coding (HTTP/1.1) or sent as they
  /// are until the connection closes (HTTP/1.0).
  let isChunked: Bool
  /// Whether the connection closes once the response is sent.
  let closes: Bool
  /// What it was prepared from, to prepare it again should the connection close after all.
  private let source: (response: HTTPResponse, context: ResponseContext, date: [UInt8])

  /// `response` to a request of `context`; `serverCloses` when the server is shutting down.
  init(_ response: HTTPResponse, context: ResponseContext, serverCloses: Bool, date: [UInt8]) {
    source = (response, context, date)
    let status = (200...599).contains(response.status.code) ? response.status : .internalServerError
    var closes = context.closes || serverCloses
    var framing = BodyFraming.none
    var body: [UInt8] = []
    var stream: AsyncStream<[UInt8]>?
    switch response.body {
    case .bytes(let bytes):
      if status.allowsBody {
        framing = .length(bytes.count)
        if !context.isHead { body = bytes }
      }
    case .stream(let chunks):
      if status.allowsBody {
        framing = context.isHTTP10 ? .untilClose : .chunked
        closes = closes || context.isHTTP10
        if !context.isHead { stream = chunks }
      }
    }
    let connection: ResponseWriter.ConnectionField =
      closes ? .close : context.isHTTP10 ? .keepAlive : .none
    self.status = status
    self.head = ResponseWriter.head(
      status: status, headers: response.headers, framing: framing, connection: connection,
      date: date)
    self.body = body
    self.stream = stream
    self.isChunked = framing == .chunked
    self.closes = closes
  }

  /// The same response, saying that the connection closes after it: for one prepared before
  /// the server began to stop and sent after, so that the client sends no request more on a
  /// connection about to close.
  func closingTheConnection() -> PreparedResponse {
    closes
      ? self
      : PreparedResponse(
        source.response, context: source.context, serverCloses: true, date: source.date)
  }
}

/// How a response's body is delimited on the wire.
enum BodyFraming: Equatable {
  /// No body: 204, 304, or a status that cannot have one.
  case none
  /// `Content-Length` bytes.
  case length(Int)
  /// The chunked coding, ended by a chunk of length zero.
  case chunked
  /// Everything until the connection closes: a stream to an HTTP/1.0 client.
  case untilClose
}
