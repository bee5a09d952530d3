import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The `auto` theme: light or dark as the terminal's background is, asked of the terminal only
/// when the shop opens on one that can answer.
@MainActor
@Suite struct TaschCommandLineThemeTests {
  /// How many times the terminal was asked.
  @MainActor private final class Count {
    var value = 0
  }

  private let asked = Count()

  /// The theme `arguments` run with, the terminal answering `background` if asked.
  private func theme(
    _ arguments: [String] = [], terminal: Bool = true,
    environment: [String: String] = ["TERM": "xterm-256color"],
    background: TerminalBackground? = .light
  ) -> Theme.Name? {
    let console = Console(
      output: CapturedOutput(), errors: CapturedOutput(), outputIsTerminal: terminal,
      errorsAreTerminal: terminal, inputIsTerminal: terminal, width: 80)
    let commandLine = TaschCommandLine(
      console: console, environment: environment.merging(["HOME": "/home/ann"]) { $1 },
      clock: RecordingClock(), readLine: { nil },
      askBackground: { [asked] in
        asked.value += 1
        return background
      })
    guard case .shop(let invocation) = commandLine.parse(arguments) else { return nil }
    return invocation.options.theme
  }

  @Test func theShopOnATerminalAsksItsBackground() {
    #expect(theme(background: .light) == .light)
    #expect(theme(background: .dark) == .dark)
    #expect(asked.value == 2)
  }

  @Test func aTerminalThatDoesNotAnswerFallsBackToCOLORFGBGThenDark() {
    #expect(theme(environment: ["TERM": "xterm", "COLORFGBG": "0;15"], background: nil) == .light)
    #expect(theme(background: nil) == .dark)
  }

  @Test func commandsAndDumbTerminalsAreNeverAsked() {
    #expect(theme(["products"], environment: ["COLORFGBG": "0;15"]) == .light)
    #expect(theme(["products"]) == .dark)
    #expect(theme(environment: ["TERM": "dumb"]) == .dark)
    #expect(theme(terminal: false) == .dark)
    #expect(asked.value == 0)
  }

  @Test func aThemeAskedForIsKept() {
    #expect(theme(["--theme", "plain"]) == .plain)
    #expect(
      theme(environment: ["TERM": "xterm", "TASCH_THEME": "light"], background: .dark) == .light)
    #expect(asked.value == 0)
  }
}
