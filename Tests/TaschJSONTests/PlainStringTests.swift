import Testing

@testable import TaschJSON

/// A plain string is scanned whole, to the very token `scanString` gives; any other string is
/// left, the index where it was, to `scanString`.
@Suite struct PlainStringTests {
  /// The plain scan of `text` from its start, and the full scan's token.
  private func scans(_ text: [UInt8], isFinal: Bool = true) -> (
    plain: JSONToken?, index: Int, full: JSONToken?
  ) {
    text.withUnsafeBytes { buffer in
      var plain = JSONScanner(buffer, isFinal: isFinal)
      var full = plain
      return (plain.scanPlainString(), plain.index, try? full.scanString())
    }
  }

  @Test(
    "plain strings of any length, ASCII or not, give the full scan's token",
    arguments: ["", "a", "Tote bag", "Größe L", "カメラバッグ 44L and then some more words", "🎒"])
  func plain(text: String) {
    let bytes = Array("\"\(text)\" ,".utf8)
    let (plain, index, full) = scans(bytes)
    #expect(plain != nil)
    #expect(plain == full)
    #expect(index == bytes.count - 2)
    #expect(plain?.isASCII == text.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test(
    "escapes, control characters, bad UTF-8 and unclosed strings are left as they are",
    arguments: [
      Array(#""a long enough text \n with an escape""#.utf8),
      Array(#""\u00e9""#.utf8),
      Array("\"tab\tinside\"".utf8),
      Array("\"line\ninside a long string\"".utf8),
      [UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")],
      [UInt8(ascii: "\""), 0x41, 0x42, 0xFF, 0x43, 0x44, 0x45, 0x46, 0x47, UInt8(ascii: "\"")],
      Array(#""never closed"#.utf8),
      Array(#""never closed, and longer than a word or two"#.utf8),
    ])
  func leftAlone(bytes: [UInt8]) {
    let (plain, index, _) = scans(bytes)
    #expect(plain == nil)
    #expect(index == 0)
  }

  @Test("a string whose closing quote is past the bytes in memory is left alone")
  func cutByTheWindow() {
    let bytes = Array(#""a string cut by the end of a window""#.utf8)
    for end in 1..<bytes.count {
      let (plain, index, _) = scans(Array(bytes[..<end]), isFinal: false)
      #expect(plain == nil && index == 0, "\(end)")
    }
  }
}

/// Plain text is skipped sixteen bytes at a time: a string ends exactly where its text does,
/// whatever place its end takes in a vector, and only its own bytes say whether it is ASCII.
@Suite struct PlainTextEndTests {
  /// `count` plain ASCII letters.
  private func letters(_ count: Int) -> String {
    String((0..<count).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
  }

  private func scan<Result>(_ text: String, _ body: (inout JSONScanner) -> Result) -> Result {
    Array(text.utf8).withUnsafeBytes { buffer in
      var scanner = JSONScanner(buffer)
      return body(&scanner)
    }
  }

  @Test("an ASCII string ends at its quote, with bytes above ASCII right after it")
  func endsAtTheQuote() {
    for length in 0..<40 {
      let token = scan("\"\(letters(length))\"é ü 日本") { $0.scanPlainString() }
      #expect(token?.range == 0..<length + 2, "\(length)")
      #expect(token?.isASCII == true, "\(length)")
    }
  }

  @Test("a byte above ASCII at any place before the end makes the string not ASCII")
  func seesEveryByteBeforeTheEnd() {
    for length in 0..<40 {
      for place in 0...length {
        let text = letters(place) + "é" + letters(length - place)
        let token = scan("\"\(text)\" ,") { $0.scanPlainString() }
        #expect(token?.range == 0..<text.utf8.count + 2, "\(length) \(place)")
        #expect(token?.isASCII == false, "\(length) \(place)")
      }
    }
  }

  @Test("an escape or a control character at any place stops the plain text there")
  func stopsAtEscapesAndControls() {
    for length in 0..<40 {
      let escaped = scan("\"\(letters(length))\\n\(letters(length))\" ,") { scanner in
        (scanner.scanPlainString(), try? scanner.scanString())
      }
      #expect(escaped.0 == nil, "\(length)")
      #expect(escaped.1?.range == 0..<2 * length + 4, "\(length)")
      #expect(escaped.1?.flag == true, "\(length)")

      let control = scan("\"\(letters(length))\u{1F}\(letters(20))\"") { scanner in
        Result { () throws(ScanStop) in try scanner.scanString() }
      }
      guard case .failure(.syntax(let offset, _)) = control else {
        Issue.record("a control character was let through at \(length)")
        continue
      }
      #expect(offset == length + 1)
    }
  }
}
