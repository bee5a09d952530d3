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
  /// Taking it back may now break them: it would put on the wish list or rate what the shop no
  /// longer sells, or more of a product than it now allows. It is then passed over: marked
  /// taken back, its product's line and rating left as they are, so that the next undo takes
  /// back the change before it, where the refusal would have stood in its way for good.
  ///
  /// - Returns: the change taken back, or passed over and why.
  /// - Throws: `ShopError.nothingToUndo`, or the store's error.
  @discardableResult
  public func undo() async throws(ShopError) -> HistoryStepOutcome {
    try await change(.undo) { data throws(ShopError) in try data.undo() }
  }

  /// Puts back the change taken back most recently, by the rules the change itself kept; one
  /// they now refuse is passed over, marked put back and changing nothing, as `undo()` says.
  ///
  /// - Returns: the change put back, or passed over and why.
  /// - Throws: `ShopError.nothingToRedo`, or the store's error.
  @discardableResult
  public func redo() async throws(ShopError) -> HistoryStepOutcome {
    try await change(.redo) { data throws(ShopError) in try data.redo() }
  }

  /// Whether `change` shows in the history: the history changed, or a product's name.
  public func shows(_ change: DataChange) -> Bool {
    change.history || change.products
  }

  private func change(
    _ operation: ShopOperation,
    _ step: @escaping @Sendable (inout ShopperData) throws(ShopError) -> ShopperChange
  ) async throws(ShopError) -> HistoryStepOutcome {
    let (outcome, entries) = try await core.change(operation) {
      snapshot, work, _ throws(ShopError) in
      let before = work.shopper
      let change = try step(&work.shopper)
      let product = try snapshot.products([change.productID])[change.productID]
      var passedOver: HistoryStepOutcome.PassingOver?
      do throws(ShopError) {
        try work.shopper.checkStep(from: before, of: change.productID, sold: product)
      } catch {
        // Passed over: the data as it was, but for the step's mark in the history.
        passedOver = .refused(error)
        let history = work.shopper.history
        work.shopper = before
        work.shopper.history = history
      }
      if passedOver == nil, work.shopper.wishList == before.wishList,
        work.shopper.ratings == before.ratings
      {
        // An earlier step of the product was passed over: this one finds nothing it made.
        passedOver = .changesNothing
      }
      return (
        HistoryStepOutcome(
          entry: HistoryEntry(change, name: product?.name), passedOver: passedOver),
        try HistoryEntry.entries(of: work.shopper.history, in: snapshot)
      )
    }
    core.state = .content(entries)
    return outcome
  }
}

/// What one undo or redo did.
public struct HistoryStepOutcome: Hashable, Sendable {
  /// Why a step was passed over, its mark in the history moved and nothing else changed.
  public enum PassingOver: Hashable, Sendable {
    /// The rules now refuse it: `ShopError.notFound` for a product the shop no longer sells,
    /// `.tooMany` for more of one than it now allows.
    case refused(ShopError)
    /// It would change nothing: an earlier step of its product was passed over, and what this
    /// one made is not there to take back or put back.
    case changesNothing
  }

  /// The change taken back or put back, or passed over, as the history now holds it.
  public let entry: HistoryEntry
  /// Why the change was passed over rather than made; `nil` when it was made.
  public let passedOver: PassingOver?

  /// The outcome of a step of `entry`, passed over for `passedOver` when it is not `nil`.
  public init(entry: HistoryEntry, passedOver: PassingOver? = nil) {
    self.entry = entry
    self.passedOver = passedOver
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
