import Foundation
import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The totals under the wish list follow a promotion code's dates while the shop is open: a
/// code that expires shows refused, and one whose first moment comes shows its discount, with
/// no key pressed, as checkout would then price the cart.
@MainActor
@Suite struct ShopRuntimeCodeDatesTests {
  /// A code, what the totals show with it now, and what they show a minute later.
  struct CodeInTime: Sendable, CustomTestStringConvertible {
    let code: String
    let now: String
    let aMinuteLater: String
    var testDescription: String { code }
  }

  nonisolated static let codes = [
    CodeInTime(
      code: "SOON", now: "Discount (SOON) −$125.00",
      aMinuteLater: "Code expired: The code SOON could be used until"),
    CodeInTime(
      code: "LATER", now: "Code not yet valid: The code LATER can be used from",
      aMinuteLater: "Discount (LATER) −$75.00"),
  ]

  @Test(arguments: codes)
  func theTotalsFollowTheCodesDates(_ code: CodeInTime) async {
    let aMinute = Date.stub.addingTimeInterval(60)
    let catalogue = Catalogue(
      shopName: "test", currency: .usd, products: ShopFixture.products,
      pricing: ShopPricing(promotions: [
        Promotion(code: "SOON", discount: .percentOff(50), validUntil: aMinute),
        Promotion(code: "LATER", discount: .percentOff(30), validFrom: aMinute),
      ]))
    let store = InMemoryShopStore(
      catalogue, shoppers: [Shopper.stub.name: ShopperData(wishList: WishList([1]))])
    let shop = ShopHarness(store, columns: 120, datedByClock: true)
    await shop.open()

    await shop.press(.character("%"))
    for character in code.code { await shop.press(.character(character)) }
    await shop.press(.enter)
    let now = shop.screen
    // The shop waits on its clock for the code's next date.
    let waits = await shop.eventually { shop.clock.sleeperCount > 0 }
    shop.clock.advance(by: .seconds(61))

    #expect(now.contains(code.now))
    #expect(waits)
    #expect(await shop.eventually { shop.screen.contains(code.aMinuteLater) })
    #expect(!shop.screen.contains(code.now))
  }

  /// A code valid for years is priced again once a day, each wait capped at a day
  /// (`ShopRuntime.longestRepricingWait`), so that no wait overflows the clock.
  @Test func aCodeValidForYearsIsPricedAgainOnceADay() async {
    let years = Date.stub.addingTimeInterval(3 * 365 * 86_400)
    let catalogue = Catalogue(
      shopName: "test", currency: .usd, products: ShopFixture.products,
      pricing: ShopPricing(promotions: [
        Promotion(code: "YEARS", discount: .percentOff(50), validUntil: years)
      ]))
    let store = InMemoryShopStore(
      catalogue, shoppers: [Shopper.stub.name: ShopperData(wishList: WishList([1]))])
    let shop = ShopHarness(store, columns: 120, datedByClock: true)
    await shop.open()
    await shop.press(.character("%"))
    for character in "YEARS" { await shop.press(.character(character)) }
    await shop.press(.enter)
    let waits = await shop.eventually { shop.clock.sleeperCount > 0 }
    let loadsBefore = wishListLoads(shop)

    shop.clock.advance(by: ShopRuntime.longestRepricingWait - .seconds(1))
    // Still asleep: the clock wakes a sleeper whose deadline passed as it moves.
    let stillWaiting = shop.clock.sleeperCount == 1
    await shop.settle()
    let earlyLoads = wishListLoads(shop)
    shop.clock.advance(by: .seconds(1))
    let loadedAgain = await shop.eventually { wishListLoads(shop) > loadsBefore }
    let waitsAgain = await shop.eventually { shop.clock.sleeperCount > 0 }

    #expect(waits)
    #expect(stillWaiting)
    #expect(earlyLoads == loadsBefore)
    #expect(loadedAgain)
    #expect(waitsAgain)
    #expect(shop.screen.contains("Discount (YEARS) −$125.00"))
  }

  private func wishListLoads(_ shop: ShopHarness) -> Int {
    shop.spy.calls.count { $0.operation == .wishList }
  }
}
