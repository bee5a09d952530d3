import Foundation

/// What one change touched, so that each use case refreshes only what it shows, once.
public struct DataChange: Hashable, Sendable {
  /// Who made the change; `nil` when it came from another process or shopper.
  public var origin: ChangeOrigin?
  /// The wish list changed.
  public var wishList: Bool
  /// The shopper's rating of these products changed.
  public var ratedProducts: Set<ProductID>
  /// An order was placed: stock went down and the wish list was emptied.
  public var orderPlaced: Bool
  /// The history of changes changed (a change, an undo or redo, an order).
  public var history: Bool
  /// The shop's products changed for everyone: their stock or ratings, changed by other
  /// shoppers, or the catalogue itself.
  public var products: Bool

  /// A change touching what the flags say.
  public init(
    origin: ChangeOrigin? = nil, wishList: Bool = false, ratedProducts: Set<ProductID> = [],
    orderPlaced: Bool = false, history: Bool = false, products: Bool = false
  ) {
    self.origin = origin
    self.wishList = wishList
    self.ratedProducts = ratedProducts
    self.orderPlaced = orderPlaced
    self.history = history
    self.products = products
  }

  /// What changed between `old` and `new` shopper data, with `orderPlaced` when an order
  /// was placed: the one way every store says what a change touched.
  ///
  /// Orders only grow: fewer of them means the data were replaced (a state file deleted, a
  /// backup put back), no order placed, and the stock their orders took may be another.
  public init(
    from old: ShopperData, to new: ShopperData, orderPlaced: Bool, origin: ChangeOrigin?
  ) {
    let rated = Set(old.ratings.keys).union(new.ratings.keys).filter {
      old.ratings[$0] != new.ratings[$0]
    }
    self.init(
      origin: origin, wishList: old.wishList != new.wishList, ratedProducts: rated,
      orderPlaced: orderPlaced || new.lastOrderNumber > old.lastOrderNumber,
      history: old.history != new.history, products: new.lastOrderNumber < old.lastOrderNumber)
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    !wishList && ratedProducts.isEmpty && !orderPlaced && !history && !products
  }
}

/// Who asked for a change: each use case has its own, so it can tell its own changes, whose
/// result it already shows, from other people's.
public struct ChangeOrigin: Hashable, Sendable {
  private let id = UUID()

  /// A new origin, different from every other.
  public init() {}
}
