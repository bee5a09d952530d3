import Glibc

/// A small HTTP/1.1 server: it reads requests strictly, hands each to an async handler, and
/// sends what the handler answers.
///
/// ```swift
/// let server = try HTTPServer.start(configuration: configuration) { request in
///   HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: .bytes(json))
/// }
/// print(server.address.url)
/// // …on SIGTERM or SIGINT:
/// await server.shutdown()
/// ```
///
/// The server runs on a thread of its own, an epoll loop over non-blocking sockets; handlers
/// run as tasks of Swift's concurrency, one per request, so they may hop to the main actor.
/// Connections stay open between requests (keep-alive), pipelined requests are answered in
/// order, and a client that is slow, silent or sends too much is let go, as
/// `HTTPServerConfiguration` and `HTTPLimits` set. Nothing is written to standard output or
/// error: the front logs through `HTTPServerConfiguration.requestLog`.
public final class HTTPServer: Sendable {
  /// The address the server listens on, with the port the system picked when asked for 0.
  public let address: HTTPSocketAddress
  private let loop: EventLoop

  private init(address: HTTPSocketAddress, loop: EventLoop) {
    self.address = address
    self.loop = loop
  }

  /// Starts a server listening as `configuration` says, answering every request with `handler`.
  ///
  /// - Throws: `HTTPServerError` when the address cannot be listened on (in use, not this
  ///   machine's) or the system refuses what the server needs.
  public static func start(
    configuration: HTTPServerConfiguration,
    handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
  ) throws(HTTPServerError) -> HTTPServer {
    var configuration = configuration
    configuration.maximumConnections = max(configuration.maximumConnections, 1)
    // Each connection takes a descriptor, and so may each refused one while it lingers.
    DescriptorLimit.raise(toward: 2 * configuration.maximumConnections + 64)
    let (listener, address) = try Sockets.listen(on: configuration.address)
    let loop: EventLoop
    do {
      loop = try EventLoop(configuration: configuration, handler: handler, listener: listener)
    } catch {
      close(listener)
      throw error
    }
    var thread = pthread_t()
    let retained = Unmanaged.passRetained(loop)
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<EventLoop>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, retained.toOpaque())
    guard started == 0 else {
      // No thread took the loop: let it go, and its descriptors with it.
      retained.release()
      throw HTTPServerError("cannot start the server's thread", systemError: started)
    }
    pthread_detach(thread)
    return HTTPServer(address: address, loop: loop)
  }

  /// Stops the server, and returns once it has stopped.
  ///
  /// It stops accepting connections at once, closes those waiting for a request, ends the
  /// streams being sent (their producers see `onTermination`), and lets the requests in flight
  /// finish and their responses go out with `Connection: close`. Requests still running after
  /// `HTTPTimeouts.shutdownGrace` are cancelled, answered 503 (`HTTPRequestProblem.shuttingDown`)
  /// and logged, and their connections closed. Calling it again,
  /// or from many tasks, waits for the same end.
  public func shutdown() async {
    await withCheckedContinuation { waiter in
      if !loop.mailbox.post(.shutdown(waiter)) { waiter.resume() }
    }
  }

  /// Checks every deadline now, at the configuration's `now`, and returns once it has: for
  /// tests, which set the time and then ask.
  func sweep() async {
    await withCheckedContinuation { waiter in
      if !loop.mailbox.post(.sweep(waiter)) { waiter.resume() }
    }
  }
}
