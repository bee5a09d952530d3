import Testing

/// The `auto` theme in a real terminal, tmux's: the shop asks the terminal for its background
/// (OSC 11) and draws with the light or the dark theme's colours, as if that theme were named;
/// a terminal that does not answer leaves the choice to `COLORFGBG`, else to dark.
///
/// One test at a time: each waits for its screen by asking tmux again and again, and many at
/// once leave the shops they wait for little of a busy machine (twice, under load, a test
/// waited a minute in vain for a screen it shows in a second alone).
@Suite(.needsTmux, .serialized)
struct ShopThemeEndToEndTests {
  private let terminal: TmuxTerminal

  init() throws {
    terminal = try TmuxTerminal()
  }

  @Test(arguments: [("#ffffff", "light", "dark"), ("#101010", "dark", "light")])
  func theTerminalsAnswerPicksTheTheme(background: String, theme: String, other: String)
    throws
  {
    let asked = colours(try screen(background: background))

    #expect(asked == colours(try screen(["--theme", theme])))
    #expect(asked != colours(try screen(["--theme", other])))
  }

  @Test(arguments: [("0;15", "light"), ("15;0", "dark"), (nil, "dark")])
  func aTerminalThatDoesNotAnswerLeavesItToColorFGBG(colorFGBG: String?, theme: String) throws {
    let environment = colorFGBG.map { ["COLORFGBG": $0] } ?? [:]

    let guessed = colours(try screen(environment: environment))

    #expect(guessed == colours(try screen(["--theme", theme], environment: environment)))
  }

  @Test func noThemePaintsTheWholeScreen() throws {
    for theme in ["light", "dark"] {
      let rows = try screen(["--theme", theme]).split(separator: "\n")
      // A painted screen sets a background on its blank rows too; these keep the terminal's.
      let blank = rows.filter { row in
        row.replacing(/\x1B\[[0-9;]*m/, with: "").allSatisfy(\.isWhitespace)
      }
      #expect(!blank.isEmpty)
      #expect(!blank.contains { $0.contains("[48;") }, "\(theme)")
    }
  }

  /// The looks `screen` is drawn with: which theme drew it, whatever moment of the shop's
  /// start the capture caught (a spinner's frame, a list still loading on a busy machine).
  private func colours(_ screen: String) -> Set<String> {
    Set(screen.matches(of: /\x1B\[[0-9;]*m/).map { String($0.output) })
  }

  /// The home screen, with its colours, once the shop shows both its lists, after `q` has ended
  /// it.
  private func screen(
    _ arguments: [String] = [], environment: [String: String] = [:], background: String? = nil
  ) throws -> String {
    try terminal.start(arguments, environment: environment, background: background)
    try #require(
      terminal.waitFor {
        let screen = terminal.screen
        return screen.contains("› Carrier") && screen.contains("Total $")
      })
    let screen = terminal.settledStyledScreen()
    terminal.send("q")
    try #require(terminal.waitForExit() == 0)
    return screen
  }
}
