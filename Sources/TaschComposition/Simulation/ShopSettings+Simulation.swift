import TaschSimulation

extension ShopSettings {
  /// The simulation the settings ask for: their specs, drawn from their seed.
  ///
  /// - Throws: `ConnectionProblem.usage` naming the spec the spec reader refused, and why.
  func simulation() throws(ConnectionProblem) -> SimulationSettings {
    var simulation = SimulationSettings(seed: seed)
    do throws(SimulationSpecError) {
      if let latencySpec {
        simulation.override(with: try SimulationSpec.latencies(latencySpec))
      }
    } catch {
      throw .usage(.badSpec(.latency, reason: error.description))
    }
    do throws(SimulationSpecError) {
      if let failSpec {
        simulation.override(with: try SimulationSpec.failures(failSpec))
      }
    } catch {
      throw .usage(.badSpec(.fail, reason: error.description))
    }
    return simulation
  }
}
