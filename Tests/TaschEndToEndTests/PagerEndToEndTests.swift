import Foundation
import Glibc
import Testing

/// Long output in a real terminal, tmux's, through a pager of the test's own, so that what is
/// checked is tasch's part and not `less`'s.
@Suite(.needsTmux)
struct PagerEndToEndTests {
  private let terminal: TmuxTerminal

  init() throws {
    terminal = try TmuxTerminal()
  }

  /// A pager script running `body`; its path.
  private func pager(_ body: String) throws -> String {
    let path = try terminal.sandbox.write("#!/bin/sh\n" + body + "\n", to: "pager.sh")
    chmod(path, 0o755)
    return path
  }

  /// A pager that marks every line it shows.
  private func markingPager() throws -> String {
    try pager("exec sed 's/^/paged| /'")
  }

  @Test func aLongListingOnAShortTerminalGoesThroughThePager() throws {
    try terminal.start(["products"], environment: ["TASCH_PAGER": markingPager()], rows: 10)

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.contains("paged| 26 products"))
    #expect(terminal.screen.contains("paged| 22  Messenger Classic"))
  }

  @Test func pagerIsUsedWhenTaschPagerIsNot() throws {
    try terminal.start(["products"], environment: ["PAGER": markingPager()], rows: 10)

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.contains("paged| 26 products"))
  }

  @Test(arguments: [
    (["products", "--limit", "2"], [:]), (["products", "--no-pager"], [:]),
    (["products"], ["TASCH_PAGER": ""]),
  ])
  func outputThatFitsOrWithThePagerOffIsWrittenDirectly(
    arguments: [String], environment: [String: String]
  ) throws {
    let pager = try markingPager()
    try terminal.start(
      arguments, environment: ["PAGER": pager].merging(environment) { _, new in new }, rows: 10)

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.contains("products"))
    #expect(!terminal.screen.contains("paged|"))
  }

  /// The pager goes before it read anything, as a person pressing q at once: tasch ends
  /// quietly, with its own status. (The pager writes two lines: tmux does not show the first
  /// line of a pane whose program ends at once.)
  @Test func aPagerLeftAtOnceEndsTheCommandQuietly() throws {
    try terminal.start(
      ["products"], environment: ["TASCH_PAGER": pager("printf 'pager\\nleft at once\\n'")],
      rows: 10)

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.contains("left at once"))
    #expect(!terminal.screen.contains("tasch:"))
  }

  /// The pager goes after a line of a listing longer than a pipe holds, so that tasch writes
  /// to a pager that has gone: no SIGPIPE ends it, no message, its own status.
  @Test func aPagerLeftAfterALineOfALongListingEndsTheCommandQuietly() throws {
    let products = (1...3_000).map {
      #"{"id": \#($0), "name": "Bag number \#($0) of the long listing", "price": "1.00", "stock": 1}"#
    }
    let catalogue = try terminal.sandbox.write(
      #"{"currency": "EUR", "products": [\#(products.joined(separator: ", "))]}"#,
      to: "catalogue.json")

    try terminal.start(
      ["products", "--catalogue", catalogue],
      environment: ["TASCH_PAGER": pager("head -n 2; echo 'left after a line'")], rows: 10)

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.contains("left after a line"))
    #expect(!terminal.screen.contains("tasch:"))
  }

  /// Ctrl-\ reaches the pager and tasch alike; `less` ignores it, and so does tasch while the
  /// pager runs, where it ended with 130 and left `less` reading the shell's terminal.
  @Test func ctrlBackslashWhileThePagerRunsIsThePagers() throws {
    try terminal.start(
      ["products"],
      environment: ["TASCH_PAGER": pager("cat > /dev/null; kill -QUIT $PPID; echo 'quit sent'")],
      rows: 10)

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.contains("quit sent"))
  }

  /// SIGTERM while the person reads the pager ends tasch once the pager has gone, as git does.
  ///
  /// It used to end at once, and `less` went on reading the terminal the shell had taken back.
  /// The pager stays up to a second after sending it, saying whether tasch is still there.
  @Test func sigtermWhileThePagerRunsEndsTaschOnceThePagerHasGone() throws {
    let staysWhileTaschIs = """
      cat > /dev/null; kill -TERM $PPID; i=0
      while kill -0 $PPID 2>/dev/null && [ $i -lt 20 ]; do sleep 0.05; i=$((i + 1)); done
      kill -0 $PPID 2>/dev/null && echo 'tasch waited for the pager'
      """
    try terminal.start(
      ["products"], environment: ["TASCH_PAGER": pager(staysWhileTaschIs)], rows: 10)

    #expect(terminal.waitForExit() == 143)
    #expect(terminal.screen.contains("tasch waited for the pager"))
  }

  @Test func aPagerThatCannotBeStartedLeavesTheOutputWrittenDirectly() throws {
    try terminal.start(
      ["products"], environment: ["TASCH_PAGER": terminal.sandbox.folder + "/no-such-pager -R"],
      rows: 10)

    #expect(terminal.waitForExit() == 0)
    #expect(terminal.screen.contains("26 products"))
    #expect(!terminal.screen.contains("tasch:"))
  }
}
