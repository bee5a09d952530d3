import Tasch
import TaschAPI
import TaschHTTP
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@MainActor
@Suite struct APIResponsesTests {
  @Test(arguments: [
    (ShopError.offline, 503, "offline"), (.timeout, 504, "timeout"),
    (.storage("disk full"), 503, "storage"), (.decoding("line 3"), 503, "decoding"),
    (.catalogueUnavailable("gone"), 503, "catalogue-unavailable"),
    (.simulated(.offline), 503, "offline"), (.simulated(.timeout), 504, "timeout"),
    (.invalidInput("no"), 400, "invalid-input"),
  ])
  func aStoresFailureHasTheStatusItsCodeCallsFor(error: ShopError, status: Int, code: String)
    async
  {
    let answer = await APIHarness(FailingStore(error)).send(.get, "/api/products")

    #expect(answer.status == status)
    #expect(answer.errorCode == code)
  }

  @Test func aFailureThatChanceMayHaveCausedNamesTheSeed() async {
    let answer = await APIHarness(FailingStore(.simulated(.offline)), seed: 42).send(
      .get, "/api/cart")

    #expect(answer.json["error"]?["seed"] == .number("42"))
  }

  @Test(arguments: [
    (HTTPRequestProblem.bodyTooLarge, 413), (.headTooLarge, 431), (.foldedHeader, 400),
    (.tooManyConnections, 503),
  ])
  func theServersRefusalsAreErrorDocuments(problem: HTTPRequestProblem, status: Int) {
    let response = ShopAPI.refusal(problem)
    guard case .bytes(let body) = response.body else { return }

    let problems = APIHarness.conformance.problems(ofJSON: body, schema: "Error")

    #expect(response.status.code == status)
    #expect(problems == [])
  }
}
