import Testing

@testable import TaschHTTP

/// Header fields: kept in order, found by name in any case, and never able to split a response.
@Suite struct HTTPHeadersTests {
  @Test("fields keep their order and are found by name without regard to case")
  func lookUp() {
    var headers: HTTPHeaders = ["Content-Type": "application/json", "Set-Cookie": "a=1"]
    headers.add("set-cookie", "b=2")
    #expect(headers.count == 3)
    #expect(headers["CONTENT-TYPE"] == "application/json")
    #expect(headers.values(named: "Set-Cookie") == ["a=1", "b=2"])
    #expect(headers.contains("set-COOKIE"))
    #expect(!headers.contains("Content"))
    #expect(headers["Missing"] == nil)
    #expect(headers.map(\.name) == ["Content-Type", "Set-Cookie", "set-cookie"])
  }

  @Test("a value with a line break or another control character is left out, as is a bad name")
  func refusedFields() {
    var headers = HTTPHeaders()
    let added = [
      headers.add("Location", "/a\r\nSet-Cookie: evil=1"), headers.add("X-Bell", "\u{7}"),
      headers.add("Bad Name", "v"), headers.add("", "v"), headers.add("X-Tab", "a\tb"),
    ]
    #expect(added == [false, false, false, false, true])
    #expect(headers.count == 1)
  }

  @Test("removing a name removes every field of it, in any case")
  func remove() {
    var headers: HTTPHeaders = ["A": "1", "B": "2", "a": "3"]
    headers.remove("A")
    #expect(headers.map(\.name) == ["B"])
  }

  @Test("a list is searched token by token, each trimmed, in any case")
  func lists() {
    let headers: HTTPHeaders = ["Connection": "Upgrade,  Keep-Alive ", "X": "close-ish"]
    #expect(headers.lists("keep-alive", inFieldsNamed: "connection"))
    #expect(headers.lists("upgrade", inFieldsNamed: "Connection"))
    #expect(!headers.lists("close", inFieldsNamed: "Connection"))
    #expect(!headers.lists("close", inFieldsNamed: "X"))
  }

  @Test("headers are equal when their fields are, names compared without case")
  func equality() {
    #expect(HTTPHeaders(dictionaryLiteral: ("A", "1")) == ["a": "1"])
    #expect(HTTPHeaders(dictionaryLiteral: ("A", "1")) != ["A": "2"])
    #expect(HTTPHeaders(dictionaryLiteral: ("A", "1")) != ["B": "1"])
    #expect(HTTPHeaders() != ["A": "1"])
  }
}
