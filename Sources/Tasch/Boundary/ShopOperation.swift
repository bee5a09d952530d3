/// The shop's operations, by the names the command line and the simulation panel use.
///
/// Every request to a store names one, so latency and failures can be simulated per operation.
public enum ShopOperation: String, CaseIterable, Hashable, Sendable, Comparable {
  /// Listing or searching the catalogue.
  case catalogue
  /// Loading one product, or stepping to the next or previous one.
  case product
  /// Loading the wish list.
  case wishList = "wishlist"
  /// Adding to the wish list.
  case wishListAdd = "wishlist.add"
  /// Removing from the wish list.
  case wishListRemove = "wishlist.remove"
  /// Rating a product, or clearing the rating.
  case rate
  /// Loading the cart.
  case cart
  /// Placing an order.
  case checkout
  /// Listing the orders placed.
  case orders
  /// Listing the changes that can be taken back.
  case history
  /// Taking back a change.
  case undo
  /// Putting back a change taken back.
  case redo

  /// Orders operations as `allCases` lists them.
  public static func < (lhs: ShopOperation, rhs: ShopOperation) -> Bool {
    let order = allCases
    return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
  }
}
