import Tasch
import TaschAPI
import TaschHTTP
import TaschJSON
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct CheckoutTests {
  private let confirming250 = #"{"total": {"minorUnits": 25000, "currency": "USD"}}"#

  @Test func ordersTheCartWhoseTotalTheClientConfirms() async {
    let harness = APIHarness(Shelf.store(wishList: [1]))

    let answer = await harness.send(.post, "/api/checkout", body: confirming250)

    #expect(answer.status == 201)
    #expect(answer.json["order"]?["number"] == .number("1"))
    #expect(answer.json["order"]?["total"]?["minorUnits"] == .number("25000"))
    #expect(harness.storeData.wishList == WishList([]))
  }

  @Test func acceptsTheWholeMoneyDocumentSentBack() async {
    let harness = APIHarness(Shelf.store(wishList: [1]))
    let cart = await harness.send(.get, "/api/cart")
    let total = JSONWriter.text(of: .object(["total": cart.json["total"] ?? .null]))

    let answer = await harness.send(.post, "/api/checkout", body: total)

    #expect(answer.status == 201)
  }

  @Test func acceptsTheTotalsMinorUnitsWrittenAsAnyWholeNumber() async {
    let harness = APIHarness(Shelf.store(wishList: [1]))

    let answer = await harness.send(
      .post, "/api/checkout", body: #"{"total": {"minorUnits": 2.5e4, "currency": "USD"}}"#)

    #expect(answer.status == 201)
    #expect(answer.json["order"]?["total"]?["minorUnits"] == .number("25000"))
  }

  @Test func anotherTotalIs409CartChangedWithTheCartAsItIs() async {
    let harness = APIHarness(Shelf.store(wishList: [1, 7]))

    let answer = await harness.send(.post, "/api/checkout", body: confirming250)

    #expect(answer.status == 409)
    #expect(answer.errorCode == "cart-changed")
    #expect(answer.json["cart"]?["total"]?["minorUnits"] == .number("37900"))
    #expect(harness.storeData.wishList == WishList([1, 7]))
  }

  /// No cart of the shop has such a total: a client that retried would fail again.
  @Test(arguments: [
    #"{"total": {"minorUnits": 25000, "currency": "JPY"}}"#,
    #"{"total": {"minorUnits": -25000, "currency": "USD"}}"#,
  ])
  func aTotalInAnotherCurrencyOrBelowZeroIs400InvalidInput(body: String) async {
    let harness = APIHarness(Shelf.store(wishList: [1]))

    let answer = await harness.send(.post, "/api/checkout", body: body)

    #expect(answer.status == 400)
    #expect(answer.errorCode == "invalid-input")
    #expect(harness.storeData.wishList == WishList([1]))
  }

  @Test func aCartWithUnavailableItemsIs409OutOfStock() async {
    let harness = APIHarness(Shelf.store(wishList: [1, 2]))

    let answer = await harness.send(.post, "/api/checkout", body: confirming250)

    #expect(answer.status == 409)
    #expect(answer.errorCode == "out-of-stock")
    #expect(answer.json["error"]?["message"]?.string?.contains("Travol") == true)
    #expect(answer.json["cart"]?["unavailable"] == .array([.number("2")]))
  }

  /// As the API's document says: any refusal of a checkout carries the cart when it was read.
  @Test func aTimeoutOfTheOrderIs504WithTheCartItWasAboutToOrder() async {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1]))
    spy.failNext(.checkout, with: .timeout)
    let harness = APIHarness(spy)

    let answer = await harness.send(.post, "/api/checkout", body: confirming250)

    #expect(answer.status == 504)
    #expect(answer.errorCode == "timeout")
    #expect(answer.json["cart"]?["total"]?["minorUnits"] == .number("25000"))
    #expect(answer.json["error"]?["simulated"] == nil, "a real timeout")
  }

  @Test func aSimulatedFailureSaysSoAndARealRefusalDoesNot() async {
    let spy = ShopStoreSpy(wrapping: Shelf.store(wishList: [1]))
    spy.failNext(.checkout, with: .simulated(.timeout))
    let harness = APIHarness(spy)

    let simulated = await harness.send(.post, "/api/checkout", body: confirming250)
    let real = await harness.send(
      .post, "/api/checkout", body: #"{"total": {"minorUnits": 1, "currency": "USD"}}"#)

    #expect(simulated.status == 504)
    #expect(simulated.json["error"]?["simulated"] == .bool(true))
    #expect(real.errorCode == "cart-changed")
    #expect(real.json["error"]?["simulated"] == nil)
  }

  @Test func anEmptyCartIs409() async {
    let harness = APIHarness(Shelf.store(wishList: []))

    let answer = await harness.send(
      .post, "/api/checkout", body: #"{"total": {"minorUnits": 0, "currency": "USD"}}"#)

    #expect(answer.status == 409)
    #expect(answer.errorCode == "empty-cart")
  }

  @Test(arguments: [
    "", "{}", #"{"total": 250}"#, #"{"total": {"minorUnits": 1.5, "currency": "USD"}}"#,
    #"{"total": {"minorUnits": 25000, "currency": "dollars"}}"#,
    #"{"total": {"minorUnits": 99999999999999999999, "currency": "USD"}}"#,
    #"{"total": {"minorUnits": 25000, "currency": "USD", "amount": 250}}"#,
    #"{"total": {"minorUnits": 25000, "currency": "USD", "junk": 1}}"#,
  ])
  func aBodyThatConfirmsNoTotalIs400(body: String) async {
    let harness = APIHarness(Shelf.store(wishList: [1]))

    let answer = await harness.send(.post, "/api/checkout", body: body)

    #expect(answer.status == 400)
    #expect(harness.storeData.wishList == WishList([1]))
  }

  /// A body confirming $250.00 in minor units, with `field` beside them in its total.
  private func confirming250(with field: String) -> String {
    #"{"total": {"minorUnits": 25000, "currency": "USD", "# + field + "}}"
  }

  @Test(arguments: ["0.01", "25000", "250.001", "$250.00"])
  func aTotalWhoseAmountSaysAnotherIs400NamingItAndOrdersNothing(amount: String) async {
    let harness = APIHarness(Shelf.store(wishList: [1]))

    let answer = await harness.send(
      .post, "/api/checkout", body: confirming250(with: #""amount": ""# + amount + #"""#))

    #expect(answer.status == 400)
    #expect(answer.errorCode == "bad-request")
    #expect(answer.json["error"]?["message"]?.string?.contains("amount") == true)
    #expect(harness.storeData.wishList == WishList([1]))
  }

  /// Found by attack: `250.000`, the same amount written with a digit too many, was said to be
  /// another amount than `minorUnits`.
  @Test(arguments: ["250.000", "+250.00", " 250.00", "$250.00"])
  func anAmountThatIsNoAmountIsSaidSoWithOneAsItShouldBe(amount: String) async {
    let harness = APIHarness(Shelf.store(wishList: [1]))

    let answer = await harness.send(
      .post, "/api/checkout", body: confirming250(with: #""amount": ""# + amount + #"""#))

    #expect(answer.status == 400)
    let message = answer.json["error"]?["message"]?.string ?? ""
    #expect(message.contains("total.amount") && !message.contains("minorUnits"), "\(message)")
    #expect(
      answer.json["error"]?["recovery"]?.string?.contains("an amount such as 250.00") == true)
    #expect(harness.storeData.wishList == WishList([1]))
  }

  @Test(arguments: [#""amount": "250.00""#, #""amount": "250""#, #""formatted": "$0.01""#])
  func aTotalsAmountThatAgreesIsTakenAndItsFormattedWordsAreNotRead(field: String) async {
    let harness = APIHarness(Shelf.store(wishList: [1]))

    let answer = await harness.send(.post, "/api/checkout", body: confirming250(with: field))

    #expect(answer.status == 201)
  }

  @Test func aRetryWithTheSameIdempotencyKeyAnswersTheFirstOrder() async {
    let store = Shelf.store(wishList: [1])
    let harness = APIHarness(store)
    let key: HTTPHeaders = ["Idempotency-Key": "order-1"]

    let first = await harness.send(.post, "/api/checkout", headers: key, body: confirming250)
    let retry = await harness.send(.post, "/api/checkout", headers: key, body: confirming250)
    let another = await harness.send(
      .post, "/api/checkout", headers: ["Idempotency-Key": "order-2"], body: confirming250)

    #expect(first.status == 201)
    #expect(retry.status == 201)
    #expect(retry.json == first.json)
    #expect(another.status == 409)
    #expect(store.orderCount(of: Shopper.stub) == 1)
  }

  @Test func aRetryThroughAnotherServerOnTheStoreAnswersTheFirstOrder() async {
    let store = Shelf.store(wishList: [1])
    let key: HTTPHeaders = ["Idempotency-Key": "order-1"]

    let first = await APIHarness(store).send(
      .post, "/api/checkout", headers: key, body: confirming250)
    _ = await APIHarness(store).send(.put, "/api/wishlist/7")
    let retry = await APIHarness(store).send(
      .post, "/api/checkout", headers: key, body: confirming250)

    #expect(first.status == 201)
    #expect(retry.json == first.json)
    #expect(store.orderCount(of: Shopper.stub) == 1)
    #expect(store.data(of: Shopper.stub.name).wishList == WishList([7]))
  }

  @Test func retriesSentAtOnceAnswerOneOrder() async {
    let store = Shelf.store(wishList: [1])
    let key: HTTPHeaders = ["Idempotency-Key": "order-1"]
    let (harness, body) = (APIHarness(store), confirming250)

    async let first = harness.send(.post, "/api/checkout", headers: key, body: body)
    async let second = harness.send(.post, "/api/checkout", headers: key, body: body)
    let answers = await [first, second]

    #expect(answers.map(\.status) == [201, 201])
    #expect(answers[0].json == answers[1].json)
    #expect(store.orderCount(of: Shopper.stub) == 1)
  }

  @Test func aRetryInAnotherLanguageAnswersTheFirstOrderInItsOwnWords() async {
    let store = Shelf.store(wishList: [1])
    let harness = APIHarness(store)

    let first = await harness.send(
      .post, "/api/checkout", headers: ["Idempotency-Key": "k"], body: confirming250)
    let retry = await harness.send(
      .post, "/api/checkout", headers: ["Idempotency-Key": "k", "Accept-Language": "de-DE"],
      body: confirming250)

    #expect(retry.status == 201)
    #expect(retry.json["order"]?["number"] == first.json["order"]?["number"])
    #expect(retry.json["order"]?["total"]?["formatted"]?.string == "250,00\u{A0}$")
    #expect(first.json["order"]?["total"]?["formatted"]?.string == "$250.00")
    #expect(store.orderCount(of: Shopper.stub) == 1)
  }

  @Test func aKeySentAgainWithAnotherTotalOrCodeIs422AndOrdersNothing() async {
    let store = Shelf.store(wishList: [1])
    let harness = APIHarness(store)
    let key: HTTPHeaders = ["Idempotency-Key": "order-1"]

    let first = await harness.send(.post, "/api/checkout", headers: key, body: confirming250)
    let otherTotal = await harness.send(
      .post, "/api/checkout", headers: key,
      body: #"{"total": {"minorUnits": 1, "currency": "EUR"}}"#)
    let otherCode = await harness.send(
      .post, "/api/checkout", headers: key,
      body: #"{"total": {"minorUnits": 25000, "currency": "USD"}, "code": "WELCOME10"}"#)
    let retry = await harness.send(
      .post, "/api/checkout", headers: key,
      body: #"{"total": {"currency": "USD", "minorUnits": 25000.0}}"#)

    #expect(first.status == 201)
    #expect(otherTotal.status == 422)
    #expect(otherTotal.errorCode == "idempotency-key-reused")
    #expect(otherTotal.json["cart"]?["items"] == .array([]), "the cart as it now is")
    #expect(otherCode.errorCode == "idempotency-key-reused")
    #expect(retry.json == first.json)
    #expect(store.orderCount(of: Shopper.stub) == 1)
  }

  @Test func anAttemptThatOrderedNothingIsTriedAgain() async {
    let store = Shelf.store(wishList: [1, 7])
    let harness = APIHarness(store)
    let key: HTTPHeaders = ["Idempotency-Key": "k"]

    let refused = await harness.send(.post, "/api/checkout", headers: key, body: confirming250)
    _ = await harness.send(.delete, "/api/wishlist/7")
    let placed = await harness.send(.post, "/api/checkout", headers: key, body: confirming250)

    #expect(refused.status == 409)
    #expect(placed.status == 201)
  }

  @Test(arguments: [("k", "other"), ("k", "k")])
  func twoIdempotencyKeysAre400AndOrderNothing(first: String, second: String) async {
    let store = Shelf.store(wishList: [1])
    var headers: HTTPHeaders = [:]
    headers.add("Idempotency-Key", first)
    headers.add("Idempotency-Key", second)

    let answer = await APIHarness(store).send(
      .post, "/api/checkout", headers: headers, body: confirming250)

    #expect(answer.status == 400)
    #expect(answer.errorCode == "bad-request")
    #expect(store.orderCount(of: Shopper.stub) == 0)
  }

  @Test func anIdempotencyKeyOfControlsIs400() async {
    let answer = await APIHarness(Shelf.store(wishList: [1])).send(
      .post, "/api/checkout", headers: ["Idempotency-Key": "a b"], body: confirming250)

    #expect(answer.status == 400)
  }
}

extension InMemoryShopStore {
  /// How many orders `shopper` placed.
  func orderCount(of shopper: Shopper) -> Int {
    (try? read(for: shopper) { snapshot throws(ShopError) in try snapshot.orders().count })
      ?? -1
  }
}
