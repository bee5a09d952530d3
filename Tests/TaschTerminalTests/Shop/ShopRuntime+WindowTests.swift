import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// A large catalogue in the shop: only the rows around the screen are asked for, and the window
/// moves with the cursor, so that opening, scrolling and searching cost what they do on a small
/// catalogue.
@MainActor
@Suite struct ShopRuntimeWindowTests {
  /// 10,000 bags, `Bag 1` to `Bag 10000`, the wish list holding the first three.
  private func openLargeShop() async -> ShopHarness {
    let products = (1...10_000).map { number in
      ShopProduct.stub(id: ProductID(number), name: "Bag \(number)", price: .usd(Int64(number)))
    }
    let shop = ShopHarness(ShopFixture.store(products))
    await shop.open()
    return shop
  }

  /// The catalogue's rows loaded now, by position among all matches.
  private func loaded(_ shop: ShopHarness) -> Range<Int> {
    guard let list = shop.runtime.content.catalogue.content else { return 0..<0 }
    return list.firstPosition..<(list.firstPosition + list.rows.count)
  }

  private func catalogueReads(_ shop: ShopHarness) -> Int {
    shop.requests().filter { $0 == "read catalogue" }.count
  }

  @Test func opensWithTheRowsAroundTheScreenOnlyAndCountsThemAll() async {
    let shop = await openLargeShop()

    // 24 rows: 15 for the catalogue until the wish list is there; five screens of them.
    #expect(loaded(shop) == 0..<75)
    #expect(catalogueReads(shop) == 1)
    #expect(shop.screen.contains("Product catalogue") && shop.screen.contains("10,000 products"))
    #expect(shop.screen.contains("› Bag 1 "))
    #expect(!shop.screen.contains("…"))
  }

  @Test func scrollingInsideTheWindowAsksForNothing() async {
    let shop = await openLargeShop()

    await shop.press(.pageDown, .pageDown, .pageDown)

    #expect(catalogueReads(shop) == 1)
    #expect(shop.runtime.state.cataloguePosition.cursor == 36)
    #expect(shop.screen.contains("› Bag 37 "))
  }

  @Test func scrollingPastTheWindowMovesItWithTheCursor() async {
    let shop = await openLargeShop()

    // 13 rows beside the wish list, 12 a page: the rows from 72 on are past the first window.
    for _ in 1...7 { await shop.press(.pageDown) }

    let top = shop.runtime.state.cataloguePosition.top
    #expect(catalogueReads(shop) == 2)
    #expect(loaded(shop) == (top - 26)..<(top + 39), "two screens either side of the screen")
    #expect(shop.screen.contains("› Bag 85 "))
    #expect(!shop.screen.contains("…"))
  }

  @Test func aRowNotLoadedYetShowsAnEllipsisUntilItsWindowComes() async {
    let shop = await openLargeShop()
    shop.spy.hold(.catalogue)

    shop.type(.end)
    await shop.spy.waitUntilHeld(.catalogue)

    #expect(shop.runtime.state.cataloguePosition.cursor == 9_999)
    #expect(shop.screen.contains(" › …"))
    #expect(!shop.screen.contains("Bag 10000"))
    shop.spy.release(.catalogue)
    await shop.settle()
    #expect(shop.screen.contains("› Bag 10000 "))
    #expect(loaded(shop).contains(9_999))
  }

  @Test func aKeyOnTheCursorsProductWaitsForItsWindow() async {
    let shop = await openLargeShop()
    shop.spy.hold(.catalogue)

    shop.type(.end, .enter)
    await shop.spy.waitUntilHeld(.catalogue)
    #expect(shop.runtime.state.screen == .home, "Enter waits for the row under the cursor")
    shop.spy.release(.catalogue)
    await shop.settle()

    #expect(shop.runtime.state.screen == .product(10_000))
  }

  @Test func aSearchListsAWindowOfItsMatchesAndCountsThemAll() async {
    let shop = await openLargeShop()

    // Every name holding both words: "Bag 99", "Bag 199" and so on to "Bag 9999".
    await shop.press(
      .character("/"), .character("g"), .character(" "), .character("9"), .character("9"), .enter,
      .end)

    #expect(shop.screen.contains("“g 99” · 280 of 10,000"))
    #expect(shop.screen.contains("› Bag 9999 "))
    #expect(loaded(shop).contains(279))
  }

  @Test func theWindowToLoadIsNoneWhileTheShownRowsAreInTheOneAskedFor() {
    var state = ShopState(rows: 24, columns: 80)
    let list = ViewState<ProductCatalogueViewModel>.loading("Loading…")
    let wishList = ViewState<PricedListViewModel>.loading("Loading…")
    let asked = CatalogueQuery(offset: 0, limit: 65)

    let unknown = ShopContent(catalogue: list, wishList: wishList, query: asked)
    let known = ShopContent(
      catalogue: list, wishList: wishList, query: asked, catalogueTotal: 10_000)
    #expect(ShopLogic.windowToLoad(state, content: unknown) == nil, "the size is not known yet")
    #expect(ShopLogic.windowToLoad(state, content: known) == nil)

    // The catalogue has 15 rows beside an empty wish list: 60 to 74 are past the window.
    state.cataloguePosition = ShopState.ListPosition(cursor: 60, top: 60)
    #expect(ShopLogic.windowToLoad(state, content: known) == CatalogueQuery(offset: 30, limit: 75))
    state.cataloguePosition = ShopState.ListPosition(cursor: 50, top: 50)
    #expect(ShopLogic.windowToLoad(state, content: known) == nil, "50 to 64 are all in it")
  }
}
