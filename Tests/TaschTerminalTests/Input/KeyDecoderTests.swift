import TaschTerminal
import Testing

@Suite struct KeyDecoderTests {
  private func inputs(_ bytes: [UInt8]) -> [TerminalInput] {
    var decoder = KeyDecoder()
    return decoder.inputs(from: bytes)
  }

  private func keys(_ bytes: [UInt8]) -> [Key] {
    inputs(bytes).map { input in
      guard case .key(let key) = input else {
        Issue.record("a mouse event among keys: \(input)")
        return .escape
      }
      return key
    }
  }

  private func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
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

  /// A terminal's answer that came after the shop stopped waiting for it, ended by ST or BEL,
  /// whole or cut short by the end of the read; the answer to the attributes query too.
  @Test(arguments: [
    "\u{1B}]11;rgb:1010/1010/1010\u{1B}\\q", "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}q",
    "\u{1B}[?62;22cq", "q\u{1B}]11;rgb:10/10",
  ])
  func aTerminalsLateAnswerIsNoKey(answer: String) {
    #expect(keys(bytes(answer)) == [.character("q")])
  }

  /// An answer split between two reads, as a busy machine delivers it: its second part is no
  /// keys either.
  @Test(arguments: [
    ("\u{1B}]11;rgb:1010/10", "10/1010\u{1B}\\q"), ("\u{1B}[?62;", "22cq"), ("\u{1B}[", "?1;2cq"),
  ])
  func aTerminalsAnswerSplitBetweenReadsIsNoKey(first: String, second: String) {
    var decoder = KeyDecoder()

    let keys = decoder.inputs(from: bytes(first)) + decoder.inputs(from: bytes(second))

    #expect(keys == [.key(.character("q"))])
  }

  @Test func aKeyRightAfterAnAnswerCutShortIsStillRead() {
    #expect(keys(bytes("\u{1B}]11;rgb:10\u{1B}[A")) == [.up])
  }

  @Test func altAndABracketIsStillEscapeAndTheBracket() {
    #expect(keys(bytes("\u{1B}]x")) == [.escape, .character("]"), .character("x")])
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

    #expect(decoder.inputs(from: Array(bytes.prefix(2))).isEmpty)
    #expect(
      decoder.inputs(from: Array(bytes.dropFirst(2)) + [0x71]) == [
        .key(.character("旅")), .key(.character("q")),
      ])
  }

  @Test func aLoneEscapeBeforeAnotherKeyIsEscape() {
    #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
    #expect(keys([0x1B, 0x71]) == [.escape, .character("q")])
  }

  @Test func skipsSequencesItDoesNotKnow() {
    #expect(keys([0x1B, 0x5B, 0x32, 0x7E, 0x71]) == [.character("q")])
    #expect(keys([0x1B, 0x5B, 0x3F, 0x31, 0x75]) == [])
  }

  // MARK: - The mouse

  @Test(arguments: [
    ("\u{1B}[<0;12;5M", MouseEvent(.press(.left), row: 4, column: 11)),
    ("\u{1B}[<1;1;1M", MouseEvent(.press(.middle), row: 0, column: 0)),
    ("\u{1B}[<2;80;24M", MouseEvent(.press(.right), row: 23, column: 79)),
    ("\u{1B}[<0;12;5m", MouseEvent(.release, row: 4, column: 11)),
    ("\u{1B}[<64;3;9M", MouseEvent(.wheelUp, row: 8, column: 2)),
    ("\u{1B}[<65;3;9M", MouseEvent(.wheelDown, row: 8, column: 2)),
    ("\u{1B}[<32;4;4M", MouseEvent(.drag, row: 3, column: 3)),
    ("\u{1B}[<16;250;60M", MouseEvent(.press(.left), row: 59, column: 249)),
  ])
  func readsSGRMouseReports(text: String, event: MouseEvent) {
    #expect(inputs(bytes(text)) == [.mouse(event)])
  }

  /// Mode 1000 alone, on a terminal without SGR: the button, column and row as bytes.
  @Test func readsTheOldMouseReports() {
    #expect(
      inputs([0x1B, 0x5B, 0x4D, 0x20, 0x2C, 0x25] + [0x1B, 0x5B, 0x4D, 0x23, 0x2C, 0x25]) == [
        .mouse(MouseEvent(.press(.left), row: 4, column: 11)),
        .mouse(MouseEvent(.release, row: 4, column: 11)),
      ])
    #expect(
      inputs([0x1B, 0x5B, 0x4D, 0x61, 0x21, 0x21]) == [
        .mouse(MouseEvent(.wheelDown, row: 0, column: 0))
      ])
  }

  /// An old report's bytes are no keys, whatever they look like: at column 81, `q`.
  @Test func anOldReportSplitAcrossReadsIsNeverTypedAsKeys() {
    var decoder = KeyDecoder()

    #expect(decoder.inputs(from: [0x1B, 0x5B, 0x4D, 0x20]).isEmpty)
    #expect(
      decoder.inputs(from: [0x71, 0x21, 0x71]) == [
        .mouse(MouseEvent(.press(.left), row: 0, column: 80)), .key(.character("q")),
      ])
  }

  @Test(arguments: [
    "\u{1B}[<0;0;5M", "\u{1B}[<0;12;0M", "\u{1B}[<0;;5M", "\u{1B}[<0;12M", "\u{1B}[<0;1;2;3M",
    "\u{1B}[<66;3;9M", "\u{1B}[<128;3;9M", "\u{1B}[<0;99999999999999999999;5M",
    "\u{1B}[<0;1;1~", "\u{1B}[<-1;1;1M",
  ])
  func aMouseReportThatMakesNoSenseIsNothing(text: String) {
    #expect(inputs(bytes(text) + [0x71]) == [.key(.character("q"))])
  }

  @Test func keysAndTheMouseInOneRead() {
    #expect(
      inputs(bytes("j\u{1B}[<0;2;3Mk")) == [
        .key(.character("j")), .mouse(MouseEvent(.press(.left), row: 2, column: 1)),
        .key(.character("k")),
      ])
  }

  /// The text pasted among `inputs`, joined, and the keys among them.
  private func split(_ inputs: [TerminalInput]) -> (pasted: String, keys: [TerminalInput]) {
    var pasted = ""
    var keys: [TerminalInput] = []
    for input in inputs {
      if case .pasted(let text) = input { pasted += text } else { keys.append(input) }
    }
    return (pasted, keys)
  }

  /// A paste is read as pasted text, never as keys: its line breaks and tabs as spaces, its
  /// other control characters (a Ctrl-C, an escape) left out; after its end, keys are keys
  /// again.
  @Test func aPasteIsReadAsTextAndItsControlCharactersAreNotKeys() {
    let paste = "\u{1B}[200~a\u{3}b\r\nc\td\u{1B}[31mé\u{1B}[201~\r"

    #expect(inputs(bytes(paste)) == [.pasted("ab c d[31mé"), .key(.enter)])
  }

  /// However the reads cut a paste — within a character, within its end — it reads the same.
  @Test func aPasteCutIntoReadsAnywhereReadsTheSame() {
    let paste = bytes("\u{1B}[200~旅\r\né\u{3}x\u{1B}[201~q")
    // From 2: a terminal writes an escape sequence whole, so an escape alone is the Escape key.
    for cut in 2..<paste.count {
      var decoder = KeyDecoder()
      let inputs =
        decoder.inputs(from: Array(paste[..<cut])) + decoder.inputs(from: Array(paste[cut...]))
      let (text, keys) = split(inputs)
      #expect(text == "旅 éx", "cut at \(cut)")
      #expect(keys == [.key(.character("q"))], "cut at \(cut)")
    }
  }

  /// A paste that goes on past the read gives what it has so far.
  @Test func aLongPasteIsReadAsItComes() {
    var decoder = KeyDecoder()
    let first = decoder.inputs(from: bytes("\u{1B}[200~ab"))
    let second = decoder.inputs(from: bytes("\u{3}c\u{1B}[201~\u{3}"))

    #expect(first == [.pasted("ab")])
    #expect(second == [.pasted("c"), .key(.control("c"))])
  }

  /// A paste whose end never came is ended, and keys are keys again: Ctrl-C quits.
  @Test func aPasteWhoseEndIsLostIsEndedAndKeysAreKeysAgain() {
    var decoder = KeyDecoder()
    let pasted = decoder.inputs(from: bytes("\u{1B}[200~ab\u{1B}[20"))
    #expect(decoder.isPasting)

    decoder.endPaste()

    #expect(pasted == [.pasted("ab")])
    #expect(!decoder.isPasting)
    #expect(decoder.inputs(from: [0x03]) == [.key(.control("c"))])
  }
}
