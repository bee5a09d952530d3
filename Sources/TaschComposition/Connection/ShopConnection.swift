import TaschPresentation

/// What a front needs to know of the shop the composition connected it to, beside the
/// services it registered: the simulation around the store.
public struct ShopConnection: Sendable {
  /// The simulation, for a front to switch live, from a panel or by specs; `nil` when there
  /// is none.
  public let simulation: (any SimulationControl & SimulationSpecControl)?
  /// Whether some simulated failure or wait depends on chance, so that a failed run is replayed
  /// by its seed.
  public let usesChance: Bool

  /// A connection: the composition's, or a test's.
  public init(
    simulation: (any SimulationControl & SimulationSpecControl)?, usesChance: Bool
  ) {
    self.simulation = simulation
    self.usesChance = usesChance
  }
}
