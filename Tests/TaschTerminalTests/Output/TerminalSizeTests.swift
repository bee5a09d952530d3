import Testing

@testable import TaschTerminal

/// The part of the terminal the shop draws: all of it, up to a size no screen shows.
@Suite struct TerminalSizeTests {
  @Test func aTerminalOfUsualSizeIsDrawnWhole() {
    let drawn = TerminalSize.drawn((rows: 50, columns: 200))

    #expect(drawn.rows == 50 && drawn.columns == 200)
  }

  /// A window of 9,999 by 9,999 cells took 3 GB a frame, and one of 20,000 by 20,000 ended the
  /// shop for want of memory.
  @Test func aHugeTerminalIsDrawnOnlyAsFarAsAScreenShows() {
    let drawn = TerminalSize.drawn((rows: 20_000, columns: 20_000))

    #expect(drawn.rows == TerminalSize.largestDrawn.rows)
    #expect(drawn.columns == TerminalSize.largestDrawn.columns)
    #expect(drawn.rows * drawn.columns <= 1_000_000)
  }
}
