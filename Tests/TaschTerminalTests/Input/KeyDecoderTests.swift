import TaschTerminal
import Testing

@Suite struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.keys(from: bytes)
  }

  @Test(arguments: [
    ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down), ([0x1B, 0x5B, 0x43], .right),
    ([0x1B, 0x5B, 0x44], .left), ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x5B, 0x48], .home),
    ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x5B, 0x31, 0x7E], .home),
    ([0x1B, 0x5B, 0x34, 0x7E], .end),
    ([0x1B, 0x5B, 0x35, 0x7E], .pageUp), ([0x1B, 0x5B, 0x36, 0x7E], .pageDown),
    ([0x1B, 0x5B, 0x33, 0x7E], .delete), ([0x1B, 0x5B, 0x5A], .backTab),
    ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41], .up),
    ([0x0D], .enter), ([0x0A], .enter), ([0x09], .tab), ([0x7F], .backspace), ([0x08], .backspace),
    ([0x03], .control("c")), ([0x1A], .control("z")), ([0x1B], .escape),
  ])
  func readsKeys(bytes: [UInt8], key: Key) {
    #expect(keys(bytes) == [key])
  }

  @Test func readsSeveralKeysFromOneRead() {
    #expect(
      keys(Array("q?".utf8) + [0x1B, 0x5B, 0x42, 0x0D]) == [
        .character("q"), .character("?"), .down, .enter,
      ])
  }

  @Test func readsCharactersOfAnyScript() {
    #expect(keys(Array("é旅🎒".utf8)) == [.character("é"), .character("旅"), .character("🎒")])
  }

  /// Found by the `keys` fuzz target: `C2 9B` is U+009B, the one-character CSI, which a
  /// terminal obeys as a control.
  @Test func aC1ControlIsNeverAPrintableCharacter() {
    #expect(
      keys([0xC2, 0x9B, 0x33, 0x31, 0x6D]) == [.character("3"), .character("1"), .character("m")])
    #expect(keys([0xC2, 0x80, 0xC2, 0x9F, 0x71]) == [.character("q")])
  }

  @Test func keepsACharacterSplitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("旅".utf8)

    #expect(decoder.keys(from: Array(bytes.prefix(2))).isEmpty)
    #expect(
      decoder.keys(from: Array(bytes.dropFirst(2)) + [0x71]) == [.character("旅"), .character("q")])
  }

  @Test func aLoneEscapeBeforeAnotherKeyIsEscape() {
    #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
    #expect(keys([0x1B, 0x71]) == [.escape, .character("q")])
  }

  @Test func skipsSequencesItDoesNotKnow() {
    #expect(keys([0x1B, 0x5B, 0x32, 0x7E, 0x71]) == [.character("q")])
    #expect(keys([0x1B, 0x5B, 0x3F, 0x31, 0x75]) == [])
  }
}
