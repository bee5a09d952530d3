import Tasch
import TaschJSON

/// What the state file holds (format version 3): a record per shop the shopper uses, and every
/// field this version does not know, kept as it was.
struct StateDocument: Hashable, Sendable {
  /// The format version this engine writes, and the newest it reads.
  static let currentVersion = 3

  /// Each shop's record, by the shop's identity.
  var shops: [ShopID: ShopRecord] = [:]
  /// Top-level fields this version does not know, written back unchanged.
  var otherFields: [String: JSONValue] = [:]
}

/// What the JSON store keeps of one shop: the shopper's data, their orders, and the stock those
/// orders took (the catalogue file itself is never written).
struct ShopRecord: Hashable, Sendable {
  /// The wish list, ratings, history and largest order number.
  var shopper = ShopperData()
  /// The orders placed, oldest first.
  var orders: [StoredOrder] = []
  /// How many of each product the orders took.
  var stockTaken: [ProductID: Int] = [:]
  /// Fields of the record this version does not know, written back unchanged.
  var otherFields: [String: JSONValue] = [:]
  /// Fields of each wish-list line this version does not know, written back unchanged while
  /// the line is there.
  var wishListFields: [ProductID: [String: JSONValue]] = [:]

  /// `product` as this store's shop knows it: the stock its orders left, and the shopper's own
  /// rating counted with the catalogue's (in the JSON store the shopper is everyone).
  func adjusted(_ product: ShopProduct) -> ShopProduct {
    var product = product
    adjust(&product)
    return product
  }

  /// Makes `product` as `adjusted(_:)` returns it, in place: a page of 100,000 products is
  /// adjusted without copying each.
  func adjust(_ product: inout ShopProduct) {
    // Both are at least zero, so the difference cannot overflow.
    product.stock = max(0, product.stock - stockTaken[product.id, default: 0])
    if let mine = shopper.ratings[product.id] {
      product.ratings = product.ratings.replacing(nil, with: mine)
    }
  }

  /// Records that `taken` more of each product were ordered.
  ///
  /// - Throws: `ShopError.storage` when a count would overflow, which only a damaged file can
  ///   cause.
  mutating func take(_ taken: [ProductID: Int]) throws(ShopError) {
    for (id, count) in taken {
      let (total, overflow) = stockTaken[id, default: 0].addingReportingOverflow(count)
      guard !overflow else { throw .storage("the stock taken of product \(id) is out of range") }
      stockTaken[id] = total
    }
  }
}

/// An order as the state file holds it: decoded, with the JSON it was read from, so that an
/// order is written back exactly as it was (its date's precision and offset, fields this
/// version does not know).
struct StoredOrder: Hashable, Sendable {
  /// The order.
  let order: Order
  /// Its JSON.
  let json: JSONValue
}
