import Foundation
import Tasch
import TaschTestSupport
import Testing

@Suite struct DataChangeTests {
  private let origin = ChangeOrigin()

  @Test func saysWhatChangedBetweenTwoShopperDatas() {
    var after = ShopperData(wishList: WishList([1]), ratings: [2: .two, 3: .three])
    let before = after
    _ = after.addToWishList(4, at: .stub)
    _ = after.rate(2, .five, at: .stub)
    _ = after.rate(3, nil, at: .stub)
    _ = after.rate(5, .one, at: .stub)

    let change = DataChange(from: before, to: after, orderPlaced: false, origin: origin)

    #expect(
      change
        == DataChange(origin: origin, wishList: true, ratedProducts: [2, 3, 5], history: true))
  }

  @Test func anOrderIsPlacedWhenTheLargestOrderNumberMoved() {
    let before = ShopperData(lastOrderNumber: 1)
    let after = ShopperData(lastOrderNumber: 2)

    let change = DataChange(from: before, to: after, orderPlaced: false, origin: nil)

    #expect(change == DataChange(orderPlaced: true))
  }

  /// Found by attack: a state file deleted under a server was told as an order placed, though
  /// orders went away and stock went up.
  @Test func ordersGoneAreNoOrderPlacedButProductsChanged() {
    let before = ShopperData(lastOrderNumber: 4)
    let after = ShopperData()

    let change = DataChange(from: before, to: after, orderPlaced: false, origin: nil)

    #expect(change == DataChange(products: true))
  }

  @Test func anUnchangedShopperDataIsAnEmptyChange() {
    let data = ShopperData(wishList: WishList([1]), ratings: [1: .one])

    let change = DataChange(from: data, to: data, orderPlaced: false, origin: origin)

    #expect(change.isEmpty)
    #expect(change.origin == origin)
  }

  @Test(arguments: [
    DataChange(wishList: true), DataChange(ratedProducts: [1]), DataChange(orderPlaced: true),
    DataChange(history: true), DataChange(products: true),
  ])
  func anyTouchedPartMakesAChange(change: DataChange) {
    #expect(!change.isEmpty)
  }

  @Test func everyOriginIsDifferent() {
    #expect(ChangeOrigin() != ChangeOrigin())
    #expect(origin == origin)
  }
}
