import Tasch

/// A store whose every answer is one error: offline, a timeout, a storage failure.
struct FailingStore: ShopStore {
  let error: ShopError

  init(_ error: ShopError) {
    self.error = error
  }

  func shops() async throws(ShopError) -> [ShopSummary] { throw error }

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
