import Testing

@testable import TaschJSON

@Suite struct JSONWriterTests {
  @Test func writesSortedIndentedJSONWithShortNumberArraysOnOneLine() {
    let value = JSONValue.object([
      "b": .array([.number("1"), .number("2")]),
      "a": .object(["x": .null, "y": .bool(false)]),
      "c": .array([.string("s")]),
      "d": .array([]),
      "e": .object([:]),
    ])

    #expect(
      JSONWriter.text(of: value) == """
        {
          "a": {
            "x": null,
            "y": false
          },
          "b": [1, 2],
          "c": [
            "s"
          ],
          "d": [],
          "e": {}
        }

        """)
  }

  @Test func escapesWhatJSONRequires() {
    #expect(
      JSONWriter.text(of: .string("a\"b\\c\n\t\r\u{1}é")) == "\"a\\\"b\\\\c\\n\\t\\r\\u0001é\"\n")
  }

  @Test func whatItWritesReadsBackTheSame() throws {
    let value = JSONValue.object([
      "text": .string("旅行 🎒 \"quoted\" \u{7}"), "list": .array([.object(["n": .number("-1.5")])]),
    ])

    #expect(try JSONReader().read(Array(JSONWriter.text(of: value).utf8)) == value)
  }
}
