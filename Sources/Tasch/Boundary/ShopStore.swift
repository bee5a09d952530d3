/// Where a shop's data lives: the boundary every data adapter implements (the JSON files, a
/// SQLite or PostgreSQL database), and the only way the use cases reach data.
///
/// The core asks for what it shows through a consistent snapshot, and changes a shopper's data
/// through atomic units of work whose rules it computes itself; a store only finds and keeps.
/// Each request names the shopper it acts for. Every failure is a `ShopError`.
///
/// A store needs to know nothing more. The operation a request serves (`ShopOperation`) is
/// named by the use case around the request, not passed to the store: only decorators that
/// treat operations apart, such as the simulation, read it (`ShopOperation.current`).
public protocol ShopStore: Sendable {
  /// The shops this store holds, for choosing the one to use.
  func shops() async throws(ShopError) -> [ShopSummary]

  /// Runs `body` on a consistent snapshot of the shop as `shopper` sees it.
  ///
  /// - Parameters:
  ///   - shopper: whose data the snapshot holds.
  ///   - body: the core's reading; it runs once, synchronously, while the snapshot is valid.
  /// - Returns: what `body` returned.
  /// - Throws: what `body` threw, or the store's failure to read.
  func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result

  /// Runs `body` as one atomic unit of work on `shopper`'s data: the store reads the data,
  /// `body` changes it, and the store keeps all of the change or, when anything throws,
  /// none of it.
  ///
  /// The store takes the stock the unit of work's order takes only where enough is left,
  /// and throws `ShopError.outOfStock` naming the products that lack it otherwise. When the
  /// unit of work changes something, the store publishes one `DataChange` saying what, marked
  /// with `origin`.
  ///
  /// - Parameters:
  ///   - shopper: whose data changes.
  ///   - origin: who asks, so that they can recognise their own change when it is published.
  ///   - body: the core's change; it runs once, synchronously, while nobody else can change
  ///     the same data.
  /// - Returns: what `body` returned.
  /// - Throws: what `body` threw, `ShopError.outOfStock` when stock ran out, or the store's
  ///   failure to keep the change; nothing was kept then.
  func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result

  /// A new stream of the changes to `shopper`'s shop from now on, one value per change: those
  /// made through this store, and those other processes or shoppers make, seen within about a
  /// second.
  ///
  /// Synchronous, so the subscription exists before the caller goes on: no change made after
  /// this call returns is missed.
  func changes(for shopper: Shopper) -> AsyncStream<DataChange>
}

extension ShopStore {
  /// Reads as `operation`: `read(for:_:)`, with the operation named for the decorators that
  /// treat operations apart.
  public func read<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await operation.serve { () throws(ShopError) in try await read(for: shopper, body) }
  }

  /// Changes as `operation`: `update(for:origin:_:)`, with the operation named for the
  /// decorators that treat operations apart.
  public func update<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await operation.serve { () throws(ShopError) in
      try await update(for: shopper, origin: origin, body)
    }
  }
}
