import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

/// The cart's totals as shown: the code's discount, shipping, and the question before ordering.
@Suite struct PricedListViewModelsTests {
  private let english = Localization.locale("en_US")
  private let urbanito = Product.stub(.stub(id: 3, name: "Urbanito", price: .usd(75), stock: 9))
  private let pricing = ShopPricing(
    promotions: [Promotion(code: "WELCOME10", discount: .percentOff(10))],
    shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100)))

  private func cart(code: String?) throws -> Cart {
    try Cart(
      currency: .usd, lines: [WishListLine(.product(urbanito))], pricing: pricing,
      request: code.map { CodeRequest($0, at: .stub) })
  }

  @Test func aCodeTakenOffIsLabelledWithItsDiscountAndShippingIsNotSaidFree() throws {
    let view = PricedListViewModel(try cart(code: "welcome10"), title: .cart, localization: english)

    #expect(view.code == "WELCOME10")
    #expect(view.discountLabel == "Discount (WELCOME10)")
    #expect(view.discountFormatted == "−$7.50")
    #expect(view.shipping?.formatted == "$9.90")
    #expect(view.freeShipping == nil)
    #expect(view.totalFormatted == "$77.40")
    #expect(view.codeRefusal == nil)
    #expect(view.canCheckOut)
  }

  @Test func aCodeRefusedIsSaidAndTheCartCannotBeCheckedOutWithIt() throws {
    let view = PricedListViewModel(try cart(code: "NOPE"), title: .cart, localization: english)

    #expect(view.codeRefusal?.code == .unknownCode)
    #expect(view.discountLabel == nil)
    #expect(view.totalFormatted == "$84.90")
    #expect(!view.canCheckOut)
  }

  @Test func aCartFreeOfShippingByTheShopsThresholdSaysFromWhereNotThatTheWorldShipsFree()
    throws
  {
    let carrier = Product.stub(.stub(id: 1, price: .usd(250), stock: 9))
    let reached = try Cart(
      currency: .usd, lines: [WishListLine(.product(carrier))], pricing: pricing)
    let nothingSold = try Cart(
      currency: .usd, lines: [WishListLine(.discontinued(9))], pricing: pricing)

    let view = PricedListViewModel(reached, title: .cart, localization: english)
    let german = PricedListViewModel(reached, title: .cart, localization: .locale("de_DE"))

    #expect(view.shippingFormatted == "$0.00")
    #expect(view.freeShipping == "Free shipping from $100.00")
    #expect(german.freeShipping == "Kostenloser Versand ab 100,00\u{A0}$")
    #expect(
      PricedListViewModel(nothingSold, title: .cart, localization: english).freeShipping == nil)
  }

  @Test func withoutAShippingRuleShippingIsFreeAsTheOriginalSaid() throws {
    let cart = try Cart(currency: .usd, lines: [WishListLine(.product(urbanito))])

    #expect(
      PricedListViewModel(cart, title: .cart, localization: english).freeShipping
        == "Free Shipping World Wide")
  }

  @Test func aLineOverItsProductsLimitSaysTheLimitAndKeepsTheCartFromCheckout() throws {
    var limited = urbanito
    limited.maxPerOrder = 3
    let cart = try Cart(currency: .usd, lines: [WishListLine(.product(limited), quantity: 5)])

    let view = PricedListViewModel(cart, title: .cart, localization: english)
    let german = PricedListViewModel(cart, title: .cart, localization: .locale("de_DE"))

    #expect(view.lines.map(\.availabilityText) == ["At most 3 per order"])
    #expect(german.lines.map(\.availabilityText) == ["Höchstens 3 pro Bestellung"])
    #expect(view.lines.map(\.label) == ["Urbanito ×5"])
    #expect(view.unavailableIDs == [3])
    #expect(!view.canCheckOut)
  }

  @Test func theQuestionListsTheDiscountAndShippingBeforeTheTotal() throws {
    let quote = try #require(try cart(code: "WELCOME10").quote)

    let question = ConfirmationViewModel(quote, notice: nil, localization: english)

    #expect(
      question.adjustments.map { [$0.label, $0.amount] } == [
        ["Discount (WELCOME10)", "−$7.50"], ["Shipping", "$9.90"],
      ])
    #expect(question.total.formatted == "$77.40")
  }
}
