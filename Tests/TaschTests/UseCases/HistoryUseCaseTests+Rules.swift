import Foundation
import Tasch
import TaschTestSupport
import Testing

/// Undo and redo keep the rules the changes kept when they were made.
///
/// What the shop no longer sells is not put on the wish list or rated, nor more of a product
/// than it now allows. A step they refuse is passed over, so that it does not stand before the
/// steps behind it for good.
@MainActor
@Suite struct HistoryUseCaseRulesTests {
  /// A shop selling the test products, one of them, Carrier, at most 3 per order.
  private func shop(_ data: ShopperData) -> TestShop {
    let carrier = ShopProduct.stub(
      id: 1, name: "Carrier", price: .usd(250), stock: 23, maxPerOrder: 3)
    return TestShop(data, products: [carrier] + TestShop.products.dropFirst())
  }

  @Test func redoingAnAddOfAProductNoLongerSoldPassesItOverAndChangesNothingElse() async throws {
    var data = ShopperData(wishList: WishList([3]))
    _ = data.addToWishList(99, at: .stub)
    _ = try data.undo()
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    let redone = try await useCase.redo()

    #expect(redone.passedOver == .refused(.notFound(99)))
    #expect(redone.entry.change.productID == 99 && !redone.entry.change.isUndone)
    #expect(shop.data.wishList == data.wishList)
    #expect(shop.data.history.changes.map(\.isUndone) == [false])
    await #expect(throws: ShopError.nothingToRedo) { try await useCase.redo() }
  }

  @Test func undoingThatWouldAskForMoreThanTheProductNowAllowsIsPassedOver() async throws {
    var data = ShopperData()
    _ = data.setQuantity(5, of: 1, at: .stub)
    _ = data.setQuantity(8, of: 1, at: .stub)
    _ = data.removeFromWishList(1, at: .stub)
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    let undone = try await useCase.undo()

    #expect(undone.passedOver == .refused(.tooMany(1, maximum: 3)))
    #expect(shop.data.wishList == data.wishList)
    #expect(shop.data.wishList.quantity(of: 1) == 0)
    #expect(shop.data.history.changes.map(\.isUndone) == [false, false, true])
    // The change behind it is the next, and would set a line that is not there: passed over
    // too, as changing nothing.
    let next = try await useCase.undo()
    #expect(next.passedOver == .changesNothing)
    #expect(next.entry.change.kind == .changedQuantity(from: 5, to: 8))
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
    #expect(try await useCase.redo().passedOver == .refused(.tooMany(1, maximum: 3)))
    #expect(shop.data.wishList.quantity(of: 1) == 5)
  }

  @Test func aRatingOfAProductNoLongerSoldIsNotPutBackButMayBeTakenBack() async throws {
    var data = ShopperData()
    _ = data.rate(99, .four, at: .stub)
    _ = data.rate(98, .two, at: .stub)
    _ = data.rate(98, .five, at: .stub)
    let shop = shop(data)
    let useCase = HistoryUseCase(access: shop.access)

    // Taking back 98's five stars would rate it two again: passed over, the rating as it is.
    #expect(try await useCase.undo().passedOver == .refused(.notFound(98)))
    #expect(shop.data.ratings == data.ratings)
    // Taking back the first rating of 98 or of 99 takes a rating off.
    #expect(try await useCase.undo().passedOver == nil)
    #expect(shop.data.ratings == [99: .four])

    var cleared = ShopperData()
    _ = cleared.rate(99, .four, at: .stub)
    let other = self.shop(cleared)
    let history = HistoryUseCase(access: other.access)
    try await history.undo()
    #expect(other.data.ratings.isEmpty)
    #expect(try await history.redo().passedOver == .refused(.notFound(99)))
    #expect(other.data.ratings.isEmpty)
  }
}
