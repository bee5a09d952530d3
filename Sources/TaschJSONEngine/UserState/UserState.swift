import Tasch

/// Everything the shop remembers about its user: the wish list, their ratings, their orders,
/// and the stock those orders took (the catalogue file itself is never written).
struct UserState: Hashable, Sendable {
  /// The version of the file format this engine writes and understands.
  static let currentVersion = 1

  var wishList = WishList()
  var ratings: [ProductID: Rating] = [:]
  var orders: [Order] = []
  var stockTaken: [ProductID: Int] = [:]

  /// The stock left of a product after this user's orders.
  func stockLeft(of product: ProductID, catalogueStock: Int) -> Int {
    max(0, catalogueStock - stockTaken[product, default: 0])
  }
}
