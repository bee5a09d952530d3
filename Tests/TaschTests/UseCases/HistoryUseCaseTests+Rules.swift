import Foundation
import Tasch
import TaschTestSupport
import Testing

/// Undo and redo keep the rules the changes kept when they were made: what the shop no longer
/// sells is not put on the wish list or rated, nor more of a product than it now allows.
@MainActor
@Suite struct HistoryUseCaseRulesTests {
  /// A shop selling the test products, one of them, Carrier, at most 3 per order.
  private func shop(_ data: ShopperData) -> TestShop {
    let carrier = ShopProduct.stub(
      id: 1, name: "Carrier", price: .usd(250), stock: 23, maxPerOrder: 3)
    return TestShop(data, products: [carrier] + TestShop.products.dropFirst())
  }

  @Test func redoingAnAddOfAProductNoLongerSoldIsRefusedAndChangesNothing() async throws {
    var data = ShopperData(wishList: WishList([3]))
    _ = data.addToWishList(99, at: .stub)
    _ = try data.undo()
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    await #expect(throws: ShopError.notFound(99)) { try await useCase.redo() }

    #expect(shop.data == data)
  }

  @Test func undoingThatWouldAskForMoreThanTheProductNowAllowsIsRefused() async throws {
    var data = ShopperData()
    _ = data.setQuantity(5, of: 1, at: .stub)
    _ = data.setQuantity(8, of: 1, at: .stub)
    _ = data.removeFromWishList(1, at: .stub)
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    await #expect(throws: ShopError.tooMany(1, maximum: 3)) { try await useCase.undo() }

    #expect(shop.data == data)
    #expect(shop.data.wishList.quantity(of: 1) == 0)
  }

  @Test func takingALineOffOrLoweringItWithinTheLimitIsAllowed() async throws {
    var data = ShopperData()
    _ = data.setQuantity(2, of: 1, at: .stub)
    _ = data.setQuantity(3, of: 1, at: .stub)
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    try await useCase.undo()
    #expect(shop.data.wishList.quantity(of: 1) == 2)
    try await useCase.undo()
    #expect(shop.data.wishList.quantity(of: 1) == 0)
  }

  @Test func loweringALineStillOverTheLimitIsAllowedAsItComesNearer() async throws {
    var data = ShopperData()
    _ = data.setQuantity(5, of: 1, at: .stub)
    _ = data.setQuantity(8, of: 1, at: .stub)
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    try await useCase.undo()

    #expect(shop.data.wishList.quantity(of: 1) == 5, "8 → 5, nearer the limit of 3")
    await #expect(throws: ShopError.tooMany(1, maximum: 3)) { try await useCase.redo() }
    #expect(shop.data.wishList.quantity(of: 1) == 5)
  }

  @Test func aRatingOfAProductNoLongerSoldIsNotPutBackButMayBeTakenBack() async throws {
    var data = ShopperData()
    _ = data.rate(99, .four, at: .stub)
    _ = data.rate(98, .two, at: .stub)
    _ = data.rate(98, .five, at: .stub)
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    // Taking back 98's five stars would rate it two again.
    await #expect(throws: ShopError.notFound(98)) { try await useCase.undo() }
    #expect(shop.data == data)

    var cleared = ShopperData()
    _ = cleared.rate(99, .four, at: .stub)
    let other = self.shop(cleared)
    let history = HistoryUseCase(access: other.access)
    try await history.undo()
    #expect(other.data.ratings.isEmpty)
    await #expect(throws: ShopError.notFound(99)) { try await history.redo() }
    #expect(other.data.ratings.isEmpty)
  }
}
