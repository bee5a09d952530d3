import Tasch
import TaschSQLStore

/// The shop on a PostgreSQL server: any number of shops and shoppers, shared by every `tasch`
/// that connects, stock and ratings included.
///
/// The tables live in the connection's current schema (the first of its `search_path`, which a
/// URL may set: `?options=-c%20search_path%3Dshop`). Load a catalogue with `load(_:as:)`,
/// which creates or migrates them. A server that cannot be reached, a lost connection or a
/// statement past the statement timeout fails with a `ShopError.storage` naming the server
/// (without its password), having changed nothing.
public final class PostgreSQLShopStore: ShopStore {
  private let store: SQLShopStore

  /// The store on the server at `url`, a libpq connection URI (`postgresql://…`).
  ///
  /// - Parameters:
  ///   - url: where the server is, and as whom to connect.
  ///   - statementTimeout: how long one statement may run, waiting for locks included.
  ///   - clock: times the looks for changes made elsewhere.
  ///   - checkInterval: how often to look for them while someone listens.
  public init(
    url: String, statementTimeout: Duration = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock(), checkInterval: Duration = .milliseconds(500)
  ) {
    let name = (try? PostgreSQLURL(url).redacted) ?? "the PostgreSQL server"
    store = SQLShopStore(
      name: name,
      database: PostgreSQLDatabase(url: url, name: name, statementTimeout: statementTimeout),
      clock: clock, checkInterval: checkInterval)
  }

  /// The store as messages name it: its URL without the password.
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

  /// Every shop on the server, by name.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await store.shops()
  }

  /// Runs `body` on one consistent snapshot of the server's data.
  public func read<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.read(operation, for: shopper, body)
  }

  /// Runs `body` as one transaction and keeps what it changed.
  public func update<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.update(operation, for: shopper, origin: origin, body)
  }

  /// The changes made through this store, and those other programs make on the server.
  public func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    store.changes(for: shopper)
  }
}
