import Tasch
import TaschSimulation
import Testing

@testable import TaschComposition

/// The settings' specs become the simulation, drawn from their seed; a spec the reader refuses
/// is a usage problem naming it.
@Suite struct ShopSettingsSimulationTests {
  private func settings(latency: String? = nil, fail: String? = nil) -> ShopSettings {
    ShopSettings(
      store: .files(catalogue: nil, state: "/s.json"), user: "ann", latencySpec: latency,
      failSpec: fail, seed: 7)
  }

  @Test func withoutSpecsNothingIsSimulated() throws {
    #expect(try settings().simulation() == SimulationSettings(seed: 7))
  }

  @Test func theSpecsAreInForce() throws {
    let simulation = try settings(latency: "cart=200ms", fail: "checkout=always").simulation()

    #expect(simulation.latency(of: .cart) == Latency(milliseconds: 200))
    #expect(simulation.failures[.checkout] == FailureRule(trigger: .always))
    #expect(simulation.seed == 7)
    #expect(!simulation.usesChance)
  }

  @Test func aRefusedLatencyNamesTheLatency() {
    #expect {
      try settings(latency: "800").simulation()
    } throws: { reason($0, refusing: .latency)?.contains("800") == true }
  }

  @Test func aRefusedFailureNamesTheFailure() {
    #expect {
      try settings(fail: "cart=sometimes").simulation()
    } throws: { reason($0, refusing: .fail)?.isEmpty == false }
  }

  /// The reason the spec of `setting` was refused, when `error` is that usage problem.
  private func reason(_ error: any Error, refusing setting: ShopSetting) -> String? {
    guard case .usage(.badSpec(setting, let reason)) = error as? ConnectionProblem else {
      return nil
    }
    return reason
  }
}
