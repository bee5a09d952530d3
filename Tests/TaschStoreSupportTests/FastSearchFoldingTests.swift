import Foundation
import Tasch
import TaschStoreSupport
import Testing

/// `FastSearchFolding` must give exactly the core's folding, which `CatalogueQuery` searches
/// and sorts by, on every kind of text.
@Suite struct FastSearchFoldingTests {
  /// The rule.
  private func foundation(_ text: String) -> String {
    SearchFolding.fold(text)
  }

  /// Folds `text` run by run, as a reader of many texts does.
  private func foldedByRuns(_ text: String) -> String {
    var text = text
    return text.withUTF8 { utf8 in
      var folded = ""
      FastSearchFolding.forEachRun(of: UnsafeRawBufferPointer(utf8)) { range, _ in
        folded += FastSearchFolding.fold(String(decoding: utf8[range], as: UTF8.self))
      }
      return folded
    }
  }

  /// Scalars that fold in every way there is: accents and combining marks, ligatures, ß,
  /// Turkish i, Greek sigma, Kelvin sign, CJK and kana with voicing marks, Hangul syllables
  /// and jamo, emoji with modifiers and joiners, full-width letters, NUL and line breaks, the
  /// letters with a stroke, Arabic and Hebrew letters with their vowel marks, Arabic letters with
  /// a hamza, and the characters that show as nothing.
  private static let pool: [Unicode.Scalar] = [
    "a", "A", "e", "E", "i", "I", "k", "K", "s", "S", "z", "Z", "0", "9", " ", "-", ".", "'",
    "\u{0}", "\r", "\n", "\t", "\u{C0}", "\u{E9}", "\u{E7}", "\u{F1}", "\u{F6}", "\u{F8}",
    "\u{DF}", "\u{1E9E}", "\u{130}", "\u{131}", "\u{149}", "\u{1C4}", "\u{1C5}", "\u{301}",
    "\u{308}", "\u{323}", "\u{327}", "\u{338}", "\u{345}", "\u{20DD}", "\u{FB00}", "\u{FB01}",
    "\u{FB06}", "\u{3A3}", "\u{3C2}", "\u{3C3}", "\u{390}", "\u{1F80}", "\u{212A}", "\u{2126}",
    "\u{212B}", "\u{37E}", "\u{4E2D}", "\u{65C5}", "\u{884C}", "\u{304B}", "\u{304C}",
    "\u{3099}", "\u{30D0}", "\u{FF76}", "\u{FF9E}", "\u{FF21}", "\u{AC00}", "\u{D55C}",
    "\u{1100}", "\u{1161}", "\u{11AB}", "\u{439}", "\u{419}", "\u{451}", "\u{1F392}",
    "\u{1F468}", "\u{200D}", "\u{1F469}", "\u{1F3FD}", "\u{FE0F}", "\u{2460}", "\u{BD}",
    "\u{915}", "\u{93F}", "\u{94D}", "\u{E33}", "\u{FDFA}", "\u{1D400}", "\u{141}",
    "\u{142}", "\u{D8}", "\u{110}", "\u{126}", "\u{140}", "\u{C6}", "\u{152}", "\u{628}",
    "\u{64E}", "\u{651}", "\u{670}", "\u{5E9}", "\u{5B8}", "\u{5C1}", "\u{5BE}",
    "\u{623}", "\u{654}", "\u{AD}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{FF41}", "\u{FF9F}",
    "\u{FFE5}", "\u{FF10}",
  ]

  @Test func foldsEveryASCIICharacterAsFoundationDoes() {
    for byte in UInt8(0)..<0x80 {
      let text = "x" + String(Unicode.Scalar(byte)) + "Y"

      #expect(FastSearchFolding.fold(text) == foundation(text), "byte \(byte)")
      #expect(foldedByRuns(text) == foundation(text), "byte \(byte)")
    }
  }

  /// The runs of `utf8` found byte by byte: ASCII, and the rest with the ASCII before it.
  private func runsByteByByte(_ utf8: [UInt8]) -> [String] {
    var runs: [String] = []
    var start = 0
    var index = 0
    while index < utf8.count {
      guard utf8[index] >= 0x80 else {
        index += 1
        continue
      }
      let runStart = index > start ? index - 1 : index
      if runStart > start { runs.append("ascii \(start)..<\(runStart)") }
      while index < utf8.count, utf8[index] >= 0x80 { index += 1 }
      runs.append("other \(runStart)..<\(index)")
      start = index
    }
    if start < utf8.count { runs.append("ascii \(start)..<\(utf8.count)") }
    return runs
  }

  /// One or two other characters at every place of ASCII texts of 0 to 20 bytes.
  @Test func splitsRunsWhereverOtherCharactersFall() {
    for count in 0...20 {
      for first in 0...count {
        for second in [nil, first, first + 3] {
          var scalars = Array(repeating: "a", count: count)
          scalars.insert("é", at: first)
          if let second, second <= scalars.count { scalars.insert("か", at: second) }
          let utf8 = Array(scalars.joined().utf8)
          var runs: [String] = []
          utf8.withUnsafeBytes { bytes in
            FastSearchFolding.forEachRun(of: bytes) { range, isASCII in
              runs.append("\(isASCII ? "ascii" : "other") \(range)")
            }
          }

          #expect(runs == runsByteByByte(utf8), "\(scalars.joined())")
        }
      }
    }
  }

  /// Every ASCII byte at every place of texts of 0 to 17 bytes, among bytes of each kind.
  @Test func foldsASCIIInPlaceAsByteByByte() {
    for fill in [UInt8(ascii: "A"), UInt8(ascii: "z"), UInt8(ascii: "@"), UInt8(ascii: "["), 0] {
      for count in 0...17 {
        for place in 0..<max(count, 1) {
          for byte in UInt8(0)..<0x80 {
            var bytes = [UInt8](repeating: fill, count: count)
            if count > 0 { bytes[place] = byte }
            let expected = bytes.map(FastSearchFolding.foldASCII)
            bytes.withUnsafeMutableBytes { FastSearchFolding.foldASCII($0) }

            #expect(bytes == expected, "byte \(byte) at \(place) of \(count) among \(fill)")
          }
        }
      }
    }
  }

  @Test(arguments: [
    "Carrier", "TRAVOL", "Sac à dos Élégant", "Rucksack Größe M", "STRASSE", "ẞ", "İstanbul",
    "ıI", "ΟΔΟΣ", "σς", "ﬁne ﬀ ﬆ", "旅行用バックパック", "帆布托特包", "か\u{3099}", "한국어",
    "\u{1100}\u{1161}", "Weekend Bag 🎒", "👨‍👩‍👧", "👍🏽", "Дорожная сумка й", "Ｆｕｌｌ", "ｶﾞｲﾄﾞ",
    "Kinder\u{AD}wagen", "\u{FEFF}x",
    "\u{301}leading mark", "e\u{301}\u{323}", "Ǆemal ǅ", "Ω K Å", "", " ", "a\u{0}b",
  ])
  func foldsTextsAsFoundationDoes(text: String) {
    #expect(FastSearchFolding.fold(text) == foundation(text))
    #expect(foldedByRuns(text) == foundation(text))
  }

  @Test func foldsEveryPairAndManyTriplesOfTrickyCharactersAsFoundationDoes() {
    let pool = Self.pool
    var texts: [String] = []
    for first in pool {
      for second in pool { texts.append(String(first) + String(second)) }
    }
    // Every third triple, in a fixed order, keeps the test quick.
    for (index, first) in pool.enumerated() {
      for (offset, second) in pool.enumerated() where (index + offset) % 3 == 0 {
        texts.append(
          String(first) + String(second) + String(pool[(index * 7 + offset) % pool.count]))
      }
    }
    var mismatches: [String] = []
    for text in texts
    where foldedByRuns(text) != foundation(text) || FastSearchFolding.fold(text) != foundation(text)
    {
      mismatches.append(
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
    }

    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func foldsEveryCharacterOfTheBasicPlaneInContextAsFoundationDoes() {
    var mismatches: [UInt32] = []
    for value in UInt32(0x80)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "Ab" + String(scalar) + "Cd"
      if foldedByRuns(text) != foundation(text) { mismatches.append(value) }
    }

    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  @Test(arguments: ["Carrier", "TRAVOL", "Sac à dos Élégant", "か\u{3099}bag", "Cafe\u{301}", ""])
  func givesTheRulesSortKey(text: String) {
    #expect(FastSearchFolding.sortKey(text) == SearchFolding.sortKey(text))
  }
}
