import Tasch

/// A shop store on one kind of database: it only reaches its database, and `SQLShopStore`
/// does the rest, so what every database store does is written here once.
public protocol DatabaseShopStore: ShopStore {
  /// The store that does the work, on this store's database.
  var store: SQLShopStore { get }
}

extension DatabaseShopStore {
  /// The store as messages name it.
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

  /// Every shop in the database, by name.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await store.shops()
  }

  /// Runs `body` on one consistent snapshot of the database.
  public func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.read(for: shopper, body)
  }

  /// Runs `body` as one transaction and keeps what it changed.
  public func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.update(for: shopper, origin: origin, body)
  }

  /// The changes made through this store, and those other programs make to the database.
  public func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    store.changes(for: shopper)
  }
}
