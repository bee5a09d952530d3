import Tasch
import TaschComposition
import TaschPresentation

/// What a command line asks for, once read: nothing more to do, or a command of the shop.
public enum Invocation: Sendable {
  /// Help, the version, completion or a usage error was written; the status to exit with.
  case finished(ExitStatus)
  /// A command that needs the shop: `Composition` connects to the shop its settings describe,
  /// registers the services, and hands it back to `TaschCommandLine.run(_:connection:)`.
  case shop(ShopInvocation)
  /// `tasch store load`: `Composition` loads the catalogue into the store and hands the
  /// outcome back to `TaschCommandLine.finish(_:_:)`.
  case loadCatalogue(CatalogueLoad)
  /// `tasch serve`: the program connects as for a shop command and serves the shop over HTTP
  /// on the address asked for.
  case serve(ServeInvocation)
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

extension ShopInvocation {
  /// The shop the command asks `Composition` to connect to, as its options say.
  public var settings: ShopSettings {
    options.settings(seed: seed, localization: localization, isSimulated: isSimulated)
  }

  /// Whether the simulation asked for applies to the command; `tasch` alone opens the shop,
  /// where it does.
  private var isSimulated: Bool { command.map { type(of: $0).isSimulated } ?? true }
}

extension GlobalOptions {
  /// The shop these options ask `Composition` to connect to, drawing chance from `seed`, in the
  /// words of `localization`, under the simulation they ask for when `isSimulated`.
  func settings(seed: UInt64, localization: Localization, isSimulated: Bool) -> ShopSettings {
    var settings = ShopSettings(
      store: store, shop: shop, user: user, seed: seed, theme: theme, localization: localization,
      indexCache: indexCache)
    if isSimulated {
      settings.latencySpec = latencySpec
      settings.failSpec = failSpec
      settings.simulationPreset = simulation
    }
    settings.presetFolder = presetFolder
    settings.seedIsGiven = self.seed != nil
    return settings
  }
}
