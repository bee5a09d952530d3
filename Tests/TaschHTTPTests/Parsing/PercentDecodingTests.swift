import Testing

@testable import TaschHTTP

/// A path's segments and a query's items, decoded strictly.
@Suite struct PercentDecodingTests {
  @Test("a path is split into segments before each is decoded")
  func segments() throws {
    #expect(try PercentDecoding.segments(of: "/api/products/42") == ["api", "products", "42"])
    #expect(try PercentDecoding.segments(of: "/a%2Fb/c+d") == ["a/b", "c+d"])
    #expect(try PercentDecoding.segments(of: "/caf%C3%A9") == ["café"])
    #expect(try PercentDecoding.segments(of: "/") == [])
    #expect(try PercentDecoding.segments(of: "/a/") == ["a", ""])
    #expect(try PercentDecoding.segments(of: "//") == ["", ""])
    #expect(try PercentDecoding.segments(of: "/é/%C3%A9") == ["é", "é"])
    // Every slash separates, even one that a combining mark follows.
    #expect(try PercentDecoding.segments(of: "/a/\u{301}b") == ["a", "\u{301}b"])
  }

  @Test("a query's items keep their order, with + a space and an item without = valueless")
  func queryItems() throws {
    let items = try PercentDecoding.queryItems(of: "search=red+lamp%21&reverse&&x=&a=b=c")
    #expect(
      items == [
        HTTPQueryItem(name: "search", value: "red lamp!"),
        HTTPQueryItem(name: "reverse", value: nil),
        HTTPQueryItem(name: "x", value: ""),
        HTTPQueryItem(name: "a", value: "b=c"),
      ])
    #expect(try PercentDecoding.queryItems(of: "") == [])
  }

  @Test(
    "a % without two hexadecimal digits is refused",
    arguments: ["%", "a%", "%4", "%4g", "%g4", "100%", "%%41"])
  func badEscapes(text: String) {
    #expect(throws: PercentDecodingError(text: text, problem: .badEscape)) {
      try PercentDecoding.decode(text[...])
    }
  }

  @Test(
    "decoded bytes that are not UTF-8 are refused",
    arguments: ["%FF", "%C3", "%C3%28", "%ED%A0%80", "%E2%82"])
  func notUTF8(text: String) {
    #expect(throws: PercentDecodingError(text: text, problem: .notUTF8)) {
      try PercentDecoding.decode(text[...])
    }
  }

  @Test("the refusals name the part that could not be decoded")
  func errorsNameThePart() {
    #expect(throws: PercentDecodingError(text: "b%zz", problem: .badEscape)) {
      try PercentDecoding.segments(of: "/a/b%zz/c")
    }
    #expect(throws: PercentDecodingError(text: "%ff", problem: .notUTF8)) {
      try PercentDecoding.queryItems(of: "a=1&b=%ff")
    }
    #expect(
      PercentDecodingError(text: "%ff", problem: .notUTF8).description
        == "'%ff' does not decode to UTF-8")
    #expect(PercentDecodingError(text: "%", problem: .badEscape).description.contains("%"))
  }

  @Test("text without escapes is itself, + too unless asked")
  func plain() throws {
    #expect(try PercentDecoding.decode("a+b") == "a+b")
    #expect(try PercentDecoding.decode("a+b", plusIsSpace: true) == "a b")
    #expect(try PercentDecoding.decode("%7e%7E") == "~~")
    #expect(try PercentDecoding.decode("%00") == "\u{0}")
  }
}
