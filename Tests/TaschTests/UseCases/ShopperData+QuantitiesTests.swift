import Foundation
import Tasch
import TaschTestSupport
import Testing

@Suite struct ShopperDataQuantitiesTests {
  private let at = Date.stub
  private let carrier = ShopProduct.stub(id: 1, name: "Carrier", stock: 23)

  @Test func aProductNotOnTheListIsPutThereAsManyAsAskedFor() {
    var data = ShopperData()

    let outcome = data.setQuantity(of: 1, sold: carrier, at: at) { _ in 3 }

    #expect(outcome == .changed)
    #expect(data.wishList == WishList([1], quantities: [1: 3]))
    #expect(data.history.changes == [ShopperChange(.addedToWishList(quantity: 3), of: 1, at: at)])
  }

  @Test func aLineOnTheListChangesItsQuantityAndSaysFromWhat() {
    var data = ShopperData(wishList: WishList([1]))

    let outcome = data.setQuantity(of: 1, sold: carrier, at: at) { $0 + 2 }

    #expect(outcome == .quantityChanged(from: 1))
    #expect(data.wishList.quantity(of: 1) == 3)
    #expect(
      data.history.changes == [ShopperChange(.changedQuantity(from: 1, to: 3), of: 1, at: at)])
  }

  @Test func zeroTakesTheLineOffRecordingItsQuantity() {
    var data = ShopperData(wishList: WishList([7, 1], quantities: [1: 4]))

    let outcome = data.setQuantity(of: 1, sold: carrier, at: at) { $0 - 9 }

    #expect(outcome == .changed)
    #expect(data.wishList.productIDs == [7])
    #expect(
      data.history.changes == [
        ShopperChange(.removedFromWishList(position: 1, quantity: 4), of: 1, at: at)
      ])
  }

  @Test func theSameQuantityChangesNothing() {
    var data = ShopperData(wishList: WishList([1], quantities: [1: 2]))
    let before = data

    #expect(data.setQuantity(of: 1, sold: carrier, at: at) { _ in 2 } == .unchanged)
    #expect(data.setQuantity(of: 9, sold: nil, at: at) { _ in 0 } == .unchanged)
    #expect(data == before)
  }

  @Test(arguments: [(nil, 99), (4, 4), (200, 99)] as [(Int?, Int)])
  func noLineAsksForMoreThanTheProductAllows(maxPerOrder: Int?, largest: Int) {
    var limited = carrier
    limited.maxPerOrder = maxPerOrder
    var data = ShopperData(wishList: WishList([1], quantities: [1: largest]))

    let outcome = data.setQuantity(of: 1, sold: limited, at: at) { $0 + 1 }

    #expect(outcome == .refused(.tooMany(1, maximum: largest)))
    #expect(data.wishList.quantity(of: 1) == largest)
    #expect(data.history.changes.isEmpty)
  }

  @Test func aProductTheShopDoesNotSellCanOnlyBeLoweredOrTakenOff() {
    var data = ShopperData(wishList: WishList([9], quantities: [9: 3]))

    let raised = data.setQuantity(of: 9, sold: nil, at: at) { $0 + 1 }
    let added = data.setQuantity(of: 8, sold: nil, at: at) { _ in 1 }
    let lowered = data.setQuantity(of: 9, sold: nil, at: at) { $0 - 1 }
    let removed = data.setQuantity(of: 9, sold: nil, at: at) { _ in 0 }

    #expect(raised == .refused(.notFound(9)))
    #expect(added == .refused(.notFound(8)))
    #expect(lowered == .quantityChanged(from: 3))
    #expect(removed == .changed)
    #expect(data.wishList.productIDs.isEmpty)
  }

  /// A line over a limit the catalogue lowered since may be lowered, and raising it stays
  /// refused.
  ///
  /// Lowered a step at a time, as `-` does and as undo may, it comes nearer what the shop
  /// allows.
  @Test func aLineOverALimitLoweredSinceMayBeLoweredButNotRaised() {
    var limited = carrier
    limited.maxPerOrder = 3
    var data = ShopperData(wishList: WishList([1], quantities: [1: 8]))

    let lowered = data.setQuantity(of: 1, sold: limited, at: at) { $0 - 1 }
    let raised = data.setQuantity(of: 1, sold: limited, at: at) { $0 + 1 }

    #expect(lowered == .quantityChanged(from: 8))
    #expect(raised == .refused(.tooMany(1, maximum: 3)))
    #expect(data.wishList.quantity(of: 1) == 7)
  }

  @Test func undoAndRedoTakeBackAndPutBackEveryQuantity() throws {
    var data = ShopperData()
    _ = data.setQuantity(of: 1, sold: carrier, at: at) { _ in 2 }
    _ = data.setQuantity(of: 1, sold: carrier, at: at) { _ in 5 }
    let atFive = data.wishList
    _ = data.setQuantity(of: 1, sold: carrier, at: at) { _ in 0 }

    _ = try data.undo()
    let restored = data.wishList
    _ = try data.undo()
    let backToTwo = data.wishList
    _ = try data.undo()
    let empty = data.wishList
    _ = try data.redo()
    let addedAgain = data.wishList
    _ = try data.redo()
    _ = try data.redo()

    #expect(restored == atFive)
    #expect(backToTwo == WishList([1], quantities: [1: 2]))
    #expect(empty == WishList())
    #expect(addedAgain == WishList([1], quantities: [1: 2]))
    #expect(data.wishList == WishList())
  }
}
