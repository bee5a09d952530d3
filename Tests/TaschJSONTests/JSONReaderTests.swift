import Testing

@testable import TaschJSON

@Suite struct JSONReaderTests {
  private func read(_ text: String) throws -> JSONValue {
    try JSONReader().read(Array(text.utf8))
  }

  private func syntaxError(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try JSONReader().read(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try read(#"{"a": [1, -2.5e3, true, false, null], "b": "x", "c": {}}"#)

    #expect(
      value
        == .object([
          "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
          "b": .string("x"), "c": .object([:]),
        ]))
  }

  @Test func keepsNumbersAsTheirExactText() throws {
    #expect(try read("250.10") == .number("250.10"))
    #expect(try read("12345678901234567890") == .number("12345678901234567890"))
  }

  @Test func readsWholeNumbersThatFitOnly() throws {
    #expect(try read("42").integer == 42)
    #expect(try read("-7").integer == -7)
    #expect(try read("1.0").integer == nil)
    #expect(try read("1e2").integer == nil)
    #expect(try read("99999999999999999999").integer == nil)
    #expect(try read("\"1\"").integer == nil)
  }

  @Test func unescapesStrings() throws {
    #expect(try read(#""a\"b\\c\/d\n\t\r\b\f""#) == .string("a\"b\\c/d\n\t\r\u{8}\u{C}"))
    #expect(try read(#""\u00e9\u65C5""#) == .string("é旅"))
    #expect(try read(#""\ud83c\udf92""#) == .string("🎒"))
    #expect(try read("\"Größe 旅行 🎒\"") == .string("Größe 旅行 🎒"))
  }

  @Test func ignoresALeadingByteOrderMarkAndSurroundingWhitespace() throws {
    #expect(
      try JSONReader().read([0xEF, 0xBB, 0xBF] + Array(" \n[1]\t".utf8)) == .array([.number("1")]))
  }

  @Test(arguments: [
    ("", 1, 1, "unexpected end of the document"),
    ("{\"a\": 1", 1, 8, "expected ',' or '}' in an object"),
    ("[1, 2,]", 1, 7, "unexpected ']'"),
    ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
    ("{a: 1}", 1, 2, "expected a key in double quotes"),
    ("// note\n{}", 1, 1, "unexpected '/'"),
    ("{}\n{}", 2, 1, "unexpected text after the document"),
    ("\"abc", 1, 5, "a string is not closed"),
    ("\"a\tb\"", 1, 3, "a control character in a string must be escaped"),
    ("\"\\x\"", 1, 3, "unknown escape \\'x'"),
    ("\"\\u12\"", 1, 4, "\\u needs four hex digits"),
    ("\"\\ud83c\"", 1, 8, "a high surrogate \\u escape is not followed by a low one"),
    ("\"\\udf92\"", 1, 8, "a lone low surrogate \\u escape"),
    ("012", 1, 2, "a number may not start with 0 unless it is 0"),
    ("1.", 1, 3, "a number needs digits after '.'"),
    ("-", 1, 2, "a number needs digits"),
    ("1e", 1, 3, "a number needs digits in its exponent"),
    ("tru", 1, 1, "unexpected 't'"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "the key \"a\" appears twice in one object"),
  ])
  func refusesWhatIsNotStrictJSONSayingWhere(text: String, line: Int, column: Int, reason: String) {
    #expect(syntaxError(text) == JSONSyntaxError(line: line, column: column, reason: reason))
  }

  @Test func refusesInvalidUTF8SayingWhere() {
    let bytes = Array("{\n  \"name\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)

    #expect(throws: JSONSyntaxError(line: 2, column: 12, reason: "the text is not valid UTF-8")) {
      try JSONReader().read(bytes)
    }
  }

  @Test func reportsTheFirstProblemInTheText() {
    let syntaxFirst = Array("{\"a\": x, \"b\": \"".utf8) + [0xFF] + Array("\"}".utf8)
    let textFirst = Array("{\"a\": \"".utf8) + [0xFF] + Array("\", \"b\": x}".utf8)

    #expect(throws: JSONSyntaxError(line: 1, column: 7, reason: "unexpected 'x'")) {
      try JSONReader().read(syntaxFirst)
    }
    #expect(throws: JSONSyntaxError(line: 1, column: 8, reason: "the text is not valid UTF-8")) {
      try JSONReader().read(textFirst)
    }
  }

  @Test func aStringThatIsNotUTF8StopsTheReadingAsTheScannerStops() {
    // A repeated key is found after its value, which here is not UTF-8: reading stops at the
    // value, as the one-pass scanner stops, and the text is the problem, where it goes wrong.
    let repeated = Array("{\"a\": \"x\", \"a\": \"".utf8) + [0xD1, 0xD1] + Array("\"}".utf8)

    #expect(throws: JSONSyntaxError(line: 1, column: 18, reason: "the text is not valid UTF-8")) {
      try JSONReader().read(repeated)
    }
  }

  @Test func refusesDeepNestingInsteadOfExhaustingTheStack() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

    #expect(syntaxError(deep)?.reason == "nested more than 256 levels deep")
  }

  @Test func acceptsNestingUpToTheLimit() throws {
    let reader = JSONReader(maximumDepth: 3)

    #expect(throws: Never.self) { try reader.read(Array("[[[1]]]".utf8)) }
    #expect(throws: JSONSyntaxError.self) { try reader.read(Array("[[[[1]]]]".utf8)) }
  }

  @Test func describesWhatAValueIs() {
    #expect(JSONValue.number("250").kindDescription == "the number 250")
    #expect(JSONValue.string("x").kindDescription == "a string")
    #expect(JSONValue.null.kindDescription == "null")
    #expect(JSONValue.bool(true).kindDescription == "true")
    #expect(JSONValue.array([]).kindDescription == "an array")
    #expect(JSONValue.object([:]).kindDescription == "an object")
  }

  @Test func describesSyntaxErrorsWithLineAndColumn() {
    #expect(
      JSONSyntaxError(line: 3, column: 7, reason: "oops").description == "line 3, column 7: oops")
  }
}
