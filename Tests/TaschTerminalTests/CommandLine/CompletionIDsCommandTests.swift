import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch completion ids`: what the completion scripts offer as product numbers.
@MainActor
@Suite struct CompletionIDsCommandTests {
  @Test func theCataloguesNumbersWithTheirNames() async {
    let result = await CommandLineHarness().run("completion", "ids", "catalogue")

    #expect(result.status == .success)
    #expect(result.output == "1\tCarrier\n2\tTravol\n7\t旅行用バックパック\n")
  }

  @Test func theWishListsNumbersWithTheirNames() async {
    let result = await CommandLineHarness().run("completion", "ids", "wishlist")

    #expect(result.output == "1\tCarrier\n2\tTravol\n99\tProduct 99\n")
  }

  @Test func anEmptyWishListOffersNothing() async {
    let result = await CommandLineHarness(Shelf.store(wishList: [])).run(
      "completion", "ids", "wishlist")

    #expect(result.status == .success)
    #expect(result.output.isEmpty)
  }

  @Test func aNameKeepsToItsOwnField() async {
    let tricky = ShopProduct.stub(id: 5, name: "Tab\there\nand tasch: a line")

    let result = await CommandLineHarness(Shelf.store(.stub([tricky]), wishList: [])).run(
      "completion", "ids", "catalogue")

    #expect(result.output == "5\tTab\u{FFFD}here\u{FFFD}and tasch: a line\n")
  }

  @Test func aFailureIsReportedAsAnyCommandsIs() async {
    let harness = CommandLineHarness()
    harness.store.failNext(.catalogue, with: .offline)

    let result = await harness.run("completion", "ids", "catalogue")

    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("You are offline: "))
  }

  @Test func theShopIsReadWithoutTheSimulation() async {
    var harness = CommandLineHarness()
    harness.environment["TASCH_LATENCY"] = "3s"
    harness.environment["TASCH_FAIL"] = "catalogue"
    harness.environment["TASCH_SIMULATION"] = "flaky"

    let completion = await harness.run("completion", "ids", "catalogue")
    let products = await harness.run("products")

    let settings = completion.invocation?.settings
    #expect(settings?.latencySpec == nil)
    #expect(settings?.failSpec == nil)
    #expect(settings?.simulationPreset == nil)
    #expect(products.invocation?.settings.failSpec == "catalogue", "a shop command keeps it")
  }

  @Test(arguments: [
    (["completion", "ids"], "tasch: missing SOURCE"),
    (
      ["completion", "ids", "orders"],
      "tasch: “orders” is not a choice for completion ids: use catalogue, wishlist"
    ),
  ])
  func badSourcesAreUsageErrors(arguments: [String], message: String) async {
    let result = await CommandLineHarness().run(arguments)

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix(message))
  }

  @Test func itIsHiddenFromHelp() async {
    let help = await CommandLineHarness().run("completion", "--help")

    #expect(!help.output.contains("ids"))
    #expect(CommandTree.command(at: ["completion", "ids"])?.isHidden == true)
  }
}
