import Tasch

/// A store whose every answer is one error: offline, a timeout, a storage failure; or, made
/// `findingShopsIn` another store, one that finds that store's shops and fails all else, as a
/// store whose shopper's data is damaged does.
struct FailingStore: ShopStore {
  let error: ShopError
  /// The store whose shops it finds; `nil` when it finds none.
  let shopsStore: (any ShopStore)?

  init(_ error: ShopError, findingShopsIn shopsStore: (any ShopStore)? = nil) {
    self.error = error
    self.shopsStore = shopsStore
  }

  func shops() async throws(ShopError) -> [ShopSummary] {
    guard let shopsStore else { throw error }
    return try await shopsStore.shops()
  }

  func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result { throw error }

  func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result { throw error }

  func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    AsyncStream { $0.finish() }
  }
}
