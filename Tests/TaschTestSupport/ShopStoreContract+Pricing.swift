import Foundation
import Tasch
import Testing

// MARK: - Promotions and shipping

extension ShopStoreContract {
  /// The promotions and shipping rule of the pricing cases: every field used once.
  static let pricing = ShopPricing(
    promotions: [
      Promotion(code: "WELCOME10", discount: .percentOff(10)),
      Promotion(
        code: "BAGS5", discount: .amountOff(.usd(5)), minimumSubtotal: .usd(50),
        validFrom: Date(timeIntervalSince1970: 1_600_000_000),
        validUntil: Date(timeIntervalSince1970: 1_800_000_000), productIDs: [1, 3]),
    ],
    shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100)))

  /// The fixture of the pricing cases: the contract's products with `pricing`.
  static func pricedFixture(wishList: [ProductID], quantities: [ProductID: Int] = [:])
    -> Fixture
  {
    var fixture = fixture(wishList: wishList, quantities: quantities)
    fixture.catalogue = Catalogue(
      shopName: fixture.catalogue.shopName, currency: fixture.catalogue.currency,
      products: fixture.catalogue.products, pricing: pricing)
    return fixture
  }

  static let pricingCases: [Case] = [
    Case("keeps the catalogue's promotions and shipping rule") { make in
      let subject = try await make(pricedFixture(wishList: []))

      let kept = try await read(subject) { try $0.pricing() }

      #expect(kept == pricing)
    },
    Case("prices the cart with a code and shipping, and the order records them") { make in
      let subject = try await make(pricedFixture(wishList: [3]))
      let request = CodeRequest("welcome10", at: .stub)

      let cart = try await read(subject) { try Cart($0.shopper, in: $0, request: request) }
      let order = try await subject.store.update(
        .checkout, for: subject.shopper, origin: ChangeOrigin()
      ) { snapshot, work throws(ShopError) in
        try work.placeOrder(for: try Cart(work.shopper, in: snapshot, request: request), at: .stub)
      }
      let orders = try await read(subject) { try $0.orders() }

      #expect(cart.subtotal == .usd(75, cents: 50))
      #expect(cart.discount == .usd(7, cents: 55))
      #expect(cart.shipping == .usd(9, cents: 90))
      #expect(cart.total == .usd(77, cents: 85))
      #expect(order.code == "WELCOME10")
      #expect(order.discount == .usd(7, cents: 55))
      #expect(order.shipping == .usd(9, cents: 90))
      #expect(orders == [order])
    },
  ]
}
