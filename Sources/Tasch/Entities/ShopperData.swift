import Foundation

/// What a store keeps of one shopper in one shop: the wish list, their own ratings, the history
/// of their changes, and the largest order number used.
///
/// Its mutating methods are the shopper's rules: each change is recorded in the history so it
/// can be taken back.
public struct ShopperData: Hashable, Sendable {
  /// The products they want, oldest first.
  public var wishList: WishList
  /// Their own rating of each product they rated.
  public var ratings: [ProductID: Rating]
  /// Their changes to the wish list and ratings, for undo and redo.
  public var history: ChangeHistory
  /// The largest order number ever used in this shop for them; 0 before the first order.
  public var lastOrderNumber: Int

  /// A shopper's data; by default a new shopper's: nothing at all.
  public init(
    wishList: WishList = WishList(), ratings: [ProductID: Rating] = [:],
    history: ChangeHistory = ChangeHistory(), lastOrderNumber: Int = 0
  ) {
    self.wishList = wishList
    self.ratings = ratings
    self.history = history
    self.lastOrderNumber = lastOrderNumber
  }

  // MARK: - Changes

  /// Puts `id` on the wish list and records it; `false`, and nothing recorded, when it was there.
  public mutating func addToWishList(_ id: ProductID, at date: Date) -> Bool {
    addToWishList([id], at: date) == [true]
  }

  /// Puts each of `ids` on the wish list in turn, and records each one put there as a change of
  /// its own, so that undo takes them back one by one.
  ///
  /// - Returns: for each of `ids`, in order, whether it was put there: `false` when it was
  ///   there already, or earlier in `ids`.
  public mutating func addToWishList(_ ids: [ProductID], at date: Date) -> [Bool] {
    let added = ids.map { wishList.add($0) }
    history.record(
      contentsOf: ids.indices.filter { added[$0] }.map {
        ShopperChange(.addedToWishList(), of: ids[$0], at: date)
      })
    return added
  }

  /// Takes `id` off the wish list and records where it was; `false` when it was not there.
  public mutating func removeFromWishList(_ id: ProductID, at date: Date) -> Bool {
    removeFromWishList([id], at: date) == [true]
  }

  /// Takes each of `ids` off the wish list in turn, and records each one taken off, with where
  /// it was when its turn came, as a change of its own.
  ///
  /// - Returns: for each of `ids`, in order, whether it was taken off: `false` when it was not
  ///   there, or taken off earlier in `ids`.
  public mutating func removeFromWishList(_ ids: [ProductID], at date: Date) -> [Bool] {
    let quantities = Dictionary(ids.map { ($0, wishList.quantity(of: $0)) }) { first, _ in first }
    let positions = wishList.remove(ids)
    history.record(
      contentsOf: zip(ids, positions).compactMap { id, position in
        position.map {
          ShopperChange(
            .removedFromWishList(position: $0, quantity: quantities[id] ?? 1), of: id, at: date)
        }
      })
    return positions.map { $0 != nil }
  }

  /// Sets how many of `id` the wish list asks for, and records the change: a product not on
  /// it is put there, `quantity` of it, and a quantity of 0 takes it off.
  ///
  /// The caller checks `quantity` against the product's limit (`ShopRules.largestQuantity`).
  ///
  /// - Returns: how many it asked for before; 0 when it was not there.
  @discardableResult
  public mutating func setQuantity(_ quantity: Int, of id: ProductID, at date: Date) -> Int {
    let previous = wishList.quantity(of: id)
    guard quantity != previous else { return previous }
    if quantity <= 0 {
      _ = removeFromWishList(id, at: date)
    } else if previous == 0 {
      wishList.add(id, quantity: quantity)
      history.record(ShopperChange(.addedToWishList(quantity: quantity), of: id, at: date))
    } else {
      wishList.setQuantity(quantity, of: id)
      history.record(
        ShopperChange(.changedQuantity(from: previous, to: quantity), of: id, at: date))
    }
    return previous
  }

  /// Takes `id` off the wish list when it is there, else puts it on, and records the change:
  /// what toggling the wish list means, wherever it is asked for.
  ///
  /// - Returns: whether `id` is on the wish list now.
  public mutating func toggleWishList(_ id: ProductID, at date: Date) -> Bool {
    if removeFromWishList(id, at: date) { return false }
    return addToWishList(id, at: date)
  }

  /// Sets their rating of `id` to `rating`, or clears it with `nil`, and records the change;
  /// `false` when the rating was already that.
  public mutating func rate(_ id: ProductID, _ rating: Rating?, at date: Date) -> Bool {
    let previous = ratings[id]
    guard previous != rating else { return false }
    ratings[id] = rating
    if let rating {
      history.record(ShopperChange(.rated(rating, previous: previous), of: id, at: date))
    } else if let previous {
      history.record(ShopperChange(.clearedRating(previous: previous), of: id, at: date))
    }
    return true
  }

  /// The number the next order takes: one more than the largest ever used.
  ///
  /// - Throws: `ShopError.storage` when the numbers have run out, which only a damaged store
  ///   can cause.
  public func nextOrderNumber() throws(ShopError) -> Int {
    let (next, overflow) = max(lastOrderNumber, 0).addingReportingOverflow(1)
    guard !overflow else { throw .storage("the order numbers have run out") }
    return next
  }

  // MARK: - Undo and redo

  /// Takes back the newest change not yet taken back.
  ///
  /// - Returns: the change taken back, as the history now holds it: undone.
  /// - Throws: `ShopError.nothingToUndo`.
  public mutating func undo() throws(ShopError) -> ShopperChange {
    guard let index = history.undoableIndex else { throw .nothingToUndo }
    let change = history.changes[index]
    switch change.kind {
    case .addedToWishList: _ = wishList.remove(change.productID)
    case .removedFromWishList(let position, let quantity):
      wishList.insert(change.productID, at: position, quantity: quantity)
    case .changedQuantity(let from, _): wishList.setQuantity(from, of: change.productID)
    case .rated(_, let previous): ratings[change.productID] = previous
    case .clearedRating(let previous): ratings[change.productID] = previous
    }
    history.markUndone(at: index, true)
    return history.changes[index]
  }

  /// Puts back the change taken back most recently.
  ///
  /// - Returns: the change put back, as the history now holds it: no longer undone.
  /// - Throws: `ShopError.nothingToRedo`.
  public mutating func redo() throws(ShopError) -> ShopperChange {
    guard let index = history.redoableIndex else { throw .nothingToRedo }
    let change = history.changes[index]
    switch change.kind {
    case .addedToWishList(let quantity): _ = wishList.add(change.productID, quantity: quantity)
    case .removedFromWishList: _ = wishList.remove(change.productID)
    case .changedQuantity(_, let to): wishList.setQuantity(to, of: change.productID)
    case .rated(let rating, _): ratings[change.productID] = rating
    case .clearedRating: ratings[change.productID] = nil
    }
    history.markUndone(at: index, false)
    return history.changes[index]
  }
}
