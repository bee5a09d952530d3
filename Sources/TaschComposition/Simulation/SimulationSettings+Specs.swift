import TaschPresentation
import TaschSimulation

extension SimulationSettings {
  /// The simulation the options' words describe, wherever they come from — the command line,
  /// the environment, the HTTP API: `preset`'s settings, if any, with the latencies and
  /// failures of the specs laid over them.
  ///
  /// - Parameters:
  ///   - preset: the preset to start from; `nil` for none.
  ///   - latency: a `--latency` spec, or `nil`.
  ///   - fail: a `--fail` spec, or `nil`.
  ///   - seed: the seed asked for; `nil` for the preset's own, else `fallbackSeed`.
  ///   - fallbackSeed: the seed when neither the asker nor the preset gives one.
  /// - Throws: `SimulationSpecRefusal` naming the spec that is not one, and why.
  init(
    preset: SimulationPreset?, latency: String?, fail: String?, seed: UInt64?,
    fallbackSeed: UInt64
  ) throws(SimulationSpecRefusal) {
    let seed = seed ?? preset?.seed ?? fallbackSeed
    self = preset?.settings(seed: seed) ?? SimulationSettings(seed: seed)
    do throws(SimulationSpecError) {
      if let latency { override(with: try SimulationSpec.latencies(latency)) }
    } catch {
      throw SimulationSpecRefusal(field: "latency", reason: error.description)
    }
    do throws(SimulationSpecError) {
      if let fail { override(with: try SimulationSpec.failures(fail)) }
    } catch {
      throw SimulationSpecRefusal(field: "fail", reason: error.description)
    }
  }
}
