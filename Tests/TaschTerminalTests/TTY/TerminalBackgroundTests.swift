import Glibc
import Testing

@testable import TaschTerminal

/// Reading what a terminal says of its background: the answer to the OSC 11 query, and
/// `COLORFGBG`.
@Suite struct TerminalBackgroundTests {
  @Test(arguments: [
    ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", TerminalBackground.light),
    ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", .dark),
    ("\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{07}", .dark),
    ("\u{1B}]11;rgb:fd/f6/e3\u{07}", .light),
    ("\u{1B}]11;rgb:f/f/f\u{07}", .light),
    ("typed ahead\u{1B}]11;rgb:eeee/eeee/eeee\u{07}", .light),
  ])
  func anAnswerNamesTheBackground(reply: String, background: TerminalBackground) {
    #expect(TerminalBackground.fromReply(Array(reply.utf8)) == background)
  }

  @Test(arguments: [
    "", "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}",
    "\u{1B}]11;rgb:gg/00/00\u{07}", "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]11;?\u{07}",
    "\u{1B}]11;rgb://\u{07}",
  ])
  func anythingElseNamesNone(reply: String) {
    #expect(TerminalBackground.fromReply(Array(reply.utf8)) == nil)
  }

  @Test(arguments: [
    ("15;0", TerminalBackground.dark), ("0;15", .light), ("0;default;7", .light),
    ("7;8", .dark), ("12;4", .dark),
  ])
  func colorFGBGNamesTheBackgroundLast(value: String, background: TerminalBackground) {
    #expect(TerminalBackground.fromColorFGBG(value) == background)
  }

  @Test(arguments: ["", "default", "15;default", "15;16", "15;-1", "15;99999999999999999999"])
  func colorFGBGWithoutAPaletteIndexNamesNone(value: String) {
    #expect(TerminalBackground.fromColorFGBG(value) == nil)
  }
}

/// Asking a terminal, played here by the other end of a pseudo-terminal whose answers are
/// typed before the question is asked.
@Suite struct TerminalBackgroundQueryTests {
  /// What `ask` makes of `answers` typed ahead on a new pseudo-terminal; `nil` when none could
  /// be made.
  private func ask(answering answers: String, milliseconds: Int = 1000) -> TerminalBackground?? {
    var terminal: Int32 = -1
    var program: Int32 = -1
    guard openpty(&terminal, &program, nil, nil, nil) == 0 else { return nil }
    defer {
      close(terminal)
      close(program)
    }
    // Raw from the start, as `ask` makes it: typed ahead, the answers wait for no newline.
    var settings = termios()
    tcgetattr(program, &settings)
    cfmakeraw(&settings)
    tcsetattr(program, TCSANOW, &settings)
    let bytes = Array(answers.utf8)
    _ = bytes.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
    return .some(
      TerminalBackgroundQuery.ask(input: program, output: program, milliseconds: milliseconds))
  }

  @Test func theColourBeforeTheAttributesNamesTheBackground() {
    #expect(ask(answering: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c") == .light)
  }

  /// Were the answer not to end the wait, the test would outlast its limit.
  @Test(.timeLimit(.minutes(5)))
  func theAttributesAloneSayThatNoColourComes() {
    #expect(ask(answering: "\u{1B}[?1;2c", milliseconds: 3_600_000) == .some(nil))
  }

  @Test func aTerminalThatAnswersNothingIsGivenUpOn() {
    #expect(ask(answering: "", milliseconds: 1) == .some(nil))
  }

  @Test(arguments: ["\u{1B}[?62;22c", "x\u{1B}[?6c"])
  func theAttributesAnswerIsRecognised(answer: String) {
    #expect(TerminalBackground.holdsAttributes(Array(answer.utf8)))
  }

  @Test(arguments: ["", "\u{1B}[?62;22", "\u{1B}[62c", "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"])
  func anUnfinishedOrOtherAnswerIsNot(answer: String) {
    #expect(!TerminalBackground.holdsAttributes(Array(answer.utf8)))
  }
}
