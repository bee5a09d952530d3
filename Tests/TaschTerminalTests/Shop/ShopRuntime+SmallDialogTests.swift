import Foundation
import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The checkout dialogs at the smallest size the shop takes, 40×12: a dialog that asks for
/// money always shows the total and its question, the lists give way instead, a mark counting
/// every line not shown, and no button is cut.
@MainActor
@Suite struct ShopRuntimeSmallDialogTests {
  /// A shop whose code takes 10% off and that charges for shipping, `ann` wishing for
  /// `wishList`, opened at 40×12.
  private func openShop(wishList: [ProductID]) async -> ShopHarness {
    await ShopHarness.opened(
      ShopFixture.storeWithCodeAndShipping(wishList: wishList), rows: 12, columns: 40)
  }

  /// Expects the dialog on `shop`'s screen to ask to place the order for `total`, with the total
  /// on a line of its own, 34 cells wide, and both buttons whole.
  private func expectAsksToPlaceTheOrder(
    for total: String, on shop: ShopHarness, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let totalLine = "Total".padding(toLength: 34 - total.count, withPad: " ", startingAt: 0) + total
    #expect(shop.screen.contains(totalLine), sourceLocation: sourceLocation)
    #expect(
      shop.screen.contains("Place this order for \(total)?"), sourceLocation: sourceLocation)
    #expect(shop.screen.contains("[ Cancel ]  [ OK ]"), sourceLocation: sourceLocation)
  }

  @Test func theQuestionWithACodeShowsItsTotalAndQuestionAndCountsTheItemsLeftOut() async {
    let shop = await openShop(wishList: [1, 3, 5])
    await shop.press(.character("%"))
    for character in "welcome10" { await shop.press(.character(character)) }
    await shop.press(.enter)
    await shop.settleChanges()

    await shop.press(.character("c"))

    expectAsksToPlaceTheOrder(for: "$315.90", on: shop)
    #expect(shop.screen.contains("Discount (WELCOME10)       −$34.00"))
    #expect(shop.screen.contains("Shipping                     $9.90"))
    #expect(shop.screen.contains("… 2 more"))
    Golden.assert(shop.screen, named: "shop-checkout-code-40x12.txt")
  }

  /// A list too long for the dialog scrolls to every item; the total and the question stay.
  ///
  /// Found at 100×30 with 23 items: the dialog said "… 2 more" of items it would order, and no
  /// key showed them.
  @Test func aListTooLongForTheDialogScrollsToEveryItem() async {
    let shop = await ShopHarness.opened(
      ShopFixture.store(wishList: [1, 3, 4, 5, 6, 7, 8]), rows: 12, columns: 40)
    await shop.press(.character("c"))
    let names = ["Carrier", "Urbanito", "Papago Pack", "Gravity Zero", "Weekender", "旅行用", "Sac à"]
    var seen: Set<String> = []
    for _ in names {
      seen.formUnion(names.filter(shop.screen.contains))
      await shop.press(.down)
    }
    let scrolled = shop.screen
    await shop.press(.end)
    let atTheEnd = shop.screen
    await shop.press(.home)

    #expect(seen == Set(names))
    #expect(scrolled.contains(" more ↑"))
    #expect(atTheEnd.contains("Sac à") && !atTheEnd.contains(" more ↓"))
    #expect(shop.screen.contains("Carrier") && !shop.screen.contains(" more ↑"))
    #expect(shop.screen.contains("Place this order for"))
    Golden.assert(scrolled, named: "shop-checkout-scrolled-40x12.txt")
  }

  /// Found by attack: ↓ past the end of the list counted on, and took as many ↑ to come back.
  @Test func theListScrollsNoFurtherThanItsEndSoOneUpShowsTheLineAbove() async {
    let shop = await ShopHarness.opened(
      ShopFixture.store(wishList: [1, 3, 4, 5, 6, 7, 8]), rows: 12, columns: 40)
    await shop.press(.character("c"))
    await shop.press(.end)
    let atTheEnd = shop.screen
    let lastTop = shop.runtime.state.dialogTop

    for _ in 0..<5 { await shop.press(.down) }
    let pastTheEnd = shop.screen
    await shop.press(.up)

    #expect(lastTop > 0)
    #expect(pastTheEnd == atTheEnd)
    #expect(shop.runtime.state.dialogTop == lastTop - 1)
    #expect(shop.screen != atTheEnd)
  }

  @Test func aLargerTerminalScrollsTheListNoFurtherThanItsEndAtTheNewSize() async {
    let shop = await ShopHarness.opened(
      ShopFixture.store(wishList: [1, 3, 4, 5, 6, 7, 8]), rows: 12, columns: 40)
    await shop.press(.character("c"))
    await shop.press(.end)
    #expect(shop.runtime.state.dialogTop > 0)

    shop.send(.resize(rows: 40, columns: 80))

    // Every line fits: the list is at its top, and one key ↑ is not spent coming back.
    #expect(shop.runtime.state.dialogTop == 0)
  }

  @Test func theWheelOverTheDialogScrollsItsList() async throws {
    let shop = await ShopHarness.opened(
      ShopFixture.store(wishList: [1, 3, 4, 5, 6, 7, 8]), rows: 12, columns: 40)
    await shop.press(.character("c"))
    let row = try #require(shop.row(containing: "Carrier"))

    await shop.mouse(.wheelDown, row: row, column: 20)
    let scrolled = shop.screen
    await shop.mouse(.wheelUp, row: row, column: 20)

    #expect(shop.runtime.state.dialogTop == 0)
    #expect(!scrolled.contains("Carrier") && scrolled.contains(" more ↑"))
    #expect(shop.screen.contains("Carrier") && !shop.screen.contains(" more ↑"))
    #expect(shop.screen.contains("Place this order for"))
  }

  @Test func theQuestionAfterLeavingOutWhatCannotBeOrderedShowsItsTotalAndQuestion() async {
    let shop = await ShopHarness.opened(rows: 12, columns: 40)

    await shop.press(.character("c"), .tab, .enter)

    #expect(shop.screen.contains("they come off your wish"))
    #expect(shop.screen.contains("… 2 more"))
    expectAsksToPlaceTheOrder(for: "$325.00", on: shop)
    Golden.assert(shop.screen, named: "shop-checkout-leaving-out-40x12.txt")
  }

  @Test func whatCannotBeOrderedKeepsItsButtonsWholeAndCountsWhatItLeavesOut() async {
    let shop = await ShopHarness.opened(
      ShopFixture.store(wishList: [1, 2, 3, 4, 5]), rows: 12, columns: 40)

    await shop.press(.character("c"))

    #expect(shop.screen.contains("• Travol  Out of stock"))
    #expect(shop.screen.contains("[ Take off, go on ]"))
    #expect(shop.screen.contains("[ Cancel ]"))
    #expect(!shop.screen.contains("[ Take them off your wish list …"))
    let shown = ["Carrier", "Urbanito", "Papago Pack", "Gravity Zero"].filter(shop.screen.contains)
    #expect(shop.screen.contains("… \(4 - shown.count) more"))
    Golden.assert(shop.screen, named: "shop-checkout-blocked-40x12.txt")
  }

  /// The button that goes on says so in fewer words where its whole label would be cut; where
  /// there is room it says it in full.
  @Test(arguments: ["en_US", "fr_FR", "de_DE", "ja_JP", "es_ES"])
  func theButtonThatGoesOnIsNeverCut(locale: String) async {
    for columns in [40, 80] {
      let shop = await ShopHarness.opened(
        ShopFixture.store(), locale: locale, rows: 12, columns: columns)

      await shop.press(.character("c"))

      let step = shop.runtime.state.overlay.flatMap { overlay -> BlockedCheckoutViewModel? in
        if case .checkout(.blocked(let blocked)) = overlay { blocked } else { nil }
      }
      let dialog = shop.runtime.content.checkoutDialog
      let label = dialog?.choices.last?.label ?? ""
      #expect(shop.screen.contains("[ " + label + " ]"))
      #expect((columns == 80) == (label == step?.removeAction))
    }
  }
}
