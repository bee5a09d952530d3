import Foundation
import Tasch
import TaschTestSupport
import Testing

@Suite struct UnitOfWorkTests {
  private let carrier = Product.stub(.stub(id: 1, name: "Carrier", price: .usd(250), stock: 23))
  private let urbanito = Product.stub(.stub(id: 3, name: "Urbanito", price: .usd(75), stock: 1))

  @Test func startsWithTheShopperAndNoOrder() {
    let work = UnitOfWork(shopper: ShopperData(wishList: WishList([1])))

    #expect(work.shopper.wishList.productIDs == [1])
    #expect(work.placedOrder == nil)
    #expect(work.stockToTake.isEmpty)
  }

  @Test func placingAnOrderNumbersItTakesOneOfEachAndEmptiesTheWishList() throws {
    var data = ShopperData(wishList: WishList([1, 3]), lastOrderNumber: 6)
    _ = data.addToWishList(7, at: .stub)
    _ = data.removeFromWishList(7, at: .stub)
    var work = UnitOfWork(shopper: data)
    let cart = try Cart.stub([.product(carrier), .product(urbanito)])

    let order = try work.placeOrder(for: cart, at: .stub)

    #expect(order == Order(number: 7, quote: try #require(cart.quote), placedAt: .stub))
    #expect(work.placedOrder == order)
    #expect(work.stockToTake == [1: 1, 3: 1])
    #expect(work.shopper.lastOrderNumber == 7)
    #expect(work.shopper.wishList.productIDs.isEmpty)
    #expect(work.shopper.history.changes.isEmpty, "nothing before an order can be taken back")
  }

  @Test func refusesAnEmptyCartOrUnavailableProductsChangingNothing() throws {
    let data = ShopperData(wishList: WishList([1, 2]), lastOrderNumber: 3)
    var work = UnitOfWork(shopper: data)
    let soldOut = Product.stub(.stub(id: 2, stock: 0))

    #expect(throws: ShopError.emptyCart) { try work.placeOrder(for: try Cart.stub([]), at: .stub) }
    #expect(throws: ShopError.outOfStock([2])) {
      try work.placeOrder(for: try Cart.stub([.product(carrier), .product(soldOut)]), at: .stub)
    }
    #expect(work.shopper == data)
    #expect(work.placedOrder == nil)
  }

  @Test func refusesACartWhoseTotalIsTooLargeToComputeChangingNothing() throws {
    let data = ShopperData(wishList: WishList([1, 2]))
    var work = UnitOfWork(shopper: data)
    let huge = Money(minorUnits: .max, currency: .usd)
    let cart = try Cart.stub([
      .product(.stub(.stub(id: 1, price: huge, stock: 1))),
      .product(.stub(.stub(id: 2, price: huge, stock: 1))),
    ])

    #expect(throws: ShopError.amountOutOfRange) { try work.placeOrder(for: cart, at: .stub) }
    #expect(work.shopper == data)
    #expect(work.placedOrder == nil)
  }

  @Test func refusesAnOrderOnceTheNumbersRanOut() throws {
    var work = UnitOfWork(shopper: ShopperData(lastOrderNumber: .max))

    #expect(throws: ShopError.storage("the order numbers have run out")) {
      try work.placeOrder(for: try Cart.stub([.product(carrier)]), at: .stub)
    }
    #expect(work.placedOrder == nil)
  }

  @Test func anOrderTakesEachLinesQuantityFromStock() throws {
    var work = UnitOfWork(shopper: ShopperData(wishList: WishList([1, 3], quantities: [1: 4])))
    let cart = try Cart.stub(lines: [
      WishListLine(.product(carrier), quantity: 4),
      WishListLine(.product(.stub(.stub(id: 3, price: .usd(75), stock: 9)))),
    ])

    let order = try work.placeOrder(for: cart, at: .stub)

    #expect(work.stockToTake == [1: 4, 3: 1])
    #expect(order.lines.map(\.quantity) == [4, 1])
    #expect(order.total == .usd(1_075))
    #expect(work.shopper.wishList.productIDs.isEmpty)
  }

  /// The stock is taken by the store, from what is left as it writes: the order is refused
  /// naming every product short of it, and how many are left of those that have some.
  @Test func anOrderIsShortOfStockWhereAProductHasLessLeftThanItTakes() throws {
    var work = UnitOfWork(shopper: ShopperData(wishList: WishList([1, 3, 5], quantities: [1: 4])))
    let cart = try Cart.stub(lines: [
      WishListLine(.product(carrier), quantity: 4),
      WishListLine(.product(.stub(.stub(id: 3, price: .usd(75), stock: 9)))),
      WishListLine(.product(.stub(.stub(id: 5, price: .usd(10), stock: 9)))),
    ])
    _ = try work.placeOrder(for: cart, at: .stub)

    #expect(work.stockShortage(stockLeft: [1: 4, 3: 1, 5: 1]) == nil)
    #expect(
      work.stockShortage(stockLeft: [1: 3, 3: 0])
        == .outOfStock([1, 3, 5], left: [1: 3]))
  }
}
