/// Where the shop's data comes from and where the user's changes go: the boundary that data
/// adapters (the JSON engine today, a database tomorrow) implement.
///
/// Each requirement is one operation of the shop, so that latency and failures can be simulated
/// per operation. Every failure is reported as a `ShopError`.
public protocol DataLayer: Sendable {
  /// Every product, in catalogue order, as this user sees them.
  func catalogue() async throws(ShopError) -> Catalogue

  /// One product.
  ///
  /// - Throws: `ShopError.notFound` when no product has `id`.
  func product(_ id: ProductID) async throws(ShopError) -> Product

  /// The wish list, in the order items were added; discontinued products included.
  func wishList() async throws(ShopError) -> WishListContents

  /// Puts a product on the wish list; `false` when it was already there.
  ///
  /// - Throws: `ShopError.notFound` when no product has `id`.
  func addToWishList(_ id: ProductID) async throws(ShopError) -> Bool

  /// Takes a product off the wish list, even a discontinued one; `false` when it was not there.
  func removeFromWishList(_ id: ProductID) async throws(ShopError) -> Bool

  /// Records this user's rating of a product, replacing an earlier one; `nil` clears it.
  ///
  /// - Returns: the product with the new rating.
  /// - Throws: `ShopError.notFound` when no product has `id`.
  func rate(_ id: ProductID, _ rating: Rating?) async throws(ShopError) -> Product

  /// The wish list priced as a cart.
  func cart() async throws(ShopError) -> Cart

  /// Orders everything in the cart in one step: checks it with `Cart.validateForCheckout()`,
  /// records the order, takes the stock and empties the wish list, or changes nothing.
  func checkout() async throws(ShopError) -> Order

  /// A new stream of the changes this data layer makes from now on, one value per change.
  ///
  /// Synchronous, so a subscriber is registered before the caller goes on: no change made after
  /// this call returns can be missed.
  func changes() -> AsyncStream<DataChange>
}

/// A change a data layer made, so use cases that show the changed data refresh themselves.
public enum DataChange: Hashable, Sendable {
  /// An item was added to or removed from the wish list.
  case wishList
  /// The user rated a product or cleared their rating.
  case rating(ProductID)
  /// An order was placed: stock went down and the wish list was emptied.
  case order
}
