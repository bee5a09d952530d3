import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch orders`, `history`, `undo` and `redo`.
@MainActor
@Suite struct HistoryCommandsTests {
  private let store = Shelf.store(wishList: [1])

  /// What `command` answers for a shopper in `locale`: as text, and with `--json`.
  private func run(
    _ command: String, in locale: String
  ) async -> (text: CommandLineHarness.Result, json: CommandLineHarness.Result) {
    var harness = CommandLineHarness(store)
    harness.environment["LANG"] = locale
    return (await harness.run(command), await harness.run(command, "--json"))
  }

  // MARK: - orders and history, with nothing to list

  @Test(arguments: [
    ("orders", "en_US", "You have not placed any orders in this shop yet.\n"),
    ("orders", "de_DE", "Du hast in diesem Shop noch nichts bestellt.\n"),
    ("history", "en_US", "There are no changes to take back.\n"),
    ("history", "ja_JP", "取り消せる変更はありません。\n"),
  ])
  func noOrdersOrAnEmptyHistorySaysSo(command: String, locale: String, text: String) async {
    let (result, json) = await run(command, in: locale)

    #expect(result.status == .success)
    #expect(result.output == text)
    let total = command == "orders" ? ",\n  \"total\": 0" : ""
    #expect(json.output == "{\n  \"\(command)\": []\(total)\n}\n")
  }

  // MARK: - orders

  /// What `tasch orders` answers in English, with the date every order placed in a test shows
  /// and the heading of the date column, padded to that date.
  private func orders(
    of harness: CommandLineHarness
  ) async -> (result: CommandLineHarness.Result, date: String, dateHeading: String) {
    let date = Localization.english.dateTime(.stub)
    let dateHeading = "Date".padding(toLength: date.count, withPad: " ", startingAt: 0)
    return (await harness.run("orders"), date, dateHeading)
  }

  @Test func ordersAreListedNewestFirstWithDateItemsAndTotal() async {
    let harness = CommandLineHarness(store)
    _ = await harness.run("checkout", "--yes")
    _ = await harness.run("wishlist", "add", "1", "7")
    _ = await harness.run("checkout", "--yes")

    let (result, date, dateHeading) = await orders(of: harness)

    #expect(result.status == .success)
    #expect(
      result.output == """
        Order  \(dateHeading)    Items    Total
            2  \(date)  2 items  $379.00
            1  \(date)   1 item  $250.00

        """)
  }

  @Test func aPageOfOrdersSaysHowManyItShowsOfHowMany() async {
    let harness = CommandLineHarness(store)
    _ = await harness.run("checkout", "--yes")
    _ = await harness.run("wishlist", "add", "1", "7")
    _ = await harness.run("checkout", "--yes")
    let date = Localization.english.dateTime(.stub)
    let dateHeading = "Date".padding(toLength: date.count, withPad: " ", startingAt: 0)

    let page = await harness.run("orders", "--limit", "1", "--offset", "1")
    let past = await harness.run("orders", "--offset", "2")
    let pastJSON = await harness.run("orders", "--offset", "2", "--json")

    #expect(
      page.output == """
        Order  \(dateHeading)   Items    Total
            1  \(date)  1 item  $250.00
        2–2 of 2 orders

        """)
    #expect(past.status == .success)
    #expect(past.output == "This page is past the last order (2 orders in all).\n")
    #expect(pastJSON.output == "{\n  \"orders\": [],\n  \"total\": 2\n}\n")
  }

  @Test(arguments: [["--limit", "0"], ["--offset", "-1"], ["--limit", "x"]])
  func aPageOfOrdersTakesWholeNumbersOnly(arguments: [String]) async {
    let result = await CommandLineHarness(store).run(["orders"] + arguments)

    #expect(result.status == .usage)
  }

  @Test func ordersShowTheirDiscountAndShippingAndCountPiecesNotLines() async {
    let harness = CommandLineHarness(
      Shelf.store(Shelf.catalogueWithCodeAndShipping, wishList: [7]))
    _ = await harness.run("checkout", "--yes", "--code", "WELCOME10")
    _ = await harness.run("wishlist", "add", "1", "--quantity", "4")
    _ = await harness.run("checkout", "--yes")

    let (result, date, dateHeading) = await orders(of: harness)

    #expect(result.status == .success)
    #expect(
      result.output == """
        Order  \(dateHeading)    Items      Total  Discount                      Shipping
            2  \(date)  4 items  $1,000.00
            1  \(date)   1 item    $126.00  Discount (WELCOME10) −$12.90     $9.90

        """)
  }

  @Test func ordersAsJSON() async {
    let harness = CommandLineHarness(store)
    _ = await harness.run("checkout", "--yes")

    Golden.assert(await harness.run("orders", "--json").output, named: "cli-orders.json")
  }

  // MARK: - history

  @Test func theHistoryNewestFirstWithWhatWasTakenBack() async {
    let harness = CommandLineHarness(store)
    _ = await harness.run("wishlist", "add", "7")
    _ = await harness.run("rate", "7", "5")
    _ = await harness.run("undo")

    let result = await harness.run("history")

    // The second change is the widest, 42 cells: the first is padded to it.
    let date = Localization.english.dateTime(.stub)
    #expect(
      result.output == """
        \(date)  rated 旅行用バックパック ★★★★★\(String(repeating: " ", count: 14))taken back
        \(date)  added 旅行用バックパック to your wish list

        """)
  }

  @Test func theHistoryAsJSON() async {
    let harness = CommandLineHarness(store)
    _ = await harness.run("wishlist", "remove", "1")
    _ = await harness.run("rate", "7", "3")

    Golden.assert(await harness.run("history", "--json").output, named: "cli-history.json")
  }

  // MARK: - undo and redo

  @Test(arguments: ["en_US", "de_DE"])
  func undoTakesBackAndRedoPutsBack(locale: String) async {
    var harness = CommandLineHarness(store)
    harness.environment["LANG"] = locale
    _ = await harness.run("wishlist", "add", "7")

    let undone = await harness.run("undo")
    let afterUndo = store.data(of: Shopper.stub.name).wishList.productIDs
    let redone = await harness.run("redo")

    #expect(undone.status == .success && redone.status == .success)
    #expect(afterUndo == [1])
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 7])
    Golden.assert(undone.output + redone.output, named: "cli-undo-redo-\(locale).txt")
  }

  @Test func undoAsJSONSaysWhatWasTakenBack() async {
    let harness = CommandLineHarness(store)
    _ = await harness.run("rate", "1", "4")

    let result = await harness.run("undo", "--json")

    #expect(result.output.contains(#""undone": {"#))
    #expect(result.output.contains(#""change": "rate""#))
    #expect(result.output.contains(#""message": "Took back: rated Carrier ★★★★☆.""#))
  }

  @Test(arguments: [
    (
      "undo", "en_US",
      "Nothing to undo: The history is empty, or every change in it is taken back already.\nChanges to the wish list and ratings can be taken back until an order is placed.\n"
    ),
    (
      "redo", "en_US",
      "Nothing to redo: No change has been taken back since the last one was made.\nTake a change back first; a new change, or an order, ends what can be put back.\n"
    ),
    (
      "undo", "fr_FR",
      "Rien à annuler\u{A0}: L’historique est vide, ou chaque modification y est déjà annulée.\nLes modifications de la liste d’envies et des notes peuvent être annulées jusqu’à la prochaine commande.\n"
    ),
  ])
  func withNothingToTakeOrPutBackItFails(command: String, locale: String, errors: String) async {
    let (result, json) = await run(command, in: locale)

    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(result.errors == errors)
    #expect(json.status == .failure)
    #expect(json.output.contains(#""code": "nothing-to-\#(command)""#))
  }

  @Test func anOrderEndsWhatCanBeTakenBack() async {
    let harness = CommandLineHarness(store)
    _ = await harness.run("wishlist", "add", "7")
    _ = await harness.run("checkout", "--yes")

    let result = await harness.run("undo")

    #expect(result.status == .failure)
    #expect(result.errors.hasPrefix("Nothing to undo: "))
  }

  @Test(arguments: [["orders", "x"], ["undo", "1"], ["redo", "--yes"], ["history", "all"]])
  func theyTakeNoArguments(arguments: [String]) async {
    let result = await CommandLineHarness(store).run(arguments)

    #expect(result.status == .usage)
  }
}
