import TaschSimulation

extension ShopSettings {
  /// The simulation the settings ask for: their preset, if any, overridden by their specs,
  /// drawn from their seed (or the preset's own, when none was asked for).
  ///
  /// - Throws: `ConnectionProblem.usage` naming the spec the spec reader refused, and why, or
  ///   the preset that cannot be found or read.
  func simulation() throws(ConnectionProblem) -> SimulationSettings {
    var simulation = SimulationSettings(seed: seed)
    if let simulationPreset {
      let preset = try presets.named(simulationPreset)
      simulation = preset.settings(seed: seedIsGiven ? seed : preset.seed ?? seed)
    }
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

  /// The presets these settings can pick from.
  var presets: SimulationPresets { SimulationPresets(folder: presetFolder) }
}
