import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The commands that change things: wishlist add and remove, rate.
@MainActor
@Suite struct ChangeCommandsTests {
  private let spy = DataLayerSpy()

  init() {
    spy.answers.wishList = .success(.stub(Shelf.wishList))
  }

  @Test func addingSaysWhatWasAddedAndWhatWasThereAlready() async {
    spy.answers.addToWishList = .success(true)

    let result = await CommandLineHarness(spy).run("wishlist", "add", "1", "7")

    #expect(result.status == .success)
    #expect(spy.calls == [.addToWishList(1), .addToWishList(7), .wishList])
    #expect(
      result.output == """
        Added Carrier to your wish list.
        Added Product 7 to your wish list.

        """)
  }

  @Test func addingSomethingAlreadyThereSucceedsAndSaysSo() async {
    spy.answers.addToWishList = .success(false)

    let result = await CommandLineHarness(spy).run("wishlist", "add", "2")

    #expect(result.status == .success)
    #expect(result.output == "Travol is already on your wish list.\n")
  }

  @Test func anUnknownProductFailsButTheOthersAreStillAdded() async {
    spy.answers.addToWishList = .failure(.notFound(42))

    let result = await CommandLineHarness(spy).run("wishlist", "add", "42")

    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("Not found: There is no product 42.\n"))
  }

  @Test func addingAsJSONGivesOutcomesAndTheListAfterwards() async {
    spy.answers.addToWishList = .success(false)

    let result = await CommandLineHarness(spy).run("wishlist", "add", "1", "--json")

    #expect(result.status == .success)
    Golden.assert(result.output, named: "cli-wishlist-add.json")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func removingNamesWhatItRemovedAndWhatWasNotThere(locale: String) async {
    var harness = CommandLineHarness(spy)
    harness.environment["LANG"] = locale
    spy.answers.removeFromWishList = .success(true)

    let removed = await harness.run("wishlist", "remove", "99")
    spy.answers.removeFromWishList = .success(false)
    let absent = await harness.run("wishlist", "remove", "3")

    #expect(removed.status == .success && absent.status == .success)
    Golden.assert(removed.output + absent.output, named: "cli-wishlist-remove-\(locale).txt")
  }

  @Test func ratingSaysWhatWasGiven() async {
    var rated = Shelf.carrier
    rated.rating = rated.rating.replacingMine(with: .four)
    spy.answers.rate = .success(rated)

    let result = await CommandLineHarness(spy).run("rate", "1", "4")

    #expect(result.status == .success)
    #expect(spy.calls == [.rate(1, .four)])
    #expect(result.output == "You rated Carrier ★★★★☆.\n")
  }

  @Test func clearingARating() async {
    spy.answers.rate = .success(Shelf.carrier)
    var harness = CommandLineHarness(spy)
    harness.environment["LANG"] = "fr_FR"

    let result = await harness.run("rate", "1", "--clear")

    #expect(spy.calls == [.rate(1, nil)])
    #expect(result.output == "Votre note de Carrier est effacée.\n")
  }

  @Test func ratingAsJSONGivesTheProduct() async {
    spy.answers.rate = .success(Shelf.carrier)

    let result = await CommandLineHarness(spy).run("rate", "1", "5", "--json")

    #expect(result.output.contains("\"mine\" : null"))
    #expect(result.output.contains("\"description\""))
  }

  @Test(arguments: [
    (["rate", "1"], "tasch: missing STARS"),
    (["rate", "1", "6"], "tasch: “6” is not a rating: give 1 to 5 stars"),
    (["rate", "1", "0"], "tasch: “0” is not a rating: give 1 to 5 stars"),
    (["rate", "1", "4", "--clear"], "tasch: give either STARS or --clear, not both"),
    (["rate", "1", "4", "5"], "tasch: unexpected argument “5”"),
    (["rate"], "tasch: missing ID"),
    (["wishlist", "add"], "tasch: missing ID"),
    (
      ["wishlist", "remove", "1", "x"],
      "tasch: “x” is not a product ID: IDs are whole numbers above 0"
    ),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) async {
    let result = await CommandLineHarness(spy).run(arguments)

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix(message + "\n"))
    #expect(spy.calls.isEmpty)
  }
}
