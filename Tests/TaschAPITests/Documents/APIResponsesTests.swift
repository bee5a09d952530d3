import Tasch
import TaschAPI
import TaschHTTP
import TaschJSON
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

  @Test func aRealFailureNamesNoSeedThoughTheSimulationDrawsByChance() async {
    let answer = await APIHarness(FailingStore(.offline), seed: 42).send(.get, "/api/cart")

    #expect(answer.errorCode == "offline")
    #expect(answer.json["error"]?["seed"] == nil)
  }

  @Test(arguments: HTTPRequestProblem.allCases)
  func theServersRefusalsOfARequestWhoseHeadWasReadAreInItsLanguage(problem: HTTPRequestProblem) {
    let api = APIHarness(Shelf.store()).api
    let head = HTTPRequest(method: .post, target: "/api/checkout?locale=de_DE")
    let english = api.refusal(problem, head: nil, limits: HTTPLimits())
    let german = api.refusal(problem, head: head, limits: HTTPLimits())
    let unread: Set<HTTPRequestProblem> = [
      .headTooLarge, .badRequestLine, .badTarget, .userInfoInTarget, .versionNotSupported,
      .bareLineFeed, .bareCarriageReturn, .foldedHeader, .badHeaderName, .controlCharacter,
      .tooManyConnections,
    ]

    #expect(german.status == english.status)
    #expect((Self.bytes(of: german) == Self.bytes(of: english)) == unread.contains(problem))
  }

  @Test func aRefusalOfARequestTooLargeNamesTheLimitItPassed() throws {
    let api = APIHarness(Shelf.store()).api
    let limits = HTTPLimits(maximumHeadBytes: 100, maximumBodyBytes: 2048)
    let head = HTTPRequest(method: .post, target: "/api/checkout?locale=de_DE")

    let body = try #require(Self.bytes(of: api.refusal(.bodyTooLarge, head: head, limits: limits)))
    let headers = try #require(
      Self.bytes(of: api.refusal(.headTooLarge, head: nil, limits: limits)))

    #expect(
      try JSONReader().read(body)["error"]?["recovery"]?.string
        == "Sende einen Body von höchstens 2 KiB.")
    #expect(
      try JSONReader().read(headers)["error"]?["recovery"]?.string
        == "Send a request line and headers of at most 100 bytes.")
  }

  private static func bytes(of response: HTTPResponse) -> [UInt8]? {
    if case .bytes(let bytes) = response.body { bytes } else { nil }
  }

  @Test(arguments: HTTPRequestProblem.allCases)
  func theServersRefusalsAreErrorDocumentsEveryOperationLists(problem: HTTPRequestProblem) throws {
    let response = APIHarness(Shelf.store()).api.refusal(problem, head: nil, limits: HTTPLimits())
    guard case .bytes(let body) = response.body else {
      Issue.record("a refusal streams")
      return
    }
    let paths = try #require(ShopAPI.openAPIDocument["paths"].flatMap(\.fields))

    // The server refuses before it reads the path: any operation may answer so.
    for (path, operations) in paths {
      for method in (operations.fields ?? [:]).keys {
        let problems = APIHarness.conformance.problems(
          method: method.uppercased(), path: path, status: response.status.code,
          contentType: response.headers["Content-Type"], body: body)

        #expect(problems == [], "\(method) \(path): \(problem)")
      }
    }
    #expect(response.status == problem.status)
  }
}
