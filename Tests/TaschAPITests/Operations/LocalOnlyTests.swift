import Tasch
import TaschHTTP
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschAPI

/// On the JSON files no token guards the shop: the server answers programs on this machine and
/// pages it serves on localhost, and refuses what a web page of another site sends through the
/// shopper's browser, to a loopback address or to a name made to resolve to one.
@MainActor
@Suite struct LocalOnlyTests {
  /// The server's own shopper, ann, whose wish list holds 1, 2 and 99.
  private let store = Shelf.store()

  /// Found by attack: a page of another site undid the shopper's last change, and one whose
  /// name resolved to 127.0.0.1 read their orders and placed one.
  @Test(
    arguments: [
      ["Origin": "http://evil.example"], ["Origin": "null"],
      ["Origin": "https://127.0.0.1.evil.example"],
      ["Origin": "http://localhost@evil.example"], ["Host": "evil.example:8080"],
      ["Host": "evil.example"], ["Host": "localhost.evil.example"],
      ["Host": "127.0.0.1:8080", "Origin": "http://evil.example:8080"],
    ] as [HTTPHeaders])
  func aRequestAWebPageOfAnotherSiteSentIs403AndTouchesNothing(_ headers: HTTPHeaders) async {
    let spy = ShopStoreSpy(wrapping: store)

    let answer = await APIHarness(spy).send(.post, "/api/undo", headers: headers)

    #expect(answer.status == 403)
    #expect(answer.errorCode == "not-local")
    #expect(spy.calls.isEmpty)
    #expect(store.data(of: Shopper.stub.name).history == Shelf.store().data(of: "ann").history)
  }

  @Test(
    arguments: [
      [:], ["Host": "127.0.0.1:8080"], ["Host": "localhost"], ["Host": "LOCALHOST:1"],
      ["Host": "[::1]:8080"], ["Host": "127.1.2.3"], ["Host": "shop.localhost:3000"],
      ["Host": "localhost:8080", "Origin": "http://localhost:3000"],
      ["Origin": "http://127.0.0.1:8080"], ["Origin": "http://[::1]:5173"],
      // Found by attack behind a proxy: a name fully qualified, and an empty port.
      ["Host": "localhost."], ["Host": "localhost.:8080"], ["Host": "localhost:"],
    ] as [HTTPHeaders])
  func aRequestOfThisMachineIsAnswered(_ headers: HTTPHeaders) async {
    let answer = await APIHarness(store).send(.get, "/api/wishlist", headers: headers)

    #expect(answer.status == 200)
  }

  /// Found by attack: a target in absolute form was judged by its `Host`, which RFC 9112 has
  /// the server ignore, and not by the host it names.
  @Test func aTargetInAbsoluteFormIsJudgedByTheHostItNames() async {
    let harness = APIHarness(store)

    let elsewhere = await harness.send(
      .get, "http://evil.example/api/wishlist", headers: ["Host": "localhost"])
    let here = await harness.send(
      .get, "http://localhost:8080/api/wishlist", headers: ["Host": "evil.example"])

    #expect(elsewhere.status == 403 && elsewhere.errorCode == "not-local")
    #expect(here.status == 200)
  }

  /// A proxy in front of the server is told how to be answered.
  @Test func theRefusalSaysWhatAProxyMustSend() async {
    let answer = await APIHarness(store).send(.get, "/api/cart", headers: ["Host": "tasch_up"])

    #expect(
      answer.json["error"]?["recovery"]?.string?.contains("proxy_set_header Host $host")
        == true)
  }

  @Test func theRefusalNamesTheHostInTheRequestsLanguage() async {
    let answer = await APIHarness(store).send(
      .get, "/api/cart", headers: ["Host": "evil.example", "Accept-Language": "de"])

    #expect(answer.status == 403)
    #expect(
      answer.json["error"]?["message"]?.string?.hasPrefix(
        #"Die Anfrage gilt dem Host "evil.example""#) == true)
  }

  /// A database store's requests bear their shopper's token, which no page has: its server may
  /// listen on any address, under any name.
  @Test func aDatabaseStoresServerAnswersAnyHost() async throws {
    let kept = InMemoryShopperTokenStore()
    let tokens = ShopperTokens(store: kept, shop: Shopper.stub.shop)
    let token = try #require(try await tokens.issue(to: Shopper.stub.name))
    let harness = APIHarness(store, shopperTokens: tokens)

    let answer = await harness.send(
      .get, "/api/wishlist",
      headers: ["Host": "shop.example.com", "Authorization": "Bearer \(token.text)"])

    #expect(answer.status == 200)
  }
}
