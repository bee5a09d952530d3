import Foundation
import Tasch
import TaschJSONEngine
import TaschPostgreSQL
import TaschPresentation
import TaschSQLStore
import TaschSQLite
import TaschSimulation
import TaschTerminal

/// What the composition root builds for a command: the store the options name, behind the
/// simulation they ask for, and the shop and shopper to act for — registered as the services.
enum Composition {
  /// The services for `invocation`, and what the command line needs to know of the connection.
  ///
  /// - Throws: `ConnectionFailure.usage` for a simulation spec or a shop choice that cannot
  ///   work, `.shop` when the store cannot be reached or read.
  static func connect(_ invocation: ShopInvocation, clock: any Clock<Duration>)
    async throws(ConnectionFailure) -> (ServiceLocator, ShopConnection)
  {
    let options = invocation.options
    let settings = try simulationSettings(options, seed: invocation.seed)
    let simulated = SimulatedShopStore(
      wrapping: try store(for: options, clock: clock), settings: settings, clock: clock)
    let shop = try await chooseShop(in: simulated, asked: options.shop)
    let services = ServiceLocator(
      localization: invocation.localization, theme: Theme(options.theme),
      shop: ShopAccess(store: simulated, shopper: Shopper(shop: shop, name: options.user)))
    let connection = ShopConnection(
      simulation: SimulationSwitchboard(simulated: simulated), usesChance: settings.usesChance)
    return (services, connection)
  }

  /// The store the options name: the JSON files by default.
  private static func store(for options: GlobalOptions, clock: any Clock<Duration>)
    throws(ConnectionFailure) -> any ShopStore
  {
    switch options.store {
    case .files(let catalogue, let state):
      guard let state else { throw .usage(UsageError(.noStatePlace)) }
      try checkPath(state, of: "--state")
      if let catalogue { try checkPath(catalogue, of: "--catalogue") }
      let source: any CatalogueSource =
        catalogue.map { JSONCatalogueFile(path: $0) }
        ?? EmbeddedCatalogue(name: DefaultShop.name, text: DefaultShop.catalogue)
      return JSONShopStore(
        catalogue: source, stateFile: state, seeds: try defaultSeeds(),
        indexCache: CatalogueIndexCache(folder: options.indexCache), clock: clock)
    case .sqlite(let path):
      try checkPath(path, of: "--store")
      return SQLiteShopStore(path: path, clock: clock)
    case .postgreSQL(let url):
      return PostgreSQLShopStore(url: url, clock: clock)
    }
  }

  /// Loads the catalogue `load` names into its database store.
  ///
  /// It is loaded as the shop the catalogue declares, else as the shop named after its file
  /// (without `.json`), once read and checked exactly as the JSON files' catalogue is.
  ///
  /// - Returns: the shop loaded, or why nothing was; the store as messages name it; and why
  ///   its search reads every product, when it does.
  static func load(_ load: CatalogueLoad) async -> CatalogueLoadOutcome {
    let store: (load: (Catalogue, ShopID) async throws(ShopError) -> SQLStoreLoad, name: String)
    switch load.options.store {
    case .sqlite(let path):
      let sqlite = SQLiteShopStore(path: path)
      store = (sqlite.loadReporting, sqlite.name)
    case .postgreSQL(let url):
      let postgreSQL = PostgreSQLShopStore(url: url)
      store = (postgreSQL.loadReporting, postgreSQL.name)
    case .files:
      // The command line refuses `store load` without a database store.
      return CatalogueLoadOutcome(
        shop: .failure(.invalidInput("store load needs a database store")), store: "")
    }
    do throws(ShopError) {
      let catalogue = try CatalogueReader(path: load.catalogue).readCatalogue()
      let file = URL(fileURLWithPath: load.catalogue).lastPathComponent
      let shop = ShopID(
        catalogue.shopName ?? (file.hasSuffix(".json") ? String(file.dropLast(5)) : file))
      let loaded = try await store.load(catalogue, shop)
      var outcome = CatalogueLoadOutcome(shop: .success(loaded.shop), store: store.name)
      if case .scanning(let reason) = loaded.textSearch { outcome.searchReadsEveryProduct = reason }
      return outcome
    } catch {
      return CatalogueLoadOutcome(shop: .failure(error), store: store.name)
    }
  }

  /// Refuses a path that cannot name a file before anything is opened, created or locked.
  private static func checkPath(_ path: String, of option: String) throws(ConnectionFailure) {
    if let problem = FilePathCheck.problem(with: path) {
      throw .usage(UsageError(.badPath(option: option, reason: problem)))
    }
  }

  /// What a new shopper of the default shop starts with: the original app's wish list.
  private static func defaultSeeds() throws(ConnectionFailure) -> [ShopID: ShopperData] {
    let shop = ShopID("tasch")
    do throws(ShopError) {
      return [shop: try SeedState.shopper(from: DefaultShop.seedState, for: shop)]
    } catch {
      throw .shop(error)
    }
  }

  /// The shop to use: the one asked for, else the only one the store holds.
  private static func chooseShop(in store: any ShopStore, asked: String?)
    async throws(ConnectionFailure) -> ShopID
  {
    let shops: [ShopSummary]
    do throws(ShopError) {
      shops = try await store.shops()
    } catch {
      throw .shop(error)
    }
    let names = shops.map(\.id.rawValue)
    if let asked {
      guard let shop = shops.first(where: { $0.id.rawValue == asked }) else {
        throw .usage(UsageError(.unknownShop(asked, among: names)))
      }
      return shop.id
    }
    guard shops.count == 1, let only = shops.first else {
      throw .usage(UsageError(.shopNotPicked(names)))
    }
    return only.id
  }

  /// The simulation the options ask for.
  private static func simulationSettings(_ options: GlobalOptions, seed: UInt64)
    throws(ConnectionFailure) -> SimulationSettings
  {
    var settings = SimulationSettings(seed: seed)
    do throws(SimulationSpecError) {
      if let spec = options.latencySpec {
        settings.override(with: try SimulationSpec.latencies(spec))
      }
    } catch {
      throw .usage(UsageError(.badSpec(option: "--latency", reason: error.description)))
    }
    do throws(SimulationSpecError) {
      if let spec = options.failSpec {
        settings.override(with: try SimulationSpec.failures(spec))
      }
    } catch {
      throw .usage(UsageError(.badSpec(option: "--fail", reason: error.description)))
    }
    return settings
  }
}
