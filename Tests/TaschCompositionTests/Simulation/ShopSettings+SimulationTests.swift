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
    } throws: { error in
      guard case .usage(.badSpec(.latency, let reason)) = error as? ConnectionProblem else {
        return false
      }
      return reason.contains("800")
    }
  }

  @Test func aRefusedFailureNamesTheFailure() {
    #expect {
      try settings(fail: "cart=sometimes").simulation()
    } throws: { error in
      guard case .usage(.badSpec(.fail, let reason)) = error as? ConnectionProblem else {
        return false
      }
      return !reason.isEmpty
    }
  }
}
