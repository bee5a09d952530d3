import Tasch
import TaschSimulation
import Testing

@Suite struct SimulationPresetTests {
  @Test func readsEveryFieldOfItsFile() throws {
    let preset = try SimulationPreset(
      name: "demo",
      json: """
        {
          "summary": "Slow carts",
          "latency": "cart=lognormal:200ms:2s,100ms",
          "fail": "cart=every:3:timeout",
          "seed": 18446744073709551615
        }
        """)

    #expect(preset.name == "demo")
    #expect(preset.summary == "Slow carts")
    #expect(
      preset.latencies
        == Latencies(
          defaultLatency: Latency(milliseconds: 100),
          perOperation: [.cart: Latency(medianMilliseconds: 200, p99Milliseconds: 2_000)]))
    #expect(preset.failures == [.cart: FailureRule(trigger: .everyNthCall(3), kind: .timeout)])
    #expect(preset.seed == .max)
  }

  @Test func everyFieldIsOptional() throws {
    #expect(try SimulationPreset(name: "nothing", json: "{}") == SimulationPreset(name: "nothing"))
  }

  @Test(arguments: [
    ("", nil, "line 1, column 1: unexpected end of the document"),
    (
      "[]", nil,
      "a simulation is an object such as {\"latency\": \"800ms\", \"fail\": \"cart=once\"}, "
        + "not an array"
    ),
    (
      #"{"fial": "cart"}"#, "fial",
      "\"fial\" is not a field of a simulation; the fields are summary, latency, fail, seed"
    ),
    (
      #"{"latency": 800}"#, "latency",
      "\"latency\" must be a string such as \"800ms\", not the number 800"
    ),
    (
      #"{"latency": "800"}"#, "latency",
      "\"latency\": \"800\" needs a unit: write a duration such as 800ms or 2s"
    ),
    (
      #"{"fail": ["cart"]}"#, "fail",
      "\"fail\" must be a string such as \"cart=once\", not an array"
    ),
    (
      #"{"fail": "product:cart-changed"}"#, "fail",
      "\"fail\": \"product:cart-changed\": cart-changed cannot happen to product; it can happen "
        + "to checkout"
    ),
    (
      #"{"summary": 5}"#, "summary",
      "\"summary\" must be a string such as \"Slow checkout\", not the number 5"
    ),
    (
      #"{"seed": -1}"#, "seed",
      "\"seed\" must be a whole number from 0 to 18446744073709551615, not the number -1"
    ),
    (
      #"{"seed": 1.5}"#, "seed",
      "\"seed\" must be a whole number from 0 to 18446744073709551615, not the number 1.5"
    ),
    (
      #"{"seed": 18446744073709551616}"#, "seed",
      "\"seed\" must be a whole number from 0 to 18446744073709551615, "
        + "not the number 18446744073709551616"
    ),
    (
      #"{"seed": "42"}"#, "seed",
      "\"seed\" must be a whole number from 0 to 18446744073709551615, not a string"
    ),
  ])
  func aWrongFileIsRefusedNamingTheField(json: String, field: String?, message: String) {
    do {
      _ = try SimulationPreset(name: "wrong", json: json)
      Issue.record("\(json) was accepted")
    } catch {
      #expect(error.field == field)
      #expect(error.description == message)
    }
  }

  /// As the API reads its bodies' numbers, and as the Simulation document writes a spec there
  /// is none of: `5.0` and `null` were refused here.
  @Test func aSeedIsAWholeNumberHoweverItIsWrittenAndNullIsNone() throws {
    let preset = try SimulationPreset(
      name: "loose", json: #"{"seed": 5.0, "summary": null, "latency": null, "fail": null}"#)

    #expect(preset.seed == 5)
    #expect(preset.summary == nil && preset.latencySpec == nil && preset.failSpec == nil)
  }

  @Test func aRepeatedFieldIsRefused() {
    #expect(throws: SimulationPresetError.self) {
      try SimulationPreset(name: "twice", json: #"{"seed": 1, "seed": 2}"#)
    }
  }

  @Test func itsJSONReadsBackAsTheSamePreset() throws {
    let preset = try SimulationPreset(
      name: "round",
      json:
        #"{"summary": "Ünïcode \"quoted\"", "latency": "1s~5ms", "fail": "rate=30%", "seed": 7}"#
    )

    #expect(try SimulationPreset(name: "round", json: preset.json) == preset)
    #expect(preset.latencySpec == "1s~5ms")
    #expect(preset.failSpec == "rate=30%")
  }

  // MARK: - Settings

  @Test func itsSettingsAreItsSpecsWithTheRunsSeed() throws {
    let preset = try SimulationPreset(
      name: "demo", json: #"{"latency": "cart=2s,100ms", "fail": "cart=once", "seed": 9}"#)

    let settings = preset.settings(seed: 4)

    #expect(settings.seed == 4)
    #expect(settings.latency(of: .cart) == Latency(milliseconds: 2_000))
    #expect(settings.latency(of: .rate) == Latency(milliseconds: 100))
    #expect(settings.failures == [.cart: FailureRule(trigger: .firstCalls(1))])
  }

  @Test func specsGivenAsWellOverrideItOperationByOperation() throws {
    let preset = try #require(SimulationPreset.builtIn(named: "flaky"))
    var settings = preset.settings(seed: 1)

    settings.override(with: try SimulationSpec.latencies("cart=5s"))
    settings.override(with: try SimulationSpec.failures("cart=every:2:storage,catalogue=0%"))

    #expect(settings.latency(of: .cart) == Latency(milliseconds: 5_000))
    #expect(settings.latency(of: .rate) == Latency(milliseconds: 200, jitterMilliseconds: 150))
    #expect(settings.failures[.cart] == FailureRule(trigger: .everyNthCall(2), kind: .storage))
    #expect(settings.failures[.catalogue] == FailureRule(trigger: .probability(percent: 0)))
    #expect(
      settings.failures[.rate] == FailureRule(trigger: .probability(percent: 10), kind: .timeout))
  }

  // MARK: - Built in

  @Test func theBuiltInPresetsAreAllReadAndDescribed() {
    #expect(
      SimulationPreset.builtIn.map(\.name) == [
        "offline", "flaky", "slow-network", "checkout-trouble",
      ])
    #expect(SimulationPreset.builtIn.allSatisfy { $0.summary?.isEmpty == false && $0.seed == nil })
    #expect(SimulationPreset.builtIn(named: "fast") == nil)
  }

  @Test func offlineFailsEveryOperationOffline() throws {
    let offline = try #require(SimulationPreset.builtIn(named: "offline"))

    #expect(offline.failures.count == ShopOperation.allCases.count)
    #expect(offline.failures.values.allSatisfy { $0 == FailureRule(trigger: .always) })
    #expect(offline.latencySpec == nil)
  }

  @Test func flakyFailsSomeOfEveryOperationByChance() throws {
    let flaky = try #require(SimulationPreset.builtIn(named: "flaky"))

    #expect(flaky.failures.count == ShopOperation.allCases.count)
    #expect(flaky.settings(seed: 0).usesChance)
  }

  @Test func slowNetworkHasALongTailCutAtHalfAMinute() throws {
    let slow = try #require(SimulationPreset.builtIn(named: "slow-network"))

    #expect(
      slow.latencies.defaultLatency
        == Latency(medianMilliseconds: 400, p99Milliseconds: 4_000, capMilliseconds: 30_000))
    #expect(slow.failures.isEmpty)
  }

  @Test func checkoutTroubleRefusesTheFirstOrder() throws {
    let trouble = try #require(SimulationPreset.builtIn(named: "checkout-trouble"))

    #expect(
      trouble.failures == [.checkout: FailureRule(trigger: .firstCalls(1), kind: .outOfStock)])
  }
}
