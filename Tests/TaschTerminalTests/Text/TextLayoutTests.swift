import TaschTerminal
import Testing

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

  @Test func keepsControlCharactersFromData() {
    #expect(TextLayout.printable("Bag\u{1B}[2J\u{7}") == "Bag\u{FFFD}[2J\u{FFFD}")
    #expect(TextLayout.printable("a\nb") == "a\u{FFFD}b")
    #expect(TextLayout.printable("a\nb", keepingLineBreaks: true) == "a\nb")
    #expect(TextLayout.printable("Größe 旅行") == "Größe 旅行")
  }
}
