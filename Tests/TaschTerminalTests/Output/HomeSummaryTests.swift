import Tasch
import TaschPresentation
import TaschTerminal
import TaschTestSupport
import Testing

@MainActor
@Suite struct HomeSummaryTests {
  private let spy = DataLayerSpy()

  init() throws {
    let carrier = Product.stub(
      id: 1, name: "Carrier", shortDescription: "Navy blue and Brown soft leather",
      colors: [ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B)], price: .usd(250), stock: 23,
      rating: RatingSummary(othersCounts: [.four: 5, .five: 9]))
    let travol = Product.stub(
      id: 2, name: "Travol", shortDescription: "Soft leather bagg", price: .usd(175), stock: 0)
    let backpack = Product.stub(
      id: 7, name: "旅行用バックパック", shortDescription: "撥水ナイロン", price: .usd(129), stock: 40)
    spy.answers.catalogue = .success(.stub([carrier, travol, backpack]))
    spy.answers.wishList = .success(
      .stub([.product(carrier), .product(travol), .discontinued(99)]))
  }

  private func summary(
    _ locale: String, theme: Theme.Name = .plain, rendering: StyleRendering = .plainText,
    width: Int? = nil
  ) async -> (output: String, errors: String, succeeded: Bool) {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let console = Console(
      output: output, errors: errors, outputIsTerminal: width != nil, errorsAreTerminal: false,
      inputIsTerminal: false, width: width)
    let services = ServiceLocator(
      localization: .locale(locale), theme: Theme(theme), dataLayer: spy)
    let succeeded = await HomeSummary.run(
      console: console, rendering: rendering, services: services)
    return (output.text, errors.text, succeeded)
  }

  @Test func inEnglish() async {
    let result = await summary("en_US")

    #expect(result.succeeded)
    #expect(result.errors.isEmpty)
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
    spy.answers.wishList = .failure(.offline)

    let result = await summary("en_US")

    #expect(!result.succeeded)
    #expect(result.output.contains("Carrier"))
    #expect(result.output.contains("You are offline"))
    #expect(
      result.errors == """
        You are offline: The shop could not be reached.
        Check your connection, then reload.

        """)
  }

  @Test func theSameFailureOfBothSectionsIsReportedOnce() async {
    spy.answers.catalogue = .failure(.decoding("catalogue.json: line 1, column 1: unexpected 'x'"))
    spy.answers.wishList = .failure(.decoding("catalogue.json: line 1, column 1: unexpected 'x'"))

    let result = await summary("en_US")

    #expect(result.errors.components(separatedBy: "Unreadable data").count == 2)
    #expect(result.errors.contains("catalogue.json: line 1, column 1: unexpected 'x'"))
  }
}
