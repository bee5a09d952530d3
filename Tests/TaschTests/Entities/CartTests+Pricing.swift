import Foundation
import Tasch
import TaschTestSupport
import Testing

/// Promotion codes and shipping on a cart: the shop's pricing, one code at a time.
@Suite struct CartPricingTests {
  private let carrier = Product.stub(.stub(id: 1, price: .usd(250), stock: 23))
  private let urbanito = Product.stub(.stub(id: 3, name: "Urbanito", price: .usd(75), stock: 908))
  private let welcome = Promotion(code: "WELCOME10", discount: .percentOff(10))
  private let bags = Promotion(
    code: "BAGS5", discount: .amountOff(.usd(5)), minimumSubtotal: .usd(50),
    validFrom: .stub.addingTimeInterval(-3600), validUntil: .stub.addingTimeInterval(3600))
  private let shipping = ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100))

  private func cart(
    _ lines: [WishListLine], code: String? = nil, at date: Date = .stub,
    promotions: [Promotion]? = nil, shipping: ShippingRule? = nil
  ) throws -> Cart {
    try Cart(
      currency: .usd, lines: lines,
      pricing: ShopPricing(promotions: promotions ?? [welcome, bags], shipping: shipping),
      request: code.map { CodeRequest($0, at: date) })
  }

  @Test func aPercentageComesOffTheSubtotal() throws {
    let cart = try cart([WishListLine(.product(carrier), quantity: 2)], code: "WELCOME10")

    #expect(cart.subtotal == .usd(500))
    #expect(cart.code == "WELCOME10")
    #expect(cart.discount == .usd(50))
    #expect(cart.codeRefusal == nil)
    #expect(cart.total == .usd(450))
  }

  @Test func aCodeIsMatchedWhateverTheCaseOfItsLettersAndNamedAsTheCatalogueSpellsIt() throws {
    let cart = try cart([WishListLine(.product(carrier))], code: "welcome10")

    #expect(cart.code == "WELCOME10")
    #expect(cart.discount == .usd(25))
  }

  @Test func aPercentageRoundsHalfToEvenToTheMinorUnit() throws {
    // 10 % of $0.25 is 2.5 cents: rounded to 2; of $0.35, 3.5 cents: rounded to 4.
    let quarter = Product.stub(.stub(id: 5, price: .usd(cents: 25), stock: 9))
    let more = Product.stub(.stub(id: 5, price: .usd(cents: 35), stock: 9))

    #expect(
      try cart([WishListLine(.product(quarter))], code: "WELCOME10").discount == .usd(cents: 2))
    #expect(try cart([WishListLine(.product(more))], code: "WELCOME10").discount == .usd(cents: 4))
  }

  @Test func anAmountComesOffButNeverMoreThanTheSubtotal() throws {
    let five = Promotion(code: "FIVE", discount: .amountOff(.usd(5)))
    let cheap = Product.stub(.stub(id: 5, price: .usd(cents: 300), stock: 9))

    let big = try cart([WishListLine(.product(urbanito))], code: "FIVE", promotions: [five])
    let small = try cart([WishListLine(.product(cheap))], code: "five", promotions: [five])

    #expect(big.discount == .usd(5))
    #expect(big.total == .usd(70))
    #expect(small.discount == .usd(3))
    #expect(small.total == .usd(0))
  }

  @Test func anUnknownCodeIsRefusedAndTheCartPricedWithoutIt() throws {
    let cart = try cart([WishListLine(.product(carrier))], code: "NOPE")

    #expect(cart.codeRefusal == .unknownCode("NOPE"))
    #expect(cart.code == nil)
    #expect(cart.discount == .usd(0))
    #expect(cart.total == .usd(250))
    #expect(throws: ShopError.unknownCode("NOPE")) { try cart.validateForCheckout() }
  }

  @Test func aCodeIsRefusedOutsideItsWindowSayingWhichEndOfIt() throws {
    let line = [WishListLine(.product(carrier))]
    let from = Date.stub.addingTimeInterval(-3600)
    let until = Date.stub.addingTimeInterval(3600)

    let early = try cart(line, code: "BAGS5", at: from.addingTimeInterval(-1))
    let first = try cart(line, code: "BAGS5", at: from)
    let last = try cart(line, code: "BAGS5", at: until)
    let late = try cart(line, code: "BAGS5", at: until.addingTimeInterval(1))

    #expect(early.codeRefusal == .codeNotYetValid("BAGS5", from: from))
    #expect(first.discount == .usd(5))
    #expect(last.discount == .usd(5))
    #expect(late.codeRefusal == .codeExpired("BAGS5", until: until))
    #expect(late.total == .usd(250))
  }

  @Test func aCodeIsRefusedBelowItsMinimumSubtotal() throws {
    let below = try cart(
      [WishListLine(.product(.stub(.stub(id: 5, price: .usd(49), stock: 9))))], code: "BAGS5")
    let at = try cart(
      [WishListLine(.product(.stub(.stub(id: 5, price: .usd(50), stock: 9))))], code: "BAGS5")

    #expect(below.codeRefusal == .codeMinimumNotMet("BAGS5", minimum: .usd(50), eligible: nil))
    #expect(below.discount == .usd(0))
    #expect(at.discount == .usd(5))
  }

  @Test func aCodeForSomeProductsTakesOffOnlyTheirSubtotal() throws {
    let carrierOnly = Promotion(code: "CARRIER", discount: .percentOff(20), productIDs: [1])
    let lines = [WishListLine(.product(carrier)), WishListLine(.product(urbanito))]

    let cart = try cart(lines, code: "CARRIER", promotions: [carrierOnly])
    let without = try self.cart(
      [WishListLine(.product(urbanito))], code: "CARRIER", promotions: [carrierOnly])

    #expect(cart.discount == .usd(50))
    #expect(cart.total == .usd(275))
    #expect(without.codeRefusal == .codeNotApplicable("CARRIER"))
  }

  /// The minimum of a code for some products is of their subtotal, and the refusal says what
  /// they come to: the cart's own subtotal may be well over the minimum.
  @Test func aCodeForSomeProductsSaysWhatTheyComeToBelowItsMinimum() throws {
    let carrierOver300 = Promotion(
      code: "CARRIER", discount: .amountOff(.usd(5)), minimumSubtotal: .usd(300),
      productIDs: [1])
    let lines = [WishListLine(.product(carrier)), WishListLine(.product(urbanito))]

    let cart = try cart(lines, code: "CARRIER", promotions: [carrierOver300])

    #expect(cart.subtotal == .usd(325))
    #expect(
      cart.codeRefusal == .codeMinimumNotMet("CARRIER", minimum: .usd(300), eligible: .usd(250)))
  }

  @Test func aPercentageThatRoundsToNothingIsRefusedAsTakingNothingOff() throws {
    let pouch = Product.stub(.stub(id: 13, price: .usd(0, cents: 5), stock: 9))
    let tenPercent = Promotion(code: "P10", discount: .percentOff(10))

    let cart = try cart([WishListLine(.product(pouch))], code: "P10", promotions: [tenPercent])

    #expect(cart.codeRefusal == .codeTakesNothingOff("P10"))
    #expect(cart.code == nil)
    #expect(cart.discount == .usd(0))
    #expect(cart.total == .usd(0, cents: 5))
  }

  /// A code for products that cost nothing is for them: it is refused as taking nothing off,
  /// not as being for none of the cart's products.
  @Test func aCodeOnProductsThatCostNothingIsRefusedAsTakingNothingOff() throws {
    let free = Product.stub(.stub(id: 4, name: "Free", price: .usd(0), stock: 9))
    let everyProduct = Promotion(code: "A1", discount: .amountOff(.usd(1)))
    let freeOnly = Promotion(code: "FREE", discount: .percentOff(50), productIDs: [4])
    let lines = [WishListLine(.product(free)), WishListLine(.product(carrier))]

    let forEvery = try cart(
      [WishListLine(.product(free))], code: "A1", promotions: [everyProduct, freeOnly])
    let forTheFreeOne = try cart(lines, code: "FREE", promotions: [everyProduct, freeOnly])

    #expect(forEvery.codeRefusal == .codeTakesNothingOff("A1"))
    #expect(forEvery.total == .usd(0))
    #expect(forTheFreeOne.codeRefusal == .codeTakesNothingOff("FREE"))
    #expect(forTheFreeOne.total == .usd(250))
  }

  /// A code on a cart of nothing still sold is for every product it might be for: the cart
  /// holds none of them to take anything off.
  @Test func aCodeOnACartOfNothingStillSoldIsRefusedAsTakingNothingOff() throws {
    let empty = try cart([], code: "WELCOME10")
    let gone = try cart([WishListLine(.discontinued(9))], code: "WELCOME10")

    #expect(empty.codeRefusal == .codeTakesNothingOff("WELCOME10"))
    #expect(gone.codeRefusal == .codeTakesNothingOff("WELCOME10"))
    #expect(empty.discount == .usd(0))
  }

  @Test func aCodeOnASubtotalTooLargeToComputeIsRefusedAsTooLarge() throws {
    let gold = Product.stub(.stub(id: 5, price: Money(minorUnits: .max, currency: .usd), stock: 9))
    let lines = [WishListLine(.product(gold)), WishListLine(.product(carrier))]

    let percentage = try cart(lines, code: "WELCOME10")
    let withMinimum = try cart(lines, code: "BAGS5")

    #expect(percentage.code == nil)
    #expect(percentage.codeRefusal == .amountOutOfRange)
    #expect(percentage.discount == .usd(0))
    #expect(withMinimum.code == nil)
    #expect(withMinimum.codeRefusal == .amountOutOfRange)
  }

  @Test func aCodeThatCannotBeUsedNowSaysSoOnASubtotalTooLargeToCompute() throws {
    let gold = Product.stub(.stub(id: 5, price: Money(minorUnits: .max, currency: .usd), stock: 9))
    let lines = [WishListLine(.product(gold)), WishListLine(.product(carrier))]

    let expired = try cart(lines, code: "BAGS5", at: .stub.addingTimeInterval(7200))
    let early = try cart(lines, code: "BAGS5", at: .stub.addingTimeInterval(-7200))

    #expect(expired.codeRefusal == .codeExpired("BAGS5", until: .stub.addingTimeInterval(3600)))
    #expect(early.codeRefusal == .codeNotYetValid("BAGS5", from: .stub.addingTimeInterval(-3600)))
    #expect(expired.subtotal == nil)
  }

  @Test func aCodeForProductsWhoseSubtotalCanBeComputedIsTakenOffItBesideATotalTooLarge() throws {
    let gold = Product.stub(.stub(id: 5, price: Money(minorUnits: .max, currency: .usd), stock: 9))
    let carrierOnly = Promotion(code: "CARRIER", discount: .percentOff(20), productIDs: [1])
    let lines = [WishListLine(.product(gold), quantity: 2), WishListLine(.product(carrier))]

    let cart = try cart(lines, code: "CARRIER", promotions: [carrierOnly])

    #expect(cart.code == "CARRIER")
    #expect(cart.discount == .usd(50))
    #expect(cart.total == nil)
  }

  @Test func withoutAShippingRuleShippingIsFree() throws {
    let cart = try cart([WishListLine(.product(urbanito))])

    #expect(cart.shipping == .usd(0))
    #expect(cart.total == .usd(75))
  }

  @Test func shippingIsFlatBelowItsThresholdAndFreeFromIt() throws {
    let below = try cart([WishListLine(.product(urbanito))], shipping: shipping)
    let from = try cart([WishListLine(.product(carrier))], shipping: shipping)

    #expect(below.shipping == .usd(9, cents: 90))
    #expect(below.total == .usd(84, cents: 90))
    #expect(from.shipping == .usd(0))
    #expect(from.total == .usd(250))
    #expect(below.chargesForShipping && from.chargesForShipping)
    #expect(below.freeShippingThreshold == nil)
    #expect(from.freeShippingThreshold == .usd(100))
  }

  @Test func onlyACartThatReachedTheThresholdOfAShopThatChargesShipsFreeByIt() throws {
    let sold = [WishListLine(.product(carrier))]

    let withoutRule = try cart(sold)
    let freeRule = try cart(sold, shipping: ShippingRule(flat: .usd(0)))
    let nothingSold = try cart([WishListLine(.discontinued(9))], shipping: shipping)

    #expect(!withoutRule.chargesForShipping && withoutRule.freeShippingThreshold == nil)
    #expect(!freeRule.chargesForShipping && freeRule.freeShippingThreshold == nil)
    #expect(nothingSold.chargesForShipping && nothingSold.freeShippingThreshold == nil)
  }

  @Test func shippingIsPricedOnTheSubtotalAfterTheDiscount() throws {
    // $105 is over the threshold, but $94.50 after 10 % off is not.
    let bag = Product.stub(.stub(id: 5, price: .usd(105), stock: 9))

    let cart = try cart([WishListLine(.product(bag))], code: "WELCOME10", shipping: shipping)

    #expect(cart.discount == .usd(10, cents: 50))
    #expect(cart.shipping == .usd(9, cents: 90))
    #expect(cart.total == .usd(104, cents: 40))
  }

  @Test func aSubtotalTooLargeToComputeLeavesShippingByARuleUnknownNotFree() throws {
    let gold = Product.stub(.stub(id: 5, price: Money(minorUnits: .max, currency: .usd), stock: 9))
    let lines = [WishListLine(.product(gold)), WishListLine(.product(carrier))]

    let ruled = try cart(lines, shipping: shipping)
    let free = try cart(lines)

    #expect(ruled.shipping == nil)
    #expect(ruled.total == nil)
    #expect(ruled.quote == nil)
    #expect(free.shipping == .usd(0))
  }

  @Test func aCartWithNothingStillSoldShipsNothing() throws {
    let cart = try cart([WishListLine(.discontinued(9))], shipping: shipping)

    #expect(cart.shipping == .usd(0))
    #expect(cart.total == .usd(0))
  }

  @Test func theQuoteCarriesTheCodeTheDiscountAndShipping() throws {
    let cart = try cart([WishListLine(.product(urbanito))], code: "WELCOME10", shipping: shipping)

    let quote = try cart.validateForCheckout()

    #expect(quote.code == "WELCOME10")
    #expect(quote.discount == .usd(7, cents: 50))
    #expect(quote.shipping == .usd(9, cents: 90))
    #expect(quote.total == .usd(77, cents: 40))
  }

  @Test func theOrderablePartKeepsTheCode() throws {
    let travol = Product.stub(.stub(id: 2, name: "Travol", price: .usd(175), stock: 0))
    let cart = try cart(
      [WishListLine(.product(carrier)), WishListLine(.product(travol))], code: "WELCOME10")

    let orderable = try cart.orderablePart()

    #expect(orderable.code == "WELCOME10")
    #expect(orderable.discount == .usd(25))
  }

  @Test func anOrderRecordsTheCodeAndDiscountOfItsQuote() throws {
    let quote = try cart([WishListLine(.product(carrier))], code: "WELCOME10").validateForCheckout()

    let order = Order(number: 1, quote: quote, placedAt: .stub)

    #expect(order.code == "WELCOME10")
    #expect(order.discount == .usd(25))
    #expect(order.total == .usd(225))
  }
}
