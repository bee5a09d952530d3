import Testing

@testable import TaschHTTP

/// Slow and silent clients are let go on time: the time is the test's, moved by hand, and the
/// deadlines are checked when the test asks.
@Suite struct HTTPServerTimeoutTests {
  static let request = "GET / HTTP/1.1\r\nHost: a\r\n\r\n"
  static let justBefore = Duration.milliseconds(1)

  /// Moves the time on to just before `deadline`, when the server must still hold `client`'s
  /// connection, then to the deadline, when it must have closed it.
  private func expectConnection(
    of client: TestClient, closedBy deadline: Duration, on server: TestServer,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await server.advance(by: deadline - Self.justBefore)
    #expect(
      !server.observations.contains(.closed(peerPort: client.port)),
      "open just before the deadline", sourceLocation: sourceLocation)
    await server.advance(by: Self.justBefore)
    #expect(
      server.observations.contains(.closed(peerPort: client.port)), "closed at the deadline",
      sourceLocation: sourceLocation)
  }

  @Test("a kept-alive connection waits 5 s for the next request, then closes")
  func idle() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(sending: Self.request)
      #expect(try await client.response().status == 200)
      await expectConnection(of: client, closedBy: .seconds(5), on: server)
      #expect(await client.isClosedByServer())
    }
  }

  /// A request that stops short: `part` of it sent `wait` after the connection opened, or after
  /// a whole request was answered on it first, is let go `deadline` after the part.
  @Test(
    "a request that stops short is let go at its deadline",
    arguments: [
      // A new connection must bring a whole head within 10 s of opening, however it trickles.
      (false, Duration.seconds(5), "GET / HT", Duration.seconds(5)),
      // A later request's head must arrive within 10 s of its first byte.
      (true, .seconds(4), "GET / HT", .seconds(10)),
      // A body must arrive within 10 s of its head.
      (
        false, .seconds(3), "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nabc",
        .seconds(10)
      ),
    ])
  func stalled(answeredFirst: Bool, wait: Duration, part: String, deadline: Duration)
    async throws
  {
    try await TestServer.run { server in
      let client = try await server.connect()
      var sent = 0
      if answeredFirst {
        await client.send(Self.request)
        #expect(try await client.response().status == 200)
        sent = Self.request.utf8.count
      }
      await server.advance(by: wait)
      await client.send(part)
      await server.observations.wait(
        for: .received(peerPort: client.port, byteCount: sent + part.utf8.count))
      await expectConnection(of: client, closedBy: deadline, on: server)
      #expect(await client.isClosedByServer())
      // A request whose head came whole is logged as one its client left; one whose head did
      // not names nothing to log.
      let logged: [HTTPStatus] =
        part.hasPrefix("POST") ? [.clientClosedRequest] : answeredFirst ? [.ok] : []
      #expect(server.log.all.map(\.status) == logged)
    }
  }

  @Test("a handler may take as long as it takes; no deadline runs meanwhile")
  func slowHandler() async throws {
    let gate = Latch()
    let handler: TestServer.Handler = { request in
      await gate.wait()
      return await TestServer.echoPath(request)
    }
    try await TestServer.run(handler: handler) { server in
      let client = try await server.connect(sending: Self.request)
      await server.observations.wait(
        for: .received(peerPort: client.port, byteCount: Self.request.utf8.count))
      await server.advance(by: .seconds(60))
      gate.open()
      #expect(try await client.response().status == 200)
    }
  }

  @Test("a request behind a response its client takes nothing of is cancelled and logged 499")
  func sendWithARequestBehind() async throws {
    let large = [UInt8](repeating: 42, count: 64 << 20)
    let waiting = WaitingHandler()
    let handler: TestServer.Handler = { request in
      guard request.path == "/large" else { return await waiting.handler(request) }
      return HTTPResponse(status: .ok, body: .bytes(large))
    }
    // Room for the whole large answer, so that the request behind it is read.
    let configure: TestServer.Configure = { $0.maximumPipelinedOutputBytes = 128 << 20 }
    try await TestServer.run(configure: configure, handler: handler) { server in
      let client = try await server.connect(
        sending: "GET /large HTTP/1.1\r\nHost: a\r\n\r\nGET /slow HTTP/1.1\r\nHost: a\r\n\r\n")
      await waiting.waits(on: "/slow")

      await expectConnection(of: client, closedBy: .seconds(10), on: server)

      #expect(waiting.wasCancelled)
      #expect(server.log.all.map(\.status) == [.ok, .clientClosedRequest])
      #expect(server.log.all.last?.target == "/slow")
    }
  }

  /// Found by an attack: a thousand clients pipelining requests for large answers, reading
  /// none, made the server hold a mebibyte of answers for each, 1.2 GB in all.
  @Test("a request behind an answer its client takes nothing of is not read, nor answered")
  func pipelinedBehindAnUnreadAnswer() async throws {
    // Larger than the system's buffers take, and far within what a stream may leave waiting:
    // the pipelined request waits for its own, smaller allowance.
    let large = [UInt8](repeating: 42, count: 64 << 20)
    let handler: TestServer.Handler = { _ in HTTPResponse(status: .ok, body: .bytes(large)) }
    let configure: TestServer.Configure = { $0.maximumPendingStreamBytes = 128 << 20 }
    try await TestServer.run(configure: configure, handler: handler) { server in
      // Behind it, a request the server refuses as soon as it reads it, and logs at once.
      let client = try await server.connect(
        sending: "GET /large HTTP/1.1\r\nHost: a\r\n\r\nNOT HTTP\r\n\r\n", receiveBuffer: 4_096)
      await server.log.wait { _ in true }
      // The loop has done all it does after handing the answer over.
      await server.advance(by: .milliseconds(1))

      #expect(server.log.all.map(\.status) == [.ok], "the request behind was never read")
      withExtendedLifetime(client) {}
    }
  }

  @Test("a client that takes nothing of a response for 10 s is let go")
  func send() async throws {
    let large = [UInt8](repeating: 42, count: 64 << 20)
    let handler: TestServer.Handler = { _ in HTTPResponse(status: .ok, body: .bytes(large)) }
    try await TestServer.run(handler: handler) { server in
      let client = try await server.connect(sending: Self.request)
      // Logged once handed to the socket, which takes only part of it.
      await server.log.wait { _ in true }
      await expectConnection(of: client, closedBy: .seconds(10), on: server)
    }
  }

  @Test("a refused connection lingers for what its client still sends, 2 s at most")
  func linger() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(sending: "GET / HTTP/1.1\r\n\r\n")
      #expect(try await client.response().status == 400)
      await expectConnection(of: client, closedBy: .seconds(2), on: server)
    }
  }

  @Test("deadlines are swept on a timer when the configuration asks for one")
  func timer() async throws {
    let configure: TestServer.Configure = { $0.sweepInterval = .milliseconds(1) }
    try await TestServer.run(configure: configure) { server in
      let client = try await server.connect()
      // Nothing but the timer checks the deadline once the time has passed it.
      server.time.advance(by: .seconds(11))
      await server.observations.wait(for: .closed(peerPort: client.port))
      #expect(await client.isClosedByServer())
    }
  }
}
