import Glibc
import Testing

@testable import TaschHTTP

/// The server end to end, on 127.0.0.1 with real sockets: requests in, responses out.
@Suite struct HTTPServerTests {
  @Test("a request is answered, and the connection serves the next one")
  func keepAlive() async throws {
    try await TestServer.run { server in
      let client = try await server.connect()
      for path in ["/a", "/b?c=d"] {
        await client.send("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n")
        let response = try await client.response()
        #expect(response.status == 200)
        #expect(response.text == "GET \(path)")
        #expect(response["content-type"] == "text/plain")
        #expect(response["connection"] == nil)
        #expect(response["date"]?.hasSuffix(" GMT") == true)
      }
      #expect(server.observations.all.filter { $0 == .accepted(peerPort: client.port) }.count == 1)
    }
  }

  @Test("pipelined requests are answered in the order they were sent")
  func pipelining() async throws {
    let gate = Latch()
    let handler: TestServer.Handler = { request in
      // The first is the slowest: its answer must still come first.
      if request.path == "/1" { await gate.wait() }
      return await TestServer.echoPath(request)
    }
    try await TestServer.run(handler: handler) { server in
      let client = try await server.connect(
        sending: (1...3).map { "GET /\($0) HTTP/1.1\r\nHost: a\r\n\r\n" }.joined())
      gate.open()
      var bodies: [String] = []
      for _ in 1...3 { bodies.append(try await client.response().text) }
      #expect(bodies == ["GET /1", "GET /2", "GET /3"])
    }
  }

  @Test("a body reaches the handler whole, however it was sent")
  func body() async throws {
    let handler: TestServer.Handler = { request in
      HTTPResponse(
        status: .ok, body: .bytes(Array("\(request.body.count) \(request.body.last ?? 0)".utf8)))
    }
    try await TestServer.run(handler: handler) { server in
      let client = try await server.connect(
        sending: "POST /checkout HTTP/1.1\r\nHost: a\r\nContent-Length: 65536\r\n\r\n")
      for part in 0..<16 { await client.send([UInt8](repeating: UInt8(part), count: 4096)) }
      #expect(try await client.response().text == "65536 15")
    }
  }

  @Test("a request that expects 100-continue is told to go on, then answered")
  func expectContinue() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(
        sending:
          "PUT /r HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
      #expect(try await client.head().status == 100)
      await client.send("body")
      #expect(try await client.response().text == "PUT /r")
    }
  }

  @Test("HEAD gets the head alone, and the connection goes on")
  func head() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(sending: "HEAD /x HTTP/1.1\r\nHost: a\r\n\r\n")
      let head = try await client.response(toHead: true)
      #expect(head["content-length"] == "7")
      await client.send("GET /y HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await client.response().text == "GET /y")
    }
  }

  @Test("HTTP/1.0 closes after the response, unless it asks to keep the connection")
  func http10() async throws {
    try await TestServer.run { server in
      let closing = try await server.connect(sending: "GET /old HTTP/1.0\r\n\r\n")
      let response = try await closing.response()
      #expect(response["connection"] == "close")
      #expect(await closing.isClosedByServer())

      let kept = try await server.connect(
        sending: "GET /1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
      #expect(try await kept.response()["connection"] == "keep-alive")
      await kept.send("GET /2 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
      #expect(try await kept.response()["connection"] == "close")
      #expect(await kept.isClosedByServer())
    }
  }

  @Test("a client that stops sending once answered is let go")
  func halfClosed() async throws {
    try await TestServer.run { server in
      let client = try await server.connect(sending: "GET /last HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await client.response().text == "GET /last")
      client.finishSending()
      #expect(await client.isClosedByServer())
    }
  }

  @Test("a client that closes while its request is answered has gone: cancelled, closed, 499")
  func goneWhileAnswered() async throws {
    let waiting = WaitingHandler()
    try await waiting.whileARequestWaits { server, client in
      client.finishSending()
      let closed = await client.isClosedByServer()
      // A server that held on to the request answers it now, for the test to end.
      waiting.release()
      let entry = await server.log.wait { _ in true }

      #expect(closed)
      #expect(waiting.wasCancelled)
      #expect(entry.status == .clientClosedRequest)
      #expect(entry.target == "/slow")
    }
  }

  @Test("a client that closes as it sends its request has gone too, however the two arrive")
  func goneWithTheRequest() async throws {
    let waiting = WaitingHandler()
    try await TestServer.run(handler: waiting.handler) { server in
      let client = try await server.connect(sending: "GET /slow HTTP/1.1\r\nHost: a\r\n\r\n")
      client.finishSending()

      let closed = await client.isClosedByServer()
      waiting.release()
      let entry = await server.log.wait { _ in true }

      #expect(closed)
      #expect(entry.status == .clientClosedRequest)
    }
  }

  @Test(
    "a client that closes before its body is all sent has gone too: logged 499 with its target",
    arguments: ["", "Expect: 100-continue\r\n"])
  func goneDuringTheBody(expectation: String) async throws {
    try await TestServer.run { server in
      let client = try await server.connect(
        sending:
          "PUT /api/ratings/1 HTTP/1.1\r\nHost: a\r\n\(expectation)Content-Length: 11\r\n\r\n")
      if expectation.isEmpty {
        await client.send(#"{"sta"#)
      } else {
        #expect(try await client.head().status == 100)
      }
      client.finishSending()

      #expect(await client.isClosedByServer())
      let entry = await server.log.wait { _ in true }
      #expect(entry.status == .clientClosedRequest)
      #expect(entry.method == .put && entry.target == "/api/ratings/1")
    }
  }

  @Test("each response is logged with its method, target, status and duration")
  func requestLog() async throws {
    let time = ManualTime()
    let handler: TestServer.Handler = { _ in
      time.advance(by: .milliseconds(3))
      return HTTPResponse(status: .notFound)
    }
    try await TestServer.run(time: time, handler: handler) { server in
      let client = try await server.connect(
        sending: "DELETE /api/wishlist/7 HTTP/1.1\r\nHost: a\r\n\r\n")
      #expect(try await client.response().status == 404)
      let entry = await server.log.wait { _ in true }
      #expect(entry.method == .delete)
      #expect(entry.target == "/api/wishlist/7")
      #expect(entry.status == .notFound)
      #expect(entry.peer.port == client.port)
      #expect(entry.duration == .milliseconds(3))
    }
  }

  @Test("the bound address tells the port picked, and a second server cannot take it")
  func addressInUse() async throws {
    try await TestServer.run { server in
      #expect(server.address.port != 0)
      #expect(server.address.host == "127.0.0.1")
      #expect(server.address.url == "http://127.0.0.1:\(server.address.port)/")
      let error = #expect(throws: HTTPServerError.self) {
        try HTTPServer.start(
          configuration: HTTPServerConfiguration(address: server.address),
          handler: TestServer.echoPath)
      }
      #expect(error?.systemError == EADDRINUSE)
      #expect(error?.description == "cannot listen on \(server.address): Address already in use")
      #expect(error?.reason == "Address already in use")
    }
  }
}
