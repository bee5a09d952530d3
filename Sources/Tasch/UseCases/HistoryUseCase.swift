/// The shopper's changes to the wish list and ratings in this shop: list them, take the newest
/// back, put back what was taken back.
@MainActor
public final class HistoryUseCase: ShopUseCase, ChangeFollowing {
  /// What it has alike with every use case; content is the history, newest first.
  public let core: UseCaseCore<[HistoryEntry], Void>

  /// A history use case through `access`.
  public init(access: ShopAccess) {
    core = UseCaseCore(access: access)
  }

  /// The read of the history.
  public var read: ShopRead<[HistoryEntry]> { Self.entries() }

  /// The read of the history, newest first.
  public nonisolated static func entries() -> ShopRead<[HistoryEntry]> {
    ShopRead(.history) { snapshot throws(ShopError) in
      try HistoryEntry.entries(of: snapshot.shopper.history, in: snapshot)
    }
  }

  /// Takes back the newest change not yet taken back, by the rules the change itself kept
  /// (`ShopperData.checkStep(from:of:sold:)`).
  ///
  /// - Returns: the change taken back.
  /// - Throws: `ShopError.nothingToUndo`; `.notFound` or `.tooMany` when taking it back would
  ///   put on the wish list or rate what the shop no longer sells, or more of a product than
  ///   it now allows, which changes nothing; or the store's error.
  @discardableResult
  public func undo() async throws(ShopError) -> HistoryEntry {
    try await change(.undo) { data throws(ShopError) in try data.undo() }
  }

  /// Puts back the change taken back most recently, by the rules the change itself kept.
  ///
  /// - Returns: the change put back.
  /// - Throws: `ShopError.nothingToRedo`; `.notFound` or `.tooMany`, changing nothing, as
  ///   `undo()` says; or the store's error.
  @discardableResult
  public func redo() async throws(ShopError) -> HistoryEntry {
    try await change(.redo) { data throws(ShopError) in try data.redo() }
  }

  /// Whether `change` shows in the history: the history changed, or a product's name.
  public func shows(_ change: DataChange) -> Bool {
    change.history || change.products
  }

  private func change(
    _ operation: ShopOperation,
    _ step: @escaping @Sendable (inout ShopperData) throws(ShopError) -> ShopperChange
  ) async throws(ShopError) -> HistoryEntry {
    let (entry, entries) = try await core.change(operation) { snapshot, work, _ throws(ShopError) in
      let before = work.shopper
      let change = try step(&work.shopper)
      let product = try snapshot.products([change.productID])[change.productID]
      // Thrown, the step is not kept: the unit of work keeps nothing.
      try work.shopper.checkStep(from: before, of: change.productID, sold: product)
      return (
        HistoryEntry(change, name: product?.name),
        try HistoryEntry.entries(of: work.shopper.history, in: snapshot)
      )
    }
    core.state = .content(entries)
    return entry
  }
}

/// A change of the history with the name of its product, for showing.
public struct HistoryEntry: Hashable, Sendable {
  /// The change.
  public let change: ShopperChange
  /// The product's name; `nil` when the shop no longer sells it.
  public let productName: String?

  /// An entry for `change` of the product called `name`.
  public init(_ change: ShopperChange, name: String?) {
    self.change = change
    self.productName = name
  }

  /// The entries of `history`, newest first, named from the shop in `snapshot`.
  static func entries(of history: ChangeHistory, in snapshot: any ShopSnapshot)
    throws(ShopError) -> [HistoryEntry]
  {
    let names = try snapshot.products(Array(Set(history.changes.map(\.productID))))
      .mapValues(\.name)
    return history.changes.reversed().map { HistoryEntry($0, name: names[$0.productID]) }
  }
}
