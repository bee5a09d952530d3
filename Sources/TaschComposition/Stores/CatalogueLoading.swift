import Foundation
import Tasch
import TaschJSONEngine
import TaschPostgreSQL
import TaschSQLStore
import TaschSQLite

/// How loading a catalogue into a database store went.
public struct CatalogueLoadOutcome: Sendable {
  /// The shop loaded, or why nothing was.
  public var shop: Result<ShopSummary, ShopError>
  /// The store as messages name it: `sqlite:shop.db`.
  public var store: String
  /// Why the store finds products by text by reading every product, when it has no index to
  /// find them with; `nil` when it has one.
  public var searchReadsEveryProduct: String?

  /// The outcome of loading into `store`.
  public init(
    shop: Result<ShopSummary, ShopError>, store: String, searchReadsEveryProduct: String? = nil
  ) {
    self.shop = shop
    self.store = store
    self.searchReadsEveryProduct = searchReadsEveryProduct
  }
}

extension Composition {
  /// Loads the catalogue file at `catalogue` into the database store `store` names.
  ///
  /// It is loaded as the shop the catalogue declares, else as the shop named after its file
  /// (without `.json`), once read and checked exactly as the JSON files' catalogue is.
  ///
  /// `watch` is told when the load is about to be kept, as the transaction that wrote it
  /// commits, and whether it was: an interrupt before then ends the command with nothing
  /// changed, and one after it does not end a command whose load was kept before it says so.
  ///
  /// - Returns: the shop loaded, or why nothing was; the store as messages name it; and why
  ///   its search reads every product, when it does.
  public static func load(
    _ catalogue: String, into store: StoreChoice, watch: (any ChangeWatch)? = nil
  ) async -> CatalogueLoadOutcome {
    typealias Load = (Catalogue, ShopID, @escaping @Sendable () -> Void) async throws(ShopError)
      -> SQLStoreLoad
    let target: (load: Load, name: String)
    switch store {
    case .sqlite(let path):
      let sqlite = SQLiteShopStore(path: path)
      target = (sqlite.loadReporting, sqlite.name)
    case .postgreSQL(let url):
      let postgreSQL = PostgreSQLShopStore(url: url)
      target = (postgreSQL.loadReporting, postgreSQL.name)
    case .files:
      // The fronts refuse to load without a database store.
      return CatalogueLoadOutcome(
        shop: .failure(.invalidInput("store load needs a database store")), store: "")
    }
    do throws(ShopError) {
      let read = try CatalogueReader(path: catalogue).readCatalogue()
      let file = URL(fileURLWithPath: catalogue).lastPathComponent
      // A name taken from a file's is kept as `--shop` reads names, white space around it
      // and all (` lead.json` is the shop `lead`), or the shop could not be picked again once
      // the store holds another; one `--shop` could never give is refused.
      let named =
        read.shopName
        ?? ShopRules.canonicalName(file.hasSuffix(".json") ? String(file.dropLast(5)) : file)
      if read.shopName == nil,
        ShopRules.isBlank(named) || ShopRules.isUnlistable(named)
          || ShopRules.isTooLongForANewName(named)
      {
        throw .invalidInput(
          "the shop's name would be the file's, which --shop could not give: declare the "
            + "catalogue's \"shop\" (1 to 64 ASCII letters, digits, -, _ or .), or rename the file")
      }
      let shop = ShopID(named)
      let loaded = try await target.load(read, shop) { watch?.keepingBegins() }
      watch?.keepingEnded(kept: true)
      var outcome = CatalogueLoadOutcome(shop: .success(loaded.shop), store: target.name)
      if case .scanning(let reason) = loaded.textSearch { outcome.searchReadsEveryProduct = reason }
      return outcome
    } catch {
      watch?.keepingEnded(kept: false)
      return CatalogueLoadOutcome(shop: .failure(error), store: target.name)
    }
  }
}
