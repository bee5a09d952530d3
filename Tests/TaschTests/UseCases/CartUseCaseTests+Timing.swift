import Foundation
import Synchronization
import Tasch
import TaschTestSupport
import Testing

/// What a change depends on the time of is read as the store makes it, not as it is asked for.
@MainActor
@Suite struct CartTimingTests {
  /// Found by attack: an order waiting for the store (its lock, a simulated latency) was dated,
  /// and its code found valid, as of when it was asked for, so that a code that expired while
  /// it waited took its discount off, and a later order could be dated before an earlier one.
  @Test func anOrderIsDatedAndItsCodeCheckedAsTheStorePlacesIt() async throws {
    let expiry = Date.stub.addingTimeInterval(60)
    let pricing = ShopPricing(promotions: [
      Promotion(code: "WELCOME10", discount: .percentOff(10), validUntil: expiry)
    ])
    let shop = TestShop(ShopperData(wishList: WishList([1])), pricing: pricing)
    let clock = Mutex(Date.stub)
    let access = ShopAccess(store: shop.spy, shopper: .stub) { clock.withLock { $0 } }
    let entry = PromotionCodeEntry("WELCOME10")
    let cart = CartUseCase(access: access, codeEntry: entry)
    await cart.load()
    let confirmed = try #require(cart.state.content?.quote)

    let placing = await shop.spy.startedAndHeld(ShopOperation.checkout) {
      try await cart.checkout(confirming: confirmed)
    }
    clock.withLock { $0 = expiry.addingTimeInterval(1) }
    shop.spy.release(.checkout)

    await #expect(throws: ShopError.cartChanged) { try await placing.value }
    await #expect(throws: ShopError.codeExpired("WELCOME10", until: expiry)) {
      try await cart.checkoutAsFound()
    }
    entry.code = nil
    let placingWithout = await shop.spy.startedAndHeld(ShopOperation.checkout) {
      try await cart.checkoutAsFound()
    }
    clock.withLock { $0 = expiry.addingTimeInterval(5) }
    shop.spy.release(.checkout)
    let order = try await placingWithout.value

    #expect(order.placedAt == expiry.addingTimeInterval(5))
  }
}
