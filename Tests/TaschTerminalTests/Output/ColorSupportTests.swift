import TaschPresentation
import TaschTerminal
import Testing

@Suite struct ColorSupportTests {
  private func depth(
    theme: Theme.Name = .light, noColorFlag: Bool = false, isTerminal: Bool = true,
    _ environment: [String: String] = ["TERM": "xterm"]
  ) -> ColorDepth {
    ColorSupport.depth(
      theme: theme, noColorFlag: noColorFlag, isTerminal: isTerminal, environment: environment)
  }

  @Test func aTerminalGetsTheRichestColoursItAnnounces() {
    #expect(depth(["TERM": "xterm", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(depth(["TERM": "xterm", "COLORTERM": "24bit"]) == .trueColor)
    #expect(depth(["TERM": "xterm-256color"]) == .ansi256)
    #expect(depth(["TERM": "xterm"]) == .ansi16)
    #expect(depth([:]) == .ansi16)
  }

  @Test func noColourForPipesDumbTerminalsTheFlagNoColorAndThePlainTheme() {
    #expect(depth(isTerminal: false) == ColorDepth.none)
    #expect(depth(["TERM": "dumb"]) == ColorDepth.none)
    #expect(depth(noColorFlag: true, ["COLORTERM": "truecolor"]) == ColorDepth.none)
    #expect(depth(["TERM": "xterm", "NO_COLOR": "1"]) == ColorDepth.none)
    #expect(depth(theme: .plain, ["COLORTERM": "truecolor"]) == ColorDepth.none)
  }

  @Test func anEmptyNoColorDoesNotCount() {
    #expect(depth(["TERM": "xterm", "NO_COLOR": ""]) == .ansi16)
  }

  @Test func forceColorColoursPipesAndDumbTerminals() {
    #expect(depth(isTerminal: false, ["FORCE_COLOR": "1"]) == .ansi16)
    #expect(depth(isTerminal: false, ["FORCE_COLOR": "2"]) == .ansi256)
    #expect(depth(isTerminal: false, ["FORCE_COLOR": "3"]) == .trueColor)
    #expect(depth(["TERM": "dumb", "FORCE_COLOR": ""]) == .ansi16)
    #expect(depth(isTerminal: false, ["FORCE_COLOR": "1", "COLORTERM": "truecolor"]) == .trueColor)
  }

  @Test func forceColorZeroOrFalseIsIgnored() {
    #expect(depth(isTerminal: false, ["FORCE_COLOR": "0"]) == ColorDepth.none)
    #expect(depth(isTerminal: false, ["FORCE_COLOR": "false"]) == ColorDepth.none)
  }

  @Test func noColorAndTheFlagBeatForceColor() {
    #expect(depth(["NO_COLOR": "1", "FORCE_COLOR": "3"]) == ColorDepth.none)
    #expect(depth(noColorFlag: true, ["FORCE_COLOR": "3"]) == ColorDepth.none)
    #expect(depth(theme: .plain, ["FORCE_COLOR": "3"]) == ColorDepth.none)
  }
}
