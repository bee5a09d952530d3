import Tasch
import TaschSimulation
import Testing

extension SimulationSpecTests {
  @Test(arguments: [
    ("800ms", "800ms"),
    ("2000ms", "2s"),
    ("1.50s", "1.5s"),
    ("1050ms", "1.05s"),
    ("1.005s", "1.005s"),
    ("0s", "0ms"),
    ("800ms~0.2s", "800ms~200ms"),
    ("800ms~0ms", "800ms"),
    ("lognormal:200ms:2000ms", "lognormal:200ms:2s"),
    ("lognormal:200ms:2s:max:3600s", "lognormal:200ms:2s"),
    ("lognormal:200ms:2s:max:10s", "lognormal:200ms:2s:max:10s"),
    ("cart=1s, catalogue=2s,100ms", "100ms,catalogue=2s,cart=1s"),
  ])
  func latenciesAreWrittenTheShortestWay(spec: String, written: String) throws {
    #expect(SimulationSpec.latencySpec(try SimulationSpec.latencies(spec)) == written)
  }

  @Test(arguments: [
    ("catalogue=always:offline", "catalogue"),
    ("catalogue=always:timeout", "catalogue:timeout"),
    ("cart=1x", "cart=once"),
    ("cart=3x:offline", "cart=3x"),
    ("rate=30%:decoding", "rate=30%:decoding"),
    ("checkout=after:2:out-of-stock", "checkout=after:2:out-of-stock"),
    ("cart=every:3:timeout", "cart=every:3:timeout"),
    ("catalogue=for:1500ms", "catalogue=for:1.5s"),
    ("orders:empty, catalogue=once", "catalogue=once,orders:empty"),
  ])
  func failuresAreWrittenTheShortestWay(spec: String, written: String) throws {
    #expect(SimulationSpec.failSpec(try SimulationSpec.failures(spec)) == written)
  }

  @Test func settingsWithNothingToSayWriteNoSpec() {
    #expect(SimulationSettings(seed: 5).latencySpec == nil)
    #expect(SimulationSettings(seed: 5).failSpec == nil)
    #expect(SimulationSettings(defaultLatency: Latency(milliseconds: 5)).latencySpec == "5ms")
  }

  @Test func anyRandomSettingsReadBackAsTheSameSettings() throws {
    var random = SeededRandomNumberGenerator(seed: 38)
    for _ in 0..<500 {
      let settings = Self.randomSettings(using: &random)
      var read = SimulationSettings(seed: settings.seed)
      if let spec = settings.latencySpec { read.override(with: try SimulationSpec.latencies(spec)) }
      if let spec = settings.failSpec { read.override(with: try SimulationSpec.failures(spec)) }

      #expect(read == settings, "\(settings.latencySpec ?? "") \(settings.failSpec ?? "")")
    }
  }

  // MARK: - Random settings

  private static func randomSettings(using random: inout SeededRandomNumberGenerator)
    -> SimulationSettings
  {
    var settings = SimulationSettings(seed: random.next())
    if Bool.random(using: &random) { settings.defaultLatency = randomLatency(using: &random) }
    for operation in ShopOperation.allCases {
      if Int.random(in: 0..<3, using: &random) == 0 {
        settings.latencies[operation] = randomLatency(using: &random)
      }
      let kinds = FailureKind.allCases.filter { $0.fits(operation) }
      if Int.random(in: 0..<3, using: &random) == 0, let kind = kinds.randomElement(using: &random)
      {
        settings.failures[operation] = FailureRule(
          trigger: randomTrigger(using: &random), kind: kind)
      }
    }
    return settings
  }

  private static func randomLatency(using random: inout SeededRandomNumberGenerator) -> Latency {
    let longest = SimulationSpec.maximumLatencyMilliseconds
    let typical = Int.random(in: 0...longest, using: &random)
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return Latency(milliseconds: typical)
    case 1:
      // No wait it can draw is longer than the hour, or given or taken more than itself.
      return Latency(
        milliseconds: typical,
        jitterMilliseconds: Int.random(in: 0...min(typical, longest - typical), using: &random))
    default:
      let median = Int.random(in: 1..<longest, using: &random)
      let p99 = Int.random(in: median + 1...longest, using: &random)
      return Latency(
        medianMilliseconds: median, p99Milliseconds: p99,
        capMilliseconds: Int.random(in: p99...longest, using: &random))
    }
  }

  private static func randomTrigger(using random: inout SeededRandomNumberGenerator)
    -> FailureRule.Trigger
  {
    let count = Int.random(in: 1...999_999_999, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .always
    case 1: return .firstCalls(count)
    case 2: return .probability(percent: Int.random(in: 0...100, using: &random))
    case 3: return .everyNthCall(count)
    case 4: return .afterCalls(count)
    default:
      return .outage(
        milliseconds: Int.random(
          in: 1...SimulationSpec.maximumLatencyMilliseconds, using: &random))
    }
  }
}
