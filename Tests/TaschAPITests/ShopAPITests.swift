import Tasch
import TaschHTTP
import TaschJSON
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschAPI

@MainActor
@Suite struct ShopAPITests {
  // MARK: - Documents: the commands' own

  @Test func listsProductsWithTheProductsDocument() async throws {
    let store = Shelf.store()
    let presenter = ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(
        access: .stub(store), query: CatalogueQuery(sortOrder: .price, limit: 2)),
      localization: .english)
    await presenter.load()
    let expected = try #require(presenter.viewState.content)

    let answer = await APIHarness(store).send(.get, "/api/products?sort=price&limit=2")

    #expect(answer.status == 200)
    #expect(
      answer.json
        == ShopDocuments.products(expected.rows.formattedOnce, total: expected.totalMatching))
  }

  @Test func anEmptyPageIsTheProductsDocumentOfNothing() async {
    let answer = await APIHarness(Shelf.store()).send(.get, "/api/products?search=zzz")

    #expect(answer.status == 200)
    #expect(answer.json == ShopDocuments.products([], total: 0))
  }

  @Test func aSearchFindsEveryWordInAnyOrder() async {
    let answer = await APIHarness(Shelf.store()).send(
      .get, "/api/products?search=LEATHER%20%20bagg%20soft")

    #expect(answer.status == 200)
    #expect(answer.json["total"] == .number("1"))
    #expect(answer.json["products"]?.elements?.first?["name"]?.string == "Travol")
  }

  @Test func showsAProductInDetail() async {
    let answer = await APIHarness(Shelf.store()).send(.get, "/api/products/1")

    #expect(answer.status == 200)
    #expect(answer.json["name"]?.string == "Carrier")
    #expect(answer.json["description"] != nil)
  }

  @Test func anUnknownProductIs404NotFound() async {
    let answer = await APIHarness(Shelf.store()).send(.get, "/api/products/42")

    #expect(answer.status == 404)
    #expect(answer.errorCode == "not-found")
    #expect(answer.json["error"]?["recovery"]?.string?.isEmpty == false)
  }

  @Test func showsTheWishListAndTheCart() async {
    let harness = APIHarness(Shelf.store())

    let wishList = await harness.send(.get, "/api/wishlist")
    let cart = await harness.send(.get, "/api/cart")

    #expect(wishList.status == 200)
    #expect(wishList.json["items"]?.elements?.count == 3)
    #expect(cart.json["unavailable"] == .array([.number("2"), .number("99")]))
  }

  @Test func puttingOnTheWishListTwiceChangesNothingTheSecondTime() async {
    let harness = APIHarness(Shelf.store(wishList: []))

    let first = await harness.send(.put, "/api/wishlist/7")
    let second = await harness.send(.put, "/api/wishlist/7")

    #expect(first.status == 200)
    #expect(first.json["added"] == .array([.number("7")]))
    #expect(second.status == 200)
    #expect(second.json["unchanged"] == .array([.number("7")]))
    #expect(second.json["wishlist"]?["items"]?.elements?.count == 1)
  }

  @Test func removesFromTheWishList() async {
    let harness = APIHarness(Shelf.store(wishList: [1, 7]))

    let answer = await harness.send(.delete, "/api/wishlist/1")

    #expect(answer.status == 200)
    #expect(answer.json["removed"] == .array([.number("1")]))
    #expect(harness.storeData.wishList == WishList([7]))
  }

  @Test func aQuantityIsAWholeNumberHoweverItIsWritten() async {
    let harness = APIHarness(Shelf.store(wishList: []))

    let put = await harness.send(.put, "/api/wishlist/7", body: #"{"quantity": 2.0}"#)
    let half = await harness.send(.put, "/api/wishlist/7", body: #"{"quantity": 2.5}"#)

    #expect(put.status == 200)
    #expect(put.json["wishlist"]?["items"]?.elements?.first?["quantity"] == .number("2"))
    #expect(half.status == 400)
    #expect(half.errorCode == "bad-request")
  }

  /// Listed in the OpenAPI document, as the harness checks: it was not.
  @Test func aQuantityPastWhatOneOrderMayHaveIs409TooMany() async {
    let limited = ShopProduct.stub(id: 5, price: .usd(10), stock: 9, maxPerOrder: 3)
    let harness = APIHarness(Shelf.store(.stub([limited]), wishList: []))

    let answer = await harness.send(.put, "/api/wishlist/5", body: #"{"quantity": 4}"#)

    #expect(answer.status == 409)
    #expect(answer.errorCode == "too-many")
    #expect(harness.storeData.wishList == WishList([]))
  }

  @Test func putsOnTheWishListOnlyWhatTheShopSells() async {
    let answer = await APIHarness(Shelf.store(wishList: [])).send(.put, "/api/wishlist/42")

    #expect(answer.status == 404)
    #expect(answer.errorCode == "not-found")
  }

  @Test func ratesAndClearsARating() async {
    let harness = APIHarness(Shelf.store())

    let rated = await harness.send(.put, "/api/ratings/1", body: #"{"stars": 4}"#)
    let cleared = await harness.send(.delete, "/api/ratings/1")

    #expect(rated.status == 200)
    #expect(rated.json["rating"]?["mine"] == .number("4"))
    #expect(cleared.json["rating"]?["mine"] == .null)
  }

  @Test(arguments: [#"{"stars": 4.0}"#, #"{"stars": 0.4e1}"#, #"{"stars": 400E-2}"#])
  func starsAreAWholeNumberHoweverItIsWritten(body: String) async {
    let answer = await APIHarness(Shelf.store()).send(.put, "/api/ratings/1", body: body)

    #expect(answer.status == 200)
    #expect(answer.json["rating"]?["mine"] == .number("4"))
  }

  @Test(arguments: [
    #"{"stars": 6}"#, #"{"stars": 6.0}"#, #"{"stars": 4.5}"#, #"{"stars": "4"}"#,
    #"{"stars": 4, "x": 1}"#, "[4]", "4 stars",
  ])
  func aRatingThatIsNotOneIs400(body: String) async {
    let answer = await APIHarness(Shelf.store()).send(.put, "/api/ratings/1", body: body)

    #expect(answer.status == 400)
    #expect(answer.errorCode == "bad-request")
  }

  @Test func undoesAndRedoesAndSaysWhenThereIsNothingToUndo() async {
    let harness = APIHarness(Shelf.store(wishList: []))
    _ = await harness.send(.put, "/api/wishlist/1")

    let undone = await harness.send(.post, "/api/undo")
    let redone = await harness.send(.post, "/api/redo")
    let history = await harness.send(.get, "/api/history")
    _ = await harness.send(.post, "/api/undo")
    let nothing = await harness.send(.post, "/api/undo")

    #expect(undone.json["undone"]?["change"]?.string == "wishlist.add")
    #expect(redone.json["redone"]?["id"] == .number("1"))
    // Each says the change as the history now holds it, as `history` then says it.
    #expect(undone.json["undone"]?["undone"] == .bool(true))
    #expect(redone.json["redone"]?["undone"] == .bool(false))
    #expect(redone.json["redone"]?["at"] == history.json["history"]?.elements?.first?["at"])
    #expect(history.json["history"]?.elements?.count == 1)
    #expect(nothing.status == 409)
    #expect(nothing.errorCode == "nothing-to-undo")
  }

  /// A step the rules now refuse is passed over, and the document says why.
  @Test func anUndoPassedOverSaysWhy() async {
    let store = Shelf.store(wishList: [Shelf.discontinued])
    store.changeElsewhere(Shopper.stub.name) { data in
      _ = data.removeFromWishList(Shelf.discontinued, at: .stub)
    }

    let undone = await APIHarness(store).send(.post, "/api/undo")

    #expect(undone.status == 200)
    #expect(undone.json["undone"]?["undone"] == .bool(true))
    #expect(undone.json["passedOver"]?["code"]?.string == "not-found")
    #expect(undone.json["passedOver"]?["message"]?.string == "There is no product 99.")
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs.isEmpty)
  }

  @Test func listsNoOrdersAsAnEmptyList() async {
    let answer = await APIHarness(Shelf.store()).send(.get, "/api/orders")

    #expect(answer.status == 200)
    #expect(answer.json == ShopDocuments.orders([], total: 0))
  }

  @Test func pagesTheOrdersAsTheCommandDoesCountingThemAll() async {
    let harness = APIHarness(Shelf.store(wishList: [1]))
    for _ in 1...3 {
      _ = await harness.send(.put, "/api/wishlist/1")
      _ = await harness.send(
        .post, "/api/checkout", body: #"{"total": {"minorUnits": 25000, "currency": "USD"}}"#)
    }

    let page = await harness.send(.get, "/api/orders?limit=1&offset=1")
    let past = await harness.send(.get, "/api/orders?offset=3")
    let bad = await harness.send(.get, "/api/orders?limit=0")

    #expect(page.status == 200)
    #expect(page.json["orders"]?.elements?.map { $0["number"] } == [.number("2")])
    #expect(page.json["total"] == .number("3"))
    #expect(past.json == ShopDocuments.orders([], total: 3))
    #expect(bad.status == 400)
  }

  // MARK: - Routes

  @Test func anotherMethodIs405WithTheMethodsThePathTakes() async {
    let answer = await APIHarness(Shelf.store()).send(.post, "/api/wishlist/1")

    #expect(answer.status == 405)
    #expect(answer.errorCode == "method-not-allowed")
    #expect(answer.response.headers["Allow"] == "PUT, DELETE")
  }

  @Test func aPathThatTakesGetAllowsHeadToo() async {
    let answer = await APIHarness(Shelf.store()).send(.post, "/api/cart")

    #expect(answer.status == 405)
    #expect(answer.response.headers["Allow"] == "GET, HEAD")
    #expect(answer.json["error"]?["recovery"]?.string == "Use GET or HEAD.")
  }

  @Test(arguments: [("get", "/api/products"), ("FOO", "/"), ("PATCH", "/api/wishlist/1")])
  func aMethodNoPathTakesIs501NotImplemented(method: String, target: String) async {
    let answer = await APIHarness(Shelf.store()).send(HTTPMethod(rawValue: method), target)

    #expect(answer.status == 501)
    #expect(answer.errorCode == "not-implemented")
    #expect(
      answer.json["error"]?["message"]?.string
        == "This server does not implement the method \"\(method)\".")
    #expect(
      answer.json["error"]?["recovery"]?.string
        == "Use GET, HEAD, PUT, DELETE or POST; methods are case-sensitive.")
  }

  @Test(arguments: ["/api/products/abc", "/api/products/0", "/api/products/%FF", "/api/products/"])
  func aPathThatNamesNoProductIs400(target: String) async {
    let answer = await APIHarness(Shelf.store()).send(.get, target)

    #expect(answer.status == 400)
  }

  @Test(arguments: [
    ("/api/nothing", 404, "not-found"),
    ("/api/products?sort=size", 400, "bad-request"),
    ("/api/products?limit=0", 400, "bad-request"),
    ("/api/products?offset=-1", 400, "bad-request"),
    ("/api/products?reverse=yes", 400, "bad-request"),
    ("/api/products?colour=red", 400, "bad-request"),
    ("/api/products/1?colour=red", 400, "bad-request"),
    ("/api/wishlist?locale=de&colour=red", 400, "bad-request"),
    ("/api/products?limit=1&limit=2", 400, "bad-request"),
    ("/api/products?limit=99999999999999999999", 400, "bad-request"),
    ("/api/cart?locale=aaaaaaaaaaaa", 400, "bad-locale"),
  ])
  func aTargetNoRouteTakesIsRefusedWithItsCode(target: String, status: Int, code: String) async {
    let answer = await APIHarness(Shelf.store()).send(.get, target)

    #expect(answer.status == status)
    #expect(answer.errorCode == code)
  }

  /// Found by attack: a number too large said only "from 1", which it is.
  @Test(arguments: [
    (
      "/api/products?limit=99999999999999999999",
      "Give it a whole number from 1 to 9223372036854775807."
    ),
    (
      "/api/products/9223372036854775808",
      "Name a product by its identifier, a whole number from 1 to 9223372036854775807."
    ),
  ])
  func aNumberRefusedSaysTheLargestItTakes(target: String, recovery: String) async {
    let answer = await APIHarness(Shelf.store()).send(.get, target)

    #expect(answer.status == 400)
    #expect(answer.json["error"]?["recovery"]?.string == recovery)
  }

  @Test(arguments: [
    ("/api/products?limit=1%00", #"The parameter limit cannot be "1%00"."#),
    (
      "/api/products?limit=%22%25%E2%80%AE%C3%A9",
      #"The parameter limit cannot be "%22%25%E2%80%AEé"."#
    ),
    ("/api/products/1%0A", #""1%0A" is not a product identifier."#),
    ("/api/cart?locale=de%09", #""de%09" is not a locale."#),
  ])
  func aValueFromTheTargetIsQuotedPercentEncodedAsTheClientSentIt(target: String, message: String)
    async
  {
    let answer = await APIHarness(Shelf.store()).send(.get, target)

    #expect(answer.json["error"]?["message"]?.string == message)
  }

  @Test(arguments: APIRoutes.all.filter { $0.body == nil })
  fileprivate func aBodySentToAPathThatTakesNoneIs400AndTouchesNothing(_ route: APIRoute) async {
    let spy = ShopStoreSpy(wrapping: Shelf.store())
    let simulation = SimulationSpecControlSpy(
      SimulationSpecs(latency: nil, fail: nil, seed: 1), around: spy)
    let target = route.path.replacingOccurrences(of: "{id}", with: "1")

    let answer = await APIHarness(spy, simulation: simulation).send(
      route.method, target, body: "garbage")

    #expect(answer.status == 400)
    #expect(answer.errorCode == "bad-request")
    #expect(answer.json["error"]?["message"]?.string == "This path takes no body.")
    #expect(spy.calls.isEmpty)
  }

  @Test func headIsGetWithoutTheBody() async {
    let answer = await APIHarness(Shelf.store()).send(.head, "/api/cart")

    #expect(answer.status == 200)
  }

  // MARK: - Language

  @Test func acceptLanguagePicksTheLanguageOfMessagesAndMoney() async {
    let answer = await APIHarness(Shelf.store()).send(
      .get, "/api/products/42", headers: ["Accept-Language": "de-DE, en;q=0.5"])
    let cart = await APIHarness(Shelf.store()).send(
      .get, "/api/cart", headers: ["Accept-Language": "de-DE"])

    let english = ErrorViewModel(.notFound(42), localization: .english).message
    let german = ErrorViewModel(.notFound(42), localization: .locale("de_DE")).message
    #expect(english != german)
    #expect(answer.json["error"]?["message"]?.string == german)
    #expect(cart.json["total"]?["formatted"]?.string == "425,00\u{A0}$")
  }

  @Test func theLocaleParameterBeatsAcceptLanguage() async {
    let answer = await APIHarness(Shelf.store()).send(
      .get, "/api/cart?locale=fr_FR", headers: ["Accept-Language": "de-DE"])

    #expect(answer.json["total"]?["formatted"]?.string == "425,00\u{A0}$US")
  }

  // MARK: - Health and description

  @Test func isHealthyWhileTheStoreAnswers() async {
    let answer = await APIHarness(Shelf.store()).send(.get, "/healthz")

    #expect(answer.status == 200)
    #expect(answer.json["status"]?.string == "ok")
  }

  /// Found by attack behind a proxy cache: answers in one language were served to clients of
  /// another, and a wish list as it was before a change.
  @Test func noAnswerIsCachedAndEachVariesWithItsLanguage() async {
    let harness = APIHarness(Shelf.store())

    let found = await harness.send(.get, "/api/products?limit=1")
    let refused = await harness.send(.get, "/api/products/0")
    for answer in [found, refused] {
      #expect(answer.response.headers["Cache-Control"] == "no-store")
      #expect(answer.response.headers["Vary"] == "Accept-Language")
    }
  }

  @Test func isUnavailableWhenTheStoreIsNot() async {
    let answer = await APIHarness(FailingStore(.offline)).send(.get, "/healthz")

    #expect(answer.status == 503)
    #expect(answer.errorCode == "offline")
  }

  @Test func onTheJSONFilesIsUnavailableWhenTheShoppersDataCannotBeRead() async {
    let damaged = FailingStore(.storage("state.json is damaged"), findingShopsIn: Shelf.store())

    let answer = await APIHarness(damaged).send(.get, "/healthz")

    #expect(answer.status == 503)
    #expect(answer.errorCode == "storage")
  }

  @Test func servesItsOpenAPIDocument() async {
    let answer = await APIHarness(Shelf.store()).send(.get, "/api/openapi.json")

    #expect(answer.status == 200)
    #expect(answer.json == ShopAPI.openAPIDocument)
  }
}

extension APIHarness {
  /// The stub shopper's data in the in-memory store.
  var storeData: ShopperData {
    (store as? InMemoryShopStore)?.data(of: Shopper.stub.name) ?? ShopperData()
  }
}
