import Testing

@testable import TaschTerminal

/// Whether a command's output goes through a pager: only where a person reads it as it comes.
@Suite struct PagingTests {
  private static let atATerminal = Paging.Run(
    outputIsTerminal: true, isDumbTerminal: false, json: false, opensTheShop: false,
    commandPages: true)

  @Test func aCommandsOutputOnATerminalGoesThroughThePagerInForce() {
    let pager = Paging.pager("most -s", for: Self.atATerminal)

    #expect(pager?.program == "most")
    #expect(pager?.arguments == ["-s"])
  }

  /// A run at a terminal, each time with one thing that rules the pager out.
  private static let ruledOut: [Paging.Run] = {
    var (pipe, dumb, json, shop, asking) = (
      atATerminal, atATerminal, atATerminal, atATerminal, atATerminal
    )
    pipe.outputIsTerminal = false
    dumb.isDumbTerminal = true
    json.json = true
    shop.opensTheShop = true
    asking.commandPages = false
    return [pipe, dumb, json, shop, asking]
  }()

  @Test(arguments: ruledOut)
  func neverAPipeADumbTerminalJSONTheShopOrACommandThatAsks(run: Paging.Run) {
    #expect(Paging.pager("less -FIRX", for: run) == nil)
  }

  @Test(arguments: ["", " ", "\t"])
  func anEmptyPagerTurnsPagingOff(command: String) {
    #expect(Paging.pager(command, for: Self.atATerminal) == nil)
  }

  @Test func outputOutgrowsTheScreenWhenItWouldNotFitAboveThePrompt() {
    #expect(!Paging.outgrows(lines: 23, rows: 24))
    #expect(Paging.outgrows(lines: 24, rows: 24))
    #expect(Paging.outgrows(lines: 1, rows: 1))
  }
}
