import Foundation
import Tasch

/// A shop store on one kind of database: it only reaches its database, and `SQLShopStore`
/// does the rest, so what every database store does is written here once — the shop, and the
/// tokens of its shoppers.
public protocol DatabaseShopStore: ShopStore, ShopperTokenStore {
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
  /// text.
  ///
  /// Text is searched from an index, or by reading every product where the database cannot
  /// keep one. `committing` is called as the load is about to be kept (`SQLShopStore.load`).
  public func loadReporting(
    _ catalogue: Catalogue, as shop: ShopID, committing: @escaping @Sendable () -> Void = {}
  ) async throws(ShopError) -> SQLStoreLoad {
    try await store.load(catalogue, as: shop, committing: committing)
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

extension DatabaseShopStore {
  // MARK: - ShopperTokenStore

  /// Keeps `token`'s digest as `shopper`'s token, unless they hold one already.
  public func keep(_ token: ShopperToken, for shopper: Shopper, madeAt date: Date)
    async throws(ShopError) -> Bool
  {
    try await store.keep(token, for: shopper, madeAt: date)
  }

  /// The shoppers of `shop` who hold a token, by name.
  public func tokenHolders(in shop: ShopID) async throws(ShopError) -> [TokenHolder] {
    try await store.tokenHolders(in: shop)
  }

  /// Forgets `shopper`'s token.
  public func revokeToken(of shopper: Shopper) async throws(ShopError) -> Bool {
    try await store.revokeToken(of: shopper)
  }

  /// The shopper of `shop` who holds `token`.
  public func holder(of token: ShopperToken, in shop: ShopID) async throws(ShopError) -> String? {
    try await store.holder(of: token, in: shop)
  }
}
