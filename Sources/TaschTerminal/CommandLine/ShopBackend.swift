import Tasch

/// What the composition root gives the command line: the shop's data, set up as the options ask.
///
/// The terminal ring cannot know the data adapters; the root knows them all.
public protocol ShopBackend: Sendable {
  /// Connects to the shop described by `configuration`.
  ///
  /// - Throws: `UsageError` for a latency or failure spec the simulation refuses.
  func connect(_ configuration: ShopConfiguration) throws(UsageError) -> ShopConnection
}

/// Where the shop's data is and how to simulate its weather.
public struct ShopConfiguration: Hashable, Sendable {
  /// The catalogue file, or `nil` for the package's default catalogue.
  public let cataloguePath: String?
  /// The user's state file.
  public let statePath: String
  /// The latency spec, if any.
  public let latencySpec: String?
  /// The failure spec, if any.
  public let failSpec: String?
  /// The seed of every simulated chance.
  public let seed: UInt64

  /// A configuration.
  public init(
    cataloguePath: String?, statePath: String, latencySpec: String?, failSpec: String?,
    seed: UInt64
  ) {
    self.cataloguePath = cataloguePath
    self.statePath = statePath
    self.latencySpec = latencySpec
    self.failSpec = failSpec
    self.seed = seed
  }
}

/// A connected shop.
public struct ShopConnection: Sendable {
  /// The data, simulation included.
  public let dataLayer: any DataLayer
  /// Whether some simulated failure or wait depends on chance, so that a failed run is replayed
  /// by its seed.
  public let usesChance: Bool
  /// The simulation, for the shop's panel to switch live; `nil` when there is none.
  public let simulation: (any SimulationControl)?

  /// A connection.
  public init(
    dataLayer: any DataLayer, usesChance: Bool, simulation: (any SimulationControl)? = nil
  ) {
    self.dataLayer = dataLayer
    self.usesChance = usesChance
    self.simulation = simulation
  }
}
