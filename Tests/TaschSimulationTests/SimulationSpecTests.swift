import TaschSimulation
import Testing

@Suite struct SimulationSpecTests {
  private func latencies(_ spec: String) throws -> SimulationSettings {
    var settings = SimulationSettings()
    settings.override(with: try SimulationSpec.latencies(spec))
    return settings
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
      try latencies("1800.000s~1800000ms").defaultLatency
        == Latency(milliseconds: 1_800_000, jitterMilliseconds: 1_800_000))
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

  @Test func aLongTailByItsMedianAndItsNinetyNinthPercentile() throws {
    let settings = try latencies("catalogue=lognormal:200ms:2s,lognormal:1.5s:60s:max:90s")

    #expect(
      settings.latency(of: .catalogue)
        == Latency(medianMilliseconds: 200, p99Milliseconds: 2_000, capMilliseconds: 3_600_000))
    #expect(
      settings.latency(of: .cart)
        == Latency(medianMilliseconds: 1_500, p99Milliseconds: 60_000, capMilliseconds: 90_000))
  }

  @Test func aLongTailIsCutAtTheHourUnlessToldOtherwise() throws {
    #expect(
      try latencies("lognormal:1ms:3600s:max:3600s").defaultLatency
        == Latency(medianMilliseconds: 1, p99Milliseconds: 3_600_000))
  }

  /// Spaces around a separator are not part of the spec, as around a rule: one rule for all.
  @Test func spacesAroundEverySeparatorAreNotPartOfTheSpec() throws {
    let settings = try latencies(
      " catalogue = 1ms , cart =800ms ~ 200ms,rate= lognormal : 200ms : 2s ")

    #expect(settings.latency(of: .catalogue) == Latency(milliseconds: 1))
    #expect(settings.latency(of: .cart) == Latency(milliseconds: 800, jitterMilliseconds: 200))
    #expect(
      settings.latency(of: .rate)
        == Latency(medianMilliseconds: 200, p99Milliseconds: 2_000, capMilliseconds: 3_600_000))
  }

  @Test func noJitterIsAFixedWait() throws {
    #expect(try latencies("800ms~0ms").defaultLatency == Latency(milliseconds: 800))
  }

  static let tooManyDecimals =
    "has too many decimals: durations are whole milliseconds, so a second takes up to three "
    + "decimals and a millisecond none"

  @Test(arguments: [
    ("800", "\"800\" needs a unit: write a duration such as 800ms or 2s"),
    ("800 ms", "\"800 ms\" is not a duration such as 800ms, 2s or 1.5s"),
    ("1.5ms", "\"1.5ms\" \(SimulationSpecTests.tooManyDecimals)"),
    ("1.2345s", "\"1.2345s\" \(SimulationSpecTests.tooManyDecimals)"),
    (
      "3599.9999999999999999999s",
      "\"3599.9999999999999999999s\" \(SimulationSpecTests.tooManyDecimals)"
    ),
    ("cart = 1 s", "\"1 s\" is not a duration such as 800ms, 2s or 1.5s"),
    ("-5ms", "\"-5ms\" is not a duration such as 800ms, 2s or 1.5s"),
    ("ms", "\"ms\" is not a duration such as 800ms, 2s or 1.5s"),
    ("2h", "\"2h\": h is not a unit tasch takes; use ms or s, such as 800ms or 2s"),
    (
      "999999999999h",
      "\"999999999999h\": h is not a unit tasch takes; use ms or s, such as 800ms or 2s"
    ),
    ("1.5min", "\"1.5min\": min is not a unit tasch takes; use ms or s, such as 800ms or 2s"),
    ("5µ", "\"5µ\": µ is not a unit tasch takes; use ms or s, such as 800ms or 2s"),
    ("fast", "\"fast\" is not a duration such as 800ms, 2s or 1.5s"),
    ("-5m", "\"-5m\" is not a duration such as 800ms, 2s or 1.5s"),
    ("5 m", "\"5 m\" is not a duration such as 800ms, 2s or 1.5s"),
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
    ("3600.0001s", "\"3600.0001s\" is longer than the longest latency, one hour"),
    ("3600000.0001ms", "\"3600000.0001ms\" is longer than the longest latency, one hour"),
    ("3600s~1ms", "\"3600s~1ms\" can wait longer than the longest latency, one hour"),
    (
      "800ms~900ms",
      "\"800ms~900ms\": a wait cannot be given or taken more than itself, 800ms; for waits from "
        + "800ms to 900ms, write 850ms~50ms"
    ),
    ("0ms~1ms", "\"0ms~1ms\": a wait cannot be given or taken more than itself, 0ms"),
    (
      "cart=1s~1.5s",
      "\"1s~1.5s\": a wait cannot be given or taken more than itself, 1000ms; for waits from "
        + "1000ms to 1500ms, write 1250ms~250ms"
    ),
    (
      "cart=1800.001s~1800s",
      "\"1800.001s~1800s\" can wait longer than the longest latency, one hour"
    ),
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
    ("cart=800ms~", "a duration is missing; write one such as 800ms or 2s"),
    ("catalogue=", "a duration is missing; write one such as 800ms or 2s"),
    (
      "lognormal:200ms",
      "\"lognormal:200ms\" is not a long tail; write lognormal:MEDIAN:P99 such as lognormal:200ms:2s, and add :max:10s to cut it at 10s"
    ),
    (
      "lognormal:200ms:2s:10s",
      "\"lognormal:200ms:2s:10s\" is not a long tail; write lognormal:MEDIAN:P99 such as lognormal:200ms:2s, and add :max:10s to cut it at 10s"
    ),
    (
      "lognormal:200ms:2s:cap:10s",
      "\"lognormal:200ms:2s:cap:10s\" is not a long tail; write lognormal:MEDIAN:P99 such as lognormal:200ms:2s, and add :max:10s to cut it at 10s"
    ),
    ("lognormal:0ms:2s", "\"lognormal:0ms:2s\": the median must be longer than 0ms"),
    (
      "lognormal:2s:2s",
      "\"lognormal:2s:2s\": the 99th percentile must be longer than the median"
    ),
    (
      "lognormal:2s:200ms",
      "\"lognormal:2s:200ms\": the 99th percentile must be longer than the median"
    ),
    (
      "lognormal:200ms:2s:max:1s",
      "\"lognormal:200ms:2s:max:1s\": the cut must not be shorter than the 99th percentile"
    ),
    ("lognormal:200ms:3601s", "\"3601s\" is longer than the longest latency, one hour"),
    (
      "lognormal:200ms:2s:max:2h",
      "\"2h\": h is not a unit tasch takes; use ms or s, such as 800ms or 2s"
    ),
    ("catalogue:2s", "\"catalogue:2s\" is not a duration such as 800ms, 2s or 1.5s"),
  ])
  func refusesAnyOtherLatency(spec: String, message: String) {
    #expect(throws: SimulationSpecError.self) { try SimulationSpec.latencies(spec) }
    do {
      _ = try SimulationSpec.latencies(spec)
    } catch {
      #expect(error.description == message)
    }
  }
}
