import Tasch
import TaschPresentation

/// What a front needs to know of the shop the composition connected it to, beside the
/// services it registered: the simulation around the store, and the shoppers' tokens of a
/// database store.
public struct ShopConnection: Sendable {
  /// The simulation, for a front to switch live, from a panel or by specs.
  ///
  /// The composition always gives one, simulating nothing unless asked; `nil` only where no
  /// shop was reached (a command that failed to connect says why) or a test has none.
  public let simulation: (any SimulationControl & SimulationSpecControl)?
  /// The seed that replays the run, when some simulated failure or wait depends on chance:
  /// the one asked for, else the preset's own, else the one drawn for the run; `nil` when
  /// nothing depends on chance.
  public let chanceSeed: UInt64?
  /// The tokens of the shop's shoppers, on a database store, whose HTTP API acts for the
  /// shopper of each request's token; `nil` on the JSON files, which hold one shopper's data.
  public let shopperTokens: ShopperTokens?

  /// A connection: the composition's, or a test's.
  public init(
    simulation: (any SimulationControl & SimulationSpecControl)?, chanceSeed: UInt64?,
    shopperTokens: ShopperTokens? = nil
  ) {
    self.simulation = simulation
    self.chanceSeed = chanceSeed
    self.shopperTokens = shopperTokens
  }
}
