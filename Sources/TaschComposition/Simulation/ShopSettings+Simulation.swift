import TaschPresentation
import TaschSimulation

extension ShopSettings {
  /// The simulation the settings ask for: their preset, if any, overridden by their specs,
  /// drawn from their seed (or the preset's own, when none was asked for).
  ///
  /// - Throws: `ConnectionProblem.usage` naming the spec the spec reader refused, and why, or
  ///   the preset that cannot be found or read.
  func simulation() throws(ConnectionProblem) -> SimulationSettings {
    let preset = try simulationPreset.map { name throws(ConnectionProblem) in
      try presets.named(name)
    }
    do throws(SimulationSpecRefusal) {
      return try SimulationSettings(
        preset: preset, latency: latencySpec, fail: failSpec, seed: seedIsGiven ? seed : nil,
        fallbackSeed: seed)
    } catch {
      throw .usage(.badSpec(error.field == "latency" ? .latency : .fail, reason: error.reason))
    }
  }

  /// The presets these settings can pick from.
  var presets: SimulationPresets { SimulationPresets(folder: presetFolder) }
}
