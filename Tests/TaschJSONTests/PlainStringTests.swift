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

/// A short plain string is found in one word as a loop over its bytes finds it.
@Suite struct ShortPlainStringTests {
  @Test("a short string's length is found in one word as a byte at a time finds it")
  func plainTextBeforeQuoteAsByteByByte() {
    // Every byte that stops plain text, and bytes beside them that do not, at every place
    // before and after a quote, or with none.
    let stops: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x1F, 0x80, 0xC3, 0xFF]
    let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, UInt8(ascii: "a")]
    var words: [[UInt8]] = []
    for first in stops + plain {
      for place in 0..<8 {
        for second in stops + plain {
          for other in 0..<8 where other != place {
            var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: 8)
            bytes[place] = first
            bytes[other] = second
            words.append(bytes)
          }
        }
      }
    }
    // And words of any low bytes, from a fixed seed, to catch a borrow between them.
    var state: UInt64 = 10
    for _ in 0..<20_000 {
      words.append(
        (0..<8).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return UInt8(truncatingIfNeeded: state >> 33) % 0x41
        })
    }
    for bytes in words {
      let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
      #expect(
        JSONScanner.plainTextBeforeQuote(in: word) == Self.plainTextBeforeQuote(bytes),
        "\(bytes)")
    }
  }

  @Test("a short plain string gives the plain scan's token, and any other is left alone")
  func sameTokenAsThePlainScan() {
    for text in ["", "id", "name", "ratings", "8 bytes!", "height", "Größe", "a\\nb", "\u{1}"] {
      let bytes = Array("\"\(text)\": 1, \"more\": 2".utf8)
      bytes.withUnsafeBytes { buffer in
        var short = JSONScanner(buffer)
        var plain = short
        let token = short.scanShortPlainString()
        let plainToken = plain.scanPlainString()
        if text.utf8.count < 8, text.utf8.allSatisfy({ (0x20..<0x80).contains($0) && $0 != 0x5C }) {
          #expect(token == plainToken, "\(text)")
          #expect(short.index == plain.index, "\(text)")
        } else {
          #expect(token == nil, "\(text)")
          #expect(short.index == 0, "\(text)")
        }
      }
    }
  }

  /// How many bytes come before the first quote, when each is plain: one at a time.
  private static func plainTextBeforeQuote(_ bytes: [UInt8]) -> Int? {
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\"") { return index }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
    }
    return nil
  }
}
