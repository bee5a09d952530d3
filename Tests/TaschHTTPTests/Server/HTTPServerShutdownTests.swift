import Glibc
import Testing

@testable import TaschHTTP

/// Shutting down: no new connections, idle ones closed, streams ended, requests in flight
/// finished.
@Suite struct HTTPServerShutdownTests {
  @Test("a request in flight is answered, with Connection: close, before shutdown returns")
  func inFlight() async throws {
    let gate = Latch()
    let entered = Observations<String>()
    let handler: TestServer.Handler = { request in
      if request.path == "/slow" {
        entered.record(String(request.path))
        await gate.wait()
      }
      return await TestServer.echoPath(request)
    }
    try await TestServer.run(handler: handler) { server in
      let idle = try await server.connect(sending: "GET /fast HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await idle.response().status == 200)
      let busy = try await server.connect(sending: "GET /slow HTTP/1.1\r\nHost: a\r\n\r\n")
      await entered.wait(for: "/slow")

      let stopped = Task { await server.server.shutdown() }
      await server.observations.wait(for: .stoppedAccepting)
      #expect(await idle.isClosedByServer())
      await #expect(throws: TestClientError.self) {
        try await TestClient.connect(to: server.address)
      }
      gate.open()
      let response = try await busy.response()
      #expect(response.text == "GET /slow")
      #expect(response["connection"] == "close")
      #expect(await busy.isClosedByServer())
      await stopped.value
    }
  }

  @Test("a stream is ended, its last chunk sent, when the server shuts down")
  func stream() async throws {
    try await HTTPServerStreamingTests.Producer.withServer { server, producer in
      let (client, _) = try await producer.client(of: server)
      await server.server.shutdown()
      #expect(try await client.chunk() == nil)
      #expect(await client.isClosedByServer())
      #expect(await producer.termination() == .cancelled)
    }
  }

  @Test("a request still running after the grace is cancelled, answered 503, and shutdown returns")
  func grace() async throws {
    let entered = Observations<Bool>()
    let handler: TestServer.Handler = { request in
      let gate = Latch()
      await withTaskCancellationHandler {
        entered.record(true)
        await gate.wait()
      } onCancel: {
        gate.open()
      }
      return HTTPResponse(status: .ok)
    }
    try await TestServer.run(handler: handler) { server in
      let client = try await server.connect(sending: "GET / HTTP/1.1\r\nHost: a\r\n\r\n")
      await entered.wait(for: true)
      let stopped = Task { await server.server.shutdown() }
      await server.observations.wait(for: .stoppedAccepting)
      await server.advance(by: .seconds(10) - .milliseconds(1))
      #expect(!server.observations.contains(.closed(peerPort: client.port)))
      await server.advance(by: .milliseconds(1))
      await stopped.value
      let response = try await client.response()
      #expect(response.status == 503)
      #expect(response["connection"] == "close")
      #expect(await client.isClosedByServer())
      #expect(server.log.all.map(\.status) == [.serviceUnavailable])
      #expect(server.log.all.first?.target == "/")
    }
  }

  @Test("a request whose client goes away is not waited for: shutdown returns before the grace")
  func clientGone() async throws {
    let waiting = WaitingHandler()
    try await waiting.whileARequestWaits { server, client in
      let stopped = Task { await server.server.shutdown() }
      await server.observations.wait(for: .stoppedAccepting)

      client.finishSending()
      let closed = await client.isClosedByServer()
      // A server that held on to the request lets it go past the grace, for the test to end.
      if !closed { await server.advance(by: .seconds(10)) }
      await stopped.value

      #expect(closed)
      #expect(server.log.all.map(\.status) == [.clientClosedRequest])
    }
  }

  @Test("a request half read is answered 503 and logged; it was closed without a word")
  func halfRead() async throws {
    // The refusal has the request's head, for the words its headers ask for.
    let configure: TestServer.Configure = { configuration in
      configuration.refusal = { problem, head in
        let language = head?.headers.values(named: "Accept-Language").first ?? "none"
        return HTTPResponse(status: problem.status, body: .bytes(Array(language.utf8)))
      }
    }
    try await TestServer.run(configure: configure) { server in
      let request =
        "PUT /a HTTP/1.1\r\nHost: a\r\nAccept-Language: de\r\nContent-Length: 12\r\n\r\nhalf"
      let client = try await server.connect(sending: request)
      await server.observations.wait(
        for: .received(peerPort: client.port, byteCount: request.utf8.count))

      await server.server.shutdown()

      let response = try await client.response()
      #expect(response.status == 503)
      #expect(response["connection"] == "close")
      #expect(response.text == "de")
      #expect(server.log.all.map(\.status) == [.serviceUnavailable])
      #expect(server.log.all.first?.target == "/a")
    }
  }

  @Test("shutting down twice, or after the end, returns")
  func twice() async throws {
    try await TestServer.run { server in
      async let first: Void = server.server.shutdown()
      async let second: Void = server.server.shutdown()
      _ = await (first, second)
      await server.server.shutdown()
      await server.server.sweep()

      #expect(server.observations.all.filter { $0 == .stoppedAccepting }.count == 1)
    }
  }
}
