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

  static let cases: [Refused] = [
    Refused(
      name: "Content-Length with Transfer-Encoding",
      text: "POST / HTTP/1.1\r\n\(host)Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n",
      problem: .contentLengthWithTransferEncoding),
    Refused(
      name: "Transfer-Encoding before Content-Length",
      text: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n",
      problem: .contentLengthWithTransferEncoding),
    Refused(
      name: "two different Content-Lengths",
      text: "POST / HTTP/1.1\r\n\(host)Content-Length: 5\r\nContent-Length: 6\r\n\r\n",
      problem: .conflictingContentLengths),
    Refused(
      name: "a Content-Length that is a list",
      text: "POST / HTTP/1.1\r\n\(host)Content-Length: 5, 5\r\n\r\n", problem: .badContentLength),
    Refused(
      name: "a negative Content-Length",
      text: "POST / HTTP/1.1\r\n\(host)Content-Length: -1\r\n\r\n", problem: .badContentLength),
    Refused(
      name: "a signed Content-Length",
      text: "POST / HTTP/1.1\r\n\(host)Content-Length: +5\r\n\r\n", problem: .badContentLength),
    Refused(
      name: "a hexadecimal Content-Length",
      text: "POST / HTTP/1.1\r\n\(host)Content-Length: 0x10\r\n\r\n", problem: .badContentLength),
    Refused(
      name: "an empty Content-Length",
      text: "POST / HTTP/1.1\r\n\(host)Content-Length:\r\n\r\n", problem: .badContentLength),
    Refused(
      name: "a chunked body",
      text: "POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n",
      problem: .transferEncodingNotSupported),
    Refused(
      name: "a folded header",
      text: "GET / HTTP/1.1\r\n\(host)X-Long: one\r\n two\r\n\r\n", problem: .foldedHeader),
    Refused(
      name: "a header folded with a tab",
      text: "GET / HTTP/1.1\r\n\(host)X-Long: one\r\n\ttwo\r\n\r\n", problem: .foldedHeader),
    Refused(
      name: "whitespace before the first header",
      text: "GET / HTTP/1.1\r\n Host: a\r\n\r\n", problem: .foldedHeader),
    Refused(
      name: "a bare LF after the request line",
      text: "GET / HTTP/1.1\n\(host)\r\n", problem: .bareLineFeed),
    Refused(
      name: "a bare LF after a header",
      text: "GET / HTTP/1.1\r\nHost: a\n\r\n", problem: .bareLineFeed),
    Refused(
      name: "a bare LF as the empty line",
      text: "GET / HTTP/1.1\r\n\(host)\n", problem: .bareLineFeed),
    Refused(
      name: "a bare LF before anything", text: "\nGET / HTTP/1.1\r\n", problem: .bareLineFeed),
    Refused(
      name: "a bare CR in a header's value",
      text: "GET / HTTP/1.1\r\n\(host)X-A: b\rc\r\n\r\n", problem: .bareCarriageReturn),
    Refused(
      name: "a bare CR in the request line",
      text: "GET /\r HTTP/1.1\r\n\(host)\r\n", problem: .bareCarriageReturn),
    Refused(
      name: "a NUL in a header's value",
      text: "GET / HTTP/1.1\r\n\(host)X-A: b\u{0}c\r\n\r\n", problem: .controlCharacter),
    Refused(
      name: "an escape in a header's value",
      text: "GET / HTTP/1.1\r\n\(host)X-A: \u{1B}[31m\r\n\r\n", problem: .controlCharacter),
    Refused(
      name: "a DEL in a header's value",
      text: "GET / HTTP/1.1\r\n\(host)X-A: \u{7F}\r\n\r\n", problem: .controlCharacter),
    Refused(
      name: "whitespace before a header's colon",
      text: "GET / HTTP/1.1\r\nHost : a\r\n\r\n", problem: .badHeaderName),
    Refused(
      name: "a header without a colon",
      text: "GET / HTTP/1.1\r\n\(host)Just words\r\n\r\n", problem: .badHeaderName),
    Refused(
      name: "a header without a name",
      text: "GET / HTTP/1.1\r\n\(host): value\r\n\r\n", problem: .badHeaderName),
    Refused(
      name: "a header name with a control character",
      text: "GET / HTTP/1.1\r\n\(host)X\u{1}A: b\r\n\r\n", problem: .badHeaderName),
    Refused(
      name: "HTTP/1.1 without Host", text: "GET / HTTP/1.1\r\n\r\n", problem: .missingHost),
    Refused(
      name: "two Hosts", text: "GET / HTTP/1.1\r\n\(host)HOST: b\r\n\r\n",
      problem: .repeatedHost),
    Refused(
      name: "two Hosts in HTTP/1.0", text: "GET / HTTP/1.0\r\n\(host)\(host)\r\n",
      problem: .repeatedHost),
    Refused(name: "a request line of one word", text: "GET\r\n\r\n", problem: .badRequestLine),
    Refused(
      name: "a request line without a version", text: "GET /\r\n\(host)\r\n",
      problem: .badRequestLine),
    Refused(
      name: "a request line with a space after the version",
      text: "GET / HTTP/1.1 \r\n\(host)\r\n", problem: .badRequestLine),
    Refused(
      name: "two spaces between method and target", text: "GET  / HTTP/1.1\r\n\(host)\r\n",
      problem: .badRequestLine),
    Refused(
      name: "a version in small letters", text: "GET / http/1.1\r\n\(host)\r\n",
      problem: .badRequestLine),
    Refused(
      name: "a version of two digits", text: "GET / HTTP/1.10\r\n\(host)\r\n",
      problem: .badRequestLine),
    Refused(
      name: "a method that is not a token", text: "GE(T / HTTP/1.1\r\n\(host)\r\n",
      problem: .badRequestLine),
    Refused(name: "binary bytes", text: "\u{16}\u{3}\u{1}\r\n\r\n", problem: .badRequestLine),
    Refused(name: "HTTP/2", text: "GET / HTTP/2.0\r\n\(host)\r\n", problem: .versionNotSupported),
    Refused(name: "HTTP/0.9", text: "GET / HTTP/0.9\r\n\r\n", problem: .versionNotSupported),
    Refused(
      name: "a target that is not a path", text: "GET index.html HTTP/1.1\r\n\(host)\r\n",
      problem: .badTarget),
    Refused(name: "* with GET", text: "GET * HTTP/1.1\r\n\(host)\r\n", problem: .badTarget),
    Refused(
      name: "an authority alone, as CONNECT sends", text: "CONNECT a:443 HTTP/1.1\r\n\(host)\r\n",
      problem: .badTarget),
    Refused(
      name: "a URL without a host", text: "GET http:///a HTTP/1.1\r\n\(host)\r\n",
      problem: .badTarget),
    Refused(
      name: "a URL with a user and password",
      text: "GET http://u:p@a/healthz HTTP/1.1\r\n\(host)\r\n", problem: .userInfoInTarget),
    Refused(
      name: "a URL with a user alone, and no path",
      text: "GET HTTPS://u@a HTTP/1.1\r\n\(host)\r\n", problem: .userInfoInTarget),
    Refused(
      name: "a URL of another scheme", text: "GET ftp://a/b HTTP/1.1\r\n\(host)\r\n",
      problem: .badTarget),
    Refused(
      name: "a fragment in the target", text: "GET /a#b HTTP/1.1\r\n\(host)\r\n",
      problem: .badTarget),
    Refused(
      name: "a byte past ASCII in the target", text: "GET /caf\u{E9} HTTP/1.1\r\n\(host)\r\n",
      problem: .badTarget),
  ]

  @Test("a request is refused for its first problem", arguments: cases)
  func isRefused(_ refused: Refused) {
    #expect(refusal(of: refused.text) == refused.problem)
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
    for problem in Self.cases.map(\.problem) where problem.status.code != 400 {
      #expect([413, 431, 501, 503, 505].contains(problem.status.code))
    }
    #expect(HTTPRequestProblem.foldedHeader.status == .badRequest)
    #expect(!HTTPRequestProblem.foldedHeader.description.isEmpty)
  }
}
