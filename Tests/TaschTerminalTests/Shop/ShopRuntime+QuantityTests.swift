import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `+` and `-` change how many of a product the wish list asks for: on the wish list's line
/// under the cursor, on a catalogue row, and on a product's screen; the line and the total
/// show it, and undo takes it back.
@MainActor
@Suite struct ShopRuntimeQuantityTests {
  @Test func plusOnTheWishListAsksForOneMoreAndTheTotalFollows() async {
    let shop = await ShopHarness.opened()

    await shop.press(.tab, .character("+"), .character("+"))
    await shop.settleChanges()

    #expect(shop.store.data(of: "ann").wishList.quantity(of: 1) == 3)
    #expect(shop.screen.contains("Carrier ×3"))
    #expect(shop.screen.contains("$750.00"))
    #expect(shop.screen.contains("Total $1,000.00"))
    #expect(shop.runtime.state.status == "Carrier on your wish list: 2 → 3.")
  }

  @Test func minusAtOneTakesTheLineOffAndUndoPutsItBack() async {
    let shop = await ShopHarness.opened()

    await shop.press(.tab, .down, .character("-"))
    await shop.settleChanges()
    let afterMinus = shop.store.data(of: "ann").wishList.productIDs
    await shop.press(.character("u"))
    await shop.settleChanges()

    #expect(afterMinus == [1, 3])
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3])
  }

  @Test func plusOnACatalogueRowPutsItOnTheWishList() async {
    let shop = await ShopHarness.opened()

    await shop.press(.down, .down, .down, .character("+"))
    await shop.settleChanges()

    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3, 4])
    #expect(shop.runtime.state.status == "Added Papago Pack to your wish list.")
  }

  @Test func plusAndMinusOnAProductChangeItsLineAndShowIt() async {
    let shop = await ShopHarness.opened()

    await shop.press(.enter, .character("+"), .character("="), .character("-"))
    await shop.settleChanges()

    #expect(shop.store.data(of: "ann").wishList.quantity(of: 1) == 2)
    #expect(shop.screen.contains("Quantity: 2"))
  }

  @Test func plusPastTheLimitSaysWhy() async {
    let shop = await ShopHarness.opened()

    await shop.press(.tab)
    for _ in 0..<99 { await shop.press(.character("+")) }
    await shop.settleChanges()

    #expect(shop.store.data(of: "ann").wishList.quantity(of: 1) == 99)
    #expect(
      shop.runtime.state.status == "Too many: At most 99 of Carrier can be in one order.")
  }
}
