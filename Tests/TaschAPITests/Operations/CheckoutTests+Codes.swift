import Tasch
import TaschAPI
import TaschHTTP
import TaschJSON
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

/// Promotion codes through the API: `GET /api/cart?code=` and the checkout body's `code`.
@MainActor
@Suite struct CheckoutCodeTests {
  private func harness() -> APIHarness {
    let catalogue = Catalogue(
      shopName: Shelf.catalogue.shopName, currency: Shelf.catalogue.currency,
      products: Shelf.catalogue.products,
      pricing: ShopPricing(
        promotions: [Promotion(code: "WELCOME10", discount: .percentOff(10))],
        shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100))))
    return APIHarness(Shelf.store(catalogue, wishList: [1]))
  }

  /// Checks out through `harness`'s API, confirming a total of `minorUnits` US cents, with the
  /// promotion code `code` in the body.
  private func checkout(
    on harness: APIHarness, confirming minorUnits: Int, code: String
  ) async -> APIHarness.Answer {
    await harness.send(
      .post, "/api/checkout",
      body: #"{"total": {"minorUnits": \#(minorUnits), "currency": "USD"}, "code": "\#(code)"}"#)
  }

  @Test func theCartTakesTheCodeOffAndSaysWhyOneIsRefused() async {
    let harness = harness()

    let coded = await harness.send(.get, "/api/cart?code=welcome10")
    let refused = await harness.send(.get, "/api/cart?code=NOPE")

    #expect(coded.status == 200)
    #expect(coded.json["code"] == .string("WELCOME10"))
    #expect(coded.json["discount"]?["minorUnits"] == .number("2500"))
    #expect(coded.json["shipping"]?["minorUnits"] == .number("0"))
    #expect(coded.json["total"]?["minorUnits"] == .number("22500"))
    #expect(refused.status == 200)
    #expect(refused.json["codeRefused"]?["code"] == .string("unknown-code"))
    #expect(refused.json["total"]?["minorUnits"] == .number("25000"))
  }

  @Test func checkoutOrdersWithTheCodeOfItsBody() async {
    let harness = harness()

    let answer = await checkout(on: harness, confirming: 22500, code: "WELCOME10")

    #expect(answer.status == 201)
    #expect(answer.json["order"]?["code"] == .string("WELCOME10"))
    #expect(answer.json["order"]?["discount"]?["minorUnits"] == .number("2500"))
  }

  /// A code is the same in any case of its letters, so a retry that spells it otherwise is a
  /// retry, answered with the first order, not a key reused for another code.
  @Test func aRetryWithTheCodeInAnotherCaseAnswersTheFirstOrder() async {
    let harness = harness()
    let key: HTTPHeaders = ["Idempotency-Key": "order-1"]
    let body = { (code: String) in
      #"{"total": {"minorUnits": 22500, "currency": "USD"}, "code": "\#(code)"}"#
    }

    let first = await harness.send(
      .post, "/api/checkout", headers: key, body: body("WELCOME10"))
    let retry = await harness.send(
      .post, "/api/checkout", headers: key, body: body("welcome10"))

    #expect(first.status == 201)
    #expect(retry.status == 201)
    #expect(retry.json == first.json)
  }

  @Test func aRefusedCodeOrdersNothingAndIs422() async {
    let harness = harness()

    let answer = await checkout(on: harness, confirming: 25000, code: "NOPE")

    #expect(answer.status == 422)
    #expect(answer.errorCode == "unknown-code")
    #expect(harness.storeData.wishList == WishList([1]))
  }

  @Test func aCodeThatWouldTakeNothingOffIs422AndOrdersNothing() async {
    let catalogue = Catalogue(
      shopName: "test", currency: .usd,
      products: [.stub(id: 1, name: "Pin", price: .usd(0, cents: 5), stock: 9)],
      pricing: ShopPricing(promotions: [Promotion(code: "P10", discount: .percentOff(10))]))
    let harness = APIHarness(Shelf.store(catalogue, wishList: [1]))

    let answer = await checkout(on: harness, confirming: 5, code: "P10")

    #expect(answer.status == 422)
    #expect(answer.errorCode == "code-takes-nothing-off")
    #expect(harness.storeData.wishList == WishList([1]))
  }

  @Test func aCodeForEveryProductOnACartThatCostsNothingIsSaidToTakeNothingOff() async {
    let harness = APIHarness(Shelf.store(Shelf.catalogueOfAFreeProduct, wishList: [4]))

    let cart = await harness.send(.get, "/api/cart?code=A1")
    let answer = await checkout(on: harness, confirming: 0, code: "A1")

    #expect(cart.json["codeRefused"]?["code"] == .string("code-takes-nothing-off"))
    #expect(
      cart.json["codeRefused"]?["message"]
        == .string("The code A1 would take nothing off your cart."))
    #expect(answer.status == 422)
    #expect(answer.errorCode == "code-takes-nothing-off")
  }

  @Test(arguments: ["", " ", "%20"])
  func anEmptyOrBlankCodeIsABadRequestThatTouchesNothing(code: String) async {
    let harness = harness()

    let cart = await harness.send(.get, "/api/cart?code=" + code)
    let checkedOut = await checkout(
      on: harness, confirming: 25000, code: code.replacingOccurrences(of: "%20", with: " "))

    #expect(cart.status == 400 && cart.errorCode == "bad-request")
    #expect(checkedOut.status == 400 && checkedOut.errorCode == "bad-request")
    #expect(harness.storeData.wishList == WishList([1]))
  }

  @Test func theWhiteSpaceAroundACodeIsNotPartOfIt() async {
    let harness = harness()

    let cart = await harness.send(.get, "/api/cart?code=%20welcome10%20")
    let checkedOut = await checkout(on: harness, confirming: 22500, code: " WELCOME10 ")

    #expect(cart.status == 200)
    #expect(cart.json["code"] == .string("WELCOME10"))
    #expect(checkedOut.status == 201)
    #expect(checkedOut.json["order"]?["code"] == .string("WELCOME10"))
  }
}
