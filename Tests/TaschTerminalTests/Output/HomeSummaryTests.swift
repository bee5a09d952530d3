import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

@MainActor
@Suite struct HomeSummaryTests {
  private let store = ShopStoreSpy(wrapping: Shelf.store())

  private func summary(
    _ locale: String, theme: Theme.Name = .plain, rendering: StyleRendering = .plainText,
    width: Int? = nil
  ) async -> (output: String, errors: String, succeeded: Bool) {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let console = Console(
      output: output, errors: errors, outputIsTerminal: width != nil, errorsAreTerminal: false,
      inputIsTerminal: false, width: width)
    let failures = await withServices(
      store: store, localization: .locale(locale), theme: Theme(theme)
    ) {
      await HomeSummary.run(.current, console: console, rendering: rendering)
    }
    return (output.text, errors.text, failures.isEmpty)
  }

  @Test func inEnglish() async {
    let result = await summary("en_US")

    #expect(result.succeeded)
    #expect(result.errors.isEmpty)
    #expect(Set(store.operations) == [.catalogue, .wishList])
    Golden.assert(result.output, named: "home-summary-en.txt")
  }

  @Test func inGermanWithEuropeanMoneyFormat() async {
    Golden.assert(await summary("de_DE").output, named: "home-summary-de.txt")
  }

  @Test func fitsATerminalsWidth() async {
    let result = await summary("en_US", rendering: .attributesOnly, width: 40)

    let lines = result.output.split(separator: "\n").map { line in
      line.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(
        of: "\u{1B}[0m", with: ""
      )
      .replacingOccurrences(of: "\u{1B}[7m", with: "")
    }
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    Golden.assert(result.output, named: "home-summary-en-40-attributes.txt")
  }

  @Test func colourTerminalsShowSwatchesAsBlocks() async {
    let result = await summary("en_US", theme: .light, rendering: .colors(.trueColor))

    #expect(result.output.contains("\u{1B}[38;2;31;43;59;48;2;31;43;59m  \u{1B}[0m"))
    #expect(!result.output.contains("#1F2B3B"))
  }

  @Test func aFailedSectionIsReportedOnceOnStandardErrorAndTheOtherStillShows() async {
    store.failNext(.wishList, with: .offline)

    let result = await summary("en_US")

    #expect(!result.succeeded)
    #expect(result.output.contains("Carrier"))
    #expect(result.output.contains("You are offline"))
    #expect(
      result.errors == """
        You are offline: The shop could not be reached.
        Check your connection, then try again.

        """)
  }

  @Test func theSameFailureOfBothSectionsIsReportedOnce() async {
    let failure = ShopError.decoding("catalogue.json: line 1, column 1: unexpected 'x'")
    store.failNext(.catalogue, with: failure)
    store.failNext(.wishList, with: failure)

    let result = await summary("en_US")

    #expect(result.errors.components(separatedBy: "Unreadable data").count == 2)
    #expect(result.errors.contains("catalogue.json: line 1, column 1: unexpected 'x'"))
  }
}
