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

    /// The continuation of the stream the handler made.
    func stream() async -> AsyncStream<[UInt8]>.Continuation {
      await continuations.wait { _ in true }
    }
  }

  @Test(
    "chunks go out as they come, the stream's end ends the response, and the connection goes on")
  func chunks() async throws {
    let producer = Producer()
    try await TestServer.run(handler: producer.handler) { server in
      let client = try await server.connect()
      await client.send("GET /api/events HTTP/1.1\r\nHost: a\r\n\r\n")
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
      #expect(await producer.terminations.wait { _ in true } == .finished)
      #expect(await server.log.wait { _ in true }.status == .ok)
      // The connection serves the next request: another stream, whose head is enough here.
      await client.send("GET /api/events HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await client.head().status == 200)
    }
  }

  @Test("a client that goes away ends the stream: its producer learns of it")
  func clientGoesAway() async throws {
    let producer = Producer()
    try await TestServer.run(handler: producer.handler) { server in
      let client = try await server.connect()
      await client.send("GET /api/events HTTP/1.1\r\nHost: a\r\n\r\n")
      _ = try await client.head()
      let stream = await producer.stream()
      stream.yield(Array("data: hello\n\n".utf8))
      _ = try await client.chunk()
      client.disconnect()
      #expect(await producer.terminations.wait { _ in true } == .cancelled)
      await server.observations.wait(for: .closed(peerPort: client.port))
    }
  }

  @Test("an HTTP/1.0 client gets the chunks as they are, and the end of the stream closes")
  func http10() async throws {
    let producer = Producer()
    try await TestServer.run(handler: producer.handler) { server in
      let client = try await server.connect()
      await client.send("GET /api/events HTTP/1.0\r\n\r\n")
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
    let producer = Producer()
    let configure: TestServer.Configure = { $0.maximumPendingOutputBytes = 1 << 16 }
    try await TestServer.run(configure: configure, handler: producer.handler) { server in
      let client = try await server.connect()
      await client.send("GET /api/events HTTP/1.1\r\nHost: a\r\n\r\n")
      let stream = await producer.stream()
      let chunk = [UInt8](repeating: 1, count: 1 << 16)
      // The client reads nothing: the socket's buffers fill, then the server's queue.
      while case .enqueued = stream.yield(chunk) { await Task.yield() }
      #expect(await producer.terminations.wait { _ in true } == .cancelled)
      await server.observations.wait(for: .closed(peerPort: client.port))
    }
  }

  @Test("HEAD gets a stream's head and no chunk, and the connection goes on")
  func head() async throws {
    let producer = Producer()
    try await TestServer.run(handler: producer.handler) { server in
      let client = try await server.connect()
      await client.send("HEAD /api/events HTTP/1.1\r\nHost: a\r\n\r\n")
      let head = try await client.response(toHead: true)
      #expect(head["transfer-encoding"] == "chunked")
      await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await client.head().status == 200)
    }
  }
}
