import Testing

@testable import TaschHTTP

/// `--listen` addresses: read from `HOST:PORT`, written back, and told loopback or not.
@Suite struct HTTPSocketAddressTests {
  @Test("IPv4, IPv6 in brackets and localhost are read with their port")
  func parse() throws {
    let ipv4 = try HTTPSocketAddress(parsing: "127.0.0.1:8080")
    #expect(ipv4.host == "127.0.0.1")
    #expect(ipv4.port == 8080)
    #expect(ipv4.description == "127.0.0.1:8080")
    #expect(ipv4.url == "http://127.0.0.1:8080/")
    let ipv6 = try HTTPSocketAddress(parsing: "[::1]:0")
    #expect(ipv6.host == "::1")
    #expect(ipv6.port == 0)
    #expect(ipv6.description == "[::1]:0")
    let named = try HTTPSocketAddress(parsing: "LocalHost:65535")
    #expect(named.port == 65_535)
    #expect(named.isLoopback)
  }

  @Test(
    "addresses that reach only this machine are loopback, and no others",
    arguments: [
      ("127.0.0.1:1", true), ("127.255.0.9:1", true), ("localhost:1", true), ("[::1]:1", true),
      ("[0:0:0:0:0:0:0:1]:1", true), ("[::ffff:127.0.0.1]:1", true), ("0.0.0.0:1", false),
      ("192.168.1.2:1", false), ("[::]:1", false), ("[::2]:1", false),
      ("[::ffff:10.0.0.1]:1", false), ("[fe80::1]:1", false),
    ])
  func loopback(text: String, isLoopback: Bool) throws {
    #expect(try HTTPSocketAddress(parsing: text).isLoopback == isLoopback)
  }

  @Test(
    "text that is not HOST:PORT is refused, saying what is wrong",
    arguments: [
      ("8080", HTTPAddressError.Problem.notHostAndPort), (":8080", .notHostAndPort),
      ("", .notHostAndPort), ("example.com:80", .badHost), ("127.0.0.1.5:80", .badHost),
      ("::1:80", .badHost), ("[::1:80", .badHost), ("[fe80::1%eth0]:80", .badHost),
      ("127.0.0.1\u{0}junk:80", .badHost), ("[]:80", .badHost), ("127.0.0.1:", .badPort),
      ("127.0.0.1:65536", .badPort), ("127.0.0.1:-1", .badPort), ("127.0.0.1:+80", .badPort),
      ("127.0.0.1:080080", .badPort), ("127.0.0.1: 80", .badPort),
    ])
  func refused(text: String, problem: HTTPAddressError.Problem) {
    #expect(throws: HTTPAddressError(text: text, problem: problem)) {
      try HTTPSocketAddress(parsing: text)
    }
    #expect(HTTPAddressError(text: text, problem: problem).description.contains(text))
  }
}
