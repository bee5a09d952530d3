import Synchronization
import Tasch

/// Wraps a store, recording every request, and failing or holding back the ones a test asks
/// it to: a counting spy for use-case and presenter tests.
public final class ShopStoreSpy: ShopStore {
  /// One request made through the spy.
  public struct Call: Hashable, Sendable {
    /// The operation it served; `nil` when the request named none.
    public let operation: ShopOperation?
    /// Whether it was a unit of work (else a read).
    public let isUpdate: Bool
    /// Whether the task that made it was cancelled by then: its caller gave up on it.
    public let wasCancelled: Bool
  }

  private struct State {
    var calls: [Call] = []
    var failures: [ShopOperation: [ShopError]] = [:]
    var held: [ShopOperation: [CheckedContinuation<Void, Never>]] = [:]
    var holding: [ShopOperation: Int] = [:]
    var pagesWorkedOut: [CatalogueQuery] = []
    var productsRead: [[ProductID]] = []
    var pricingReads = 0
    var followed: [Shopper] = []
    /// Product reads to let through before failing one, and its error.
    var productReadFailure: (after: Int, error: ShopError)?
  }

  private let base: any ShopStore
  private let state = Mutex(State())

  /// A spy around `base`.
  public init(wrapping base: any ShopStore) {
    self.base = base
  }

  /// Every request so far, in order.
  public var calls: [Call] { state.withLock { $0.calls } }

  /// The pages the stores worked out for reads so far, in order: a read that skips its work
  /// asks for none.
  public var pagesWorkedOut: [CatalogueQuery] { state.withLock { $0.pagesWorkedOut } }

  /// The products read by identifier so far, each read's identifiers in the order asked.
  public var productsRead: [[ProductID]] { state.withLock { $0.productsRead } }

  /// How many times the shop's pricing was read so far: once for every list priced.
  public var pricingReads: Int { state.withLock { $0.pricingReads } }

  /// The operations requested so far, in order.
  public var operations: [ShopOperation] { calls.compactMap(\.operation) }

  /// Makes the next request of `operation` fail with `error`, before it reaches the store.
  public func failNext(_ operation: ShopOperation, with error: ShopError) {
    state.withLock { $0.failures[operation, default: []].append(error) }
  }

  /// Makes a read of products by identifier fail with `error`, inside whatever read or unit of
  /// work asks for it, after `count` more succeed: a store failing halfway through.
  public func failProductRead(after count: Int, with error: ShopError) {
    state.withLock { $0.productReadFailure = (count, error) }
  }

  /// Holds the next `count` requests of `operation` until `release(_:)`.
  public func hold(_ operation: ShopOperation, count: Int = 1) {
    state.withLock { $0.holding[operation, default: 0] += count }
  }

  /// How many requests of `operation` are held now.
  public func heldCount(_ operation: ShopOperation) -> Int {
    state.withLock { $0.held[operation]?.count ?? 0 }
  }

  /// Waits, yielding to other tasks, until `count` requests of `operation` are held.
  public func waitUntilHeld(_ operation: ShopOperation, count: Int = 1) async {
    while heldCount(operation) < count { await Task.yield() }
  }

  /// Holds the next request of `operation`, starts `body` as `started(_:)` does, and returns
  /// once that request is held: `body` then waits on it until `release(_:)`.
  @MainActor
  public func startedAndHeld<Success: Sendable>(
    _ operation: ShopOperation, _ body: @escaping @MainActor () async throws -> Success
  ) async -> Task<Success, any Error> {
    hold(operation)
    let task = await started(body)
    await waitUntilHeld(operation)
    return task
  }

  /// Lets the oldest held request of `operation` go on.
  public func release(_ operation: ShopOperation) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard var waiting = state.held[operation], !waiting.isEmpty else { return nil }
      let first = waiting.removeFirst()
      state.held[operation] = waiting
      return first
    }
    continuation?.resume()
  }

  // MARK: - ShopStore

  /// The wrapped store's shops.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await base.shops()
  }

  /// Records the read, then fails it, holds it, or passes it on.
  public func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await intercept(
      Call(operation: ShopOperation.current, isUpdate: false, wasCancelled: Task.isCancelled))
    return try await base.read(for: shopper) { [self] snapshot throws(ShopError) in
      try body(watched(snapshot))
    }
  }

  /// Records the unit of work, then fails it, holds it, or passes it on.
  public func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await intercept(
      Call(operation: ShopOperation.current, isUpdate: true, wasCancelled: Task.isCancelled))
    return try await base.update(for: shopper, origin: origin) {
      [self] snapshot, work throws(ShopError) in
      try body(watched(snapshot), &work)
    }
  }

  /// The wrapped store's changes, the shopper they are followed for noted.
  public func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    state.withLock { $0.followed.append(shopper) }
    return base.changes(for: shopper)
  }

  /// The shoppers whose changes were followed so far, in order.
  public var followed: [Shopper] { state.withLock { $0.followed } }

  /// `snapshot`, telling the spy of every page worked out, product read and pricing read, and
  /// failing product reads as asked.
  private func watched(_ snapshot: any ShopSnapshot) -> any ShopSnapshot {
    SpiedSnapshot(base: snapshot) { query in
      self.state.withLock { $0.pagesWorkedOut.append(query) }
    } productRead: { (ids: [ProductID]) throws(ShopError) in
      let failure = self.state.withLock { state -> ShopError? in
        state.productsRead.append(ids)
        guard let (after, error) = state.productReadFailure else { return nil }
        state.productReadFailure = after > 0 ? (after - 1, error) : nil
        return after > 0 ? nil : error
      }
      if let failure { throw failure }
    } pricingRead: {
      self.state.withLock { $0.pricingReads += 1 }
    }
  }

  private func intercept(_ call: Call) async throws(ShopError) {
    let (failure, holds) = state.withLock { state -> (ShopError?, Bool) in
      state.calls.append(call)
      guard let operation = call.operation else { return (nil, false) }
      let failure =
        state.failures[operation]?.isEmpty == false
        ? state.failures[operation]?.removeFirst() : nil
      let holds = state.holding[operation, default: 0] > 0
      if holds { state.holding[operation, default: 0] -= 1 }
      return (failure, holds)
    }
    if holds, let operation = call.operation {
      await withCheckedContinuation { continuation in
        state.withLock { $0.held[operation, default: []].append(continuation) }
      }
    }
    if let failure { throw failure }
  }
}

/// A snapshot that tells of every page, product read and pricing read asked of it, may fail a
/// read of products, and otherwise is the one it wraps.
private struct SpiedSnapshot: ShopSnapshot {
  let base: any ShopSnapshot
  let recordPage: (CatalogueQuery) -> Void
  let productRead: ([ProductID]) throws(ShopError) -> Void
  let pricingRead: () -> Void

  var shop: ShopSummary { base.shop }
  var shopper: ShopperData { base.shopper }

  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    recordPage(query)
    return try base.page(query)
  }

  func products(_ ids: [ProductID]) throws(ShopError) -> [ProductID: ShopProduct] {
    try productRead(ids)
    return try base.products(ids)
  }

  func neighbours(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours
  {
    try base.neighbours(of: id, in: query)
  }

  func orders(offset: Int, limit: Int?) throws(ShopError) -> OrderPage {
    try base.orders(offset: offset, limit: limit)
  }

  func order(placedWith key: CheckoutKey) throws(ShopError) -> Order? {
    try base.order(placedWith: key)
  }

  func pricing() throws(ShopError) -> ShopPricing {
    pricingRead()
    return try base.pricing()
  }
}
