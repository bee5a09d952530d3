import Tasch

extension ProductRuns {
  /// A product of a shop whose stock or rating is about to change, with the runs it is in
  /// before the change: `finish(isInStock:in:)`, after it, moves the product to the runs its
  /// new keys fall in, and counts it in stock or not in every order.
  ///
  /// Only a unit of work that holds the shop's lock changes runs, so no two change one at once.
  struct Move {
    private let id: ProductID
    private let shopKey: Int64
    private let position: Int
    /// Whether the product was in stock before the change.
    let wasInStock: Bool
    /// The orders whose keys the change touches, each with the run the product is in.
    private let runs: [(order: ProductOrder, run: Int)]

    /// The product `id` of the shop `shopKey` as it is before a change of its keys in
    /// `orders`; `nil` when the shop does not sell it, so that it is in no run.
    init?(
      _ id: ProductID, in orders: [ProductOrder], shop shopKey: Int64, _ session: any SQLSession
    )
      throws(ShopError)
    {
      let rows = try session.query(
        "SELECT position, stock FROM products WHERE shop_key = $1 AND id = $2 AND available = 1",
        [.integer(shopKey), .int(id.rawValue)])
      guard let row = rows.first else { return nil }
      self.id = id
      self.shopKey = shopKey
      position = try row.int(0)
      wasInStock = try row.int(1) > 0
      var runs: [(ProductOrder, Int)] = []
      for order in orders {
        runs.append((order, try ProductRuns.run(of: id, in: order, shop: shopKey, session)))
      }
      self.runs = runs
    }

    /// Moves the product, its keys changed, to the runs they fall in; `isInStock` says
    /// whether it is in stock now.
    ///
    /// - Returns: how many products the longest run it moved the product to now holds.
    @discardableResult
    func finish(isInStock: Bool, in session: any SQLSession) throws(ShopError) -> Int {
      let stock = (isInStock ? 1 : 0) - (wasInStock ? 1 : 0)
      var longest = 0
      for (order, old) in runs {
        let new = try ProductRuns.run(of: id, in: order, shop: shopKey, session)
        var members = try self.members(of: order, run: old, session)
        guard let index = members.firstIndex(of: position) else {
          throw .storage(
            "\(session.storeName) holds damaged data: product \(id) is missing from its run of "
              + "the order \(order.name)")
        }
        members.remove(at: index)
        if new != old {
          try write(
            members, of: order, run: old, products: -1, inStock: wasInStock ? -1 : 0, session)
          members = try self.members(of: order, run: new, session)
        }
        // Products counted before it that the run does not hold (two of one position, written
        // by hand) would place it past the run's end.
        let place = try place(among: members, in: order, session)
        guard place <= members.count else {
          throw .storage(
            "\(session.storeName) holds damaged data: the run of product \(id) in the order "
              + "\(order.name) holds fewer products than come before it (two products of one "
              + "position?)")
        }
        members.insert(position, at: place)
        longest = max(longest, members.count)
        try write(
          members, of: order, run: new, products: new != old ? 1 : 0,
          inStock: new != old ? (isInStock ? 1 : 0) : stock, session)
      }
      guard stock != 0 else { return longest }
      let moved = Set(runs.map(\.order))
      for order in ProductOrder.all where !moved.contains(order) {
        let run = try ProductRuns.run(of: id, in: order, shop: shopKey, session)
        try session.execute(
          """
          UPDATE product_runs SET in_stock = in_stock + $4
          WHERE shop_key = $1 AND sort_order = $2 AND run = $3
          """, [.integer(shopKey), .text(order.name), .int(run), .int(stock)])
      }
      return longest
    }

    /// Where the product goes among `members`, a run's in order without it: after every
    /// member that comes before it.
    private func place(among members: [Int], in order: ProductOrder, _ session: any SQLSession)
      throws(ShopError) -> Int
    {
      var place = 0
      for slice in session.dialect.slices(of: members, besides: 2) {
        var statement = SQLStatement()
        let shop = statement.bind(.integer(shopKey))
        let product = statement.bind(.int(id.rawValue))
        let isMember = statement.condition("m.position", isOneOf: slice, in: session.dialect)
        statement.text = """
          SELECT count(*) FROM products m JOIN products p ON p.shop_key = m.shop_key
          WHERE m.shop_key = \(shop) AND p.id = \(product) AND m.available = 1
          AND \(isMember) AND (\(order.precedes("m", "p")))
          """
        place += try session.query(statement).first?.int(0) ?? 0
      }
      return place
    }

    private func members(of order: ProductOrder, run: Int, _ session: any SQLSession)
      throws(ShopError) -> [Int]
    {
      try ProductRuns.members(of: order, runs: run...run, shop: shopKey, in: session)
    }

    private func write(
      _ members: [Int], of order: ProductOrder, run: Int, products: Int, inStock: Int,
      _ session: any SQLSession
    ) throws(ShopError) {
      try session.execute(
        """
        UPDATE product_runs SET members = $4, products = products + $5, in_stock = in_stock + $6
        WHERE shop_key = $1 AND sort_order = $2 AND run = $3
        """,
        [
          .integer(shopKey), .text(order.name), .int(run), .text(ProductRuns.encode(members)),
          .int(products), .int(inStock),
        ])
    }
  }

  /// The run of `order` the product `id` of the shop `shopKey` falls in by its keys now: the
  /// last whose boundary does not come after it, or the first.
  static func run(
    of id: ProductID, in order: ProductOrder, shop shopKey: Int64, _ session: any SQLSession
  ) throws(ShopError) -> Int {
    let rows = try session.query(
      """
      SELECT coalesce(max(r.run), 0) FROM product_runs r JOIN products p ON p.shop_key = r.shop_key
      WHERE r.shop_key = $1 AND r.sort_order = $2 AND p.id = $3 AND NOT (\(order.precedes("p", "r")))
      """, [.integer(shopKey), .text(order.name), .int(id.rawValue)])
    return try rows.first?.int(0) ?? 0
  }
}
