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

  /// The latencies of the catalogue, the cart, rating and orders once `overriding` is laid
  /// over "catalogue=2s,cart=1s,100ms".
  private func latencies(overriding: String) throws -> [ShopOperation: Latency] {
    var settings = try settings(latency: "catalogue=2s,cart=1s,100ms")

    settings.override(with: try SimulationSpec.latencies(overriding))

    return Dictionary(
      uniqueKeysWithValues: [ShopOperation.catalogue, .cart, .rate, .orders].map { operation in
        (operation, settings.latency(of: operation))
      })
  }

  /// Fixed waits of these milliseconds, without spread.
  private func fixed(_ milliseconds: [ShopOperation: Int]) -> [ShopOperation: Latency] {
    milliseconds.mapValues { Latency(milliseconds: $0) }
  }

  @Test func latenciesNamedOverrideThoseOfTheSameOperationsOnly() throws {
    #expect(
      try latencies(overriding: "cart=5s,rate=3s")
        == fixed([.catalogue: 2_000, .cart: 5_000, .rate: 3_000, .orders: 100]))
  }

  @Test func aLatencyForEveryOperationOverridesEveryOperationNotNamedBesideIt() throws {
    #expect(
      try latencies(overriding: "cart=5s,300ms")
        == fixed([.catalogue: 300, .cart: 5_000, .rate: 300, .orders: 300]))
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
    #expect(try settings(fail: "cart=99%").usesChance)
    #expect(try !settings(fail: "cart=100%,rate=0%").usesChance, "nothing is drawn")
    #expect(try settings(latency: "cart=5ms~1ms").usesChance)
    #expect(try settings(latency: "lognormal:5ms:1s").usesChance)
    #expect(try !settings(latency: "cart=5ms,1s").usesChance)
  }
}
