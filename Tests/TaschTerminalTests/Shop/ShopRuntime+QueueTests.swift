import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// Keys pressed while a change saves or a product loads wait, and are applied in order after it.
///
/// None is dropped but those typed ahead of a question of checkout, which is answered only by
/// keys typed once it is shown. Saving keeps the page; loading indicators move.
@MainActor
@Suite struct ShopRuntimeQueueTests {
  /// The shop on Carrier's screen, `ann` having rated it `rating`.
  private func openProduct(rating: Rating? = nil) async -> ShopHarness {
    let shop = ShopHarness(ShopFixture.store(ratings: rating.map { [1: $0] } ?? [:]))
    await shop.open()
    await shop.press(.enter)
    return shop
  }

  @Test func leftLeftFromFiveStarsDuringASlowSaveGivesThree() async {
    let shop = await openProduct(rating: .five)
    shop.spy.hold(.rate, count: 2)

    shop.type(.left, .left)
    #expect(await shop.eventually { shop.spy.heldCount(.rate) == 1 })
    #expect(shop.screen.contains("Rate the product"), "saving never blanks the page")
    shop.spy.release(.rate)
    #expect(await shop.eventually { shop.requests().filter { $0 == "update rate" }.count == 2 })
    shop.spy.release(.rate)
    await shop.settle()

    #expect(shop.store.data(of: "ann").ratings[1] == .three)
  }

  @Test func rightRightDuringASlowSaveEndsTwoStarsUp() async {
    let shop = await openProduct(rating: .two)
    shop.spy.hold(.rate, count: 2)

    shop.type(.right, .right)
    #expect(await shop.eventually { shop.spy.heldCount(.rate) == 1 })
    shop.spy.release(.rate)
    #expect(await shop.eventually { shop.requests().filter { $0 == "update rate" }.count == 2 })
    shop.spy.release(.rate)
    await shop.settle()

    #expect(shop.store.data(of: "ann").ratings[1] == .four)
    #expect(shop.screen.contains("Rate the product  ★★★★☆"))
  }

  @Test func pPDuringASlowStepMovesTwoProducts() async {
    let shop = await openProduct()
    shop.spy.hold(.product, count: 2)

    shop.type(.character("p"), .character("p"))
    #expect(await shop.eventually { shop.spy.heldCount(.product) == 1 })
    shop.spy.release(.product)
    #expect(await shop.eventually { shop.requests().filter { $0 == "read product" }.count == 3 })
    #expect(shop.runtime.state.screen == .product(8))
    shop.spy.release(.product)
    await shop.settle()

    #expect(shop.runtime.state.screen == .product(7))
  }

  /// Found by an attack: `c` and `y` typed at once placed the order of a cart never shown.
  @Test func aYTypedWhileTheCartLoadsDoesNotAnswerTheQuestionAboutIt() async {
    let shop = ShopHarness(ShopFixture.store(wishList: [1]))
    await shop.open()
    shop.spy.hold(.cart)

    shop.type(.character("c"), .character("y"))
    #expect(await shop.eventually { shop.spy.heldCount(.cart) == 1 })
    shop.spy.release(.cart)
    await shop.settle()

    #expect(shop.screen.contains("Place this order for $250.00?"))
    #expect(!shop.requests().contains("update checkout"), "nothing was ordered")
  }

  /// The shop once `y` placed the order of Carrier alone, and Urbanito was added elsewhere as
  /// it was placed, so that it was refused and asked about again; `typedAhead` typed meanwhile.
  private func orderFindingTheCartChanged(typedAhead: Key) async -> ShopHarness {
    let shop = ShopHarness(ShopFixture.store(wishList: [1]))
    await shop.open()
    await shop.press(.character("c"))
    shop.spy.hold(.checkout)
    shop.type(.character("y"))
    #expect(await shop.eventually { shop.spy.heldCount(.checkout) == 1 })
    shop.store.changeElsewhere("ann") { _ = $0.addToWishList(3, at: .stub) }
    shop.type(typedAhead)
    shop.spy.release(.checkout)
    await shop.settle()
    return shop
  }

  /// Found by an attack: a `y` typed while an order was placed confirmed the question asked
  /// again about a cart changed elsewhere, before it was ever drawn.
  @Test func aYTypedWhileAnOrderIsPlacedDoesNotAnswerTheQuestionAskedAgain() async {
    let shop = await orderFindingTheCartChanged(typedAhead: .character("y"))

    #expect(shop.screen.contains("Place this order for $325.00?"))
    #expect(shop.screen.contains("Your cart changed since you opened this"))
    #expect(shop.store.data(of: "ann").lastOrderNumber == 0, "nothing was ordered")
  }

  /// A quit asked for while the order was placed waited for an order that was not placed:
  /// the shop stays open to ask again, rather than close as though it was, and no longer says
  /// it closes once saved; a quit asked for then closes it.
  @Test func aQuitTypedWhileAnOrderIsPlacedWaitsForTheQuestionAskedAgain() async {
    let shop = await orderFindingTheCartChanged(typedAhead: .character("q"))

    #expect(shop.runtime.exitStatus == nil)
    #expect(shop.screen.contains("Your cart changed since you opened this"))
    #expect(!shop.screen.contains("the shop closes once it is saved"))
    #expect(shop.store.data(of: "ann").lastOrderNumber == 0, "nothing was ordered")
    await shop.press(.character("q"))
    #expect(shop.runtime.exitStatus == .success)
  }

  @Test func keysTypedWhileAProductOpensApplyToIt() async {
    let shop = ShopHarness()
    await shop.open()
    shop.spy.hold(.product)

    shop.type(.enter, .character("4"))
    #expect(await shop.eventually { shop.spy.heldCount(.product) == 1 })
    shop.spy.release(.product)
    await shop.settle()

    #expect(shop.store.data(of: "ann").ratings[1] == .four)
  }

  @Test func xXDuringASlowRemovalRemovesTwoItems() async {
    let shop = ShopHarness()
    await shop.open()
    await shop.press(.tab)
    shop.spy.hold(.wishListRemove)

    shop.type(.character("x"), .character("x"))
    #expect(await shop.eventually { shop.spy.heldCount(.wishListRemove) == 1 })
    #expect(shop.screen.contains("Travol"), "the list stays while the change saves")
    shop.spy.release(.wishListRemove)
    await shop.settle()

    #expect(shop.store.data(of: "ann").wishList.productIDs == [3])
  }

  @Test func typingGoesOnWhileTheCatalogueAnswersAndTheLatestSearchWins() async {
    let shop = ShopHarness()
    await shop.open()
    shop.spy.hold(.catalogue)

    shop.type(.character("/"), .character("u"), .character("r"))
    #expect(await shop.eventually { shop.spy.heldCount(.catalogue) == 1 })
    #expect(shop.runtime.state.searchLine == "ur", "both letters were typed")
    shop.spy.release(.catalogue)
    await shop.settle()

    #expect(shop.screen.contains("“ur”"))
    #expect(shop.runtime.content.catalogue.content?.rows.map(\.name) == ["Urbanito"])
  }

  // MARK: - Busy marks

  @Test func theSpinnerMovesWhileAListLoads() async {
    let shop = ShopHarness()
    shop.spy.hold(.catalogue)
    shop.start()
    #expect(await shop.eventually { shop.spy.heldCount(.catalogue) == 1 })
    #expect(shop.screen.contains("⠋ Loading…"))

    for (index, frame) in ["⠙", "⠹", "⠸"].enumerated() {
      await shop.clock.waitForSleepers(1)
      shop.clock.advance(by: .milliseconds(100))
      #expect(await shop.eventually { shop.runtime.state.spinnerFrame == index + 1 })
      #expect(shop.screen.contains(frame + " Loading…"))
    }

    shop.spy.release(.catalogue)
    await shop.settle()
    #expect(!shop.screen.contains("Loading…"))
    #expect(shop.clock.sleeperCount == 0, "the spinner stops once nothing loads")
  }

  @Test func aSlowChangeOnAHomeListIsMarkedWhereItHappens() async throws {
    let shop = ShopHarness()
    await shop.open()
    shop.spy.hold(.wishListAdd)

    shop.type(.down, .down, .down, .character("w"))
    #expect(await shop.eventually { shop.spy.heldCount(.wishListAdd) == 1 })
    let row = try #require(shop.row(containing: "Papago Pack"))
    #expect(shop.canvas.text.split(separator: "\n")[row].contains("⠋"))
    shop.spy.release(.wishListAdd)
    await shop.settle()

    #expect(shop.runtime.state.savingItem == nil)
  }

  @Test func qDuringASlowSaveSaysItWaitsThenQuitsOnceSaved() async {
    let shop = await openProduct()
    shop.spy.hold(.wishListRemove, count: 1)

    shop.type(.character("w"), .character("q"))
    #expect(await shop.eventually { shop.spy.heldCount(.wishListRemove) == 1 })
    #expect(shop.screen.contains("Saving… the shop closes once it is saved"))
    #expect(shop.runtime.exitStatus == nil)
    shop.spy.release(.wishListRemove)
    await shop.settle()

    #expect(shop.runtime.exitStatus == .success)
    #expect(shop.store.data(of: "ann").wishList.productIDs == [2, 3])
  }

  /// Found by attack: a removal that failed while the shop waited to quit closed the shop as
  /// though it was saved, saying nothing, the product still on the list.
  @Test func aSaveThatFailsWhileTheShopWaitsToQuitKeepsItOpenToSaySo() async {
    let shop = await openProduct()
    shop.spy.hold(.wishListRemove, count: 1)
    shop.spy.failNext(.wishListRemove, with: .offline)

    shop.type(.character("w"), .character("q"))
    #expect(await shop.eventually { shop.spy.heldCount(.wishListRemove) == 1 })
    shop.spy.release(.wishListRemove)
    await shop.settle()

    #expect(shop.runtime.exitStatus == nil)
    #expect(!shop.runtime.state.quitsOnceSaved)
    #expect(shop.screen.contains("offline"))
    #expect(!shop.screen.contains("the shop closes once it is saved"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3])
    shop.type(.character("q"))
    #expect(shop.runtime.exitStatus == .success)
  }

  @Test func anOrderThatFailsWhileTheShopWaitsToQuitKeepsItOpenToSaySo() async {
    let shop = ShopHarness(ShopFixture.store(wishList: [1]))
    await shop.open()
    await shop.press(.character("c"))
    shop.spy.hold(.checkout)
    shop.spy.failNext(.checkout, with: .timeout)

    shop.type(.character("y"), .character("q"))
    #expect(await shop.eventually { shop.spy.heldCount(.checkout) == 1 })
    shop.spy.release(.checkout)
    await shop.settle()

    #expect(shop.runtime.exitStatus == nil)
    #expect(shop.screen.contains("not answering"))
    #expect(shop.store.data(of: "ann").lastOrderNumber == 0, "nothing was ordered")
  }

  @Test func aSecondQDuringASlowSaveQuitsAtOnce() async {
    let shop = await openProduct()
    shop.spy.hold(.wishListRemove, count: 1)

    shop.type(.character("w"), .character("q"))
    #expect(await shop.eventually { shop.spy.heldCount(.wishListRemove) == 1 })
    shop.type(.character("q"))

    #expect(shop.runtime.exitStatus == .success)
    shop.spy.release(.wishListRemove)
    await shop.settle()
  }
}
