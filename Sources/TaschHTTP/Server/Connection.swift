/// One client's connection, as the event loop keeps it: touched only on the loop's thread.
final class Connection {
  /// Where the connection is in its life.
  enum Phase: Equatable {
    /// Waiting for a request, or reading one.
    case reading
    /// A handler is answering a request.
    case handling
    /// A response's body is being streamed.
    case streaming
    /// The last response is being sent; then the connection closes.
    case closing
    /// Sent all and shut for writing: reading and throwing away what the client still sends,
    /// until it closes or `HTTPTimeouts.linger` passes.
    case lingering
  }

  /// The request being answered: for the log line, and to cancel its task.
  struct Exchange {
    let method: HTTPMethod?
    let target: String?
    /// The request, for a refusal of it once the handler has it (the server stopping).
    let request: HTTPRequest?
    /// When the request arrived whole.
    let started: Duration
    var task: Task<Void, Never>?
    var status: HTTPStatus?
    var closesAfterStream = false
  }

  let socket: Int32
  /// The socket, and a serial number so that a reused socket is not taken for this one.
  let id: UInt64
  let peer: HTTPSocketAddress
  /// A connection accepted past the cap, only to be told 503.
  let isRefused: Bool
  var decoder: HTTPRequestDecoder
  var output = OutputQueue()
  var phase = Phase.reading
  var exchange: Exchange?

  /// The socket may have bytes to read: told by epoll, cleared when a read finds it empty.
  var isReadable = false
  /// The socket may take bytes: cleared when a send is cut short, told again by epoll.
  var isWritable = true
  /// The client sends nothing more.
  var peerClosed = false

  var servedRequests = 0
  /// When the connection opened, or its last response was handed over.
  var waitStart: Duration
  /// How far the next request has come, and since when.
  var progress = HTTPRequestDecoder.Progress.awaitingRequest
  var progressSince: Duration
  /// When bytes were last sent, or began to wait to be.
  var lastSend: Duration
  var lingerStart: Duration = .zero
  var receivedByteCount = 0
  /// The socket is closed; the loop no longer knows the connection.
  var isClosed = false

  init(
    socket: Int32, id: UInt64, peer: HTTPSocketAddress, limits: HTTPLimits, isRefused: Bool,
    now: Duration
  ) {
    self.socket = socket
    self.id = id
    self.peer = peer
    self.isRefused = isRefused
    decoder = HTTPRequestDecoder(limits: limits, peer: peer)
    waitStart = now
    progressSince = now
    lastSend = now
  }

  /// Notes how far the next request has come, at `now`.
  func noteProgress(at now: Duration) {
    let progress = decoder.progress
    guard progress != self.progress else { return }
    self.progress = progress
    progressSince = now
  }

  /// When the connection is given up on, unless something happens first; nil when it waits on
  /// nothing the client does.
  func deadline(_ timeouts: HTTPTimeouts) -> Duration? {
    // While a response is being sent, the client is not idle: it is reading, or too slow to.
    guard output.isEmpty else { return lastSend + timeouts.send }
    switch phase {
    case .reading:
      switch progress {
      case .awaitingRequest:
        return waitStart + (servedRequests == 0 ? timeouts.head : timeouts.idle)
      case .readingHead:
        // nginx's rule: the first request's head counts from the opening, a later one's from
        // its first byte (or from the end of the response before it, when it came sooner).
        return (servedRequests == 0 ? waitStart : progressSince) + timeouts.head
      case .readingBody:
        return progressSince + timeouts.body
      }
    case .lingering:
      return lingerStart + timeouts.linger
    case .handling, .streaming, .closing:
      return nil
    }
  }

  /// Notes that the responses queued were all sent at `now`: a kept-alive connection's waits
  /// for the next request count from then.
  func noteSent(at now: Duration) {
    guard phase == .reading && servedRequests > 0 else { return }
    waitStart = now
    progressSince = now
  }
}
