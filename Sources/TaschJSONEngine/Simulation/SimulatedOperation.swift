/// The shop's operations, by the names the command line and the simulation panel use.
public enum SimulatedOperation: String, CaseIterable, Hashable, Sendable, Comparable {
  /// Loading the catalogue.
  case catalogue
  /// Loading one product.
  case product
  /// Loading the wish list.
  case wishList = "wishlist"
  /// Adding to the wish list.
  case wishListAdd = "wishlist.add"
  /// Removing from the wish list.
  case wishListRemove = "wishlist.remove"
  /// Rating a product.
  case rate
  /// Loading the cart.
  case cart
  /// Placing an order.
  case checkout

  /// Orders operations as `allCases` lists them.
  public static func < (lhs: SimulatedOperation, rhs: SimulatedOperation) -> Bool {
    let order = allCases
    return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
  }
}
