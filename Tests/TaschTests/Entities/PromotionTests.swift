import Foundation
import Tasch
import TaschTestSupport
import Testing

/// When a code's dates change what it does: the moment a wish list priced with it must be
/// priced again.
@Suite struct PromotionTests {
  private let from = Date.stub.addingTimeInterval(-3600)
  private let until = Date.stub.addingTimeInterval(3600)
  private var bags: Promotion {
    Promotion(
      code: "BAGS5", discount: .amountOff(.usd(5)), validFrom: from, validUntil: until)
  }

  @Test func theNextChangeIsTheFirstMomentBeforeItAndTheMomentAfterItsLastOnceValid() throws {
    let early = try #require(bags.nextValidityChange(after: from.addingTimeInterval(-10)))
    let valid = try #require(bags.nextValidityChange(after: .stub))
    let last = try #require(bags.nextValidityChange(after: until))

    #expect(early == from)
    #expect(valid > until)
    #expect(last == valid)
    #expect(throws: Never.self) { try bags.checkIsValid(at: until) }
    #expect(throws: ShopError.codeExpired("BAGS5", until: until)) {
      try bags.checkIsValid(at: valid)
    }
    #expect(bags.nextValidityChange(after: valid) == nil)
  }

  @Test func aCodeMatchesInAnyCaseOfItsASCIILettersOnly() {
    #expect(bags.hasCode("bags5"))
    #expect(bags.hasCode("BaGs5"))
    // The Kelvin sign's lower case is an ASCII k, but it is not the letter K.
    let kelvin = Promotion(code: "BAGK", discount: .percentOff(10))
    #expect(kelvin.hasCode("bagk"))
    #expect(!kelvin.hasCode("BAG\u{212A}"))
    #expect(Promotion.matchingForm(of: "ÉTÉ-10_X") == "ÉtÉ-10_x")
  }

  @Test func aCodeWithoutDatesNeverChanges() {
    let welcome = Promotion(code: "WELCOME10", discount: .percentOff(10))

    #expect(welcome.nextValidityChange(after: .stub) == nil)
  }

  @Test func aWishListPricedWithACodeHoldsUntilTheCodesNextChange() {
    let pricing = ShopPricing(
      promotions: [bags, Promotion(code: "WELCOME10", discount: .percentOff(10))])
    func list(_ code: String?, at date: Date = .stub) -> WishListContents {
      WishListContents(
        currency: .usd, lines: [], pricing: pricing,
        request: code.map { CodeRequest($0, at: date) })
    }

    let holds = list("bags5").pricingHoldsFor
    #expect(holds.map { $0 >= .seconds(3600) && $0 < .seconds(3601) } == true)
    #expect(list("BAGS5", at: from.addingTimeInterval(-60)).pricingHoldsFor == .seconds(60))
    #expect(list("WELCOME10").pricingHoldsFor == nil)
    #expect(list("NOPE").pricingHoldsFor == nil)
    #expect(list(nil).pricingHoldsFor == nil)
    #expect(list("BAGS5", at: until.addingTimeInterval(1)).pricingHoldsFor == nil)
  }
}
