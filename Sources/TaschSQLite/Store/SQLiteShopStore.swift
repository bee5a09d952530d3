import Tasch
import TaschSQLStore

/// The shop in an SQLite file: any number of shops and shoppers in one file, shared by every
/// `tasch` that opens it, stock and ratings included.
///
/// Load a catalogue into it with `load(_:as:)` (which creates the file); every other call needs
/// the file to exist. A unit of work waits up to the busy timeout for another program's, then
/// fails with a `ShopError.storage` naming the file, having changed nothing.
public final class SQLiteShopStore: ShopStore {
  private let store: SQLShopStore

  /// The store in the file at `path`.
  ///
  /// - Parameters:
  ///   - path: the database file.
  ///   - busyTimeout: how long to wait for another program's lock before failing.
  ///   - clock: times the looks for changes made elsewhere.
  ///   - checkInterval: how often to look for them while someone listens.
  public convenience init(
    path: String, busyTimeout: Duration = .seconds(5),
    clock: any Clock<Duration> = ContinuousClock(), checkInterval: Duration = .milliseconds(500)
  ) {
    self.init(
      path: path, dialect: .sqlite, busyTimeout: busyTimeout, clock: clock,
      checkInterval: checkInterval)
  }

  /// The store in the file at `path`, its SQLite spoken to in `dialect`: tests name a trigram
  /// tokenizer that does not exist, to see the store of an SQLite without one.
  init(
    path: String, dialect: SQLDialect, busyTimeout: Duration = .seconds(5),
    clock: any Clock<Duration> = ContinuousClock(), checkInterval: Duration = .milliseconds(500)
  ) {
    let name = "sqlite:\(path)"
    let database = SQLiteDatabase(
      path: path, name: name, busyTimeout: busyTimeout, dialect: dialect)
    store = SQLShopStore(
      name: name, database: database, clock: clock, checkInterval: checkInterval)
  }

  /// The store as messages name it: `sqlite:PATH`.
  public var name: String { store.name }

  /// Loads `catalogue` as the shop `shop`, all or nothing; see `SQLShopStore.load(_:as:)`.
  public func load(_ catalogue: Catalogue, as shop: ShopID) async throws(ShopError)
    -> ShopSummary
  {
    try await store.load(catalogue, as: shop).shop
  }

  /// Loads `catalogue` as the shop `shop`, all or nothing, and says how the store now searches
  /// text: from an index, or by reading every product because the database cannot keep one.
  public func loadReporting(_ catalogue: Catalogue, as shop: ShopID) async throws(ShopError)
    -> SQLStoreLoad
  {
    try await store.load(catalogue, as: shop)
  }

  // MARK: - ShopStore

  /// Every shop in the file, by name.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await store.shops()
  }

  /// Runs `body` on one consistent snapshot of the file.
  public func read<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.read(operation, for: shopper, body)
  }

  /// Runs `body` as one `IMMEDIATE` transaction and keeps what it changed.
  public func update<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.update(operation, for: shopper, origin: origin, body)
  }

  /// The changes made through this store, and those other programs make to the file.
  public func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    store.changes(for: shopper)
  }
}
