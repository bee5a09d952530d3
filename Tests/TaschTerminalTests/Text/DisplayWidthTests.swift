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

/// Text whose scalars are each a character of their own is measured by scalars, without
/// breaking it into characters; it must measure exactly as character by character does.
@Suite struct DisplayWidthByScalarsTests {
  @Test(arguments: [
    "Größe L", "カメラバッグ 44L", "한국어 가방", "Ｔｏｔｅ　バッグ", "Ça\u{AD}va", "a\u{85}b",
    "★★★☆☆ 3.8", "← → ↔", "✓ ⠋ ─┼─ ◼",
    // Each of these has a scalar that may join another, so characters decide.
    "e\u{301}", "か\u{3099}", "한\u{11A8}", "旅\u{302A}", "가\u{302E}", "Дорожная", "🎒 bag",
    "\u{1100}\u{1161}", "Bag\u{200D}s", "ｶﾞ",
    "↔\u{FE0F}", "★\u{20DD}",
  ])
  func measuresAsCharacterByCharacterDoes(text: String) {
    let byCharacters = text.reduce(0) { $0 + DisplayWidth.of($1) }

    #expect(DisplayWidth.of(text) == byCharacters, "\(text.unicodeScalars.map(\.value))")
  }
}
