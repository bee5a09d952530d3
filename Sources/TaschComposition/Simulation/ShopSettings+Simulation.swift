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

  /// What is wrong with the simulation the settings ask for, found as connecting finds it but
  /// without connecting, for a front that shows the settings rather than using them; `nil`
  /// when nothing is.
  public var simulationProblem: SettingsProblem? {
    do throws(ConnectionProblem) {
      _ = try simulation()
      return nil
    } catch {
      // Working out a simulation reaches no store: only its settings can be at fault.
      guard case .usage(let problem) = error else { return nil }
      return problem
    }
  }

  /// The presets these settings can pick from.
  var presets: SimulationPresets { SimulationPresets(folder: presetFolder) }
}
