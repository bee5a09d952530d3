import Testing

@testable import TaschTerminal

/// Only the last listing's values are kept: each keeping lets go of the one before.
@MainActor
@Suite struct KeptUntilExitTests {
  private final class Listing: Sendable {}

  @Test func keepsTheLastValuesAndLetsGoOfTheOnesBefore() {
    weak var first: Listing?
    weak var second: Listing?
    do {
      let listing = Listing()
      first = listing
      KeptUntilExit.keep(listing, "rows")
    }
    #expect(first != nil)

    do {
      let listing = Listing()
      second = listing
      KeptUntilExit.keep(listing)
    }

    #expect(first == nil)
    #expect(second != nil)
    KeptUntilExit.keep()
    #expect(second == nil)
  }
}
