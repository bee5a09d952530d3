import TaschHTTPTestSupport
import Testing

@testable import TaschHTTP

/// The limits on a request's head and body, exactly at them and one byte past.
@Suite struct HTTPRequestDecoderLimitTests {
  /// A head of exactly `length` bytes, padded in one header's value.
  static func head(length: Int, target: String = "/") -> String {
    let start = "GET \(target) HTTP/1.1\r\nHost: a\r\nX-Pad: "
    let end = "\r\n\r\n"
    return start + String(repeating: "p", count: length - start.utf8.count - end.utf8.count) + end
  }

  @Test("a head of 16 KiB is read, and one of a byte more is refused with 431")
  func headLimit() {
    #expect(Self.head(length: 16_384).utf8.count == 16_384)
    #expect(decodedRequest(Self.head(length: 16_384)) != nil)
    #expect(refusal(of: Self.head(length: 16_385)) == .headTooLarge)
  }

  @Test("a head past the limit is refused as soon as the limit's bytes have come without its end")
  func headLimitEarly() {
    let limits = HTTPLimits(maximumHeadBytes: 64)
    let text = Self.head(length: 200)
    #expect(steps(of: Array(text.utf8.prefix(63)), limits: limits) == [.needsMoreBytes])
    #expect(steps(of: Array(text.utf8.prefix(64)), limits: limits) == [.refused(.headTooLarge)])
  }

  @Test("empty lines before the request line count toward the head's limit")
  func emptyLinesCount() {
    let limits = HTTPLimits(maximumHeadBytes: 64)
    let exact = Self.head(length: 62)
    #expect(decodedRequest("\r\n" + exact, limits: limits) != nil)
    #expect(refusal(of: "\r\n\r\n" + exact, limits: limits) == .headTooLarge)
  }

  @Test("a body of 64 KiB is read, and one of a byte more is refused with 413 before it comes")
  func bodyLimit() throws {
    let body = String(repeating: "b", count: 65_536)
    let request = try #require(
      decodedRequest("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 65536\r\n\r\n" + body))
    #expect(request.body.count == 65_536)
    #expect(
      refusal(of: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 65537\r\n\r\n")
        == .bodyTooLarge)
  }

  @Test("a body refused as too large keeps its request's head, for the refusal's words")
  func bodyTooLargeKeepsTheHead() throws {
    var decoder = HTTPRequestDecoder()
    decoder.append(
      Array(
        "POST /a?locale=fr HTTP/1.1\r\nHost: a\r\nAccept-Language: de\r\nContent-Length: 65537\r\n\r\n"
          .utf8))

    #expect(decoder.next() == .refused(.bodyTooLarge))
    let head = try #require(decoder.refusedHead)
    #expect(head.target == "/a?locale=fr")
    #expect(head.headers.values(named: "Accept-Language") == ["de"])
    #expect(head.body.isEmpty)
  }

  @Test("a head refused as too large is refused without one")
  func headTooLargeKeepsNoHead() {
    var decoder = HTTPRequestDecoder()
    decoder.append(Array(Self.head(length: 16_385).utf8))

    #expect(decoder.next() == .refused(.headTooLarge))
    #expect(decoder.refusedHead == nil)
  }

  @Test("a Content-Length too long for any integer is too large, not a crash")
  func hugeContentLength() {
    let digits = String(repeating: "9", count: 400)
    #expect(
      refusal(of: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: \(digits)\r\n\r\n")
        == .bodyTooLarge)
    var unlimited = HTTPLimits()
    unlimited.maximumBodyBytes = .max
    #expect(
      refusal(
        of: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: \(digits)\r\n\r\n", limits: unlimited)
        == nil)
  }

  @Test("a body waits for its last byte, however many reads it takes")
  func bodyInPieces() {
    let text = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc"
    let bytes = Array(text.utf8)
    #expect(steps(of: Array(bytes.dropLast())) == [.needsMoreBytes])
    #expect(steps(of: bytes, cutAt: [bytes.count - 2, bytes.count - 1]).count == 2)
  }
}
