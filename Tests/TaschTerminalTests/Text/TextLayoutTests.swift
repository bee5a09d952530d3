import Testing

@testable import TaschTerminal

@Suite struct TextLayoutTests {
  @Test(arguments: [
    ("Carrier", 10, "Carrier"), ("Carrier", 7, "Carrier"), ("Carrier", 6, "Carri…"),
    ("旅行用バックパック", 7, "旅行用…"), ("旅行用バックパック", 8, "旅行用…"), ("Bag 🎒", 5, "Bag …"),
    ("abc", 1, "…"), ("abc", 0, ""),
  ])
  func truncatesToCellsWithAnEllipsis(text: String, width: Int, result: String) {
    #expect(TextLayout.truncate(text, to: width) == result)
    #expect(DisplayWidth.of(TextLayout.truncate(text, to: width)) <= width)
  }

  @Test func fitsToExactlyTheWidthOnEitherSide() {
    #expect(TextLayout.fit("旅行", to: 6) == "旅行  ")
    #expect(TextLayout.fit("$5.00", to: 8, alignRight: true) == "   $5.00")
    #expect(TextLayout.fit("Carrier", to: 4) == "Car…")
  }

  @Test func wrapsBetweenWordsAndBreaksWhatDoesNotFit() {
    #expect(
      TextLayout.wrap("When you travel with your computer, there is no need", to: 20) == [
        "When you travel with", "your computer, there", "is no need",
      ])
    #expect(TextLayout.wrap("Supercalifragilistic", to: 8) == ["Supercal", "ifragili", "stic"])
    #expect(TextLayout.wrap("通勤にも週末の旅行にも使える", to: 10) == ["通勤にも週", "末の旅行に", "も使える"])
    #expect(TextLayout.wrap("one\n\ntwo", to: 10) == ["one", "", "two"])
  }

  /// A line broken inside a word never starts with a mark that closes what is before it: the
  /// character before the mark goes down with it, as Japanese typesetting has it.
  @Test func neverStartsALineWithAClosingMark() {
    #expect(TextLayout.wrap("ありがとうございます。", to: 10) == ["ありがとう", "ございま", "す。"])
    #expect(TextLayout.wrap("ご注文いただけません:", to: 10) == ["ご注文いた", "だけませ", "ん:"])
    #expect(TextLayout.wrap("abcdefgh.", to: 8) == ["abcdefg", "h."])
    // Where the two would not fit on a line, the mark starts it after all.
    #expect(TextLayout.wrap("あい。", to: 3) == ["あ", "い", "。"])
  }

  /// A spec breaks between its rules, after a comma, and never inside one.
  @Test func wrapsAfterTheCharactersItIsToldToBreakAfter() {
    let options = "--fail cart=once --latency 100ms,wishlist.add=300ms,wishlist.remove=2s"

    #expect(
      TextLayout.wrap(options, to: 30, breakingAfter: [","]) == [
        "--fail cart=once --latency", "100ms,wishlist.add=300ms,", "wishlist.remove=2s",
      ])
    #expect(TextLayout.wrap("a,b,c", to: 10, breakingAfter: [","]) == ["a,b,c"])
    #expect(
      TextLayout.wrap("abcdefghij,k", to: 4, breakingAfter: [","]) == ["abcd", "efgh", "ij,k"])
    #expect(TextLayout.wrap("a, ,b", to: 10, breakingAfter: [","]) == ["a, ,b"])
  }

  @Test func keepsControlCharactersFromData() {
    #expect(TextLayout.printable("Bag\u{1B}[2J\u{7}") == "Bag\u{FFFD}[2J\u{FFFD}")
    #expect(TextLayout.printable("a\nb") == "a\u{FFFD}b")
    #expect(TextLayout.printable("a\nb", keepingLineBreaks: true) == "a\nb")
    // Found in a description written on Windows, with a tab: `a�b` and `c�` on screen.
    #expect(TextLayout.printable("a\tb\r\nc\r", keepingLineBreaks: true) == "a b\nc\u{FFFD}")
    #expect(TextLayout.printable("a\tb\r\nc") == "a\u{FFFD}b\u{FFFD}\u{FFFD}c")
    #expect(TextLayout.printable("Größe 旅行") == "Größe 旅行")
  }

  @Test func findsEveryByteThatMayStartAnUnsafeScalarWhereverItIs() {
    func mayStart(_ byte: UInt8) -> Bool { byte < 0x20 || [0x7F, 0xC2, 0xE2].contains(byte) }
    // Fillers of every kind, so that a borrow from a neighbour would show as a byte found.
    for filler: UInt8 in [0x61, 0x20, 0x21, 0x80, 0xC3, 0xE3, 0xFF] {
      for length in [0, 1, 7, 8, 9, 17] {
        let plain = [UInt8](repeating: filler, count: length)
        #expect(
          plain.withUnsafeBytes(TextLayout.mayHoldUnsafeScalar) == (length > 0 && mayStart(filler)))
        for position in 0..<length {
          for byte in UInt8.min...UInt8.max {
            var bytes = [UInt8](repeating: filler, count: length)
            bytes[position] = byte
            let found = bytes.withUnsafeBytes(TextLayout.mayHoldUnsafeScalar)
            #expect(
              found == (mayStart(byte) || mayStart(filler)),
              "byte \(byte) at \(position) of \(length) among \(filler)")
          }
        }
      }
    }
  }
}
