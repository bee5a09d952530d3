import Tasch
import TaschJSONEngine
import TaschTerminal

/// The shop of the JSON engine, behind the simulation the options ask for.
struct JSONShopBackend: ShopBackend {
  /// Waits the simulated latencies.
  let clock: any Clock<Duration>

  func connect(_ configuration: ShopConfiguration) throws(UsageError) -> ShopConnection {
    let settings = try Self.settings(configuration)
    let usesDefaultCatalogue = configuration.cataloguePath == nil
    let engine = JSONDataLayer(
      catalogue: JSONCatalogueFile(
        path: configuration.cataloguePath ?? PackagePaths.defaultCatalogue),
      stateFile: configuration.statePath,
      // A new user starts with the original app's wish list, but only in the original's shop.
      seedStateFile: usesDefaultCatalogue ? PackagePaths.seedState : nil)
    let simulated = SimulatedDataLayer(wrapping: engine, settings: settings, clock: clock)
    return ShopConnection(
      dataLayer: simulated, usesChance: settings.usesChance,
      simulation: SimulationSwitchboard(simulated: simulated))
  }

  /// The simulation settings of the specs, refusing any the engine cannot read.
  static func settings(_ configuration: ShopConfiguration) throws(UsageError) -> SimulationSettings
  {
    var settings = SimulationSettings(seed: configuration.seed)
    do throws(SimulationSpecError) {
      if let spec = configuration.latencySpec {
        let (defaultLatency, latencies) = try SimulationSpec.latencies(spec)
        settings.defaultLatency = defaultLatency ?? .none
        settings.latencies = latencies
      }
    } catch {
      throw UsageError(.badSpec(option: "--latency", reason: error.description))
    }
    do throws(SimulationSpecError) {
      if let spec = configuration.failSpec {
        settings.failures = try SimulationSpec.failures(spec)
      }
    } catch {
      throw UsageError(.badSpec(option: "--fail", reason: error.description))
    }
    return settings
  }
}
