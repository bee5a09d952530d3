import Tasch
import TaschComposition
import TaschJSON
import TaschPresentation

/// `tasch store`: what a database store is asked beyond the shop: to load a catalogue, and
/// to keep its shoppers' tokens.
enum StoreCommand {
  static let definition = CommandDefinition(
    "store", abstract: .abstractStore,
    subcommands: [StoreLoadCommand.definition, StoreShopperCommand.definition],
    examples: Array(StoreLoadCommand.definition.examples.prefix(2))
      + StoreShopperAddCommand.definition.examples)
}

/// `tasch store load CATALOGUE --store URL`: `Composition` reads and checks the catalogue as
/// the JSON files would, loads it into the store, and hands the outcome back to
/// `TaschCommandLine.finish(_:_:)`.
enum StoreLoadCommand {
  static let definition = CommandDefinition(
    "load", abstract: .abstractStoreLoad, arguments: "CATALOGUE",
    examples: [
      .init("tasch store load shop.json --store sqlite:shop.db", .exampleStoreLoadSQLite),
      .init(
        "tasch store load shop.json --store postgresql://localhost/tasch",
        .exampleStoreLoadPostgreSQL),
      .init("tasch store load shop-v2.json --store sqlite:shop.db", .exampleStoreLoadAgain),
    ], argumentKind: .file)
}

/// `tasch store load`, read and checked: which catalogue to load into which database store.
public struct CatalogueLoad: Sendable {
  /// The catalogue file's path, as given.
  public let catalogue: String
  /// The global options; their store is a database.
  public let options: GlobalOptions
  /// How a failure is reported: as a shop command's would be.
  let invocation: ShopInvocation

  /// The load `parsed` asks for, the command at `path` being under `store`.
  ///
  /// - Throws: `UsageError` for `store` without `load` or `shopper`, a missing, empty or extra
  ///   catalogue, no database store to load into, or a `--shop` or `--user` on the command line.
  init(
    path: [String], _ parsed: ParsedArguments, options: GlobalOptions,
    localization: Localization
  ) throws(UsageError) {
    guard path == ["store", "load"] else {
      throw StoreCommand.definition.missingSubcommand(parsed)
    }
    catalogue = try parsed.single("CATALOGUE")
    if catalogue.isEmpty { throw UsageError(.emptyPath(option: "CATALOGUE")) }
    if case .files = options.store { throw UsageError(.storeNeeded) }
    // The catalogue names its shop, and is every shopper's: a `--shop` or `--user` typed here
    // would be dropped without a word.
    if try parsed.value(GlobalOptions.shopName) != nil {
      throw UsageError(.optionConflict(.shopWithLoad))
    }
    if try parsed.value(GlobalOptions.userName) != nil {
      throw UsageError(.optionConflict(.userWithLoad))
    }
    self.options = options
    invocation = ShopInvocation(
      options: options, seed: 0, localization: localization, path: path, command: nil)
  }
}

extension TaschCommandLine {
  /// Says how `load` went.
  ///
  /// The shop loaded into the store goes to standard output (as JSON with `--json`); why
  /// nothing was loaded is said as a shop command says a failure. A store that will search by
  /// reading every product says so, and why, on standard error: it works, slowly.
  @MainActor
  public func finish(_ load: CatalogueLoad, _ outcome: CatalogueLoadOutcome) -> ExitStatus {
    switch outcome.shop {
    case .success(let shop):
      let localization = load.invocation.localization
      let loaded = localization.text(
        .storeLoaded,
        [
          "products": localization.text(.productCount, count: shop.productCount),
          "shop": shop.id.rawValue,
          "store": outcome.store,
        ])
      // The line is one line whatever the shop's name holds: a name taken from a file's.
      let text =
        load.options.json
        ? ShopDocuments.text(
          .object([
            "shop": .string(shop.id.rawValue), "products": .number(String(shop.productCount)),
          ]))
        : TextLayout.printable(loaded) + "\n"
      console.output.write(text)
      console.sayDone(loaded, localization: localization)
      if let reason = outcome.searchReadsEveryProduct {
        let note = localization.text(.storeSearchesEveryProduct, ["reason": reason])
        console.errors.write("tasch: " + TextLayout.printable(note) + "\n")
      }
      return .success
    case .failure(let error):
      return fail(
        load.invocation,
        showing: ErrorViewModel(loadingCatalogue: error, localization: load.invocation.localization)
      )
    }
  }
}
