import Synchronization
import Testing

@testable import TaschHTTP

/// Streamed bodies, such as Server-Sent Events: chunks written as they come, and the producer
/// told when the client goes away.
@Suite struct HTTPServerStreamingTests {
  typealias Termination = AsyncStream<[UInt8]>.Continuation.Termination

  /// A handler streaming what the test yields, and what the test can watch of it.
  final class Producer: Sendable {
    let continuations = Observations<AsyncStream<[UInt8]>.Continuation>()
    let terminations = Observations<Termination>()

    var handler: TestServer.Handler {
      { [self] _ in
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        continuation.onTermination = { [self] reason in terminations.record(reason) }
        continuations.record(continuation)
        return HTTPResponse(
          status: .ok, headers: ["Content-Type": "text/event-stream"], body: .stream(stream))
      }
    }

    /// A server answering with a new producer's handler, with the changes `configure` makes,
    /// for the length of `body`.
    static func withServer(
      configure: TestServer.Configure = { _ in },
      _ body: (TestServer, Producer) async throws -> Void
    ) async throws {
      let producer = Producer()
      try await TestServer.run(configure: configure, handler: producer.handler) { server in
        try await body(server, producer)
      }
    }

    /// The continuation of the stream the handler made.
    func stream() async -> AsyncStream<[UInt8]>.Continuation {
      await continuations.wait { _ in true }
    }

    /// How the stream ended, once it has.
    func termination() async -> Termination {
      await terminations.wait { _ in true }
    }

    /// A client of `server` that has asked for the events and read the head and a first chunk,
    /// and the stream it reads.
    func client(
      of server: TestServer
    ) async throws -> (TestClient, AsyncStream<[UInt8]>.Continuation) {
      let client = try await server.connect(sending: HTTPServerStreamingTests.events)
      _ = try await client.head()
      let stream = await stream()
      stream.yield(Array("data: hello\n\n".utf8))
      _ = try await client.chunk()
      return (client, stream)
    }
  }

  /// The request for the events, on HTTP/1.1.
  static let events = "GET /api/events HTTP/1.1\r\nHost: a\r\n\r\n"

  /// Expects `producer` told that its stream was cancelled, then waits until the server has
  /// closed `client`'s connection.
  private func expectLetGo(
    _ client: TestClient, of server: TestServer, streamingFrom producer: Producer,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    #expect(await producer.termination() == .cancelled, sourceLocation: sourceLocation)
    await server.observations.wait(for: .closed(peerPort: client.port))
  }

  @Test(
    "chunks go out as they come, the stream's end ends the response, and the connection goes on")
  func chunks() async throws {
    try await Producer.withServer { server, producer in
      let client = try await server.connect(sending: Self.events)
      let head = try await client.head()
      #expect(head.status == 200)
      #expect(head["transfer-encoding"] == "chunked")
      #expect(head["content-type"] == "text/event-stream")
      #expect(head["content-length"] == nil)
      let stream = await producer.stream()
      for event in ["data: one\n\n", "data: two\n\n"] {
        stream.yield(Array(event.utf8))
        #expect(try await client.chunk() == Array(event.utf8))
      }
      stream.yield([])
      stream.finish()
      #expect(try await client.chunk() == nil)
      #expect(await producer.termination() == .finished)
      #expect(await server.log.wait { _ in true }.status == .ok)
      // The connection serves the next request: another stream, whose head is enough here.
      await client.send(Self.events)
      #expect(try await client.head().status == 200)
    }
  }

  @Test("a client that goes away ends the stream: its producer learns of it, and it is logged")
  func clientGoesAway() async throws {
    try await Producer.withServer { server, producer in
      let (client, _) = try await producer.client(of: server)
      client.disconnect()
      await expectLetGo(client, of: server, streamingFrom: producer)

      let entry = await server.log.wait { _ in true }
      #expect(entry.status == .ok && entry.target == "/api/events")
    }
  }

  @Test("an HTTP/1.0 client gets the chunks as they are, and the end of the stream closes")
  func http10() async throws {
    try await Producer.withServer { server, producer in
      let client = try await server.connect(sending: "GET /api/events HTTP/1.0\r\n\r\n")
      let head = try await client.head()
      #expect(head["transfer-encoding"] == nil)
      #expect(head["connection"] == "close")
      let stream = await producer.stream()
      stream.yield(Array("a".utf8))
      stream.yield(Array("b".utf8))
      stream.finish()
      #expect(await client.remainingBytes() == Array("ab".utf8))
    }
  }

  @Test("a client that takes nothing while the chunks pile up is let go")
  func slowClient() async throws {
    let configure: TestServer.Configure = { $0.maximumPendingStreamBytes = 1 << 16 }
    try await Producer.withServer(configure: configure) { server, producer in
      let client = try await server.connect(sending: Self.events)
      let stream = await producer.stream()
      let chunk = [UInt8](repeating: 1, count: 1 << 16)
      // The client reads nothing: the socket's buffers fill, then the server's queue.
      while case .enqueued = stream.yield(chunk) { await Task.yield() }
      await expectLetGo(client, of: server, streamingFrom: producer)
    }
  }

  @Test("HEAD gets a stream's head and no chunk, and the connection goes on")
  func head() async throws {
    try await Producer.withServer { server, producer in
      let client = try await server.connect(sending: "HEAD /api/events HTTP/1.1\r\nHost: a\r\n\r\n")
      let head = try await client.response(toHead: true)
      #expect(head["transfer-encoding"] == "chunked")
      await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await client.head().status == 200)
    }
  }
}
