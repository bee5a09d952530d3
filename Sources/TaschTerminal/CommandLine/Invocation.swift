import Tasch
import TaschPresentation

/// What a command line asks for, once read: nothing more to do, or a command of the shop.
public enum Invocation: Sendable {
  /// Help, the version, completion or a usage error was written; the status to exit with.
  case finished(ExitStatus)
  /// A command that needs the shop: the composition root connects, registers the services,
  /// and hands it back to `TaschCommandLine.run(_:connection:)`.
  case shop(ShopInvocation)
  /// `tasch store load`: the composition root loads the catalogue into the store and hands the
  /// outcome back to `TaschCommandLine.finish(_:loaded:into:)`.
  case loadCatalogue(CatalogueLoad)
}

/// A command of the shop, read and checked, waiting for its services.
public struct ShopInvocation: Sendable {
  /// The global options.
  public let options: GlobalOptions
  /// The seed of every simulated chance: the one given, or one drawn for this run.
  public let seed: UInt64
  /// Words and formats, resolved before anything else so even errors speak the user's
  /// language.
  public let localization: Localization
  /// The command's words, such as `["wishlist", "add"]`; empty for `tasch` alone.
  let path: [String]
  /// The command; `nil` for `tasch` alone.
  let command: (any ShopCommand)?
}

/// What the composition root tells the command line about the shop it connected to.
public struct ShopConnection: Sendable {
  /// The simulation, for the shop's panel to switch live; `nil` when there is none.
  public let simulation: (any SimulationControl)?
  /// Whether some simulated failure or wait depends on chance, so that a failed run is replayed
  /// by its seed.
  public let usesChance: Bool

  /// A connection.
  public init(simulation: (any SimulationControl)?, usesChance: Bool) {
    self.simulation = simulation
    self.usesChance = usesChance
  }
}

/// Why the composition root could not connect to the shop the options describe.
public enum ConnectionFailure: Error, Sendable {
  /// The options cannot work as written (a simulation spec, a shop to pick): exit status 2.
  case usage(UsageError)
  /// The shop could not be reached or read: exit status 1.
  case shop(ShopError)
}
