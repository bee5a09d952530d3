import Foundation
import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct HistoryUseCaseTests {
  private let recorder = StateRecorder<[HistoryEntry]>()

  private func makeUseCase(_ shop: TestShop) -> HistoryUseCase {
    recorder.observing(HistoryUseCase(access: shop.access))
  }

  /// A shopper who added 3, then rated 1 four stars, then added 99 (no longer sold).
  private func shopWithChanges() -> TestShop {
    var data = ShopperData()
    _ = data.addToWishList(3, at: .stub)
    _ = data.rate(1, .four, at: .stub)
    _ = data.addToWishList(99, at: .stub)
    return TestShop(data)
  }

  // MARK: - Loading

  @Test func startsIdleWithoutAskingForData() {
    let shop = TestShop()

    #expect(makeUseCase(shop).state == .idle)
    #expect(shop.spy.calls.isEmpty)
  }

  @Test func listsTheChangesNewestFirstNamedFromTheShop() async {
    let shop = shopWithChanges()
    let useCase = makeUseCase(shop)

    await useCase.load()

    let changes = shop.data.history.changes
    #expect(
      recorder.states == [
        .loading,
        .content([
          HistoryEntry(changes[2], name: nil), HistoryEntry(changes[1], name: "Carrier"),
          HistoryEntry(changes[0], name: "Urbanito"),
        ]),
      ])
  }

  @Test func aReloadKeepsTheHistoryShownUntilTheNewOneIsHere() async {
    let shop = TestShop()
    let useCase = makeUseCase(shop)
    await useCase.load()
    shop.changeElsewhere { _ = $0.addToWishList(3, at: .stub) }

    await useCase.load()

    #expect(recorder.states.count == 3)
    #expect(recorder.states.prefix(2) == [.loading, .content([])])
    #expect(recorder.states.last?.content?.map(\.change.productID) == [3])
  }

  // MARK: - Undo and redo

  @Test func undoTakesBackTheNewestChangeAndShowsTheHistory() async throws {
    let shop = shopWithChanges()
    let useCase = makeUseCase(shop)

    let undone = try await useCase.undo()

    #expect(undone.entry.change.productID == 99 && undone.entry.productName == nil)
    #expect(shop.data.wishList.productIDs == [3])
    #expect(useCase.state.content?.map(\.change.isUndone) == [true, false, false])
  }

  @Test func redoPutsBackWhatUndoTookBack() async throws {
    let shop = shopWithChanges()
    let useCase = makeUseCase(shop)
    try await useCase.undo()
    try await useCase.undo()

    let redone = try await useCase.redo()

    #expect(redone.entry.change.productID == 1 && redone.entry.productName == "Carrier")
    #expect(shop.data.ratings == [1: .four])
    #expect(shop.data.wishList.productIDs == [3])
    #expect(useCase.state.content?.map(\.change.isUndone) == [true, false, false])
  }

  @Test func thereIsNothingToUndoOrRedoInANewShop() async {
    let shop = TestShop()
    let useCase = makeUseCase(shop)

    await #expect(throws: ShopError.nothingToUndo) { try await useCase.undo() }
    await #expect(throws: ShopError.nothingToRedo) { try await useCase.redo() }
    #expect(useCase.state == .idle)
  }

  @Test func undoingTwiceWhileTheFirstSavesTakesBackTwoChanges() async throws {
    let shop = shopWithChanges()
    let useCase = makeUseCase(shop)

    let first = await shop.spy.startedAndHeld(.undo) { try await useCase.undo() }
    let second = await started { try await useCase.undo() }
    shop.spy.release(.undo)
    let undone = [try await first.value, try await second.value]

    #expect(undone.map(\.entry.change.productID) == [99, 1])
    #expect(shop.data.ratings.isEmpty)
  }

  @Test func twentyAddsUndoneLeaveTheWishListAsItWas() async throws {
    let products = (100..<120).map { ShopProduct.stub(id: ProductID($0), name: "Bag \($0)") }
    let many = TestShop(
      ShopperData(wishList: WishList([7])), products: TestShop.products + products)
    let wishList = WishListUseCase(access: many.access)
    let useCase = makeUseCase(many)

    _ = try await wishList.add(products.map(\.id))
    for _ in products { try await useCase.undo() }

    #expect(many.data.wishList.productIDs == [7])
    await #expect(throws: ShopError.nothingToUndo) { try await useCase.undo() }
  }

  @Test func anOrderEndsTheHistory() async throws {
    let shop = TestShop()
    let wishList = WishListUseCase(access: shop.access)
    let cart = CartUseCase(access: shop.access)
    let useCase = makeUseCase(shop)
    _ = try await wishList.add([1])
    await cart.load()

    _ = try await cart.checkout(confirming: try #require(cart.state.content?.quote))

    await #expect(throws: ShopError.nothingToUndo) { try await useCase.undo() }
    await useCase.load()
    #expect(useCase.state == .content([]))
  }

  // MARK: - Following changes

  @Test func refreshesOnceForEachChangeOfTheHistoryButNotForItsOwn() async throws {
    let shop = shopWithChanges()
    let useCase = makeUseCase(shop)
    let wishList = WishListUseCase(access: shop.access)

    try await shop.follow(useCase) {
      try await useCase.undo()
      _ = try await wishList.add([7])
      shop.changeElsewhere { _ = $0.rate(3, .one, at: .stub) }
    }

    #expect(shop.reads(.history) == 3, "the load, the add and the rating")
    #expect(useCase.state.content?.map(\.change.productID) == [3, 7, 1, 3])
  }
}
