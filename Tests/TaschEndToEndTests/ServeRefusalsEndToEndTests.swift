import Foundation
import Testing

/// Requests `tasch serve` refuses before the API sees them, sent as they are on a socket.
@Suite struct ServeRefusalsEndToEndTests {
  @Test func eachRefusalIsAnErrorDocumentTheOpenAPIDocumentListsForTheRoute() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)
    let host = "Host: 127.0.0.1\r\n"

    let tooLarge = try server.exchange(
      "PUT /api/ratings/1 HTTP/1.1\r\n\(host)Content-Length: 65537\r\n\r\n",
      checkedAs: "PUT", "api/ratings/1")
    let headersTooLarge = try server.exchange(
      "GET /api/events?search=\(String(repeating: "a", count: 16_384)) HTTP/1.1\r\n\(host)\r\n",
      checkedAs: "GET", "api/events")
    let chunked = try server.exchange(
      "POST /api/simulation/reset HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      checkedAs: "POST", "api/simulation/reset")
    let http2 = try server.exchange(
      "GET /api/openapi.json HTTP/2.0\r\n\(host)\r\n", checkedAs: "GET", "api/openapi.json")
    _ = server.stop()

    #expect(tooLarge.status == 413)
    #expect(try tooLarge.json().errorCode == "too-large")
    #expect(headersTooLarge.status == 431)
    #expect(try headersTooLarge.json().errorCode == "headers-too-large")
    #expect(chunked.status == 501)
    #expect(try chunked.json().errorCode == "not-implemented")
    #expect(http2.status == 505)
    #expect(try http2.json().errorCode == "http-version-not-supported")
    for answer in [tooLarge, headersTooLarge, chunked, http2] {
      #expect(answer.problems == [])
      #expect(answer.headers["connection"] == "close")
    }
  }

  @Test func aURLWithAUserAndPasswordIsRefusedAndNeverLogged() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    let refused = try server.exchange(
      "GET http://ann:hunter2@shop.example/healthz HTTP/1.1\r\nHost: shop.example\r\n\r\n",
      checkedAs: "GET", "healthz")
    let run = server.stop()

    #expect(refused.status == 400)
    #expect(try refused.json().errorCode == "bad-request")
    #expect(refused.body.contains("user name or password"))
    #expect(refused.problems == [])
    #expect(run.errors == "- - 400 0.0 ms\n")
  }
}
