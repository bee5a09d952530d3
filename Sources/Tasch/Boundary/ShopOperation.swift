/// The shop's operations, by the names the command line and the simulation panel use.
///
/// Every request a use case makes of a store serves one, named around the request (`serve`)
/// rather than passed to the store, so that latency and failures can be simulated per operation
/// while stores know nothing of it.
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

extension ShopOperation {
  /// The operation the current task serves, for the decorators that treat operations apart;
  /// `nil` outside any.
  @TaskLocal public static var current: ShopOperation?

  /// Runs `body` as serving this operation: `current` is this operation until it returns.
  public func serve<Result: Sendable>(
    _ body: () async throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    // Task-local values take untyped errors: the outcome crosses as a value.
    try await Self.$current.withValue(self) {
      await outcome { () throws(ShopError) in try await body() }
    }.get()
  }
}
