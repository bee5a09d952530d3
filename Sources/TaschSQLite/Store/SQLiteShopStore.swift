import Tasch
import TaschSQLStore
import TaschStoreSupport

/// The shop in an SQLite file: any number of shops and shoppers in one file, shared by every
/// `tasch` that opens it, stock and ratings included.
///
/// Load a catalogue into it with `load(_:as:)` (which creates the file); every other call needs
/// the file to exist. A unit of work waits up to the busy timeout for another program's, then
/// fails with a `ShopError.storage` naming the file, having changed nothing. Each unit of
/// work is one `IMMEDIATE` transaction; messages name the store `sqlite:PATH`.
public final class SQLiteShopStore: DatabaseShopStore {
  /// The store that does the work, on this store's database.
  public let store: SQLShopStore

  /// The store in the file at `path`.
  ///
  /// - Parameters:
  ///   - path: the database file.
  ///   - busyTimeout: how long to wait for another program's lock before failing.
  ///   - clock: times the looks for changes made elsewhere.
  ///   - checkInterval: how often to look for them while someone listens.
  public convenience init(
    path: String, busyTimeout: Duration = LockWaiting.longest,
    clock: any Clock<Duration> = ContinuousClock(),
    checkInterval: Duration = ChangeBroadcaster.defaultInterval
  ) {
    self.init(
      path: path, dialect: .sqlite, busyTimeout: busyTimeout, clock: clock,
      checkInterval: checkInterval)
  }

  /// The store in the file at `path` as messages name it: `sqlite:shop.db`.
  public static func name(of path: String) -> String {
    "sqlite:\(path.inMessage)"
  }

  /// The store in the file at `path`, its SQLite spoken to in `dialect`, each order cut into
  /// runs of `runLength` products when a catalogue is loaded: tests name a trigram tokenizer
  /// that does not exist, to see the store of an SQLite without one, and make runs short.
  init(
    path: String, dialect: SQLDialect, busyTimeout: Duration = LockWaiting.longest,
    clock: any Clock<Duration> = ContinuousClock(),
    checkInterval: Duration = ChangeBroadcaster.defaultInterval,
    runLength: Int = SQLShopStore.defaultRunLength
  ) {
    let name = Self.name(of: path)
    let database = SQLiteDatabase(
      path: path, name: name, busyTimeout: busyTimeout, dialect: dialect)
    store = SQLShopStore(
      name: name, database: database, clock: clock, checkInterval: checkInterval,
      runLength: runLength)
  }
}
