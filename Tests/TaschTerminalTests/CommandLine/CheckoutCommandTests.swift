import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

@MainActor
@Suite struct CheckoutCommandTests {
  private let spy = DataLayerSpy()

  init() throws {
    spy.answers.cart = .success(try .stub([.product(Shelf.carrier)]))
    spy.answers.checkout = .success(.stub(number: 3, total: .usd(250)))
  }

  @Test func withoutATerminalItNeedsYesAndOrdersNothing() async {
    let result = await CommandLineHarness(spy).run("checkout")

    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "tasch: checking out asks for confirmation, and there is no terminal to ask on"))
    #expect(spy.calls.isEmpty)
  }

  @Test func yesOrdersWithoutAsking() async {
    let result = await CommandLineHarness(spy).run("checkout", "--yes")

    #expect(result.status == .success)
    #expect(spy.calls == [.cart, .checkout])
    Golden.assert(result.output, named: "cli-checkout-placed.txt")
  }

  @Test func theOrderAsJSON() async {
    let result = await CommandLineHarness(spy).run("checkout", "--yes", "--json")

    #expect(result.status == .success)
    Golden.assert(result.output, named: "cli-checkout.json")
  }

  @Test(arguments: [
    ("y", true), ("YES", true), (" yes ", true), ("n", false), ("", false), ("ja", false),
  ])
  func onATerminalItAsksAndOrdersOnlyOnYes(answer: String, orders: Bool) async {
    var harness = CommandLineHarness(spy)
    harness.inputIsTerminal = true
    harness.answer = answer

    let result = await harness.run("checkout")

    #expect(result.errors.hasPrefix("Are you sure you want to proceed to checkout? [y/N] "))
    #expect(result.status == (orders ? .success : .failure))
    #expect(spy.count(of: .checkout) == (orders ? 1 : 0))
    if !orders { #expect(result.errors.hasSuffix("Nothing was ordered.\n")) }
  }

  @Test func theAnswerIsReadInTheUsersLanguage() async {
    var harness = CommandLineHarness(spy)
    harness.inputIsTerminal = true
    harness.environment["LANG"] = "de_DE.UTF-8"
    harness.answer = "ja"

    let result = await harness.run("checkout")

    #expect(result.errors.hasPrefix("Möchtest du wirklich zur Kasse gehen? [j/N] "))
    #expect(result.status == .success)
  }

  @Test func theEndOfInputIsNo() async {
    var harness = CommandLineHarness(spy)
    harness.inputIsTerminal = true
    harness.answer = nil

    #expect(await harness.run("checkout").status == .failure)
    #expect(spy.count(of: .checkout) == 0)
  }

  @Test func unavailableItemsAreListedAndNothingIsOrdered() async throws {
    spy.answers.cart = .success(try .stub(Shelf.wishList))

    let result = await CommandLineHarness(spy).run("checkout", "--yes")

    #expect(result.status == .failure)
    #expect(spy.count(of: .checkout) == 0)
    #expect(
      result.errors == """
        These items cannot be ordered now:
          Travol (Out of stock)
          Product 99 (No longer available)
        Remove them from your wish list, then check out.

        """)
  }

  @Test func unavailableItemsAsJSON() async throws {
    spy.answers.cart = .success(try .stub(Shelf.wishList))

    let result = await CommandLineHarness(spy).run("checkout", "--yes", "--json")

    #expect(result.status == .failure)
    #expect(result.output.contains("\"code\" : \"out-of-stock\""))
    #expect(result.output.contains("These items cannot be ordered now: Travol and Product 99."))
  }

  @Test func anEmptyCartIsRefused() async throws {
    spy.answers.cart = .success(try .stub([]))

    let result = await CommandLineHarness(spy).run("checkout", "--yes")

    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix(
        "Nothing to order: Your wish list is empty, so there is nothing to check out."))
  }

  @Test func aRefusalAtOrderTimeIsReported() async {
    spy.answers.checkout = .failure(.outOfStock([1]))

    let result = await CommandLineHarness(spy).run("checkout", "--yes")

    #expect(result.status == .failure)
    #expect(
      result.errors.hasPrefix("Cannot order yet: These items cannot be ordered now: Carrier."))
  }

  @Test func aFailedCartLoadStopsBeforeOrdering() async {
    spy.answers.cart = .failure(.timeout)

    let result = await CommandLineHarness(spy).run("checkout", "--yes")

    #expect(result.status == .failure)
    #expect(spy.calls == [.cart])
  }
}
