import TaschSimulation
import Testing

@Suite struct SimulationSpecTests {
  private func latencies(_ spec: String) throws -> SimulationSettings {
    let (defaultLatency, perOperation) = try SimulationSpec.latencies(spec)
    return SimulationSettings(defaultLatency: defaultLatency ?? .none, latencies: perOperation)
  }

  @Test func oneLatencyForEveryOperation() throws {
    let settings = try latencies("800ms")

    #expect(settings.latency(of: .catalogue) == Latency(milliseconds: 800))
    #expect(settings.latency(of: .checkout) == Latency(milliseconds: 800))
  }

  @Test func latenciesPerOperationWithDefaultForTheRest() throws {
    let settings = try latencies("catalogue=2s, cart=300ms,100ms")

    #expect(settings.latency(of: .catalogue) == Latency(milliseconds: 2_000))
    #expect(settings.latency(of: .cart) == Latency(milliseconds: 300))
    #expect(settings.latency(of: .rate) == Latency(milliseconds: 100))
  }

  @Test func theLongestLatencyIsOneHourToTheMillisecond() throws {
    #expect(try latencies("3600s").defaultLatency == Latency(milliseconds: 3_600_000))
    #expect(
      try latencies("3600.000s~3600000ms").defaultLatency
        == Latency(milliseconds: 3_600_000, jitterMilliseconds: 3_600_000))
  }

  @Test func latencyWithJitterAndFractionsOfSeconds() throws {
    #expect(
      try latencies("800ms~200ms").defaultLatency
        == Latency(milliseconds: 800, jitterMilliseconds: 200))
    #expect(
      try latencies("wishlist.add=1.5s~0.25s").latency(of: .wishListAdd)
        == Latency(milliseconds: 1_500, jitterMilliseconds: 250))
    #expect(try latencies("0ms").defaultLatency == .none)
  }

  @Test(arguments: [
    ("800", "\"800\" needs a unit: write a duration such as 800ms or 2s"),
    ("800 ms", "\"800 ms\" is not a duration such as 800ms, 2s or 1.5s"),
    ("1.5ms", "\"1.5ms\" is not a duration such as 800ms, 2s or 1.5s"),
    ("1.2345s", "\"1.2345s\" is not a duration such as 800ms, 2s or 1.5s"),
    ("-5ms", "\"-5ms\" is not a duration such as 800ms, 2s or 1.5s"),
    ("ms", "\"ms\" is not a duration such as 800ms, 2s or 1.5s"),
    ("2h", "\"2h\" needs a unit: write a duration such as 800ms or 2s"),
    ("3601s", "\"3601s\" is longer than the longest latency, one hour"),
    (
      "99999999999999999999s",
      "\"99999999999999999999s\" is longer than the longest latency, one hour"
    ),
    (
      "9223372036854775.808s",
      "\"9223372036854775.808s\" is longer than the longest latency, one hour"
    ),
    (
      "9223372036854775807ms",
      "\"9223372036854775807ms\" is longer than the longest latency, one hour"
    ),
    ("3600.001s", "\"3600.001s\" is longer than the longest latency, one hour"),
    ("800ms~3601s", "\"3601s\" is longer than the longest latency, one hour"),
    (
      "800ms~9223372036854775.808s",
      "\"9223372036854775.808s\" is longer than the longest latency, one hour"
    ),
    ("1\u{301}s", "\"1\u{301}s\" is not a duration such as 800ms, 2s or 1.5s"),
    ("1.5\u{301}s", "\"1.5\u{301}s\" is not a duration such as 800ms, 2s or 1.5s"),
    ("\u{FF11}s", "\"\u{FF11}s\" is not a duration such as 800ms, 2s or 1.5s"),
    (
      "carts=1s",
      "\"carts\" is not an operation; the operations are catalogue, product, wishlist, wishlist.add, wishlist.remove, rate, cart, checkout, orders, history, undo, redo"
    ),
    ("cart=1s,cart=2s", "\"cart=2s\": cart is given twice"),
    ("1s,2s", "\"2s\": a latency for every operation is given twice"),
    (
      "cart=1s,,rate=1s",
      "\"cart=1s,,rate=1s\" has an empty rule; separate rules with single commas"
    ),
    ("", "\"\" has an empty rule; separate rules with single commas"),
    ("cart=800ms~", "\"\" needs a unit: write a duration such as 800ms or 2s"),
  ])
  func refusesAnyOtherLatency(spec: String, message: String) {
    #expect(throws: SimulationSpecError.self) { try SimulationSpec.latencies(spec) }
    do {
      _ = try SimulationSpec.latencies(spec)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func failureRulesOfEveryShape() throws {
    let rules = try SimulationSpec.failures(
      "catalogue,cart=once,product=3x:not-found,rate=30%:timeout,checkout=always:decoding")

    #expect(
      rules == [
        .catalogue: FailureRule(trigger: .always, kind: .offline),
        .cart: FailureRule(trigger: .firstCalls(1), kind: .offline),
        .product: FailureRule(trigger: .firstCalls(3), kind: .notFound),
        .rate: FailureRule(trigger: .probability(percent: 30), kind: .timeout),
        .checkout: FailureRule(trigger: .always, kind: .decoding),
      ])
  }

  @Test func aKindWithoutATrigger() throws {
    #expect(
      try SimulationSpec.failures("wishlist:timeout") == [
        .wishList: FailureRule(trigger: .always, kind: .timeout)
      ])
  }

  @Test(arguments: [
    (
      "cart=sometimes",
      "\"sometimes\" is not a failure rule; use always, once, a count such as 3x, or a chance such as 30%"
    ),
    (
      "cart=0x",
      "\"0x\" is not a failure rule; use always, once, a count such as 3x, or a chance such as 30%"
    ),
    (
      "cart=101%",
      "\"101%\" is not a failure rule; use always, once, a count such as 3x, or a chance such as 30%"
    ),
    (
      "cart=",
      "\"\" is not a failure rule; use always, once, a count such as 3x, or a chance such as 30%"
    ),
    (
      "cart:broken",
      "\"broken\" is not a kind of failure; the kinds are offline, timeout, decoding, not-found"
    ),
    (
      "basket",
      "\"basket\" is not an operation; the operations are catalogue, product, wishlist, wishlist.add, wishlist.remove, rate, cart, checkout, orders, history, undo, redo"
    ),
    ("cart,cart=once", "\"cart=once\": cart is given twice"),
  ])
  func refusesAnyOtherFailure(spec: String, message: String) {
    do {
      _ = try SimulationSpec.failures(spec)
      Issue.record("\(spec) was accepted")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func chanceIsRecognisedForReplayMessages() throws {
    #expect(!SimulationSettings(failures: try SimulationSpec.failures("cart=once")).usesChance)
    #expect(SimulationSettings(failures: try SimulationSpec.failures("cart=1%")).usesChance)
    #expect(
      SimulationSettings(defaultLatency: Latency(milliseconds: 5, jitterMilliseconds: 1)).usesChance
    )
  }
}
