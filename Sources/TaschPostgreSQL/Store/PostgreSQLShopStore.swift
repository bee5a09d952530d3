import Tasch
import TaschSQLStore
import TaschStoreSupport

/// The shop on a PostgreSQL server: any number of shops and shoppers, shared by every `tasch`
/// that connects, stock and ratings included.
///
/// The tables live in the connection's current schema (the first of its `search_path`, which a
/// URL may set: `?options=-c%20search_path%3Dshop`). Load a catalogue with `load(_:as:)`,
/// which creates or migrates them. A server that cannot be reached, a lost connection or a
/// statement past the statement timeout fails with a `ShopError.storage` naming the server
/// (without its password), having changed nothing. Messages name the store by that URL.
public final class PostgreSQLShopStore: DatabaseShopStore {
  /// The store that does the work, on this store's database.
  public let store: SQLShopStore

  /// The store on the server at `url`, a libpq connection URI (`postgresql://…`).
  ///
  /// - Parameters:
  ///   - url: where the server is, and as whom to connect.
  ///   - statementTimeout: how long one statement may run, waiting for locks included.
  ///   - clock: times the looks for changes made elsewhere.
  ///   - checkInterval: how often to look for them while someone listens.
  public convenience init(
    url: String, statementTimeout: Duration = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock(),
    checkInterval: Duration = ChangeBroadcaster.defaultInterval
  ) {
    self.init(
      url: url, statementTimeout: statementTimeout, clock: clock, checkInterval: checkInterval,
      runLength: SQLShopStore.defaultRunLength)
  }

  /// The store on the server at `url` as messages name it: its URL, every password `***`.
  public static func name(of url: String) -> String {
    (try? PostgreSQLURL(url).redacted) ?? "the PostgreSQL server"
  }

  /// The store on the server at `url`, each order cut into runs of `runLength` products when
  /// a catalogue is loaded: tests make runs short.
  init(
    url: String, statementTimeout: Duration = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock(),
    checkInterval: Duration = ChangeBroadcaster.defaultInterval,
    runLength: Int
  ) {
    let name = Self.name(of: url)
    store = SQLShopStore(
      name: name,
      database: PostgreSQLDatabase(url: url, name: name, statementTimeout: statementTimeout),
      clock: clock, checkInterval: checkInterval, runLength: runLength)
  }
}
