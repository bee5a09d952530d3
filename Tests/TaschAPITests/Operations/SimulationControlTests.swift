import Tasch
import TaschAPI
import TaschHTTP
import TaschJSON
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

/// With `--simulation-control`, clients read and change the simulation at `/api/simulation`
/// and force one request's own with `Tasch-Simulate`; without it, neither reaches it.
@MainActor
@Suite struct SimulationControlTests {
  private let store = Shelf.store()
  private let spy: SimulationSpecControlSpy
  private let harness: APIHarness

  init() {
    spy = SimulationSpecControlSpy(
      SimulationSpecs(latency: "cart=300ms", fail: nil, seed: 9), around: store)
    harness = APIHarness(store, simulation: spy)
  }

  // MARK: - The control endpoints

  @Test func theSimulationInForceIsReadInTheWordsOfTheOptions() async {
    let answer = await harness.send(.get, "/api/simulation")

    #expect(answer.status == 200)
    #expect(
      answer.json
        == .object(["latency": .string("cart=300ms"), "fail": .null, "seed": .number("9")]))
  }

  @Test func aSimulationPutInForceIsAnsweredAsItNowIs() async {
    let answer = await harness.send(
      .put, "/api/simulation", body: #"{"fail": "catalogue=every:3:timeout", "latency": null}"#)

    #expect(answer.status == 200)
    #expect(answer.json["fail"]?.string == "catalogue=every:3:timeout")
    #expect(answer.json["latency"] == .null)
    #expect(spy.current == SimulationSpecs(fail: "catalogue=every:3:timeout", seed: 9))
  }

  @Test func aPresetAndASeedArePassedOn() async {
    let answer = await harness.send(
      .put, "/api/simulation", body: #"{"preset": "flaky", "seed": 12}"#)

    #expect(answer.status == 200)
    #expect(answer.json["seed"] == .number("12"))
  }

  @Test func aSeedIsAWholeNumberHoweverItIsWritten() async {
    let answer = await harness.send(.put, "/api/simulation", body: #"{"seed": 1e3}"#)

    #expect(answer.status == 200)
    #expect(answer.json["seed"] == .number("1000"))
  }

  @Test(arguments: [
    #"{"fail": 3}"#, #"{"seed": -1}"#, #"{"seed": 1.5}"#, #"{"speed": "fast"}"#, "[]", "{",
  ])
  func aBodyThatIsNotSpecsIs400AndChangesNothing(body: String) async {
    let answer = await harness.send(.put, "/api/simulation", body: body)

    #expect(answer.status == 400)
    #expect(answer.errorCode == "bad-request")
    #expect(spy.current == SimulationSpecs(latency: "cart=300ms", seed: 9))
  }

  @Test func aSeedThatIsNotOneIsNamedWithTheSeedsThereAre() async {
    let answer = await harness.send(.put, "/api/simulation", body: #"{"seed": -1}"#)

    #expect(answer.json["error"]?["message"]?.string == #"The body’s field "seed" cannot be -1."#)
    #expect(
      answer.json["error"]?["recovery"]?.string
        == #"Give "seed" a whole number from 0 to 18446744073709551615, or null."#)
  }

  @Test func anotherMethodIsToldTheMethodsThePathTakesAsAList() async {
    let answer = await harness.send(.delete, "/api/simulation")

    #expect(answer.status == 405)
    #expect(answer.json["error"]?["recovery"]?.string == "Use GET, HEAD or PUT.")
  }

  @Test func aSpecTheSimulationRefusesIs400NamingIt() async {
    let answer = await harness.send(.put, "/api/simulation", body: #"{"fail": "refused"}"#)

    #expect(answer.status == 400)
    #expect(answer.errorCode == "bad-simulation")
    #expect(answer.json["error"]?["message"]?.string?.contains("\"refused\"") == true)
  }

  @Test func resetGoesBackToTheStart() async {
    _ = await harness.send(.put, "/api/simulation", body: #"{"latency": "2s"}"#)

    let answer = await harness.send(.post, "/api/simulation/reset")

    #expect(answer.status == 200)
    #expect(answer.json["latency"]?.string == "cart=300ms")
  }

  /// Whatever the method: a method the endpoint does not take was 405, its `Allow` telling of
  /// an endpoint that then answered 404.
  @Test(arguments: [
    (HTTPMethod.get, "/api/simulation"), (.put, "/api/simulation"),
    (.post, "/api/simulation/reset"), (.delete, "/api/simulation"),
    (.get, "/api/simulation/reset"),
  ])
  func withoutControlTheEndpointsAre404SayingHowToTurnThemOn(
    method: HTTPMethod, path: String
  ) async {
    let answer = await APIHarness(store).send(method, path, body: "{}")

    #expect(answer.status == 404)
    #expect(answer.response.headers["Allow"] == nil)
    #expect(answer.json["error"]?["recovery"]?.string?.contains("--simulation-control") == true)
  }

  // MARK: - One request's own simulation

  @Test func aRequestsHeaderForcesItsOwnScenarioAndNoOtherRequests() async {
    let forced = await harness.send(
      .get, "/api/products", headers: ["Tasch-Simulate": "fail=catalogue;seed=4"])
    let plain = await harness.send(.get, "/api/products")

    #expect(forced.status == 503)
    #expect(forced.errorCode == "offline")
    #expect(forced.json["error"]?["seed"] == .number("4"))
    #expect(plain.status == 200)
    #expect(spy.scenarios == [SimulationSpecs(fail: "catalogue", seed: 4)])
  }

  @Test func theHeaderReadsEveryField() async {
    _ = await harness.send(
      .get, "/api/cart",
      headers: [
        "Tasch-Simulate": " latency=cart=800ms,2s ; preset=slow-network;seed=0 "
      ])

    #expect(
      spy.scenarios == [SimulationSpecs(preset: "slow-network", latency: "cart=800ms,2s", seed: 0)])
  }

  /// Spaces around a field's name and its equals sign are not part of either, as with `--seed`
  /// and around a spec's rules.
  @Test func aFieldIsReadWithoutTheSpacesAroundItsEqualsSign() async {
    _ = await harness.send(
      .get, "/api/cart", headers: ["Tasch-Simulate": "seed= 1 ;fail = cart; preset =slow-network"])

    #expect(spy.scenarios == [SimulationSpecs(preset: "slow-network", fail: "cart", seed: 1)])
  }

  @Test(arguments: [
    "fail", "=once", " =once", "speed=fast", "seed=x", "seed=-1", "seed=+1", "seed=1 2", "seed= ",
    "seed=",
    "fail=cart;fail=catalogue", "fail=refused", "", " ", ";", ";;", "fail=cart;", "; fail=cart",
    "fail=cart;;seed=1",
  ])
  func aHeaderThatIsNotOneIs400(value: String) async {
    let answer = await harness.send(.get, "/api/cart", headers: ["Tasch-Simulate": value])

    #expect(answer.status == 400)
    #expect(spy.scenarios.isEmpty)
  }

  @Test(arguments: [
    ("", "it has an empty field; separate fields with single semicolons"),
    ("fail=cart;", "it has an empty field; separate fields with single semicolons"),
    ("seed=+1", #"the seed "+1" is not a whole number from 0 to 18446744073709551615"#),
    (
      "seed=18446744073709551616",
      #"the seed "18446744073709551616" is not a whole number from 0 to 18446744073709551615"#
    ),
  ])
  func aHeaderThatIsNotOneIsRefusedSayingWhy(value: String, reason: String) async {
    let answer = await harness.send(.get, "/api/cart", headers: ["Tasch-Simulate": value])

    #expect(
      answer.json["error"]?["message"]?.string == "The Tasch-Simulate header is not one: \(reason)."
    )
  }

  @Test(arguments: ["fail=cart", "bogus", ""])
  func withoutControlTheHeaderIs400SayingHowToTurnItOn(value: String) async {
    let answer = await APIHarness(store).send(
      .get, "/api/cart", headers: ["Tasch-Simulate": value])

    #expect(answer.status == 400)
    #expect(
      answer.json["error"]?["message"]?.string
        == "This server does not let its clients control the simulation.")
    #expect(answer.json["error"]?["recovery"]?.string?.contains("--simulation-control") == true)
  }

  @Test(arguments: ["bogus", "fail=always", ""])
  func theCheckOfHealthDoesNotReadTheHeader(value: String) async {
    let controlled = await harness.send(.get, "/healthz", headers: ["Tasch-Simulate": value])
    let uncontrolled = await APIHarness(store).send(
      .get, "/healthz", headers: ["Tasch-Simulate": value])

    #expect(controlled.status == 200)
    #expect(uncontrolled.status == 200)
    #expect(spy.scenarios.isEmpty)
  }
}
