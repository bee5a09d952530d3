import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore

/// A catalogue made in code is held to the rules the catalogue reader keeps, before anything is
/// written.
@Suite struct CatalogueLoaderTests {
  private func load(_ pricing: ShopPricing) throws(ShopError) {
    let catalogue = Catalogue(currency: .usd, products: [.stub()], pricing: pricing)
    _ = try CatalogueLoader.load(
      catalogue, as: ShopID("tasch"), runLength: 10, in: CannedSQLSession([:]))
  }

  @Test(arguments: [
    (
      ShopPricing(promotions: [Promotion(code: "NONE", discount: .percentOff(0))]),
      #"promotion NONE cannot be loaded: "percentOff" must be a whole number from 1 to 100, not 0"#
    ),
    (
      ShopPricing(promotions: [
        Promotion(code: "ZERO", discount: .amountOff(Money(minorUnits: 0, currency: .usd)))
      ]),
      #"promotion ZERO cannot be loaded: "amountOff" must be more than 0, not 0.00"#
    ),
    (
      ShopPricing(shipping: ShippingRule(flat: Money(minorUnits: -990, currency: .usd))),
      #"shipping cannot be loaded: "flat" must not be negative, not -9.90"#
    ),
    (
      ShopPricing(shipping: ShippingRule(flat: Money(minorUnits: 990, currency: .eur))),
      "shipping cannot be loaded: an amount is not in USD"
    ),
  ])
  func pricingThatBreaksTheShopsRulesIsRefusedBeforeAnythingIsWritten(
    pricing: ShopPricing, problem: String
  ) {
    #expect(throws: ShopError.invalidInput(problem)) { try load(pricing) }
  }
}
