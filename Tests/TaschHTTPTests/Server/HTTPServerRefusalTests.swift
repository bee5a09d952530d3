import Glibc
import Testing

@testable import TaschHTTP

/// Requests and connections the server refuses itself, end to end: the status, then the
/// connection closed.
@Suite struct HTTPServerRefusalTests {
  @Test("a head past 16 KiB is answered 431, and the connection closes")
  func headTooLarge() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(
        sending: HTTPRequestDecoderLimitTests.head(length: 16_385))
      let response = try await client.response()
      #expect(response.status == 431)
      #expect(response["connection"] == "close")
      #expect(response["content-length"] == "0")
      #expect(await client.isClosedByServer())
      let entry = await server.log.wait { _ in true }
      #expect(entry.status == .requestHeaderFieldsTooLarge)
      #expect(entry.method == nil && entry.target == nil)
    }
  }

  @Test("a head of exactly 16 KiB is served")
  func headAtLimit() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(
        sending: HTTPRequestDecoderLimitTests.head(length: 16_384))
      #expect(try await client.response().status == 200)
    }
  }

  @Test("a body past 64 KiB is answered 413 before it is sent, and the connection closes")
  func bodyTooLarge() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(
        sending: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 65537\r\n\r\n")
      #expect(try await client.response().status == 413)
      // The server lingers, reading what the client still sends, until the client closes.
      await client.send([UInt8](repeating: 1, count: 65_537))
      #expect(await client.isClosedByServer())
      // Its head was read whole: the log says which request was refused.
      let entry = await server.log.wait { _ in true }
      #expect(entry.status == .contentTooLarge)
      #expect(entry.method == .post && entry.target == "/")
    }
  }

  @Test(
    "a malformed request is answered 400, an unmet expectation 417, and the connection closes",
    arguments: [
      ("GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n folded\r\n\r\n", 400),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400
      ),
      ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
      ("GET / HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/1.1\nHost: a\n\n", 400),
      ("\u{16}\u{3}\u{1}\u{2}\u{0}\r\n", 400), ("GET / HTTP/1.1\r\nHost: a b\r\n\r\n", 400),
      ("PUT / HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\nhi", 417),
    ])
  func refusedAndClosed(text: String, status: Int) async throws {
    try await TestServer.run { server in
      // A request the server would serve comes after it, and must not be.
      let client = try await server.connect(
        sending: text + "GET /smuggled HTTP/1.1\r\nHost: a\r\n\r\n")
      let response = try await client.response()
      #expect(response.status == status)
      #expect(response["connection"] == "close")
      #expect(await client.isClosedByServer())
    }
  }

  @Test("a chunked request body is answered 501, and HTTP/2 505")
  func notSupported() async throws {
    try await TestServer.run { server in
      let chunked = try await server.connect(
        sending: "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + "0\r\n\r\n")
      #expect(try await chunked.response().status == 501)
      let http2 = try await server.connect(sending: "GET / HTTP/2.0\r\nHost: a\r\n\r\n")
      #expect(try await http2.response().status == 505)
    }
  }

  @Test("a refusal has the body the front's refusal gives")
  func refusalBody() async throws {
    let configure: TestServer.Configure = { configuration in
      configuration.refusal = { problem, _ in
        HTTPResponse(
          status: problem.status, headers: ["Content-Type": "application/json"],
          body: .bytes(Array(#"{"error": "\#(problem)"}"#.utf8)))
      }
    }
    try await TestServer.run(configure: configure) { server in
      let client = try await server.connect(sending: "GET / HTTP/1.1\r\n\r\n")
      let response = try await client.response()
      #expect(response.status == 400)
      #expect(response["content-type"] == "application/json")
      #expect(response.text == #"{"error": "the Host header is missing"}"#)
    }
  }

  @Test("a refusal of a HEAD request whose head was read whole has no body, as every answer to one")
  func headRefusalHasNoBody() async throws {
    let configure: TestServer.Configure = { configuration in
      configuration.refusal = { problem, _ in
        HTTPResponse(status: problem.status, body: .bytes(Array("refused".utf8)))
      }
    }
    try await TestServer.run(configure: configure) { server in
      let client = try await server.connect(
        sending: "HEAD / HTTP/1.1\r\nHost: a\r\nContent-Length: 65537\r\n\r\n")
      let response = try await client.response(toHead: true)
      #expect(response.status == 413)
      #expect(response["content-length"] == "7")
      await client.send([UInt8](repeating: 1, count: 65_537))
      #expect(await client.isClosedByServer(), "no body came before the close")
    }
  }

  @Test("past the cap on connections, one more is answered 503 and closed; a freed one is reused")
  func tooManyConnections() async throws {
    let configure: TestServer.Configure = { $0.maximumConnections = 2 }
    try await TestServer.run(configure: configure) { server in
      let first = try await server.connect()
      let second = try await server.connect()
      let third = try await server.connect()
      let refused = try await third.response()
      #expect(refused.status == 503)
      #expect(refused["connection"] == "close")
      #expect(await third.isClosedByServer())
      for client in [first, second] {
        await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try await client.response().status == 200)
      }
      first.disconnect()
      await server.observations.wait(for: .closed(peerPort: first.port))
      let fourth = try await server.connect(sending: "GET / HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await fourth.response().status == 200)
    }
  }

  @Test(
    "a thousand connections are held open at once, and each is served",
    .enabled(if: hardDescriptorLimit() >= 4096, "the system allows too few open descriptors"))
  func thousandConnections() async throws {
    // This process holds both ends of every connection.
    DescriptorLimit.raise(toward: 4096)
    try await TestServer.run { server in
      var clients: [TestClient] = []
      for _ in 0..<1000 { clients.append(try await server.connect()) }
      for client in clients {
        await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try await client.response().status == 200)
      }
      #expect(
        server.observations.all.filter { if case .closed = $0 { true } else { false } }.isEmpty)
    }
  }
}

/// The most descriptors this process may have open.
func hardDescriptorLimit() -> Int {
  var limits = rlimit()
  guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return 0 }
  return Int(clamping: limits.rlim_max)
}
