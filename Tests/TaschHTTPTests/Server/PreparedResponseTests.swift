import Testing

@testable import TaschHTTP

/// A handler's response framed as the request and the server's state call for.
@Suite struct PreparedResponseTests {
  static let date = Array("Sun, 06 Nov 1994 08:49:37 GMT".utf8)
  static let plain = ResponseContext(isHead: false, isHTTP10: false, closes: false)

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("a response's head has its status, Date, the handler's fields and Content-Length")
  func statusAndFields() {
    let prepared = PreparedResponse(
      HTTPResponse(
        status: .created, headers: ["Content-Type": "application/json", "Location": "/o/1"],
        body: .bytes(Array("{}".utf8))),
      context: Self.plain, serverCloses: false, date: Self.date)
    #expect(
      Self.text(prepared.head)
        == "HTTP/1.1 201 Created\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\n"
        + "Content-Type: application/json\r\nLocation: /o/1\r\nContent-Length: 2\r\n\r\n")
    #expect(prepared.body == Array("{}".utf8))
    #expect(!prepared.closes)
  }

  @Test("a response prepared before the server stops says, sent after, that the connection closes")
  func closingTheConnectionAfterAll() {
    let prepared = PreparedResponse(
      HTTPResponse(status: .ok, body: .bytes(Array("{}".utf8))),
      context: Self.plain, serverCloses: false, date: Self.date)

    let closing = prepared.closingTheConnection()

    #expect(closing.closes)
    #expect(
      Self.text(closing.head)
        == "HTTP/1.1 200 OK\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 2\r\n"
        + "Connection: close\r\n\r\n")
    #expect(closing.body == prepared.body)
  }

  @Test("the fields that frame the message are the server's, whatever the handler set")
  func framingFieldsAreTheServers() {
    let prepared = PreparedResponse(
      HTTPResponse(
        status: .ok,
        headers: [
          "content-length": "99", "Transfer-Encoding": "gzip", "Connection": "upgrade",
          "DATE": "yesterday", "X-Kept": "1",
        ], body: .bytes([1, 2, 3])),
      context: Self.plain, serverCloses: false, date: Self.date)
    let head = Self.text(prepared.head)
    #expect(head.contains("Content-Length: 3\r\n"))
    #expect(head.contains("X-Kept: 1\r\n"))
    for left in [": 99", "gzip", "upgrade", "yesterday"] { #expect(!head.contains(left)) }
  }

  @Test("HEAD gets the head with the body's length, and no body")
  func headRequest() {
    let prepared = PreparedResponse(
      HTTPResponse(status: .ok, body: .bytes([1, 2, 3])),
      context: ResponseContext(isHead: true, isHTTP10: false, closes: false), serverCloses: false,
      date: Self.date)
    #expect(Self.text(prepared.head).contains("Content-Length: 3\r\n"))
    #expect(prepared.body.isEmpty)
  }

  @Test("204 and 304 have neither a body nor a length")
  func noBody() {
    for status in [HTTPStatus.noContent, .notModified] {
      let prepared = PreparedResponse(
        HTTPResponse(status: status, body: .bytes([1])), context: Self.plain, serverCloses: false,
        date: Self.date)
      #expect(!Self.text(prepared.head).contains("Content-Length"))
      #expect(prepared.body.isEmpty)
    }
  }

  @Test("a status that is not final is sent as 500")
  func notFinal() {
    for code in [100, 101, 199, 600, 42] {
      let prepared = PreparedResponse(
        HTTPResponse(status: HTTPStatus(code: code)), context: Self.plain, serverCloses: false,
        date: Self.date)
      #expect(prepared.status == .internalServerError)
      #expect(Self.text(prepared.head).hasPrefix("HTTP/1.1 500 Internal Server Error\r\n"))
    }
  }

  @Test("a reason phrase cannot break the status line")
  func reasonSanitized() {
    let prepared = PreparedResponse(
      HTTPResponse(status: HTTPStatus(code: 200, reason: "O\r\nK")), context: Self.plain,
      serverCloses: false, date: Self.date)
    #expect(Self.text(prepared.head).hasPrefix("HTTP/1.1 200 OK\r\nDate"))
  }

  @Test("Connection: close when the request or the server closes; keep-alive for HTTP/1.0")
  func connection() {
    func head(_ context: ResponseContext, serverCloses: Bool = false) -> String {
      Self.text(
        PreparedResponse(
          HTTPResponse(status: .ok), context: context, serverCloses: serverCloses, date: Self.date
        ).head)
    }
    #expect(!head(Self.plain).contains("Connection"))
    #expect(head(Self.plain, serverCloses: true).contains("Connection: close\r\n"))
    #expect(
      head(ResponseContext(isHead: false, isHTTP10: false, closes: true))
        .contains("Connection: close\r\n"))
    #expect(
      head(ResponseContext(isHead: false, isHTTP10: true, closes: false))
        .contains("Connection: keep-alive\r\n"))
  }

  @Test("a stream is chunked for HTTP/1.1, and sent until the connection closes for HTTP/1.0")
  func stream() {
    let (stream, _) = AsyncStream<[UInt8]>.makeStream()
    let chunked = PreparedResponse(
      HTTPResponse(status: .ok, body: .stream(stream)), context: Self.plain, serverCloses: false,
      date: Self.date)
    #expect(Self.text(chunked.head).contains("Transfer-Encoding: chunked\r\n"))
    #expect(chunked.isChunked && !chunked.closes && chunked.stream != nil)
    let old = PreparedResponse(
      HTTPResponse(status: .ok, body: .stream(stream)),
      context: ResponseContext(isHead: false, isHTTP10: true, closes: false), serverCloses: false,
      date: Self.date)
    #expect(!Self.text(old.head).contains("Transfer-Encoding"))
    #expect(Self.text(old.head).contains("Connection: close\r\n"))
    #expect(!old.isChunked && old.closes && old.stream != nil)
    let toHead = PreparedResponse(
      HTTPResponse(status: .ok, body: .stream(stream)),
      context: ResponseContext(isHead: true, isHTTP10: false, closes: false), serverCloses: false,
      date: Self.date)
    #expect(toHead.stream == nil)
  }

  @Test("a chunk is its length in hexadecimal, the data, and line breaks")
  func chunk() {
    #expect(
      Self.text(ResponseWriter.chunk(Array(repeating: 65, count: 26))) == "1A\r\n"
        + String(repeating: "A", count: 26) + "\r\n")
    #expect(Self.text(ResponseWriter.lastChunk) == "0\r\n\r\n")
  }
}
