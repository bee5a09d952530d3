import Foundation
import Testing

/// Requests `tasch serve` refuses before the API sees them, sent as they are on a socket.
@Suite struct ServeRefusalsEndToEndTests {
  @Test func aURLWithAUserAndPasswordIsRefusedAndNeverLogged() throws {
    let sandbox = try Sandbox()
    let server = try ServedTasch(in: sandbox)

    let refused = try server.exchange(
      "GET http://ann:hunter2@shop.example/healthz HTTP/1.1\r\nHost: shop.example\r\n\r\n",
      checkedAs: "GET", "/healthz")
    let run = server.stop()

    #expect(refused.status == 400)
    #expect(try refused.json().errorCode == "bad-request")
    #expect(refused.body.contains("user name or password"))
    #expect(refused.problems == [])
    #expect(run.errors == "- - 400 0.0 ms\n")
  }
}
