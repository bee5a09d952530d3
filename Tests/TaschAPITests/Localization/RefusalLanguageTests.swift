import Tasch
import TaschHTTP
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschAPI

/// The API's own refusals — of a path, a method, a parameter, a header, a body that is not
/// JSON, a simulation — come in the language the request asks for, as the shop's errors do.
@MainActor
@Suite struct RefusalLanguageTests {
  /// A request the API refuses itself, its method, target, headers and body.
  struct Refused: Sendable, CustomTestStringConvertible {
    let method: HTTPMethod
    let target: String
    var headers: [String: String] = [:]
    var body = ""

    var testDescription: String { "\(method.rawValue) \(target) \(headers) \(body)" }
  }

  nonisolated static let refusals: [Refused] = [
    Refused(method: .get, target: "/api/nothing"),
    Refused(method: .delete, target: "/api/cart"),
    Refused(method: HTTPMethod(rawValue: "get"), target: "/api/cart"),
    Refused(method: .get, target: "/api/products/%FF"),
    Refused(method: .get, target: "/api/products/abc"),
    Refused(method: .get, target: "/api/products?sort=size"),
    Refused(method: .get, target: "/api/products?reverse=yes"),
    Refused(method: .get, target: "/api/products?limit=0"),
    Refused(method: .get, target: "/api/products?colour=red"),
    Refused(method: .get, target: "/api/products?limit=1&limit=2"),
    Refused(method: .get, target: "/api/products?limit=%FF"),
    Refused(method: .get, target: "/api/cart?code=%20"),
    Refused(method: .get, target: "/api/cart?locale=aaaaaaaaaaaa"),
    Refused(method: .get, target: "/api/cart", body: "{}"),
    Refused(method: .put, target: "/api/ratings/1", body: "{"),
    Refused(
      method: .post, target: "/api/checkout",
      body: #"{"total": {"minorUnits": 1, "currency": "USD", "amount": "2.00"}}"#),
    Refused(
      method: .post, target: "/api/checkout", headers: ["Idempotency-Key": "k k"],
      body: #"{"total": {"minorUnits": 1, "currency": "USD"}}"#),
    Refused(method: .get, target: "/api/cart", headers: ["Tasch-Simulate": "seed=+1"]),
    Refused(method: .get, target: "/api/cart", headers: ["Tasch-Simulate": "fail=cart;"]),
    Refused(method: .get, target: "/api/cart", headers: ["Tasch-Simulate": "colour=red"]),
    Refused(method: .put, target: "/api/simulation", body: #"{"fail": "refused"}"#),
  ]

  /// The answer to `refused`, with `Accept-Language: language` when one is given.
  private func answer(_ refused: Refused, in language: String?) async -> APIHarness.Answer {
    let simulation = SimulationSpecControlSpy(
      SimulationSpecs(latency: nil, fail: nil, seed: 1), around: Shelf.store())
    var headers = HTTPHeaders()
    for (name, value) in refused.headers { headers.add(name, value) }
    if let language { headers.add("Accept-Language", language) }
    return await APIHarness(Shelf.store(), simulation: simulation).send(
      refused.method, refused.target, headers: headers, body: refused.body)
  }

  @Test(arguments: refusals, ["fr", "de"])
  func aRefusalComesInTheLanguageAsked(_ refused: Refused, language: String) async {
    let english = await answer(refused, in: nil)
    let asked = await answer(refused, in: language)

    #expect(english.status >= 400)
    #expect(asked.status == english.status)
    #expect(asked.errorCode == english.errorCode)
    for part in ["message", "recovery"] {
      let words = asked.json["error"]?[part]?.string
      #expect(words != nil && words != english.json["error"]?[part]?.string, "\(part)")
    }
  }

  @Test func aPathNoRouteHasIsSaidInFrench() async {
    let answer = await answer(Refused(method: .get, target: "/api/nothing"), in: "fr-FR")

    #expect(answer.json["error"]?["message"]?.string == "Il n’y a rien à /api/nothing.")
    #expect(
      answer.json["error"]?["recovery"]?.string
        == "GET /api/openapi.json liste tous les chemins.")
  }

  @Test func theMethodsListedAreJoinedInTheLanguageAsked() async {
    let answer = await answer(Refused(method: .delete, target: "/api/cart"), in: "de")

    #expect(answer.json["error"]?["recovery"]?.string == "Verwende GET oder HEAD.")
  }
}
