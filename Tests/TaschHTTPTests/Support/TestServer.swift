@testable import TaschHTTP

/// A server for one test: on 127.0.0.1, port 0, on a time the test moves, with deadlines
/// checked only when the test asks, and telling what happens to its connections.
struct TestServer: Sendable {
  /// What answers the server's requests.
  typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse
  /// Changes to the test's configuration.
  typealias Configure = (inout HTTPServerConfiguration) -> Void

  let server: HTTPServer
  let time: ManualTime
  let observations: Observations<ServerObservation>
  /// The request log's entries.
  let log: Observations<HTTPLogEntry>

  /// Where the server listens.
  var address: HTTPSocketAddress { server.address }

  /// A server answering with `handler`, on `time`, with the changes `configure` makes, for the
  /// length of `body`; stopped after it, whatever it throws.
  static func run(
    time: ManualTime = ManualTime(),
    configure: Configure = { _ in },
    handler: @escaping Handler = TestServer.echoPath,
    _ body: (TestServer) async throws -> Void
  ) async throws {
    let observations = Observations<ServerObservation>()
    let log = Observations<HTTPLogEntry>()
    var configuration = HTTPServerConfiguration(
      address: try HTTPSocketAddress(parsing: "127.0.0.1:0"))
    configuration.sweepInterval = nil
    configuration.now = { time.now() }
    configuration.observer = { observations.record($0) }
    configuration.requestLog = { log.record($0) }
    configure(&configuration)
    let server = TestServer(
      server: try HTTPServer.start(configuration: configuration, handler: handler), time: time,
      observations: observations, log: log)
    do {
      try await body(server)
    } catch {
      await server.server.shutdown()
      throw error
    }
    await server.server.shutdown()
  }

  /// A client connected to the server, once the server has accepted it.
  func connect(receiveBuffer: Int32? = nil) async throws -> TestClient {
    let client = try await TestClient.connect(to: address, receiveBuffer: receiveBuffer)
    await observations.wait(for: .accepted(peerPort: client.port))
    return client
  }

  /// A client connected to the server that has sent `request` whole.
  func connect(sending request: String, receiveBuffer: Int32? = nil) async throws -> TestClient {
    let client = try await connect(receiveBuffer: receiveBuffer)
    await client.send(request)
    return client
  }

  /// Moves the time on by `duration`, and has the server check its deadlines.
  func advance(by duration: Duration) async {
    time.advance(by: duration)
    await server.sweep()
  }

  /// Answers 200 with the request's method and target as the body.
  static let echoPath: Handler = { request in
    HTTPResponse(
      status: .ok, headers: ["Content-Type": "text/plain"],
      body: .bytes(Array("\(request.method) \(request.target)".utf8)))
  }
}
