import Glibc
import Synchronization

/// The server's own thread: one epoll loop that accepts connections, reads requests, starts
/// their handlers as tasks, sends responses and keeps the deadlines.
///
/// Sockets are watched edge-triggered, once each for their whole life, so answering a request
/// costs no call to change what is watched: the loop remembers what epoll told it (readable,
/// writable) and reads or sends when it has something to do. A connection reads its next
/// request only once the response to the one before is on its way, so pipelined requests are
/// answered in order, and a client that sends faster than it is answered is held back by TCP.
final class EventLoop: @unchecked Sendable {
  // NB: @unchecked because everything but `mailbox`, `isShuttingDown` and the constants is
  // touched only on the loop's own thread, inside `run()`; handler tasks reach the loop
  // through the mailbox alone.

  /// What answers requests.
  typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  let configuration: HTTPServerConfiguration
  let handler: Handler
  let mailbox: Mailbox
  /// Set once shutting down, so responses made from then on close their connections.
  let isShuttingDown = Atomic(false)

  let epoll: Epoll
  var listener: Int32?
  /// The connections, by socket.
  var connections: [Connection?] = []
  /// Connections counted against the cap, and those accepted past it only to be refused.
  var acceptedCount = 0
  var refusedCount = 0
  var serial: UInt32 = 0
  /// Connections may be waiting on the listener.
  var listenerReady = false
  /// The process ran out of descriptors: accept no more until one is freed or a sweep.
  var acceptPaused = false
  var stopping = false
  var graceDeadline = Duration.zero
  var shutdownWaiters: [CheckedContinuation<Void, Never>] = []
  /// The time at this turn of the loop.
  var currentTime = Duration.zero
  var lastSweep = Duration.zero
  /// What one read takes from a socket.
  let readBuffer: UnsafeMutableRawBufferPointer
  /// The size of `readBuffer`: a whole body the server takes in one read, where the socket
  /// holds that much.
  static let readBufferBytes = 65_536
  /// The buffers of one `sendmsg`, reused.
  var vectors: [iovec] = []
  private var inbox: [Mailbox.Message] = []

  static let listenerToken = UInt64.max
  static let wakeToken = UInt64.max - 1
  /// The events a connection is watched for.
  static let connectionEvents =
    Epoll.input | Epoll.output | Epoll.peerHangUp | Epoll.edgeTriggered

  /// A loop serving `listener` with `handler`.
  init(configuration: HTTPServerConfiguration, handler: @escaping Handler, listener: Int32)
    throws(HTTPServerError)
  {
    guard let epoll = Epoll() else {
      throw HTTPServerError("cannot watch sockets: epoll is not available", systemError: errno)
    }
    self.epoll = epoll
    self.configuration = configuration
    self.handler = handler
    self.listener = listener
    mailbox = try Mailbox()
    guard
      self.epoll.add(
        listener, events: Epoll.input | Epoll.edgeTriggered, token: Self.listenerToken),
      self.epoll.add(mailbox.wakeReader, events: Epoll.input, token: Self.wakeToken)
    else { throw HTTPServerError("cannot watch the listening socket", systemError: errno) }
    readBuffer = .allocate(byteCount: Self.readBufferBytes, alignment: 16)
    vectors.reserveCapacity(64)
  }

  deinit {
    readBuffer.deallocate()
    if let listener { Glibc.close(listener) }
  }

  /// Runs until shut down and every connection is closed; then resumes those waiting.
  func run() {
    let events = EpollEvents(capacity: 256)
    currentTime = configuration.now()
    lastSweep = currentTime
    let sweepMilliseconds = configuration.sweepInterval.map(Self.milliseconds) ?? -1
    while !stopping || acceptedCount + refusedCount > 0 {
      let mayBlock = mailbox.loopWillWait() && !(listenerReady && !acceptPaused)
      let count = epoll.wait(into: events, milliseconds: mayBlock ? sweepMilliseconds : 0)
      mailbox.loopWoke(taking: &inbox)
      currentTime = configuration.now()
      for index in 0..<count {
        let event = events[index]
        handle(event.events, token: event.token)
      }
      acceptConnections()
      for message in inbox { handle(message) }
      inbox.removeAll(keepingCapacity: true)
      if let interval = configuration.sweepInterval, currentTime - lastSweep >= interval {
        sweep()
      }
    }
    for message in mailbox.close() {
      switch message {
      case .sweep(let waiter), .shutdown(let waiter): waiter.resume()
      case .response, .streamChunk, .streamEnded: break
      }
    }
    for waiter in shutdownWaiters { waiter.resume() }
  }

  /// `duration` in whole milliseconds, at least 1.
  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(total, 1))
  }

  // MARK: - Events and messages

  private func handle(_ events: UInt32, token: UInt64) {
    switch token {
    case Self.listenerToken:
      listenerReady = true
    case Self.wakeToken:
      mailbox.drainWakes()
    default:
      guard let connection = liveConnection(token) else { return }
      if events & (Epoll.error | Epoll.hangUp) != 0 { return letGo(connection) }
      if events & Epoll.output != 0 { connection.isWritable = true }
      if events & Epoll.input != 0 { connection.isReadable = true }
      if events & Epoll.peerHangUp != 0 { connection.peerClosed = true }
      proceed(connection)
    }
  }

  private func handle(_ message: Mailbox.Message) {
    switch message {
    case .response(let id, let response):
      guard let connection = liveConnection(id), connection.phase == .handling else { return }
      respond(connection, with: response)
    case .streamChunk(let id, let chunk):
      guard let connection = liveConnection(id), connection.phase == .streaming else { return }
      send(chunk, on: connection)
    case .streamEnded(let id, let tail):
      guard let connection = liveConnection(id), connection.phase == .streaming else { return }
      endStream(on: connection, with: tail)
    case .sweep(let waiter):
      sweep()
      waiter.resume()
    case .shutdown(let waiter):
      beginShutdown()
      shutdownWaiters.append(waiter)
    }
  }

  /// The connection `id` names, unless it was closed since.
  func liveConnection(_ id: UInt64) -> Connection? {
    let socket = Int(id & 0xFFFF_FFFF)
    guard socket < connections.count, let connection = connections[socket],
      connection.id == id
    else { return nil }
    return connection
  }

  /// Tells the tests' observer, if any.
  func observe(_ observation: ServerObservation) {
    configuration.observer?(observation)
  }
}
