/// How a server listens, what it allows, when it gives up on a client, and whom it tells.
public struct HTTPServerConfiguration: Sendable {
  /// Where to listen; port 0 picks a free port, which `HTTPServer.address` then tells.
  public var address: HTTPSocketAddress
  /// How large a request may be.
  public var limits = HTTPLimits()
  /// How many connections the server holds at once: `defaultMaximumConnections` unless told.
  ///
  /// One more is answered 503 and closed. The server raises the process's limit on open descriptors
  /// toward what this needs, as far as the system allows.
  public var maximumConnections = defaultMaximumConnections
  /// How many connections a server holds at once by default: 1024.
  public static let defaultMaximumConnections = 1024
  /// How many bytes of a stream's chunks may wait to be sent, its client taking none, before
  /// the connection is closed: 1 MiB.
  public var maximumPendingStreamBytes = 1 << 20
  /// How many bytes of answers may wait to be sent on one connection while a further request
  /// its client pipelined is read: 64 KiB, so that a connection whose client pipelines without
  /// reading holds at most that and one answer more in the server.
  public var maximumPipelinedOutputBytes = 64 << 10
  /// When the server gives up on a slow or idle client.
  public var timeouts = HTTPTimeouts()
  /// How often deadlines are checked: a timeout fires up to this late.
  ///
  /// Nil never checks them on a timer, for tests that check them with the clock they set.
  public var sweepInterval: Duration? = .milliseconds(250)
  /// The time every timeout and every logged duration is measured with.
  ///
  /// The time on a clock that never goes back, since any fixed moment: `ContinuousClock`'s by
  /// default.
  public var now: @Sendable () -> Duration = HTTPServerConfiguration.continuousNow
  /// Told of every response, for the front's log: one line per request.
  ///
  /// Told once the response is handed to the connection (a streamed one when its stream
  /// ends), or, with `HTTPStatus.clientClosedRequest`, once a client that went away before its
  /// answer is let go; on the server's own thread, so it must not block. The library itself
  /// writes nothing anywhere.
  public var requestLog: @Sendable (HTTPLogEntry) -> Void = { _ in }
  /// The response to a request the server refuses itself, given why, and the request's head
  /// (without its body) when its headers were read whole, for the words they ask for.
  ///
  /// Asked for 400, 413, 417, 431, 501 and 505, and for 503 when the server holds too many
  /// connections or stops with a request unanswered; it should answer with `problem.status`.
  /// The server frames it and closes the connection after it. An empty body by default.
  public var refusal: @Sendable (HTTPRequestProblem, _ head: HTTPRequest?) -> HTTPResponse = {
    problem, _ in HTTPResponse(status: problem.status)
  }
  /// Told of what happens to connections, on the server's thread: for tests to wait on the
  /// server rather than on time.
  var observer: (@Sendable (ServerObservation) -> Void)?

  /// A configuration listening on `address`, with the defaults for everything else.
  public init(address: HTTPSocketAddress) {
    self.address = address
  }

  /// The time since the first time this was asked, on `ContinuousClock`.
  public static let continuousNow: @Sendable () -> Duration = {
    let origin = ContinuousClock.now
    return { ContinuousClock.now - origin }
  }()
}

/// When the server gives up on a client that is slow or silent.
///
/// Each closes the connection without a response, as nginx does: a client that stopped
/// sending is not reading either.
public struct HTTPTimeouts: Hashable, Sendable {
  /// How long a request's line and headers may take to arrive: 10 s.
  ///
  /// On a new connection it runs from the connection's opening, so it is also how long a client may
  /// wait before sending anything; on a kept-alive one, from the next request's first byte.
  public var head: Duration = .seconds(10)
  /// How long a kept-alive connection may wait, after a response, for the next request's
  /// first byte: 5 s.
  public var idle: Duration = .seconds(5)
  /// How long a body may take to arrive after its head: 10 s.
  public var body: Duration = .seconds(10)
  /// How long a client may take nothing of what waits to be sent to it: 10 s.
  public var send: Duration = .seconds(10)
  /// How long a connection the server closes after a response (a refusal, `Connection: close`)
  /// goes on reading, and throwing away, what the client still sends, so that closing with
  /// bytes unread does not reset the connection before the client reads the response: 2 s.
  public var linger: Duration = .seconds(2)
  /// How long `HTTPServer.shutdown()` lets the requests in flight finish before it cancels
  /// them and answers them 503: 10 s.
  public var shutdownGrace: Duration = .seconds(10)

  /// The defaults.
  public init() {}
}

/// One response, for a log line.
public struct HTTPLogEntry: Sendable {
  /// The request's method; nil when the request was refused before its head was read whole.
  public let method: HTTPMethod?
  /// The request's target, as sent (visible ASCII only); nil as for `method`.
  public let target: String?
  /// The status sent.
  public let status: HTTPStatus
  /// From the request's arrival whole (or its refusal) to its response's handing over.
  public let duration: Duration
  /// Who sent the request.
  public let peer: HTTPSocketAddress

  /// An entry for a response of `status` to `method` and `target` from `peer`, after
  /// `duration`.
  public init(
    method: HTTPMethod?, target: String?, status: HTTPStatus, duration: Duration,
    peer: HTTPSocketAddress
  ) {
    self.method = method
    self.target = target
    self.status = status
    self.duration = duration
    self.peer = peer
  }
}

/// What happened to a connection, for tests that wait on the server.
enum ServerObservation: Hashable, Sendable {
  /// A connection from `peerPort` was taken.
  case accepted(peerPort: UInt16)
  /// The connection from `peerPort` has now delivered `byteCount` bytes in all.
  case received(peerPort: UInt16, byteCount: Int)
  /// The connection from `peerPort` was closed.
  case closed(peerPort: UInt16)
  /// The server stopped accepting connections, shutting down.
  case stoppedAccepting
}
