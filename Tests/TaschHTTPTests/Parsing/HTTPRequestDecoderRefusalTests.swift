import TaschHTTPTestSupport
import Testing

@testable import TaschHTTP

/// Requests the decoder refuses, each with the problem that names why and the status it is
/// answered with.
@Suite struct HTTPRequestDecoderRefusalTests {
  struct Refused: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let problem: HTTPRequestProblem
    var testDescription: String { name }
  }

  static let host = "Host: a\r\n"

  /// A POST with a Host and `headers`, refused for `problem`.
  static func post(_ name: String, headers: String, _ problem: HTTPRequestProblem) -> Refused {
    Refused(name: name, text: "POST / HTTP/1.1\r\n\(host)\(headers)\r\n\r\n", problem: problem)
  }

  /// A GET with a Host and then `header`, refused for `problem`.
  static func get(_ name: String, header: String, _ problem: HTTPRequestProblem) -> Refused {
    Refused(name: name, text: "GET / HTTP/1.1\r\n\(host)\(header)\r\n\r\n", problem: problem)
  }

  /// A GET whose only Host is `value`, refused for it.
  static func host(_ name: String, _ value: String) -> Refused {
    Refused(name: name, text: "GET / HTTP/1.1\r\nHost: \(value)\r\n\r\n", problem: .badHost)
  }

  /// A request of `line` and a Host, refused for `problem`.
  static func line(_ name: String, _ line: String, _ problem: HTTPRequestProblem) -> Refused {
    Refused(name: name, text: "\(line)\r\n\(host)\r\n", problem: problem)
  }

  /// An HTTP/1.1 GET of `target` with a Host, refused for `problem`.
  static func get(_ name: String, target: String, _ problem: HTTPRequestProblem) -> Refused {
    line(name, "GET \(target) HTTP/1.1", problem)
  }

  /// `text`, with a LF alone at `place` where a CR and LF belong, refused for it.
  static func bareLineFeed(_ place: String, _ text: String) -> Refused {
    Refused(name: "a bare LF \(place)", text: text, problem: .bareLineFeed)
  }

  static let cases: [Refused] = [
    post(
      "Content-Length with Transfer-Encoding",
      headers: "Content-Length: 5\r\nTransfer-Encoding: chunked",
      .contentLengthWithTransferEncoding),
    post(
      "Transfer-Encoding before Content-Length",
      headers: "Transfer-Encoding: chunked\r\nContent-Length: 5",
      .contentLengthWithTransferEncoding),
    post(
      "two different Content-Lengths", headers: "Content-Length: 5\r\nContent-Length: 6",
      .conflictingContentLengths),
    post("a Content-Length that is a list", headers: "Content-Length: 5, 5", .badContentLength),
    post("a negative Content-Length", headers: "Content-Length: -1", .badContentLength),
    post("a signed Content-Length", headers: "Content-Length: +5", .badContentLength),
    post("a hexadecimal Content-Length", headers: "Content-Length: 0x10", .badContentLength),
    post("an empty Content-Length", headers: "Content-Length:", .badContentLength),
    post(
      "a chunked body", headers: "Transfer-Encoding: chunked", .transferEncodingNotSupported),
    get("a folded header", header: "X-Long: one\r\n two", .foldedHeader),
    get("a header folded with a tab", header: "X-Long: one\r\n\ttwo", .foldedHeader),
    Refused(
      name: "whitespace before the first header",
      text: "GET / HTTP/1.1\r\n Host: a\r\n\r\n", problem: .foldedHeader),
    bareLineFeed("after the request line", "GET / HTTP/1.1\n\(host)\r\n"),
    bareLineFeed("after a header", "GET / HTTP/1.1\r\nHost: a\n\r\n"),
    bareLineFeed("as the empty line", "GET / HTTP/1.1\r\n\(host)\n"),
    bareLineFeed("before anything", "\nGET / HTTP/1.1\r\n"),
    get("a bare CR in a header's value", header: "X-A: b\rc", .bareCarriageReturn),
    line("a bare CR in the request line", "GET /\r HTTP/1.1", .bareCarriageReturn),
    get("a NUL in a header's value", header: "X-A: b\u{0}c", .controlCharacter),
    get("an escape in a header's value", header: "X-A: \u{1B}[31m", .controlCharacter),
    get("a DEL in a header's value", header: "X-A: \u{7F}", .controlCharacter),
    Refused(
      name: "whitespace before a header's colon",
      text: "GET / HTTP/1.1\r\nHost : a\r\n\r\n", problem: .badHeaderName),
    get("a header without a colon", header: "Just words", .badHeaderName),
    get("a header without a name", header: ": value", .badHeaderName),
    get("a header name with a control character", header: "X\u{1}A: b", .badHeaderName),
    Refused(
      name: "HTTP/1.1 without Host", text: "GET / HTTP/1.1\r\n\r\n", problem: .missingHost),
    get("two Hosts", header: "HOST: b", .repeatedHost),
    Refused(
      name: "two Hosts in HTTP/1.0", text: "GET / HTTP/1.0\r\n\(host)\(host)\r\n",
      problem: .repeatedHost),
    host("a Host with a space", "a b"),
    host("a Host with a path", "a/b"),
    host("a Host with a user", "u@a"),
    host("a Host whose port is not a number", "a:8o"),
    host("a Host with two ports", "a:80:81"),
    host("a Host with an unclosed IP literal", "[::1"),
    host("a Host with an empty IP literal", "[]"),
    host("a Host with an IP literal of letters", "[zz!]"),
    host("a Host with a mark in its IP literal", "[::1_]"),
    host("a Host with an IP literal of a future version", "[v1.x]"),
    host("a Host with a broken escape", "a%2"),
    host("a Host with an encoded NUL", "a%00b"),
    host("a Host with an encoded line break", "a%0Ab"),
    host("a Host with an encoded DEL", "a%7fb"),
    host("a Host with an encoded tab", "a%09b"),
    host("a Host with the last encoded control before space", "a%1Fb"),
    host("a Host with a byte past ASCII", "caf\u{E9}"),
    get("an Expect other than 100-continue", header: "Expect: foo", .unmetExpectation),
    get("100-continue among others", header: "Expect: 100-continue, foo", .unmetExpectation),
    Refused(name: "a request line of one word", text: "GET\r\n\r\n", problem: .badRequestLine),
    line("a request line without a version", "GET /", .badRequestLine),
    line("a request line with a space after the version", "GET / HTTP/1.1 ", .badRequestLine),
    line("two spaces between method and target", "GET  / HTTP/1.1", .badRequestLine),
    line("a version in small letters", "GET / http/1.1", .badRequestLine),
    line("a version of two digits", "GET / HTTP/1.10", .badRequestLine),
    line("a method that is not a token", "GE(T / HTTP/1.1", .badRequestLine),
    Refused(name: "binary bytes", text: "\u{16}\u{3}\u{1}\r\n\r\n", problem: .badRequestLine),
    line("HTTP/2", "GET / HTTP/2.0", .versionNotSupported),
    Refused(name: "HTTP/0.9", text: "GET / HTTP/0.9\r\n\r\n", problem: .versionNotSupported),
    get("a target that is not a path", target: "index.html", .badTarget),
    get("* with GET", target: "*", .badTarget),
    line("an authority alone, as CONNECT sends", "CONNECT a:443 HTTP/1.1", .badTarget),
    get("a URL without a host", target: "http:///a", .badTarget),
    get("a URL with a user and password", target: "http://u:p@a/healthz", .userInfoInTarget),
    get("a URL with a user alone, and no path", target: "HTTPS://u@a", .userInfoInTarget),
    get("a URL of another scheme", target: "ftp://a/b", .badTarget),
    get("a fragment in the target", target: "/a#b", .badTarget),
    get("a byte past ASCII in the target", target: "/caf\u{E9}", .badTarget),
  ]

  @Test("a request is refused for its first problem", arguments: cases)
  func isRefused(_ refused: Refused) {
    #expect(refusal(of: refused.text) == refused.problem)
  }

  @Test(
    "a Host of a name, an address or an IP literal, with a port or none, or empty, is taken",
    arguments: [
      "", "a", "a:8080", "a:", "127.0.0.1:80", "[::1]", "[::1]:8080", "[::ffff:127.0.0.1]",
      "xn--caf-dma.example",
      "a%41b", "a_b~c!$&'()*+,;=",
    ])
  func wellFormedHost(_ value: String) {
    #expect(refusal(of: "GET / HTTP/1.1\r\nHost: \(value)\r\n\r\n") == nil)
  }

  @Test(
    "an expectation of 100-continue is taken however the list writes it",
    arguments: ["100-continue, 100-continue", ", 100-CONTINUE", "100-continue ,", ""])
  func continueInAList(_ value: String) {
    #expect(refusal(of: "GET / HTTP/1.1\r\nHost: a\r\nExpect: \(value)\r\n\r\n") == nil)
  }

  @Test("an HTTP/1.0 request's expectation is ignored, as RFC 9110 says")
  func expectationOfHTTP10() {
    #expect(refusal(of: "GET / HTTP/1.0\r\nExpect: foo\r\n\r\n") == nil)
  }

  @Test("a problem in the request line is told as soon as the line ends")
  func early() {
    #expect(steps(of: "BAD\r\n") == [.refused(.badRequestLine)])
    #expect(steps(of: "GET / HTTP/3.0\r\nHost") == [.refused(.versionNotSupported)])
  }

  @Test("each problem is answered with its status")
  func statuses() {
    #expect(HTTPRequestProblem.headTooLarge.status == .requestHeaderFieldsTooLarge)
    #expect(HTTPRequestProblem.bodyTooLarge.status == .contentTooLarge)
    #expect(HTTPRequestProblem.transferEncodingNotSupported.status == .notImplemented)
    #expect(HTTPRequestProblem.versionNotSupported.status == .httpVersionNotSupported)
    #expect(HTTPRequestProblem.tooManyConnections.status == .serviceUnavailable)
    #expect(HTTPRequestProblem.unmetExpectation.status == .expectationFailed)
    for problem in Self.cases.map(\.problem) where problem.status.code != 400 {
      #expect([413, 417, 431, 501, 503, 505].contains(problem.status.code))
    }
    #expect(HTTPRequestProblem.foldedHeader.status == .badRequest)
    #expect(!HTTPRequestProblem.foldedHeader.description.isEmpty)
  }
}
