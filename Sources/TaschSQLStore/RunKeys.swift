import Foundation
import Tasch

/// What orders one product the shop sells, as its row keeps it: its catalogue position and the
/// keys every order sorts it by.
struct RunKeys {
  let position: Int
  /// The folded, composed name (`ProductRecord.searchKey(_:)`): the core's name key.
  let name: String
  let price: Int64
  /// The average rating, -1 for the unrated, and how many ratings: the rating order's keys.
  let ratingRank: Double
  let ratingCount: Int
  let stock: Int

  /// The columns `init(_:)` reads.
  static let columns = "position, name_key, price, rating_rank, rating_count, stock"

  /// The keys of `product`, found at `position`, whose stored name key is `name` and whose
  /// ratings, every shopper's counted, are `ratings`.
  init(_ product: ShopProduct, at position: Int, name: String, ratings: RatingCounts) {
    self.position = position
    self.name = name
    price = product.price.minorUnits
    ratingRank = ratings.average ?? -1
    ratingCount = ratings.count
    stock = product.stock
  }

  /// The keys in `row`, read from `columns`.
  init(_ row: SQLRow) throws(ShopError) {
    position = try row.int(0)
    guard position >= 0, position <= Int(UInt32.max) else {
      throw row.damaged(0, expected: "a catalogue position of 0 to \(UInt32.max)")
    }
    name = try row.string(1)
    price = try row.int64(2)
    ratingRank = try row.double(3)
    ratingCount = try row.int(4)
    stock = try row.int(5)
  }

  /// The values of `ProductRuns.boundaryColumns`.
  var boundaryValues: [SQLValue] {
    [
      .text(name), .integer(price), .real(ratingRank), .int(ratingCount), .int(stock),
      .int(position),
    ]
  }

  /// The key the core orders this product by in `sort` (see `CatalogueQuery.SortKey`), made
  /// from the stored keys, which are the core's own.
  private func sortKey(_ sort: CatalogueQuery.SortOrder) -> CatalogueQuery.SortKey {
    switch sort {
    case .catalogue: .number(Int64(position))
    case .name: .text(name)
    case .price: .number(price)
    case .rating: .rating(-ratingRank, -ratingCount)
    case .stock: .number(-Int64(max(stock, 0)))
    }
  }

  // MARK: - Orders

  /// The indices of `keys` in every order, by the core's rule (`CatalogueQuery.isOrdered`).
  ///
  /// Each sort order is sorted once; its reverse is read from it, equal keys kept in catalogue
  /// order. Names compare as the UTF-8 bytes of their keys, which are composed (NFC), so they
  /// order as their Unicode scalars do, as `String`'s comparison of composed text does, only
  /// without decoding each name at each comparison.
  static func orders(of keys: [RunKeys]) -> [(ProductOrder, [Int])] {
    CatalogueQuery.SortOrder.allCases.flatMap { sort -> [(ProductOrder, [Int])] in
      let (forward, isEqual) = sorted(keys, by: sort)
      return [
        (ProductOrder(CatalogueQuery(sortOrder: sort)), forward),
        (
          ProductOrder(CatalogueQuery(sortOrder: sort, isReversed: true)),
          reversed(forward, isEqual)
        ),
      ]
    }
  }

  /// The indices of `keys` in `sort`'s order, and whether two of them have equal keys.
  private static func sorted(_ keys: [RunKeys], by sort: CatalogueQuery.SortOrder)
    -> ([Int], (Int, Int) -> Bool)
  {
    if sort == .name {
      let names = keys.map { ContiguousArray($0.name.utf8) }
      let sorted = keys.indices.sorted { left, right in
        let order = compare(names[left], names[right])
        return order != 0 ? order < 0 : keys[left].position < keys[right].position
      }
      return (sorted, { compare(names[$0], names[$1]) == 0 })
    }
    let query = CatalogueQuery(sortOrder: sort)
    let sortKeys = keys.map { $0.sortKey(sort) }
    let sorted = keys.indices.sorted { left, right in
      query.isOrdered(
        sortKeys[left], keys[left].position, before: sortKeys[right], keys[right].position)
    }
    return (sorted, { sortKeys[$0] == sortKeys[$1] })
  }

  /// `forward` reversed, except that products of equal keys stay in the order they were in.
  private static func reversed(_ forward: [Int], _ isEqual: (Int, Int) -> Bool) -> [Int] {
    var reversed: [Int] = []
    reversed.reserveCapacity(forward.count)
    var end = forward.count
    while end > 0 {
      var start = end - 1
      while start > 0, isEqual(forward[start - 1], forward[end - 1]) { start -= 1 }
      reversed += forward[start..<end]
      end = start
    }
    return reversed
  }

  /// Below zero when `left` orders first byte by byte (a prefix first), zero when equal.
  private static func compare(_ left: ContiguousArray<UInt8>, _ right: ContiguousArray<UInt8>)
    -> Int
  {
    let shared = min(left.count, right.count)
    let order = left.withUnsafeBufferPointer { left in
      right.withUnsafeBufferPointer { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return 0 }
        return Int(memcmp(left, right, shared))
      }
    }
    return order != 0 ? order : left.count - right.count
  }
}
