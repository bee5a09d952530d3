import Testing

@testable import TaschTerminal

/// The pure parts of the shop's behaviour: where lists scroll, how the screen is shared.
@Suite struct ShopLogicTests {
  @Test func theCursorStaysOnScreen() {
    let position = ShopState.ListPosition()

    let moved = position.moved(by: 12, count: 100, visible: 10)

    #expect(moved == ShopState.ListPosition(cursor: 12, top: 3))
    #expect(
      moved.moved(by: -5, count: 100, visible: 10) == ShopState.ListPosition(cursor: 7, top: 3))
    #expect(
      moved.moved(by: -10, count: 100, visible: 10) == ShopState.ListPosition(cursor: 2, top: 2))
  }

  @Test func theCursorStaysInTheList() {
    #expect(ShopState.ListPosition().moved(by: 5, count: 3, visible: 10).cursor == 2)
    #expect(ShopState.ListPosition().moved(by: -5, count: 3, visible: 10).cursor == 0)
    #expect(
      ShopState.ListPosition(cursor: 8, top: 4).scrolled(count: 0, visible: 5)
        == ShopState.ListPosition())
  }

  @Test func aShrinkingListPullsTheCursorBack() {
    #expect(
      ShopState.ListPosition(cursor: 90, top: 85).scrolled(count: 20, visible: 10)
        == ShopState.ListPosition(cursor: 19, top: 10))
  }

  @Test func theWishListTakesWhatItNeedsUpToHalf() {
    let short = HomeLayout(rows: 24, columns: 80, wishListCount: 3)
    let long = HomeLayout(rows: 24, columns: 80, wishListCount: 50)
    let empty = HomeLayout(rows: 24, columns: 80, wishListCount: 0)

    #expect((short.catalogue.height, short.wishList.height) == (13, 3))
    #expect((long.catalogue.height, long.wishList.height) == (8, 8))
    #expect(empty.wishList.height == 1)
    #expect(short.wishList.row == 18)
  }

  @Test func keysDoNothingButQuitOnATooSmallTerminal() {
    var state = ShopState(rows: 10, columns: 30, loading: "…")

    #expect(ShopLogic.update(&state, .key(.character("c"))).isEmpty)
    #expect(ShopLogic.update(&state, .key(.character("q"))) == [.quit(.success)])
  }

  @Test func productKeysWaitForTheProduct() {
    var state = ShopState(rows: 24, columns: 80, loading: "…")
    _ = ShopLogic.update(&state, .productOpened(3))

    #expect(state.product?.id == 3)
    #expect(ShopLogic.update(&state, .key(.character("w"))).isEmpty)
    #expect(ShopLogic.update(&state, .key(.character("4"))).isEmpty)
    #expect(ShopLogic.update(&state, .key(.escape)) == [.closeProduct])
  }
}
