import Tasch
import TaschTestSupport
import Testing

/// Checking out a cart whose total a client confirmed, as the HTTP API does, and a checkout
/// given a key placing its order once.
@MainActor
@Suite struct CartConfirmedTotalTests {
  private let key = CheckoutKey("order-1")

  /// The orders the stub shopper of `shop` placed.
  private func orders(in shop: TestShop) throws -> [Order] {
    try shop.store.read(for: .stub) { snapshot throws(ShopError) in try snapshot.orders() }
  }

  @Test func theCartIsOrderedWhenItsTotalIsTheOneConfirmedAndTheOrderKeepsTheKey() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1, 7])))

    let order = try await CartUseCase(access: shop.access)
      .checkout(confirmingTotal: .usd(425), key: key)

    #expect(order.lines.map(\.productID) == [1, 7])
    #expect(order.key == key)
    #expect(try orders(in: shop) == [order])
    #expect(shop.data.wishList == WishList())
  }

  @Test func anotherTotalIsACartChangedAndOrdersNothingButShowsTheCart() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = CartUseCase(access: shop.access)

    await #expect(throws: ShopError.cartChanged) {
      try await useCase.checkout(confirmingTotal: .usd(249), key: nil)
    }

    #expect(try orders(in: shop).isEmpty)
    #expect(useCase.state.content?.total == .usd(250))
  }

  /// No cart of the shop has such a total, so no change of the cart would make it one: a
  /// mistake in the request, not a cart that changed.
  @Test(arguments: [
    Money(minorUnits: 25000, currency: .eur), Money(minorUnits: -25000, currency: .usd),
  ])
  func aTotalInAnotherCurrencyOrBelowZeroIsInvalidAndOrdersNothing(total: Money) async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = CartUseCase(access: shop.access)

    await #expect {
      try await useCase.checkout(confirmingTotal: total, key: nil)
    } throws: { error in
      guard case .invalidInput(let detail) = error as? ShopError else { return false }
      return detail.hasPrefix("the total confirmed is")
    }

    #expect(try orders(in: shop).isEmpty)
    #expect(shop.data.wishList == WishList([1]))
  }

  @Test(arguments: [([], 0), ([2], 175), ([1, 2], 425)] as [([ProductID], Int64)])
  func aCartCheckingOutWouldNotAskAboutIsACartChangedShownAsFound(
    wishList: [ProductID], total: Int64
  ) async throws {
    // Empty, or holding a product out of stock: nothing is asked, not even its own total.
    let shop = TestShop(ShopperData(wishList: WishList(wishList)))
    let useCase = CartUseCase(access: shop.access)

    await #expect(throws: ShopError.cartChanged) {
      try await useCase.checkout(confirmingTotal: .usd(total), key: nil)
    }

    #expect(try orders(in: shop).isEmpty)
    #expect(useCase.state.content?.lines.map(\.id) == wishList)
    // The cart shown is the one the unit of work found, not read again.
    #expect(shop.reads(.cart) == 0)
  }

  @Test(
    arguments: [(.usd(249, cents: 99), nil), (.usd(250), "WELCOME10"), (.usd(250), "OTHER")]
      as [(Money, String?)])
  func aKeyUsedBeforeWithAnotherTotalOrCodeIsRefusedAndOrdersNothing(
    total: Money, code: String?
  ) async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    _ = try await CartUseCase(access: shop.access).checkout(confirmingTotal: .usd(250), key: key)
    shop.changeElsewhere { _ = $0.addToWishList(7, at: .stub) }
    let retry = CartUseCase(access: shop.access, codeEntry: PromotionCodeEntry(code))

    await #expect(throws: ShopError.checkoutKeyReused) {
      try await retry.checkout(confirmingTotal: total, key: key)
    }

    #expect(try orders(in: shop).count == 1)
    #expect(shop.data.wishList == WishList([7]))
  }

  @Test func aCheckoutWithAKeyUsedBeforeReturnsItsOrderAndChangesNothing() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let first = try await CartUseCase(access: shop.access)
      .checkout(confirmingTotal: .usd(250), key: key)
    shop.changeElsewhere { _ = $0.addToWishList(7, at: .stub) }

    // A retry whose first answer was lost, by a use case that knows nothing of the first.
    let retried = try await CartUseCase(access: shop.access)
      .checkout(confirmingTotal: .usd(250), key: key)

    #expect(retried == first)
    #expect(try orders(in: shop) == [first])
    #expect(shop.data.wishList == WishList([7]))
    #expect(try shop.product(1).shopProduct.stock == 22)
  }

  @Test func anotherKeyOrNoneOrdersAgain() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    _ = try await CartUseCase(access: shop.access).checkout(confirmingTotal: .usd(250), key: key)
    shop.changeElsewhere { _ = $0.addToWishList(7, at: .stub) }

    let other = try await CartUseCase(access: shop.access)
      .checkout(confirmingTotal: .usd(175), key: CheckoutKey("order-2"))
    shop.changeElsewhere { _ = $0.addToWishList(3, at: .stub) }
    let unkeyed = try await CartUseCase(access: shop.access)
      .checkout(confirmingTotal: .usd(75), key: nil)

    #expect(other.number == 2)
    #expect(unkeyed.number == 3)
    #expect(try orders(in: shop).map(\.key) == [key, CheckoutKey("order-2"), nil])
  }

  @Test func twoCheckoutsWithOneKeyAtOncePlaceOneOrder() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let (access, key) = (shop.access, key)

    async let first = CartUseCase(access: access).checkout(confirmingTotal: .usd(250), key: key)
    async let second = CartUseCase(access: access).checkout(confirmingTotal: .usd(250), key: key)
    let orders = try await [first, second]

    #expect(orders[0] == orders[1])
    #expect(try self.orders(in: shop).count == 1)
  }

  @Test func aKeyIsOneToTwoHundredFiftyFiveVisibleASCIICharacters() {
    #expect(CheckoutKey("!~") != nil)
    #expect(CheckoutKey(String(repeating: "k", count: 255)) != nil)
    for refused in ["", String(repeating: "k", count: 256), "a b", "tab\t", "clé", "\u{7F}"] {
      #expect(CheckoutKey(refused) == nil, "\(refused.debugDescription)")
    }
  }
}
