import Foundation

/// One change a shopper made to a shop's wish list or ratings, as the history keeps it.
public struct ShopperChange: Hashable, Sendable {
  /// What was changed, with what undo needs to take it back.
  public enum Kind: Hashable, Sendable {
    /// The product was put on the wish list, `quantity` of it.
    case addedToWishList(quantity: Int = 1)
    /// The product was taken off the wish list, from this position (0 is the oldest entry),
    /// where its line asked for `quantity`.
    case removedFromWishList(position: Int, quantity: Int = 1)
    /// How many of the product its wish-list line asks for changed.
    case changedQuantity(from: Int, to: Int)
    /// The product was rated, replacing `previous` (none when it was not rated).
    case rated(Rating, previous: Rating?)
    /// The shopper's rating of the product, `previous`, was cleared.
    case clearedRating(previous: Rating)

    /// The name of each kind, as files and documents write it.
    public enum Name: String, CaseIterable, Sendable {
      case addedToWishList = "wishlist.add"
      case removedFromWishList = "wishlist.remove"
      case changedQuantity = "wishlist.quantity"
      case rated = "rate"
      case clearedRating = "rate.clear"
    }

    /// The kind's name.
    public var name: Name {
      switch self {
      case .addedToWishList: .addedToWishList
      case .removedFromWishList: .removedFromWishList
      case .changedQuantity: .changedQuantity
      case .rated: .rated
      case .clearedRating: .clearedRating
      }
    }
  }

  /// What was changed.
  public let kind: Kind
  /// The product it was changed for.
  public let productID: ProductID
  /// When.
  public let date: Date
  /// Whether it has been taken back (and can be put back with redo).
  public internal(set) var isUndone: Bool

  /// A change of `kind` to `productID` at `date`, not taken back.
  public init(_ kind: Kind, of productID: ProductID, at date: Date, isUndone: Bool = false) {
    self.kind = kind
    self.productID = productID
    self.date = date
    self.isUndone = isUndone
  }
}

/// A shopper's changes in one shop, oldest first, at most the newest `limit`.
///
/// The changes taken back are always the newest ones: undo takes back the newest change still
/// in force, redo puts back the oldest of those taken back (the one taken back last), and a new
/// change drops every change that could still have been put back.
public struct ChangeHistory: Hashable, Sendable {
  /// How many changes are kept; older ones can no longer be taken back.
  public static let limit = 100

  /// The changes, oldest first.
  public private(set) var changes: [ShopperChange]

  /// A history of `changes`, oldest first; only the newest `limit` are kept.
  public init(_ changes: [ShopperChange] = []) {
    self.changes = Array(changes.suffix(Self.limit))
  }

  /// Records a new change: what could have been put back is dropped.
  public mutating func record(_ change: ShopperChange) {
    record(contentsOf: [change])
  }

  /// Records new changes, oldest first, as one request made them: what could have been put
  /// back is dropped once, and of thousands of changes only the newest `limit` are kept, so
  /// recording them costs no more than reading them.
  public mutating func record(contentsOf newChanges: [ShopperChange]) {
    guard !newChanges.isEmpty else { return }
    changes.removeAll { $0.isUndone }
    changes.append(contentsOf: newChanges.suffix(Self.limit))
    if changes.count > Self.limit { changes.removeFirst(changes.count - Self.limit) }
  }

  /// Forgets every change, as placing an order does: nothing before it can be taken back.
  public mutating func end() {
    changes.removeAll()
  }

  /// Forgets all but the newest `count` changes, as a store short of room does: the older ones
  /// can no longer be taken back.
  public mutating func forgetAllBut(newest count: Int) {
    changes.removeFirst(max(0, changes.count - max(0, count)))
  }

  /// Where the change undo would take back is: the newest not taken back.
  var undoableIndex: Int? {
    changes.lastIndex { !$0.isUndone }
  }

  /// Where the change redo would put back is: the oldest of those taken back.
  var redoableIndex: Int? {
    changes.firstIndex { $0.isUndone }
  }

  mutating func markUndone(at index: Int, _ isUndone: Bool) {
    changes[index].isUndone = isUndone
  }
}
