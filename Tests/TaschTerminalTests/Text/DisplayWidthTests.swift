import TaschTerminal
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Carrier", 7), ("", 0), ("Größe", 5), ("旅行用バックパック", 18), ("帆布托特包", 10),
    ("Weekend Bag 🎒", 14), ("Дорожная", 8), ("e\u{301}", 1), ("한국어", 6), ("ＡＢ", 4),
    ("👩‍👩‍👧", 2), ("❤️", 2), ("★☆", 2), ("a\u{200B}b", 2), ("ｶﾀｶﾅ", 4),
    // A vowel sign that spaces takes a cell, as terminals draw it; one that does not, none.
    ("हिन्दी", 5), ("न्द", 2), ("น้ำ", 2), ("ที่ดี", 2), ("ภาษาไทย", 7), ("ｶﾞ", 2),
    ("\u{1100}\u{1161}\u{11A8}", 2), ("각", 2),
  ])
  func measuresCellsNotCharacters(text: String, cells: Int) {
    #expect(DisplayWidth.of(text) == cells)
  }

  /// ASCII is measured eight bytes at a time: every byte, at every place of texts of every
  /// length around a word, counts one cell but the controls and DEL, which count none.
  @Test func measuresEveryASCIIByteWhereverItIs() {
    for length in [1, 7, 8, 9, 16, 17, 23] {
      for filler: UInt8 in [0x20, 0x21, 0x61, 0x7E] {
        for position in 0..<length {
          for byte in UInt8(0)...0x7F {
            var bytes = [UInt8](repeating: filler, count: length)
            bytes[position] = byte
            let cells = length - (byte < 0x20 || byte == 0x7F ? 1 : 0)
            #expect(
              DisplayWidth.of(String(decoding: bytes, as: UTF8.self)) == cells,
              "byte \(byte) at \(position) of \(length)")
          }
        }
      }
    }
    // A byte above ASCII anywhere leaves the measuring to the scalars.
    #expect(DisplayWidth.of("abcdefgh" + "ijklmnö" + "p") == 16)
    #expect(DisplayWidth.of("abcdefg旅hijklmnop") == 18)
  }
}

/// Text whose scalars are each a character of their own is measured by scalars, without
/// breaking it into characters; it must measure exactly as character by character does.
@Suite struct DisplayWidthByScalarsTests {
  @Test(arguments: [
    "Größe L", "カメラバッグ 44L", "한국어 가방", "Ｔｏｔｅ　バッグ", "Ça\u{AD}va", "a\u{85}b",
    "★★★☆☆ 3.8", "← → ↔", "✓ ⠋ ─┼─ ◼", "Дорожная сумка", "Σακίδιο", "Ba lô du lịch", "€ ₽ ₹",
    // Each of these has a scalar that may join another, so characters decide.
    "e\u{301}", "か\u{3099}", "한\u{11A8}", "旅\u{302A}", "가\u{302E}", "🎒 bag",
    "\u{1100}\u{1161}", "Bag\u{200D}s", "ｶﾞ",
    "↔\u{FE0F}", "★\u{20DD}", "Й\u{483}", "а\u{301}",
  ])
  func measuresAsCharacterByCharacterDoes(text: String) {
    let byCharacters = text.reduce(0) { $0 + DisplayWidth.of($1) }

    #expect(DisplayWidth.of(text) == byCharacters, "\(text.unicodeScalars.map(\.value))")
  }

  /// Every scalar measured by scalars alone measures as its own character does.
  @Test(
    arguments: [
      0x20...0x2FF, 0x3000...0x3029, 0x3030...0x303E, 0x3041...0x3096, 0x30A0...0x30FF,
      0x370...0x3FF, 0x400...0x482, 0x48A...0x52F, 0x1E00...0x1EFF, 0x20A0...0x20C0,
      0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF, 0x2500...0x25FC, 0xAC00...0xAC40,
      0xFF01...0xFF60,
    ] as [ClosedRange<UInt32>])
  func everyScalarOfItsOwnMeasuresAsItsCharacter(range: ClosedRange<UInt32>) {
    for value in range {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(scalar) + "b"
      #expect(
        DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "U+\(value)")
    }
  }
}
