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

  @Test func itsBytesAreItsTextInUTF8() {
    let value = JSONValue.object([
      "names": .array([.string("Zoë \u{202E}\"quoted\"\n"), .string("日本")]),
      "sizes": .array([.number("1"), .number("-2.5")]),
      "nested": .object(["empty": .array([]), "flag": .bool(true), "none": .null]),
    ])

    #expect(JSONWriter.bytes(of: value) == Array(JSONWriter.text(of: value).utf8))
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

  @Test func escapesControlsAndReorderingScalarsWhereverTheyAre() {
    #expect(
      JSONWriter.quoted("a\u{7F}b\u{85}c\u{202E}d\u{2066}e\u{2028}f\u{2029}")
        == #""a\u007Fb\u0085c\u202Ed\u2066e\u2028f\u2029""#)
  }

  @Test func writesScalarsSharingALeadByteWithEscapedOnesAsThemselves() {
    // "£" and "©" start with 0xC2 as C1 controls do; "€", "…" and "→" with 0xE2 as the
    // bidirectional controls do.
    #expect(JSONWriter.quoted("£3 © €5… →") == "\"£3 © €5… →\"")
  }

  @Test func escapesEachScalarAsOneAtATimeWould() {
    // Every mix of plain, wide, escaped and lead-byte-sharing scalars, three at a time.
    let samples: [Unicode.Scalar] = [
      "a", "\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "\u{2026}",
      "\u{2028}", "\u{202A}", "\u{2069}", "\u{206A}", "旅", "🎒",
    ]
    for first in samples {
      for second in samples {
        for third in samples {
          var text = ""
          text.unicodeScalars.append(contentsOf: [first, second, third])
          #expect(JSONWriter.quoted(text) == Self.escapedOneAtATime(text))
        }
      }
    }
  }

  /// `text` quoted by escaping each scalar on its own, as the rules say.
  private static func escapedOneAtATime(_ text: String) -> String {
    let named: [Unicode.Scalar: String] = [
      "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]
    var output = "\""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isEscaped =
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
      if let name = named[scalar] {
        output += name
      } else if isEscaped {
        let hex = String(value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
