import TaschTerminal
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Carrier", 7), ("", 0), ("Größe", 5), ("旅行用バックパック", 18), ("帆布托特包", 10),
    ("Weekend Bag 🎒", 14), ("Дорожная", 8), ("e\u{301}", 1), ("한국어", 6), ("ＡＢ", 4),
    ("👩‍👩‍👧", 2), ("❤️", 2), ("★☆", 2), ("a\u{200B}b", 2), ("ｶﾀｶﾅ", 4),
  ])
  func measuresCellsNotCharacters(text: String, cells: Int) {
    #expect(DisplayWidth.of(text) == cells)
  }
}
