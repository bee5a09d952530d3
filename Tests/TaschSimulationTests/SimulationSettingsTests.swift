import Tasch
import TaschSimulation
import Testing

@Suite struct SimulationSettingsTests {
  private func settings(latency: String? = nil, fail: String? = nil) throws -> SimulationSettings {
    var settings = SimulationSettings()
    if let latency { settings.override(with: try SimulationSpec.latencies(latency)) }
    if let fail { settings.override(with: try SimulationSpec.failures(fail)) }
    return settings
  }

  @Test func latenciesNamedOverrideThoseOfTheSameOperationsOnly() throws {
    var settings = try settings(latency: "catalogue=2s,cart=1s,100ms")

    settings.override(with: try SimulationSpec.latencies("cart=5s,rate=3s"))

    #expect(settings.latency(of: .catalogue) == Latency(milliseconds: 2_000))
    #expect(settings.latency(of: .cart) == Latency(milliseconds: 5_000))
    #expect(settings.latency(of: .rate) == Latency(milliseconds: 3_000))
    #expect(settings.latency(of: .orders) == Latency(milliseconds: 100))
  }

  @Test func aLatencyForEveryOperationOverridesEveryOperationNotNamedBesideIt() throws {
    var settings = try settings(latency: "catalogue=2s,cart=1s,100ms")

    settings.override(with: try SimulationSpec.latencies("cart=5s,300ms"))

    #expect(settings.latency(of: .catalogue) == Latency(milliseconds: 300))
    #expect(settings.latency(of: .cart) == Latency(milliseconds: 5_000))
    #expect(settings.latency(of: .orders) == Latency(milliseconds: 300))
  }

  @Test func failuresNamedOverrideThoseOfTheSameOperationsOnly() throws {
    var settings = try settings(fail: "catalogue,cart=once")

    settings.override(with: try SimulationSpec.failures("cart=every:2:timeout,rate=30%"))

    #expect(
      settings.failures == [
        .catalogue: FailureRule(trigger: .always),
        .cart: FailureRule(trigger: .everyNthCall(2), kind: .timeout),
        .rate: FailureRule(trigger: .probability(percent: 30)),
      ])
  }

  @Test func chanceIsRecognisedForReplayMessages() throws {
    #expect(try !settings(fail: "cart=once,rate=every:2,orders=after:1,history=for:1s").usesChance)
    #expect(try settings(fail: "cart=1%").usesChance)
    #expect(try settings(latency: "cart=5ms~1ms").usesChance)
    #expect(try settings(latency: "lognormal:5ms:1s").usesChance)
    #expect(try !settings(latency: "cart=5ms,1s").usesChance)
  }
}
