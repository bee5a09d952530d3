import TaschHTTPTestSupport
import Testing

@testable import TaschHTTP

/// Requests read whole from the bytes of a connection, however the bytes arrive.
@Suite struct HTTPRequestDecoderTests {
  @Test("a GET is read with its target's path and query, its version and its headers")
  func get() throws {
    let request = try #require(
      decodedRequest(
        "GET /api/products?search=red+lamp&limit=20 HTTP/1.1\r\nHost: localhost:8080\r\n"
          + "Accept-Language:  de-CH , en \t\r\nX-Empty:\r\n\r\n"))
    #expect(request.method == .get)
    #expect(request.target == "/api/products?search=red+lamp&limit=20")
    #expect(request.path == "/api/products")
    #expect(request.query == "search=red+lamp&limit=20")
    #expect(request.version == .http11)
    #expect(request.headers["host"] == "localhost:8080")
    #expect(request.headers["ACCEPT-LANGUAGE"] == "de-CH , en")
    #expect(request.headers["x-empty"] == "")
    #expect(request.headers.count == 3)
    #expect(request.body.isEmpty)
    #expect(!request.closesConnection)
  }

  @Test("a body is read as long as its Content-Length, and the next request starts after it")
  func body() {
    let found = steps(
      of: "PUT /api/ratings/7 HTTP/1.1\r\nHost: a\r\nContent-Length: 13\r\n\r\n{\"stars\": 4}\n"
        + "GET /next HTTP/1.1\r\nHost: a\r\n\r\n")
    #expect(found.count == 3)
    guard found.count == 3, case .request(let put) = found[0], case .request(let next) = found[1]
    else {
      Issue.record("not two requests and a wait for more: \(found)")
      return
    }
    #expect(String(decoding: put.body, as: UTF8.self) == "{\"stars\": 4}\n")
    #expect(next.target == "/next")
    #expect(found[2] == .needsMoreBytes)
  }

  @Test("pipelined requests come out one by one, in the order they were sent")
  func pipelined() {
    let text = (1...5).map { "GET /\($0) HTTP/1.1\r\nHost: a\r\n\r\n" }.joined()
    let targets = steps(of: text).compactMap { step -> String? in
      guard case .request(let request) = step else { return nil }
      return request.target
    }
    #expect(targets == ["/1", "/2", "/3", "/4", "/5"])
  }

  @Test(
    "cut at every byte, or byte by byte, a request reads as it does whole",
    arguments: [
      "POST /checkout HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhelloGET / HTTP/1.0\r\n\r\n",
      "\r\n\r\nGET /after-empty-lines HTTP/1.1\r\nHost: a\r\n\r\nGET /half HTTP/1.1\r\nHo",
      "GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n folded\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\nX: 1\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
    ])
  func splitAnywhere(text: String) {
    let bytes = Array(text.utf8)
    let whole = steps(of: bytes)
    for cut in 0...bytes.count {
      #expect(steps(of: bytes, cutAt: [cut]) == whole, "cut at \(cut)")
    }
    #expect(steps(of: bytes, cutAt: Array(0..<bytes.count)) == whole, "byte by byte")
  }

  @Test("HTTP/1.0 needs no Host and closes the connection unless it asks to keep it")
  func http10() throws {
    let plain = try #require(decodedRequest("GET / HTTP/1.0\r\n\r\n"))
    #expect(plain.version == .http10)
    #expect(plain.closesConnection)
    let kept = try #require(decodedRequest("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n"))
    #expect(!kept.closesConnection)
  }

  @Test("HTTP/1.1 keeps the connection unless a Connection header lists close")
  func connectionClose() throws {
    let closing = try #require(
      decodedRequest("GET / HTTP/1.1\r\nHost: a\r\nConnection: te, CLOSE\r\n\r\n"))
    #expect(closing.closesConnection)
  }

  @Test("a later HTTP/1.x is read as 1.1 rules have it")
  func laterMinorVersion() throws {
    let request = try #require(decodedRequest("GET / HTTP/1.7\r\nHost: a\r\n\r\n"))
    #expect(request.version == HTTPVersion(major: 1, minor: 7))
    #expect(refusal(of: "GET / HTTP/1.7\r\n\r\n") == .missingHost)
  }

  @Test(
    "a Host may be a name with a port, escapes of printable bytes or UTF-8, an IPv6 literal, or empty",
    arguments: ["localhost:8080", "a%41b", "a%20b", "caf%C3%A9", "[::1]:80", "shop.example", ""])
  func acceptedHosts(host: String) {
    #expect(decodedRequest("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n") != nil)
  }

  @Test("a whole URL as target gives the path and query within it, and OPTIONS may ask for *")
  func otherTargetForms() throws {
    let absolute = try #require(
      decodedRequest("GET http://shop.example:8080/api/cart?x=1 HTTP/1.1\r\nHost: a\r\n\r\n"))
    #expect(absolute.path == "/api/cart")
    #expect(absolute.query == "x=1")
    // An @ past the authority is the path's or the query's, not a user's.
    let at = try #require(decodedRequest("GET http://a/p@q?r@s HTTP/1.1\r\nHost: a\r\n\r\n"))
    #expect(at.path == "/p@q")
    #expect(at.query == "r@s")
    let bare = try #require(decodedRequest("GET HTTPS://shop.example HTTP/1.1\r\nHost: a\r\n\r\n"))
    #expect(bare.path == "/")
    #expect(bare.query == nil)
    let asterisk = try #require(decodedRequest("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n"))
    #expect(asterisk.path == "*")
  }

  @Test("methods are tokens the decoder does not judge, in any case")
  func anyMethod() throws {
    #expect(
      try #require(decodedRequest("get / HTTP/1.1\r\nHost: a\r\n\r\n")).method.rawValue == "get")
    #expect(
      try #require(decodedRequest("BREW / HTTP/1.1\r\nHost: a\r\n\r\n")).method.rawValue == "BREW")
  }

  @Test("a header's value may carry bytes from 0x80, read as UTF-8 where they are")
  func obsText() throws {
    let request = try #require(decodedRequest("GET / HTTP/1.1\r\nHost: a\r\nX-Name: Zoë\r\n\r\n"))
    #expect(request.headers["x-name"] == "Zoë")
  }

  @Test("two equal Content-Lengths are one")
  func equalContentLengths() throws {
    let request = try #require(
      decodedRequest(
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 002\r\n\r\nok"))
    #expect(request.body == Array("ok".utf8))
  }

  @Test("progress goes from awaiting a request, to its head, to its body, and back")
  func progress() {
    var decoder = HTTPRequestDecoder()
    #expect(decoder.progress == .awaitingRequest)
    decoder.append(Array("POST / HTTP/1.1\r\nHost: a\r\n".utf8))
    #expect(decoder.next() == .needsMoreBytes)
    #expect(decoder.progress == .readingHead)
    decoder.append(Array("Content-Length: 4\r\n\r\nab".utf8))
    #expect(decoder.next() == .needsMoreBytes)
    #expect(decoder.progress == .readingBody)
    decoder.append(Array("cd".utf8))
    guard case .request = decoder.next() else {
      Issue.record("no request")
      return
    }
    #expect(decoder.progress == .awaitingRequest)
    #expect(decoder.bufferedByteCount == 0)
  }

  @Test("a request that expects 100-continue awaits it until it is sent, and only for a body")
  func expectContinue() {
    var decoder = HTTPRequestDecoder()
    decoder.append(
      Array("PUT / HTTP/1.1\r\nHost: a\r\nExpect: 100-Continue\r\nContent-Length: 2\r\n\r\n".utf8))
    #expect(decoder.next() == .needsMoreBytes)
    #expect(decoder.awaitsContinue)
    decoder.continueWasSent()
    #expect(!decoder.awaitsContinue)

    var withoutBody = HTTPRequestDecoder()
    withoutBody.append(Array("GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n".utf8))
    guard case .request = withoutBody.next() else {
      Issue.record("no request")
      return
    }
    #expect(!withoutBody.awaitsContinue)
  }

  @Test("after a refusal, the decoder refuses again whatever comes")
  func refusalIsFinal() {
    var decoder = HTTPRequestDecoder()
    decoder.append(Array("GET / HTTP/1.1\nHost: a\r\n\r\n".utf8))
    #expect(decoder.next() == .refused(.bareLineFeed))
    decoder.append(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
    #expect(decoder.next() == .refused(.bareLineFeed))
  }

  @Test("every request carries the peer it came from")
  func peer() throws {
    let peer = try HTTPSocketAddress(parsing: "[::1]:4711")
    var decoder = HTTPRequestDecoder(peer: peer)
    decoder.append(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
    guard case .request(let request) = decoder.next() else {
      Issue.record("no request")
      return
    }
    #expect(request.peer == peer)
  }
}
