import Tasch

/// What keeping a unit of work did: the change to publish, and the revisions it left, so that
/// the store does not take its own change for someone else's.
struct UnitOfWorkOutcome: Sendable {
  /// What changed, marked with who asked.
  let change: DataChange
  /// The shopper as the unit of work left them.
  let shopper: ShopperRecord
  /// The shop's revision when the unit of work began.
  let shopRevisionBefore: Int64
  /// The shop's revision after the unit of work counted its change to stock or ratings;
  /// `nil` when it changed neither.
  let shopRevision: Int64?
}

/// Keeps a unit of work the core computed: the shopper's data diffed and written, the order and
/// its lines inserted, the stock taken where enough is left, every shopper's rating counts
/// updated by the shopper's changes of rating, and each product whose stock or rating changed
/// moved to its place in the orders' runs (`ProductRuns.Move`).
enum UnitOfWorkWriter {
  /// Writes what `work` changed of `before`, the shopper of `shop`, as `origin` asked; cuts
  /// the shop's runs afresh, of `runLength` products each, once one has grown too long
  /// (`ProductRuns.cutAfresh`).
  ///
  /// - Throws: `ShopError.outOfStock` naming every product whose stock cannot cover the
  ///   order; the caller's transaction then rolls everything back.
  static func keep(
    _ work: UnitOfWork, over before: ShopperRecord, of shop: ShopRecord, origin: ChangeOrigin,
    runLength: Int, in session: any SQLSession
  ) throws(ShopError) -> UnitOfWorkOutcome {
    let after = work.shopper
    let change = DataChange(
      from: before.data, to: after, orderPlaced: work.placedOrder != nil, origin: origin)
    guard after != before.data || work.placedOrder != nil else {
      return UnitOfWorkOutcome(
        change: change, shopper: before, shopRevisionBefore: shop.revision, shopRevision: nil)
    }
    guard let key = before.key else {
      throw .storage("\(session.storeName): a shopper without a row cannot be written")
    }
    let stock = work.stockToTake
    var shopRevision: Int64?
    if !stock.isEmpty || !change.ratedProducts.isEmpty {
      // The shop's lock first, then its products': the order every change follows.
      shopRevision = try ShopRecord.countChange(of: shop.key, in: session)
      let longest = max(
        try take(stock, from: shop, session),
        try recount(change.ratedProducts, from: before.data, to: after, in: shop, session))
      if longest > runLength * ProductRuns.longestGrowth {
        try ProductRuns.cutAfresh(shop: shop.key, length: runLength, in: session)
      }
    }
    let revision = try before.write(after, as: key, in: session)
    if let order = work.placedOrder { try OrderRecord.insert(order, for: key, in: session) }
    return UnitOfWorkOutcome(
      change: change, shopper: ShopperRecord(key: key, revision: revision, data: after),
      shopRevisionBefore: shop.revision, shopRevision: shopRevision)
  }

  /// Takes `stock` from the shop's products, each only where enough is left, so that stock
  /// never goes below zero however many shoppers order at once.
  ///
  /// - Returns: how many products the longest run a product moved to holds.
  /// - Throws: `ShopError.outOfStock` naming every product that lacks it, and how many are
  ///   left of those that have some.
  private static func take(
    _ stock: [ProductID: Int], from shop: ShopRecord, _ session: any SQLSession
  ) throws(ShopError) -> Int {
    // What is left of each product that lacks stock.
    var short: [ProductID: Int] = [:]
    var longest = 0
    for (id, count) in stock.sorted(by: { $0.key < $1.key }) {
      let move = try ProductRuns.Move(id, in: ProductOrder.byStock, shop: shop.key, session)
      let remaining = try session.query(
        """
        UPDATE products SET stock = stock - $3
        WHERE shop_key = $1 AND id = $2 AND available = 1 AND stock >= $3 RETURNING stock
        """, [.integer(shop.key), .int(id.rawValue), .int(count)])
      guard let row = remaining.first else {
        let found = try session.query(
          "SELECT stock FROM products WHERE shop_key = $1 AND id = $2 AND available = 1",
          [.integer(shop.key), .int(id.rawValue)])
        short[id] = try found.first?.int(0) ?? 0
        continue
      }
      longest = max(longest, try move?.finish(isInStock: try row.int(0) > 0, in: session) ?? 0)
    }
    guard short.isEmpty else { throw .outOfStock(stockLeft: short) }
    return longest
  }

  /// Moves the shopper's rating of each of `ids` from what `old` says to what `new` says in
  /// every shopper's counts, by the core's rule.
  ///
  /// - Returns: how many products the longest run a product moved to holds.
  private static func recount(
    _ ids: Set<ProductID>, from old: ShopperData, to new: ShopperData, in shop: ShopRecord,
    _ session: any SQLSession
  ) throws(ShopError) -> Int {
    var longest = 0
    let columns = ProductRecord.ratingColumns + ["rating_count", "rating_rank"]
    let assignments = columns.enumerated().map { "\($0.element) = $\($0.offset + 3)" }
    for id in ids.sorted() {
      let move = try ProductRuns.Move(id, in: ProductOrder.byRating, shop: shop.key, session)
      let values: [SQLValue] = [.integer(shop.key), .int(id.rawValue)]
      let rows = try session.query(
        "SELECT \(ProductRecord.ratingColumns.joined(separator: ", ")) FROM products"
          + " WHERE shop_key = $1 AND id = $2", values)
      // A product the shop never sold has no counts to change.
      guard let row = rows.first else { continue }
      let counts = try ProductRecord.ratings(row, from: 0, of: id)
        .replacing(old.ratings[id], with: new.ratings[id])
      try session.execute(
        "UPDATE products SET \(assignments.joined(separator: ", "))"
          + " WHERE shop_key = $1 AND id = $2", values + ProductRecord.ratingValues(counts))
      if let move {
        longest = max(longest, try move.finish(isInStock: move.wasInStock, in: session))
      }
    }
    return longest
  }
}
