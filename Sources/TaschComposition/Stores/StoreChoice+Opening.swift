import Tasch
import TaschJSONEngine
import TaschPostgreSQL
import TaschSQLite

extension StoreChoice {
  /// `text`, given for a store, as a message may quote it: every password it may hold hidden,
  /// whether or not it is a store's URL (`pgsql://ann:secret@db` is not).
  public static func shownWithoutPasswords(_ text: String) -> String {
    PostgreSQLURL.hidingPasswords(in: text).shown
  }

  /// The store as messages name it, a password never shown: `sqlite:shop.db`,
  /// `postgresql://ann:***@db/shop`; `nil` for the JSON files.
  public var name: String? {
    switch self {
    case .files: nil
    case .sqlite(let path): SQLiteShopStore.name(of: path)
    case .postgreSQL(let url): PostgreSQLShopStore.name(of: url)
    }
  }

  /// The store this choice names, its paths checked before anything is opened, created or
  /// locked.
  ///
  /// - Parameters:
  ///   - indexCache: the folder for catalogues' indexes, on the JSON files; `nil` for none.
  ///   - clock: dates changes and waits between checks for changes made elsewhere.
  /// - Returns: the store, not yet read, and where its shoppers' tokens are kept: the database
  ///   itself, or nowhere on the JSON files.
  /// - Throws: `ConnectionProblem.usage` for no place for the state file or a path that cannot
  ///   name a file, `.shop` when the built-in shop's seed cannot be read.
  func opened(indexCache: String?, clock: any Clock<Duration>)
    throws(ConnectionProblem) -> (store: any ShopStore, tokens: (any ShopperTokenStore)?)
  {
    switch self {
    case .files(let catalogue, let state):
      guard let state else { throw .usage(.noStatePlace) }
      try Self.check(state, of: .state)
      if let catalogue { try Self.check(catalogue, of: .catalogue) }
      let source: any CatalogueSource =
        catalogue.map { JSONCatalogueFile(path: $0) }
        ?? EmbeddedCatalogue(name: DefaultShop.name, text: DefaultShop.catalogue)
      let store = JSONShopStore(
        catalogue: source, stateFile: state, seeds: try Self.defaultSeeds(),
        indexCache: CatalogueIndexCache(folder: indexCache), clock: clock)
      return (store, nil)
    case .sqlite(let path):
      try Self.check(path, of: .store)
      let store = SQLiteShopStore(path: path, clock: clock)
      return (store, store)
    case .postgreSQL(let url):
      let store = PostgreSQLShopStore(url: url, clock: clock)
      return (store, store)
    }
  }

  /// Refuses a path that cannot name a file.
  private static func check(_ path: String, of setting: ShopSetting) throws(ConnectionProblem) {
    if let problem = FilePathCheck.problem(with: path) {
      throw .usage(.badPath(setting, path: path, reason: problem))
    }
  }

  /// What a new shopper of the default shop starts with: the original app's wish list.
  private static func defaultSeeds() throws(ConnectionProblem) -> [ShopID: ShopperData] {
    // The shop the default catalogue declares (`"shop": "tasch"`): seeds of another shop
    // would be left unread.
    let shop = ShopID("tasch")
    do throws(ShopError) {
      return [shop: try SeedState.shopper(from: DefaultShop.seedState, for: shop)]
    } catch {
      throw .shop(error)
    }
  }
}
