import Tasch
import TaschHTTP
import TaschJSON
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschAPI

/// On a database store every request but the description of the API and the check of health
/// bears a shopper's token, and acts for that shopper alone, whatever the server's `--user`
/// or the request says; without one, or with one that acts for nobody, it is 401 and touches
/// nothing.
@MainActor
@Suite struct AuthorizationTests {
  /// The server's own shopper, as `--user` names it: ann, whose wish list holds 1, 2 and 99.
  private let store = Shelf.store()
  private let kept = InMemoryShopperTokenStore()
  private var tokens: ShopperTokens { ShopperTokens(store: kept, shop: Shopper.stub.shop) }
  private let bob = Shopper(shop: Shopper.stub.shop, name: "bob")

  private func harness(_ store: any ShopStore) -> APIHarness {
    APIHarness(
      store, simulation: SimulationSpecControlSpy(SimulationSpecs(), around: store),
      shopperTokens: tokens)
  }

  private func bearing(_ token: ShopperToken) -> HTTPHeaders {
    ["Authorization": "Bearer \(token.text)"]
  }

  /// The stream `GET /api/events` answers on `store`, asked with `token`.
  private func events(of store: any ShopStore, bearing token: ShopperToken) async throws
    -> AsyncStream<[UInt8]>
  {
    let response = await harness(store).api.respond(
      to: HTTPRequest(method: .get, target: "/api/events", headers: bearing(token)))
    guard case .stream(let stream) = response.body else {
      throw StreamExpected(status: response.status.code)
    }
    return stream
  }

  /// The answer to a request for events was not a stream.
  private struct StreamExpected: Error {
    let status: Int
  }

  // MARK: - Refused

  @Test(arguments: APIRoutes.all.filter(\.actsForShopper))
  fileprivate func everyRouteOfAShopperWithoutATokenIs401AndTouchesNothing(_ route: APIRoute)
    async
  {
    let spy = ShopStoreSpy(wrapping: store)
    let target = route.path.replacingOccurrences(of: "{id}", with: "1")

    let answer = await harness(spy).send(route.method, target, body: #"{"stars": 5}"#)

    #expect(answer.status == 401)
    #expect(answer.errorCode == "unauthorized")
    #expect(answer.response.headers["WWW-Authenticate"] == #"Bearer realm="tasch""#)
    #expect(spy.calls.isEmpty)
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 2, 99])
  }

  @Test(arguments: [[:], ["Authorization": "Bearer not-a-token"]] as [HTTPHeaders])
  func a401ComesInTheLanguageAsked(_ headers: HTTPHeaders) async {
    let english = await harness(store).send(.get, "/api/cart", headers: headers)
    let french = await harness(store).send(.get, "/api/cart?locale=fr", headers: headers)

    #expect(french.status == 401)
    for part in ["message", "recovery"] {
      let words = french.json["error"]?[part]?.string
      #expect(words != nil && words != english.json["error"]?[part]?.string, "\(part)")
    }
  }

  @Test(arguments: [
    "Basic YW5uOnNlY3JldA==", "Bearer", "Bearer ", "Bearer a b", "Token abc",
    "Bearer not-a-token", "Bearer " + String(repeating: "A", count: 44),
  ])
  func aCredentialThatIsNoTokenIs401WithoutLookingItUp(_ value: String) async throws {
    let spy = ShopStoreSpy(wrapping: store)

    let answer = await harness(spy).send(
      .put, "/api/wishlist/7", headers: ["Authorization": value])

    #expect(answer.status == 401)
    #expect(
      answer.response.headers["WWW-Authenticate"] == #"Bearer realm="tasch", error="invalid_token""#
    )
    #expect(kept.lookupCount == 0)
    #expect(spy.calls.isEmpty)
  }

  @Test func aTokenNeverMadeOrRevokedIs401AndTouchesNothing() async throws {
    let revoked = try #require(try await tokens.issue(to: "bob"))
    _ = try await tokens.revoke("bob")
    let spy = ShopStoreSpy(wrapping: store)

    let never = await harness(spy).send(.get, "/api/orders", headers: bearing(.drawn()))
    let gone = await harness(spy).send(.delete, "/api/wishlist/1", headers: bearing(revoked))

    #expect([never.status, gone.status] == [401, 401])
    #expect(gone.json["error"]?["message"]?.string?.contains("revoked") == true)
    #expect(spy.calls.isEmpty)
  }

  @Test func twoAuthorizationHeadersAre401EvenIfOneIsRight() async throws {
    let token = try #require(try await tokens.issue(to: "bob"))
    var headers = bearing(token)
    headers.add("Authorization", "Bearer \(token.text)")

    let answer = await harness(store).send(.get, "/api/cart", headers: headers)

    #expect(answer.status == 401)
    #expect(
      answer.json["error"]?["message"]?.string
        == "This request has more than one Authorization header: it may say whose it is only once."
    )
    #expect(kept.lookupCount == 0)
  }

  /// A header that is not `Bearer` and one word is said to be at fault, not a token that
  /// was mistyped or revoked; one word that is not a token is a token mistyped.
  @Test(arguments: [
    ("Basic YW5uOnNlY3JldA==", "This request's Authorization header is not Bearer and one token."),
    ("Bearer", "This request's Authorization header is not Bearer and one token."),
    ("Bearer a b", "This request's Authorization header is not Bearer and one token."),
    (
      "Bearer not-a-token",
      "This request's token is no shopper's of this shop: it was mistyped, revoked, or never made."
    ),
  ])
  func a401SaysWhatIsWrongWithTheHeader(_ value: String, message: String) async {
    let answer = await harness(store).send(
      .get, "/api/cart", headers: ["Authorization": value])

    #expect(answer.status == 401)
    #expect(answer.json["error"]?["message"]?.string == message)
  }

  @Test func theSchemeIsReadInAnyCase() async throws {
    let token = try #require(try await tokens.issue(to: "bob"))

    let answer = await harness(store).send(
      .get, "/api/cart", headers: ["Authorization": "bearer \(token.text)"])

    #expect(answer.status == 200)
  }

  @Test func theDescriptionAndTheHealthAskForNoToken() async {
    let harness = harness(store)

    #expect(await harness.send(.get, "/api/openapi.json").status == 200)
    #expect(await harness.send(.get, "/healthz").status == 200)
    #expect(kept.lookupCount == 0)
  }

  @Test func theHealthOfADatabaseStoreIsWhetherItFindsItsShopsReadingNoShoppersData() async {
    let unreadable = FailingStore(.storage("no shopper's data"), findingShopsIn: store)

    let answer = await harness(unreadable).send(.get, "/healthz")

    #expect(answer.status == 200)
  }

  /// Found by attack: the check of health, which asks for no token, answered a database
  /// store's failure with its details, naming the store's user, host and socket.
  @Test func theHealthOfADatabaseStoreTellsNoDetailsToAnyone() async throws {
    let failing = FailingStore(.storage("cannot connect to postgresql://shop@db.internal/shop"))

    let answer = await harness(failing).send(.get, "/healthz")

    #expect(answer.status == 503)
    #expect(answer.errorCode == "storage")
    let message = try #require(answer.json["error"]?["message"]?.string)
    #expect(!message.contains("db.internal"))
  }

  @Test func aStoreThatCannotLookIs503WithTheStoresErrorDocument() async {
    let answer = await APIHarness(
      store, shopperTokens: ShopperTokens(store: kept, shop: ShopID("gone"))
    ).send(.get, "/api/cart", headers: bearing(.drawn()))

    #expect(answer.status == 503)
    #expect(answer.errorCode == "catalogue-unavailable")
  }

  // MARK: - Acting for the token's shopper

  @Test func aTokenActsForItsShopperNotTheServers() async throws {
    let token = try #require(try await tokens.issue(to: "bob"))

    let answer = await harness(store).send(.get, "/api/wishlist", headers: bearing(token))

    #expect(answer.status == 200)
    #expect(answer.json["items"]?.elements == [])
  }

  @Test func oneShopperCannotReadOrChangeAnothersDataWhateverTheRequestSays() async throws {
    let token = try #require(try await tokens.issue(to: "bob"))
    let harness = harness(store)
    var asAnn = bearing(token)
    asAnn.add("X-Tasch-User", Shopper.stub.name)
    let annBefore = store.data(of: Shopper.stub.name)

    let added = await harness.send(.put, "/api/wishlist/7", headers: asAnn)
    let rated = await harness.send(.put, "/api/ratings/1", headers: asAnn, body: #"{"stars": 2}"#)
    let removed = await harness.send(.delete, "/api/wishlist/1", headers: asAnn)
    let cleared = await harness.send(.delete, "/api/ratings/7", headers: asAnn)
    let undone = await harness.send(.post, "/api/undo", headers: asAnn)
    let history = await harness.send(.get, "/api/history", headers: asAnn)
    let askingForAnn = await harness.send(.get, "/api/orders?user=ann", headers: asAnn)
    let simulated = await harness.send(
      .get, "/api/wishlist", headers: asAnn.adding("Tasch-Simulate", "latency=1ms"))

    #expect([added, rated, removed, cleared, undone].map(\.status) == [200, 200, 200, 200, 200])
    #expect(store.data(of: Shopper.stub.name) == annBefore)
    #expect(store.data(of: "bob").wishList.productIDs == [7])
    // Bob's rating was his newest change, which his undo took back.
    #expect(store.data(of: "bob").ratings.isEmpty)
    #expect(history.json["history"]?.elements?.count == 2)
    #expect(history.json["history"]?.elements?.first?["undone"] == .bool(true))
    #expect(askingForAnn.status == 400)
    #expect(simulated.json["items"]?.elements?.count == 1)
  }

  @Test func eachShoppersOrdersAreTheirOwnEvenUnderTheSameIdempotencyKey() async throws {
    let annsToken = try #require(try await tokens.issue(to: Shopper.stub.name))
    let bobsToken = try #require(try await tokens.issue(to: "bob"))
    let store = Shelf.store(wishList: [1])
    store.changeElsewhere("bob") { $0.wishList = WishList([7]) }
    let harness = harness(store)
    let total = #"{"total": {"minorUnits": %d, "currency": "USD"}}"#

    let anns = await harness.send(
      .post, "/api/checkout", headers: bearing(annsToken).adding("Idempotency-Key", "k1"),
      body: String(format: total, 25000))
    let bobs = await harness.send(
      .post, "/api/checkout", headers: bearing(bobsToken).adding("Idempotency-Key", "k1"),
      body: String(format: total, 12900))
    let bobsOrders = await harness.send(.get, "/api/orders", headers: bearing(bobsToken))
    let annsOrders = await harness.send(.get, "/api/orders", headers: bearing(annsToken))

    #expect([anns.status, bobs.status] == [201, 201])
    #expect(anns.json["order"]?["items"]?.elements?.first?["id"] == .number("1"))
    #expect(bobs.json["order"]?["items"]?.elements?.first?["id"] == .number("7"))
    #expect(bobsOrders.json["orders"]?.elements?.count == 1)
    #expect(annsOrders.json["orders"]?.elements?.first?["items"] == anns.json["order"]?["items"])
  }

  /// One shopper's event streams cannot take every connection the server holds.
  ///
  /// Found by attack: a shopper holding a thousand streams took the server's every connection,
  /// and every other request, `/healthz` included, was 503 until they closed. Past their own
  /// most a shopper is 429, past the server's every shopper is 503, and a stream closed makes
  /// room again.
  @Test func eventStreamsAreBoundedByShopperAndInAll() async throws {
    let annsToken = try #require(try await tokens.issue(to: Shopper.stub.name))
    let bobsToken = try #require(try await tokens.issue(to: "bob"))
    var limits = EventStreamLimits()
    (limits.perShopper, limits.total) = (2, 3)
    let harness = APIHarness(Shelf.store(), shopperTokens: tokens, eventStreamLimits: limits)
    func follow(_ token: ShopperToken) async -> HTTPResponse {
      await harness.api.respond(
        to: HTTPRequest(method: .get, target: "/api/events", headers: bearing(token)))
    }

    var annsStreams: [HTTPResponse?] = [await follow(annsToken), await follow(annsToken)]
    let annsThird = await harness.send(.get, "/api/events", headers: bearing(annsToken))
    let bobsFirst = await follow(bobsToken)
    let bobsSecond = await harness.send(.get, "/api/events", headers: bearing(bobsToken))
    annsStreams[0] = nil
    let annsAgain = await follow(annsToken)

    #expect(annsStreams.compactMap { $0?.status.code } == [200])
    #expect(annsThird.status == 429 && annsThird.errorCode == "too-many-streams")
    #expect(bobsFirst.status == .ok)
    #expect(bobsSecond.status == 503 && bobsSecond.errorCode == "too-many-streams")
    #expect(annsAgain.status == .ok)
    #expect(harness.api.openEventStreams.total == 3)
  }

  @Test func theEventStreamFollowsTheTokensShopper() async throws {
    let token = try #require(try await tokens.issue(to: "bob"))
    let store = Shelf.store(wishList: [])
    let spy = ShopStoreSpy(wrapping: store)
    var chunks = try await events(of: spy, bearing: token).makeAsyncIterator()

    _ = await chunks.next()
    store.changeElsewhere("bob") { $0.wishList = WishList([3]) }
    let event = String(decoding: try #require(await chunks.next()), as: UTF8.self)

    #expect(event.contains("data:   \"wishList\": true\n"))
    #expect(spy.followed == [bob])
  }

  @Test func theEventStreamOfATokenRevokedEndsWithoutSendingTheNextChange() async throws {
    let token = try #require(try await tokens.issue(to: "bob"))
    let store = Shelf.store(wishList: [])
    var chunks = try await events(of: store, bearing: token).makeAsyncIterator()

    _ = await chunks.next()
    _ = try await tokens.revoke("bob")
    store.changeElsewhere("bob") { $0.wishList = WishList([3]) }
    let afterRevoked = await chunks.next()

    #expect(afterRevoked == nil)
  }
}

extension HTTPHeaders {
  /// These headers and `name: value`.
  fileprivate func adding(_ name: String, _ value: String) -> HTTPHeaders {
    var headers = self
    headers.add(name, value)
    return headers
  }
}

extension APIRoute: CustomTestStringConvertible {
  /// The route as a test names it: `GET /api/cart`.
  public var testDescription: String { "\(method.rawValue) \(path)" }
}
