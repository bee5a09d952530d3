import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct WishListUseCaseQuantityTests {
  private func loadedUseCase(_ shop: TestShop) async -> WishListUseCase {
    let useCase = WishListUseCase(access: shop.access)
    await useCase.load()
    return useCase
  }

  @Test func settingAQuantityAddsWhatIsNotThereAndSetsWhatIs() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)

    let edit = try await useCase.setQuantity(2, of: [1, 7, 42])

    #expect(
      edit.entries.map(\.outcome) == [.quantityChanged(from: 1), .changed, .refused(.notFound(42))])
    #expect(shop.data.wishList == WishList([1, 7], quantities: [1: 2, 7: 2]))
    #expect(useCase.state.content?.lines.map(\.quantity) == [2, 2])
    #expect(shop.spy.operations.last == .wishListAdd)
  }

  @Test func settingZeroTakesTheLineOffAsARemoval() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1, 3], quantities: [3: 4])))
    let useCase = await loadedUseCase(shop)

    let edit = try await useCase.setQuantity(0, of: [3])

    #expect(edit.entries.map(\.outcome) == [.changed])
    #expect(shop.data.wishList.productIDs == [1])
    #expect(shop.spy.operations.last == .wishListRemove)
  }

  @Test func settingMoreThanTheProductAllowsIsRefusedAndChangesNothing() async throws {
    var limited = TestShop.carrier
    limited.maxPerOrder = 2
    let shop = TestShop(
      ShopperData(wishList: WishList([1])), products: [limited, TestShop.urbanito])
    let useCase = await loadedUseCase(shop)

    let edit = try await useCase.setQuantity(3, of: [1, 3])

    #expect(edit.entries.map(\.outcome) == [.refused(.tooMany(1, maximum: 2)), .changed])
    #expect(shop.data.wishList == WishList([1, 3], quantities: [3: 3]))
  }

  @Test func plusAndMinusChangeTheLineByOneAndMinusAtOneTakesItOff() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let first = try await useCase.changeQuantity(of: 7, by: 1)
    let second = try await useCase.changeQuantity(of: 7, by: 1)
    let afterPlus = shop.data.wishList
    _ = try await useCase.changeQuantity(of: 7, by: -1)
    let last = try await useCase.changeQuantity(of: 7, by: -1)

    #expect(first.entries.map(\.outcome) == [.changed])
    #expect(second.entries.map(\.outcome) == [.quantityChanged(from: 1)])
    #expect(afterPlus == WishList([7], quantities: [7: 2]))
    #expect(last.entries.map(\.outcome) == [.changed])
    #expect(shop.data.wishList.productIDs.isEmpty)
    #expect(
      shop.spy.operations
        == [.wishList, .wishListAdd, .wishListAdd, .wishListAdd, .wishListRemove])
  }

  @Test func undoTakesBackAChangeOfQuantity() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = await loadedUseCase(shop)
    _ = try await useCase.setQuantity(3, of: [1])

    _ = try shop.store.update(for: .stub, origin: ChangeOrigin()) {
      _, work throws(ShopError) in try work.shopper.undo()
    }

    #expect(shop.data.wishList == WishList([1]))
    #expect(shop.data.history.changes.map(\.isUndone) == [true])
  }
}
