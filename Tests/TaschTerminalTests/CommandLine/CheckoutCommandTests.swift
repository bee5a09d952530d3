import Synchronization
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch checkout`: what would be ordered is shown, asked about on a terminal, and only that
/// is ordered.
@MainActor
@Suite struct CheckoutCommandTests {
  /// A store whose stub shopper wishes for Carrier and the backpack, both in stock.
  private let store = Shelf.store(wishList: [1, 7])

  /// A harness on a terminal whose person answers `answers` in turn.
  private func onATerminal(answering answers: [String?]) -> CommandLineHarness {
    var harness = CommandLineHarness(store)
    harness.inputIsTerminal = true
    let remaining = Mutex(answers)
    harness.answer = {
      remaining.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
    return harness
  }

  @Test func withoutATerminalItNeedsYesAndOrdersNothing() async {
    let harness = CommandLineHarness(store)

    let result = await harness.run("checkout")

    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "tasch: checking out asks for confirmation, and there is no terminal to ask on"))
    #expect(harness.store.calls.isEmpty)
  }

  @Test(arguments: [["cart", "--code", ""], ["checkout", "--yes", "--code="]])
  func anEmptyCodeIsAUsageErrorAndTouchesNothing(arguments: [String]) async {
    let harness = CommandLineHarness(store)

    let result = await harness.run(arguments)

    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("tasch: --code needs a name, and was given an empty one"))
    #expect(harness.store.calls.isEmpty)
  }

  @Test(arguments: ["--yes", "-y"])
  func yesOrdersWithoutAskingAndPrintsWhatWasOrdered(flag: String) async {
    let harness = CommandLineHarness(store)

    let result = await harness.run("checkout", flag)

    #expect(result.status == .success)
    #expect(harness.store.operations == [.checkout])
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-checkout-placed.txt")
  }

  @Test func withYesWhatWasOrderedShowsItsDiscountAndShippingSoThatItAddsUpToTheTotal() async {
    let harness = CommandLineHarness(
      Shelf.store(Shelf.catalogueWithCodeAndShipping, wishList: [7]))

    let result = await harness.run("checkout", "--yes", "--code", "WELCOME10")

    #expect(result.status == .success)
    #expect(
      result.output == """
        Thank you! Order 1 is placed.
          7  旅行用バックパック  $129.00
        Discount (WELCOME10) −$12.90
        Shipping $9.90
        Total $126.00

        """)
  }

  @Test(arguments: [" WELCOME10", "welcome10 "])
  func theWhiteSpaceAroundACodeIsNotPartOfIt(code: String) async {
    let harness = CommandLineHarness(
      Shelf.store(Shelf.catalogueWithCodeAndShipping, wishList: [7]))

    let cart = await harness.run("cart", "--code", code)
    let placed = await harness.run("checkout", "--yes", "--code", code)

    #expect(cart.status == .success)
    #expect(cart.output.contains("Discount (WELCOME10)"), "\(cart.output)")
    #expect(placed.status == .success)
    #expect(placed.output.contains("Discount (WELCOME10) −$12.90"))
  }

  @Test func aCodeForEveryProductOnACartThatCostsNothingIsSaidToTakeNothingOff() async {
    let harness = CommandLineHarness(Shelf.store(Shelf.catalogueOfAFreeProduct, wishList: [4]))

    let cart = await harness.run("cart", "--code", "A1")
    let placed = await harness.run("checkout", "--yes", "--code", "A1")

    #expect(cart.status == .failure)
    #expect(cart.errors.contains("The code A1 would take nothing off your cart."), "\(cart.errors)")
    #expect(placed.status == .failure)
    #expect(placed.errors.contains("The code A1 would take nothing off your cart."))
    #expect(!placed.output.contains("Thank you!"))
  }

  @Test func theOrderAsJSON() async {
    let result = await CommandLineHarness(store).run("checkout", "--yes", "--json")

    #expect(result.status == .success)
    Golden.assert(result.output, named: "cli-checkout.json")
  }

  @Test func onATerminalItShowsTheItemsAndTotalThenAsks() async {
    let result = await onATerminal(answering: ["n"]).run("checkout")

    #expect(
      result.errors == """
          1  Carrier             $250.00
          7  旅行用バックパック  $129.00
        Total  $379.00
        Place this order for $379.00? [y/N] Nothing was ordered.

        """)
  }

  @Test(arguments: [
    ("y", true), ("YES", true), (" yes ", true), ("n", false), ("", false), ("ja", false),
  ])
  func onATerminalItOrdersOnlyOnYes(answer: String, orders: Bool) async {
    let harness = onATerminal(answering: [answer])

    let result = await harness.run("checkout")

    #expect(result.status == (orders ? .success : .failure))
    #expect(harness.store.operations.contains(.checkout) == orders)
    if orders {
      #expect(result.output.hasPrefix("Thank you! Order 1 is placed.\n"))
    } else {
      #expect(result.errors.hasSuffix("Nothing was ordered.\n"))
    }
  }

  @Test func theQuestionAndAnswerAreInTheUsersLanguage() async {
    var harness = onATerminal(answering: ["ja"])
    harness.environment["LANG"] = "de_DE.UTF-8"

    let result = await harness.run("checkout")

    #expect(result.errors.hasSuffix("Diese Bestellung für 379,00\u{A0}$ aufgeben? [j/N] "))
    #expect(result.errors.contains("Gesamt  379,00\u{A0}$\n"))
    #expect(result.status == .success)
  }

  @Test func theEndOfInputIsNo() async {
    let harness = onATerminal(answering: [nil])

    #expect(await harness.run("checkout").status == .failure)
    #expect(!harness.store.operations.contains(.checkout))
  }

  @Test func aCartChangedWhileThePersonAnswersIsAskedAboutAgain() async {
    var harness = onATerminal(answering: [])
    let store = self.store
    let answers = Mutex(0)
    harness.answer = {
      let answered = answers.withLock { count in
        count += 1
        return count
      }
      // While the person reads the first question, another process changes the wish list.
      if answered == 1 {
        store.changeElsewhere(Shopper.stub.name) { _ = $0.removeFromWishList(7, at: .stub) }
      }
      return "y"
    }

    let result = await harness.run("checkout")

    #expect(answers.withLock { $0 } == 2, "asked twice")
    #expect(
      result.errors.hasSuffix(
        "Your cart changed since you opened this: check it again.\n  1  Carrier  $250.00\n"
          + "Total  $250.00\nPlace this order for $250.00? [y/N] "))
    #expect(result.output.hasPrefix("Thank you! Order 1 is placed.\n"))
    #expect(result.output.contains("Total $250.00"))
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs.isEmpty)
  }

  @Test func withYesTheCartIsOrderedAsTheOrderFindsItAndShown() async throws {
    let harness = CommandLineHarness(store)
    harness.store.hold(.checkout)

    let running = Task { await harness.run("checkout", "--yes") }
    while harness.store.heldCount(.checkout) == 0 { await Task.yield() }
    store.changeElsewhere(Shopper.stub.name) { _ = $0.removeFromWishList(7, at: .stub) }
    harness.store.release(.checkout)
    let result = await running.value

    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    #expect(
      result.output == """
        Thank you! Order 1 is placed.
          1  Carrier  $250.00
        Total $250.00

        """)
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 1)
  }

  @Test func unavailableItemsAreListedAndNothingIsOrdered() async {
    let shelf = Shelf.store()

    let result = await CommandLineHarness(shelf).run("checkout", "--yes")

    #expect(result.status == .failure)
    #expect(shelf.data(of: Shopper.stub.name) == ShopperData(wishList: WishList([1, 2, 99])))
    #expect(
      result.errors == """
        Cannot order yet: These items cannot be ordered now:
          Travol (Out of stock)
          Product 99 (No longer available)
        Remove them from your wish list, then check out.

        """)
  }

  @Test func unavailableItemsAsJSON() async {
    let result = await CommandLineHarness().run("checkout", "--yes", "--json")

    #expect(result.status == .failure)
    #expect(result.output.contains(#""code": "out-of-stock""#))
    #expect(result.output.contains("These items cannot be ordered now: Travol and Product 99."))
  }

  @Test func aCartTooLargeToTotalIsRefusedAndNothingIsOrdered() async {
    let store = Shelf.overflowingStore()
    let harness = CommandLineHarness(store)

    let text = await harness.run("checkout", "--yes")
    let json = await harness.run("checkout", "--yes", "--json")

    #expect(text.status == .failure && json.status == .failure)
    #expect(
      text.errors == """
        Amount too large: A total is too large to compute exactly.
        Remove some items from your wish list.

        """)
    #expect(json.output.contains(#""code": "amount-out-of-range""#))
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 0)
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 2])
  }

  @Test func anEmptyCartIsRefused() async {
    let result = await CommandLineHarness(Shelf.store(wishList: [])).run("checkout", "--yes")

    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix(
        "Nothing to order: Your wish list is empty, so there is nothing to check out."))
  }

  @Test func aRefusalAtOrderTimeIsReported() async {
    let harness = CommandLineHarness(store)
    harness.store.failNext(.checkout, with: .outOfStock([1]))

    let result = await harness.run("checkout", "--yes")

    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix("Cannot order yet: These items cannot be ordered now: Carrier."))
    #expect(store.data(of: Shopper.stub.name).lastOrderNumber == 0)
  }

  @Test func aFailedCartLoadStopsBeforeAsking() async {
    let harness = onATerminal(answering: ["y"])
    harness.store.failNext(.cart, with: .timeout)

    let result = await harness.run("checkout")

    #expect(result.status == .failure)
    #expect(harness.store.operations == [.cart])
  }
}
