import Tasch

/// Pages and neighbours read from the runs of each order (`ProductRuns`).
extension SQLShopSnapshot {
  /// A page of a query without a search: its order's runs are counted up to the page, whose
  /// runs alone are read, so a page far down costs what the first does.
  func pageFromRuns(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    let order = ProductOrder(query)
    let runs = try ProductRuns.counts(of: order, shop: record.key, in: session)
    let sizes = runs.map { query.inStockOnly ? $0.inStock : $0.products }
    guard sizes.allSatisfy({ $0 >= 0 }) else { throw damaged("a run counts fewer than none") }
    let total = sizes.reduce(0, +)
    // Every product the shop sells is in one run of each order: runs lost or miscounted would
    // list fewer, or say the first page is past the last.
    guard query.inStockOnly || total == record.summary.productCount else {
      throw damaged(
        "the runs of the order \(order.name) count \(total) products, and the shop sells "
          + "\(record.summary.productCount)")
    }
    let range = query.pageRange(count: total)
    guard !range.isEmpty else { return ProductPage(products: [], totalMatching: total) }
    // The runs the page spans, and how many matches come before the first of them.
    var (first, before) = (0, 0)
    while before + sizes[first] <= range.lowerBound {
      before += sizes[first]
      first += 1
    }
    var (last, through) = (first, before + sizes[first])
    while through < range.upperBound {
      last += 1
      through += sizes[last]
    }
    var members = try ProductRuns.members(
      of: order, runs: runs[first].run...runs[last].run, shop: record.key, in: session)
    if query.inStockOnly { members = try matching(members, query) }
    guard members.count >= range.upperBound - before else {
      throw damaged("a run of the order \(order.name) counts more products than it holds")
    }
    let page = members[(range.lowerBound - before)..<(range.upperBound - before)]
    return ProductPage(products: try products(at: Array(page)), totalMatching: total)
  }

  /// The products `range` selects among the `total` that `query`, a search of many matches,
  /// matches: its order's runs read a run at a time, from the end nearer to the page.
  func pageByWalking(_ query: CatalogueQuery, _ range: Range<Int>, total: Int)
    throws(ShopError) -> [ShopProduct]
  {
    let order = ProductOrder(query)
    let runs = try ProductRuns.counts(of: order, shop: record.key, in: session)
    let after = total - range.upperBound
    let backwards = after < range.lowerBound
    let found = try walk(
      query, order, runs, from: nil, backwards: backwards,
      skipping: backwards ? after : range.lowerBound, taking: range.count)
    // The search counted its matches from the products themselves; the runs must hold them all.
    guard found.count == range.count else {
      throw damaged("the runs of the order \(order.name) hold fewer products than the shop sells")
    }
    return try products(at: backwards ? found.reversed() : found)
  }

  /// The products just before and after `id` in `query`'s order, read from its runs; both
  /// `nil` when `query` does not match it.
  func neighboursByWalking(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours
  {
    var statement = SQLStatement()
    let (from, condition) = query.sqlSelection(
      shop: record.key, access: .conditions, search, in: &statement)
    statement.text =
      "SELECT p.position FROM \(from) WHERE \(condition) AND p.id = "
      + statement.bind(.int(id.rawValue))
    guard let position = try session.query(statement).first?.int(0) else {
      return ProductNeighbours(previous: nil, next: nil)
    }
    let order = ProductOrder(query)
    let runs = try ProductRuns.counts(of: order, shop: record.key, in: session)
    let run = try ProductRuns.run(of: id, in: order, shop: record.key, session)
    let members = try ProductRuns.members(
      of: order, runs: run...run, shop: record.key, in: session)
    guard let index = members.firstIndex(of: position),
      let place = runs.firstIndex(where: { $0.run == run })
    else { throw damaged("product \(id) is missing from its run of the order \(order.name)") }
    let neighbours = try [true, false].map { backwards throws(ShopError) in
      let found = try walk(
        query, order, runs, from: (place, index), backwards: backwards, skipping: 0, taking: 1)
      return try products(at: found).first
    }
    return ProductNeighbours(previous: neighbours[0], next: neighbours[1])
  }

  // MARK: - Helpers

  /// The catalogue positions of `count` products `query` matches, after the first `skip`,
  /// reading `runs` of `order` one at a time from the start (the end when `backwards`) or from
  /// just past member `start.member` of the run at index `start.run`.
  private func walk(
    _ query: CatalogueQuery, _ order: ProductOrder, _ runs: [ProductRuns.Count],
    from start: (run: Int, member: Int)?, backwards: Bool, skipping skip: Int,
    taking count: Int
  ) throws(ShopError) -> [Int] {
    var found: [Int] = []
    var skipped = 0
    var index = start?.run ?? (backwards ? runs.count - 1 : 0)
    while runs.indices.contains(index), found.count < count {
      let run = runs[index].run
      var members = try ProductRuns.members(
        of: order, runs: run...run, shop: record.key, in: session)
      if let start, index == start.run {
        members = Array(backwards ? members[..<start.member] : members[(start.member + 1)...])
      }
      if backwards { members.reverse() }
      let matches = query.isFiltered ? try matching(members, query) : members
      let kept = matches.dropFirst(max(skip - skipped, 0))
      skipped += matches.count - kept.count
      found += kept.prefix(count - found.count)
      index += backwards ? -1 : 1
    }
    return found
  }

  /// Those of the products at `positions` that `query` matches, in the same order.
  private func matching(_ positions: [Int], _ query: CatalogueQuery) throws(ShopError) -> [Int] {
    var matches = Set<Int>()
    // The conditions bind the shop and each word of the search.
    let conditionValues = 1 + query.searchWords.words.count
    for slice in session.dialect.slices(of: positions, besides: conditionValues) {
      var statement = SQLStatement()
      let (from, condition) = query.sqlSelection(
        shop: record.key, access: .conditions, search, in: &statement)
      let isAsked = statement.condition("p.position", isOneOf: slice, in: session.dialect)
      statement.text = "SELECT p.position FROM \(from) WHERE \(condition) AND \(isAsked)"
      for row in try session.query(statement) { matches.insert(try row.int(0)) }
    }
    return positions.filter(matches.contains)
  }

  /// The products at the catalogue positions `positions`, in that order.
  private func products(at positions: [Int]) throws(ShopError) -> [ShopProduct] {
    var found: [Int: ShopProduct] = [:]
    for slice in session.dialect.slices(of: positions, besides: 1) {
      var statement = SQLStatement()
      let shopKey = statement.bind(.integer(record.key))
      let isAsked = statement.condition("position", isOneOf: slice, in: session.dialect)
      statement.text = """
        SELECT \(ProductRecord.columns()), position FROM products
        WHERE shop_key = \(shopKey) AND available = 1 AND \(isAsked)
        """
      for row in try session.query(statement) {
        found[try row.int(ProductRecord.columnCount)] = try ProductRecord.product(
          from: row, currency: record.summary.currency)
      }
    }
    return try positions.map { position throws(ShopError) in
      guard let product = found[position] else {
        throw damaged("a run lists a product at position \(position), which it does not sell")
      }
      return product
    }
  }

  private func damaged(_ what: String) -> ShopError {
    .storage("\(session.storeName) holds damaged data: \(what)")
  }
}
