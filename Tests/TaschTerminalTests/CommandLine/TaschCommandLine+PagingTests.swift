import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// Long output on a terminal through the pager in force; everything else written directly.
@MainActor
@Suite struct TaschCommandLinePagingTests {
  /// A terminal of 80 columns and `rows` rows: the shelf's listing takes five lines.
  private static func atATerminal(rows: Int = 4) -> CommandLineHarness {
    var harness = CommandLineHarness()
    harness.outputIsTerminal = true
    harness.width = 80
    harness.height = rows
    return harness
  }

  @Test func aListingLongerThanTheScreenGoesThroughTheStandardPager() async throws {
    let harness = Self.atATerminal()

    let result = await harness.run("products")

    #expect(result.status == .success)
    #expect(result.output.isEmpty)
    let pager = try #require(harness.pagers.pagers.first)
    #expect(harness.pagers.pagers.count == 1)
    #expect(pager.command == PagerCommand("less -FIRX"))
    #expect(pager.kept.text.contains("Carrier"))
    #expect(pager.finishes.withLock { $0 } == 1)
  }

  @Test func aListingThatFitsIsWrittenDirectly() async {
    let harness = Self.atATerminal(rows: 24)

    let result = await harness.run("products", "--limit", "2")

    #expect(result.output.contains("Carrier"))
    #expect(harness.pagers.pagers.isEmpty)
  }

  @Test(arguments: [
    (["products", "--no-pager"], [:]), (["products", "--json"], [:]),
    (["products"], ["TASCH_PAGER": ""]), (["products"], ["PAGER": ""]),
    (["checkout"], [:]),
  ])
  func noPagerWhenTurnedOffForJSONOrForACommandThatAsks(
    arguments: [String], environment: [String: String]
  ) async {
    var harness = Self.atATerminal(rows: 2)
    harness.inputIsTerminal = true
    harness.environment.merge(environment) { _, new in new }

    let result = await harness.run(arguments)

    #expect(!(result.output + result.errors).isEmpty)
    #expect(harness.pagers.pagers.isEmpty)
  }

  @Test func noPagerForAPipe() async {
    var harness = CommandLineHarness()
    harness.height = 2

    _ = await harness.run("products")

    #expect(harness.pagers.pagers.isEmpty)
  }

  @Test(arguments: [
    (["PAGER": "more"], "more"), (["TASCH_PAGER": "most -s", "PAGER": "more"], "most -s"),
  ])
  func taschPagerOverridesPager(environment: [String: String], pager: String) async {
    var harness = Self.atATerminal()
    harness.environment.merge(environment) { _, new in new }

    _ = await harness.run("products")

    #expect(harness.pagers.pagers.map(\.command) == [PagerCommand(pager)])
  }

  @Test func longHelpGoesThroughThePagerToo() async throws {
    let harness = Self.atATerminal(rows: 10)

    let result = await harness.run("--help")

    #expect(result.output.isEmpty)
    #expect(try #require(harness.pagers.pagers.first).kept.text.contains("Global options:"))
  }

  @Test(arguments: [([], false), (["open", "tasch://home"], false), (["products"], true)])
  func theShopHasTheScreenToItself(arguments: [String], pages: Bool) {
    let console = Console(
      output: CapturedOutput(), errors: CapturedOutput(), outputIsTerminal: true,
      errorsAreTerminal: true, inputIsTerminal: true, width: 80, height: 24)
    let commandLine = TaschCommandLine(
      console: console, environment: ["HOME": "/home/shopper", "TERM": "xterm"],
      clock: RecordingClock(), readLine: { nil }, askBackground: { nil })

    guard case .shop(let invocation) = commandLine.parse(arguments) else {
      Issue.record("\(arguments) is a command of the shop")
      return
    }
    #expect((commandLine.pager(for: invocation) != nil) == pages)
  }
}
