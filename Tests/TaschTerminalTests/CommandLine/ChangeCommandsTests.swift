import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The commands that change things: wishlist add and remove, rate.
@MainActor
@Suite struct ChangeCommandsTests {
  private let store = Shelf.store()

  @Test func addingSaysWhatWasAddedAndWhatWasThereAlready() async {
    let harness = CommandLineHarness(store)

    let result = await harness.run("wishlist", "add", "7", "1")

    #expect(result.status == .success)
    #expect(harness.store.operations == [.wishListAdd], "one unit of work for every product")
    #expect(
      result.output == """
        Added 旅行用バックパック to your wish list.
        Carrier is already on your wish list.

        """)
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 2, 99, 7])
  }

  @Test func anUnknownProductFailsButTheOthersAreStillAdded() async {
    let result = await CommandLineHarness(store).run("wishlist", "add", "42", "7")

    #expect(result.status == .failure)
    #expect(result.output == "Added 旅行用バックパック to your wish list.\n")
    #expect(result.errors.hasPrefix("Not found: There is no product 42.\n"))
    #expect(store.data(of: Shopper.stub.name).wishList.contains(7))
  }

  @Test func aFailedChangeOfSeveralProductsIsReportedOnceAndChangesNothing() async {
    let harness = CommandLineHarness(store)
    harness.store.failNext(.wishListAdd, with: .offline)

    let result = await harness.run("wishlist", "add", "7", "3")

    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors.components(separatedBy: "You are offline").count == 2)
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 2, 99])
  }

  @Test func addingAsJSONGivesOutcomesAndTheListAfterwards() async {
    let result = await CommandLineHarness(store).run("wishlist", "add", "1", "7", "42", "--json")

    #expect(result.status == .failure)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-wishlist-add.json")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func removingNamesWhatItRemovedAndWhatWasNotThere(locale: String) async {
    var harness = CommandLineHarness(store)
    harness.environment["LANG"] = locale

    let removed = await harness.run("wishlist", "remove", "99")
    let absent = await harness.run("wishlist", "remove", "7")

    #expect(removed.status == .success && absent.status == .success)
    Golden.assert(removed.output + absent.output, named: "cli-wishlist-remove-\(locale).txt")
  }

  @Test func changesToAWishListTooLargeToTotalNameTheirProducts() async {
    let store = Shelf.overflowingStore()
    let harness = CommandLineHarness(store)

    let added = await harness.run("wishlist", "add", "3")
    let removed = await harness.run("wishlist", "remove", "1")
    let afterwards = await harness.run("wishlist", "remove", "2", "--json")

    #expect(added.status == .success && removed.status == .success)
    #expect(added.output == "Added Tin to your wish list.\n")
    #expect(removed.output == "Removed Gold from your wish list.\n")
    #expect(afterwards.output.contains(#""removed": [2]"#))
    #expect(afterwards.output.contains(#""total": {"#), "Tin alone can be totalled")
  }

  @Test func ratingSaysWhatWasGiven() async {
    let harness = CommandLineHarness(store)

    let result = await harness.run("rate", "1", "4")

    #expect(result.status == .success)
    #expect(harness.store.operations == [.product, .rate])
    #expect(result.output == "You rated Carrier ★★★★☆.\n")
    #expect(store.data(of: Shopper.stub.name).ratings == [1: .four])
  }

  @Test func starsAreReadAsEveryNumberTypedIsLeadingZerosAndAll() async {
    let result = await CommandLineHarness(store).run("rate", "1", "04")

    #expect(result.status == .success)
    #expect(store.data(of: Shopper.stub.name).ratings == [1: .four])
  }

  @Test(arguments: ["6", "0", "-2", "+3", " 3", "4.0"])
  func starsOtherThanOneToFiveAreAUsageError(stars: String) async {
    let harness = CommandLineHarness(store)

    let result = await harness.run("rate", "1", stars)

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("tasch: “\(stars)” is not a rating: give 1 to 5 stars\n"))
    #expect(harness.store.calls.isEmpty)
  }

  @Test func clearingARating() async {
    var harness = CommandLineHarness(Shelf.store(ratings: [1: .two]))
    harness.environment["LANG"] = "fr_FR"

    let result = await harness.run("rate", "1", "--clear")

    #expect(result.output == "Votre note pour Carrier est effacée.\n")
  }

  @Test func ratingAsJSONGivesTheProduct() async {
    let result = await CommandLineHarness(store).run("rate", "1", "5", "--json")

    #expect(result.output.contains(#""mine": 5"#))
    #expect(result.output.contains(#""description": "#))
  }

  @Test func ratingAnUnknownProductFails() async {
    let harness = CommandLineHarness(store)

    let result = await harness.run("rate", "42", "5")

    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("Not found: There is no product 42.\n"))
    #expect(harness.store.operations == [.product])
  }

  @Test func aFailedRatingLeavesItAsItWas() async {
    let harness = CommandLineHarness(store)
    harness.store.failNext(.rate, with: .simulated(.timeout))

    let result = await harness.run("rate", "1", "5")

    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("Simulated failure: The shop is not answering: "))
    #expect(store.data(of: Shopper.stub.name).ratings.isEmpty)
  }

  @Test(arguments: [
    (["rate", "1"], "tasch: missing STARS"),
    (["rate", "1", "4", "--clear"], "tasch: give either STARS or --clear, not both"),
    (["rate", "1", "4", "5"], "tasch: unexpected argument “5”"),
    (["rate"], "tasch: missing ID"),
    (["wishlist", "add"], "tasch: missing ID"),
    (["wishlist", "add", "-1"], "tasch: “-1” is not a product ID: IDs are whole numbers above 0"),
    (
      ["wishlist", "remove", "1", "x"],
      "tasch: “x” is not a product ID: IDs are whole numbers above 0"
    ),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) async {
    let harness = CommandLineHarness(store)

    let result = await harness.run(arguments)

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix(message + "\n"))
    #expect(harness.store.calls.isEmpty)
  }
}
