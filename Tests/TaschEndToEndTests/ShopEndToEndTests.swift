import Foundation
import Glibc
import Testing

/// The interactive shop in a real terminal, tmux's, driven by keys as a person would: the
/// terminal given back as it was, search, keys typed during a slow save, links, and reopening
/// where the shop was left.
///
/// One test at a time: each waits for its screen by asking tmux again and again, and many at
/// once leave the shops they wait for little of a busy machine (twice, under load, a test
/// waited a minute in vain for a screen it shows in a second alone).
@Suite(.needsTmux, .serialized)
struct ShopEndToEndTests {
  private let terminal: TmuxTerminal
  private var sandbox: Sandbox { terminal.sandbox }

  init() throws {
    terminal = try TmuxTerminal()
  }

  /// Starts the shop with `arguments`, and waits for its home screen, Carrier selected; the test
  /// ends there if it never shows.
  private func startAtHome(
    _ arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try terminal.start(arguments)
    try #require(terminal.waitForScreen("› Carrier"), sourceLocation: sourceLocation)
  }

  /// Types `key`, and waits until the screen shows `text`; the test ends there if it never does.
  private func press(
    _ key: String, until text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    terminal.send(key)
    try #require(terminal.waitForScreen(text), sourceLocation: sourceLocation)
  }

  @Test func aTerminalGoneLeavesNoServerNoShopAndNoSocketBehind() throws {
    var socketPath: String?
    var processes: [pid_t] = []
    do {
      let other = TmuxTerminal(sandbox)
      try other.start()
      try #require(other.waitForScreen("› Carrier"))
      socketPath = other.socketPath
      processes = other.paneProcesses()
    }
    let path = try #require(socketPath)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(Spawn.run("/usr/bin/tmux", ["-S", path, "has-session"], captures: false).status != 0)
    // The pane's shell and the shop it runs, still running when the terminal went.
    #expect(processes.count == 2)
    #expect(!processes.contains(where: TmuxTerminal.isRunning))
  }

  @Test func openAProductRateItQuitAndFindTheTerminalAsItWas() throws {
    try startAtHome()

    try press("Enter", until: "Rate the product")
    try press("4", until: "Rate the product  ★★★★☆")
    terminal.send("q")

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.settingsAreUnchanged)
    let state = try #require(sandbox.read(sandbox.state))
    #expect(state.contains("\"ratings\": {\n"))
  }

  @Test func theMouseSelectsOpensAndGoesBackAndIsLetGoOnLeaving() throws {
    try startAtHome()
    #expect(terminal.reportsMouse)

    let urbanito = try #require(terminal.position(of: "Urbanito  "))
    terminal.click(row: urbanito.row, column: urbanito.column)
    try #require(terminal.waitForScreen("› Urbanito"))
    terminal.click(row: urbanito.row, column: urbanito.column)
    try #require(terminal.waitForScreen("‹ Urbanito"))
    terminal.click(row: 0, column: 1)
    try #require(terminal.waitForScreen("› Urbanito"))
    terminal.scrollDown(row: urbanito.row, column: urbanito.column)
    let checkout = try #require(terminal.position(of: "[ Proceed to check out ]"))
    terminal.click(row: checkout.row, column: checkout.column + 2)
    try #require(terminal.waitForScreen("[ Cancel ]"))
    let cancel = try #require(terminal.position(of: "[ Cancel ]"))
    terminal.click(row: cancel.row, column: cancel.column + 2)
    try #require(terminal.waitFor { !terminal.screen.contains("[ Cancel ]") })
    terminal.send("q")

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.reportsNoMouse, "the terminal's own selection works again")
    #expect(terminal.settingsAreUnchanged)
  }

  @Test func suspendingLetsTheMouseGoAndContinuingTakesItAgain() throws {
    try startAtHome()
    let tasch = try #require(terminal.taschProcess)

    terminal.send("C-z")
    #expect(terminal.waitFor { terminal.reportsNoMouse })
    // The shop lets the mouse go before it stops itself: a SIGCONT sent in between would be
    // lost, and the shop would stay stopped.
    #expect(terminal.waitFor { TmuxTerminal.isStopped(tasch) })
    kill(tasch, SIGCONT)
    #expect(terminal.waitFor { terminal.reportsMouse })

    // What is typed while the shop takes the terminal back is flushed with the terminal's old
    // input, so q is typed until the shop has gone.
    #expect(
      terminal.waitFor {
        terminal.send("q")
        return terminal.exitStatus != nil
      })
    #expect(terminal.exitStatus == 0)
  }

  /// Keys typed while the shop is stopped wait in the terminal where no shell takes it (the
  /// shop started by a script); continued, the shop must not read them as its own: a `y`
  /// there would confirm an order nobody confirmed.
  @Test func keysTypedWhileStoppedAnswerNoQuestion() throws {
    // Travol, out of stock, would make the question another one.
    #expect(try sandbox.run(["wishlist", "remove", "2"]).status == 0)
    try startAtHome()
    let tasch = try #require(terminal.taschProcess)
    terminal.send("c")
    try #require(terminal.waitForScreen("Place this order"))

    terminal.send("C-z")
    try #require(terminal.waitFor { TmuxTerminal.isStopped(tasch) })
    terminal.send("y", "Enter")
    // tmux types them when it gets to it: they must wait in the terminal before the shop
    // continues, or they would be typed after, and be the shop's.
    try #require(terminal.waitFor { (terminal.pendingInput ?? 0) >= 2 })
    kill(tasch, SIGCONT)
    #expect(terminal.waitFor { terminal.reportsMouse })
    #expect(terminal.waitForScreen("Place this order"))
    terminal.send("Escape")
    #expect(terminal.waitFor { !terminal.screen.contains("Place this order") })
    terminal.send("q")

    #expect(terminal.waitForExit() == 0)
    #expect(try sandbox.run(["orders", "--json"]).output.contains(#""orders": []"#))
  }

  @Test func noMouseLeavesTheMouseToTheTerminal() throws {
    try startAtHome(["--no-mouse"])

    #expect(terminal.reportsNoMouse)
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func ctrlCLeavesWith130AndTheTerminalAsItWas() throws {
    try startAtHome()

    terminal.send("C-c")

    #expect(terminal.waitForExit() == 130)
    #expect(terminal.settingsAreUnchanged)
    #expect(terminal.reportsNoMouse)
    #expect(!terminal.screen.contains("Carrier"), "the shell's screen is back")
  }

  @Test func aCrashStillGivesTheTerminalBack() throws {
    try startAtHome()
    let tasch = try #require(terminal.taschProcess)

    kill(tasch, SIGSEGV)

    #expect(terminal.waitForExit() == 139)
    #expect(terminal.settingsAreUnchanged)
    #expect(terminal.reportsNoMouse)
  }

  @Test(arguments: [SIGUSR1, SIGALRM, SIGXCPU])
  func anotherSignalThatEndsTheShopStillGivesTheTerminalBack(_ number: Int32) throws {
    try startAtHome()
    let tasch = try #require(terminal.taschProcess)

    kill(tasch, number)

    #expect(terminal.waitForExit() == 128 + number)
    #expect(terminal.settingsAreUnchanged)
    #expect(terminal.reportsNoMouse)
    #expect(!terminal.screen.contains("Carrier"), "the shell's screen is back")
  }

  @Test func resizingRedrawsAndTooSmallSaysSo() throws {
    try startAtHome()

    terminal.resize(columns: 36, rows: 10)
    #expect(terminal.waitForScreen("too small"))
    terminal.resize(columns: 120, rows: 40)
    #expect(terminal.waitForScreen("Proceed to check out"))
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func qQuitsATerminalTooSmallWhichSaysSo() throws {
    try terminal.start(columns: 30, rows: 8)
    try #require(terminal.waitForScreen("Press q to quit."))

    terminal.send("q")

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.settingsAreUnchanged)
  }

  @Test func slashSearchesAsYouType() throws {
    try startAtHome()

    terminal.send("/", "leat")

    #expect(terminal.waitForScreen("“leat” · 4 of 26"))
    #expect(terminal.waitForScreen("Search: leat"))
    terminal.send("Enter", "q")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func keysTypedDuringASlowSaveAreAppliedAfterIt() throws {
    try startAtHome(["--latency", "rate=1s"])
    try press("Enter", until: "Rate the product  ☆☆☆☆☆")

    // Three keys while the first save waits its second: each is applied after the one before.
    terminal.send("2", "Right", "Right")

    #expect(terminal.waitForScreen("Rate the product  ★★★★☆  ←"))
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
    let state = try #require(sandbox.read(sandbox.state))
    #expect(state.contains("\"1\": 4"))
  }

  @Test func changesAnotherTaschMakesShowWithinASecond() throws {
    try terminal.start()
    try #require(terminal.waitForScreen("Total $500.00"))

    // Another process, on the same state file: the shop is not told, it notices.
    #expect(try sandbox.run(["wishlist", "add", "4"]).status == 0)
    #expect(terminal.waitForScreen("Total $1,799.00"))
    #expect(try sandbox.run(["rate", "1", "5"]).status == 0)
    terminal.send("Enter")
    #expect(terminal.waitForScreen("Rate the product  ★★★★★"))

    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func aLinkOpensTheShopThere() throws {
    try terminal.start(["open", "tasch://products?search=bag&sort=price&reverse"])

    #expect(terminal.waitForScreen("“bag” · by price, reversed"))
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func aLinkToAProductThatDoesNotExistFailsBeforeTheShopOpens() throws {
    try terminal.start(["open", "tasch://product/999"])

    #expect(terminal.waitForExit() == 1)
    #expect(terminal.screen.contains("Check the product number"))
    #expect(!terminal.screen.contains("Product catalogue"), "the shop never opened")
  }

  @Test func theShopReopensWhereItWasLeft() throws {
    try startAtHome()
    terminal.send("i", "Tab", "Down", "Enter")
    try #require(terminal.waitForScreen("‹ Travol"))
    terminal.send("q")
    try #require(terminal.waitForExit() == 0)

    try terminal.start()
    #expect(terminal.waitForScreen("‹ Travol"))
    terminal.send("Escape")
    #expect(terminal.waitForScreen("in stock only"))
    #expect(terminal.waitForScreen(" › $175.00  Travol"))
    terminal.send("C-c")
    try #require(terminal.waitForExit() == 130)

    try terminal.start(["open", "tasch://home"])
    #expect(terminal.waitForScreen("› Carrier"))
    #expect(!terminal.screen.contains("in stock only"))
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
  }

  /// A place file whose top no list reaches made the shop trap at every start: it opens at home
  /// instead.
  @Test func aPlacePastAnyListOpensAtHome() throws {
    try sandbox.write(
      """
      {"catalogue": {"cursor": 0, "top": 9223372036854775807}, "focus": "catalogue",
       "inStock": false, "product": null, "reverse": false, "search": "", "shop": "tasch",
       "sort": "catalogue", "version": 1, "wishlist": {"cursor": 0, "top": 0}}
      """, to: "home/.local/state/tasch/tasch.place.json")

    try terminal.start()

    #expect(terminal.waitForScreen("› Carrier"))
    terminal.send("q")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func theSimulationPanelSwitchesAFailureThatTheNextLoadMeets() throws {
    try startAtHome()

    try press("!", until: "Simulation")
    try press("Right", until: "--fail catalogue=once")
    terminal.send("Escape")
    terminal.send("/")
    try press("x", until: "Simulated failure")
    terminal.send("Escape")
    terminal.send("q")

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.settingsAreUnchanged)
  }
}
