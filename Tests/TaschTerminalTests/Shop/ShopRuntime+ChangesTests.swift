import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// Changes made in the shop and elsewhere: one change, one refresh of what it touched; changes
/// of other processes show; the cursor and the focused list stay; undo and redo say what they
/// did.
@MainActor
@Suite struct ShopRuntimeChangesTests {
  // MARK: - One change, one refresh

  @Test func removingAWishListItemIsOneUnitOfWorkAndOneCatalogueReload() async {
    let shop = await ShopHarness.opened()
    let before = shop.spy.calls.count

    await shop.press(.tab, .down, .character("x"))
    await shop.settleChanges()

    #expect(shop.requests(since: before) == ["update wishlist.remove", "read catalogue"])
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 3])
    #expect(shop.runtime.state.status == "Removed Travol from your wish list.")
  }

  @Test func changesOtherProcessesMakeShow() async {
    let shop = await ShopHarness.opened()

    shop.store.changeElsewhere("ann") { data in
      _ = data.addToWishList(4, at: .stub)
      _ = data.rate(1, .one, at: .stub)
    }
    await shop.settleChanges()

    #expect(shop.screen.contains("Papago Pack") && shop.screen.contains("$1,299.00"))
    #expect(shop.screen.contains("Total $1,799.00"))
  }

  @Test func aProductShowsChangesMadeElsewhereToo() async {
    let shop = await ShopHarness.opened()
    await shop.press(.enter)
    #expect(shop.screen.contains("[ Remove from wish list ]"))

    shop.store.changeElsewhere("ann") { _ = $0.removeFromWishList(1, at: .stub) }
    await shop.settleChanges()

    #expect(shop.screen.contains("[ Add to wish list ]"))
  }

  @Test func theCursorStaysOnItsProductWhenAChangeElsewhereMovesIt() async {
    let shop = ShopHarness(ShopFixture.store())
    await shop.open(at: .route(.products(CatalogueQuery(sortOrder: .rating))))
    // By rating, the Weekender (four stars from three shoppers) is seventh of eight.
    await shop.press(.down, .down, .down, .down, .down, .down)
    #expect(shop.productUnderCatalogueCursor == 6)

    shop.store.changeElsewhere("ann") { _ = $0.rate(6, .five, at: .stub) }
    await shop.settleChanges()

    // Five stars more lift it to fifth, and the cursor went with it.
    #expect(shop.runtime.state.cataloguePosition.cursor == 4)
    #expect(shop.productUnderCatalogueCursor == 6)
  }

  @Test func anotherOrderStartsAtItsTopWhereverTheProductUnderTheCursorWent() async {
    let shop = await ShopHarness.opened()
    await shop.press(.down, .down)
    #expect(shop.productUnderCatalogueCursor == 3)

    await shop.press(.character("s"))

    #expect(shop.runtime.content.query.sortOrder == .name)
    #expect(shop.runtime.state.cataloguePosition.cursor == 0)
    #expect(shop.productUnderCatalogueCursor == 1)
  }

  // MARK: - w and x on the home lists

  @Test func wTogglesTheProductUnderTheCursorOnEitherListAndSaysSo() async {
    let shop = await ShopHarness.opened()

    await shop.press(.down, .down, .down, .character("w"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3, 4])
    #expect(shop.runtime.state.status == "Added Papago Pack to your wish list.")
    #expect(shop.screen.contains("Added Papago Pack to your wish list."))

    await shop.press(.tab, .character("w"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [2, 3, 4])
    #expect(shop.runtime.state.status == "Removed Carrier from your wish list.")
    #expect(shop.runtime.state.focus == .wishList)
  }

  @Test func xInTheWishListKeepsTheFocusThereTillItIsEmpty() async {
    let shop = await ShopHarness.opened()

    await shop.press(.tab, .end, .character("x"))
    #expect(shop.runtime.state.focus == .wishList)
    #expect(shop.runtime.state.wishListPosition.cursor == 1, "the cursor moves up to the last")
    await shop.press(.character("x"), .character("x"))

    #expect(shop.store.data(of: "ann").wishList.productIDs.isEmpty)
    #expect(shop.runtime.state.focus == .catalogue)
  }

  @Test func theCursorIsWhereItWasAfterAProductAndAChange() async {
    let shop = await ShopHarness.opened()
    await shop.press(.down, .down, .down, .down)

    await shop.press(.enter, .character("w"), .escape)
    await shop.settleChanges()

    #expect(shop.runtime.state.screen == .home)
    #expect(shop.runtime.state.focus == .catalogue)
    #expect(shop.runtime.state.cataloguePosition.cursor == 4)
    #expect(shop.screen.contains("› Gravity Zero"))
  }

  @Test func aProductOpenedFromTheWishListGoesBackToTheWishList() async {
    let shop = await ShopHarness.opened()
    await shop.press(.tab, .down, .down)

    await shop.press(.enter, .character("4"), .escape)

    #expect(shop.runtime.state.focus == .wishList)
    #expect(shop.runtime.state.wishListPosition.cursor == 2)
  }

  // MARK: - Undo and redo

  @Test func uTakesBackAndCtrlRPutsBackSayingWhatTheyDid() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [2, 3]))
    await shop.press(.character("w"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [2, 3, 1])

    await shop.press(.character("u"))
    #expect(shop.runtime.state.status == "Took back: added Carrier to your wish list.")
    #expect(shop.store.data(of: "ann").wishList.productIDs == [2, 3])
    await shop.press(.control("r"))
    #expect(shop.runtime.state.status == "Put back: added Carrier to your wish list.")
    await shop.settleChanges()

    #expect(shop.store.data(of: "ann").wishList.productIDs == [2, 3, 1])
    #expect(shop.screen.contains("Total $500.00"), "the screens refresh as after any change")
  }

  @Test func undoWithNothingToTakeBackSaysSo() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("u"))

    #expect(shop.runtime.state.status?.contains("Nothing to undo") == true)
  }
}
