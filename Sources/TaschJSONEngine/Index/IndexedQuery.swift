import Tasch

/// A catalogue query evaluated on an index, with a shop's record merged in: the same answer as
/// `CatalogueQuery`'s reference evaluation over every adjusted product, reading only the
/// index's columns and the products it shows.
///
/// The record adjusts few products: those the shopper rated, and those their orders took stock
/// of. Every other product is where the index's order puts it. An adjusted product is matched
/// by its adjusted facts and, in the orders its adjustments can change (rating, stock), placed
/// by binary search among the others, whose keys the index's facts give.
struct IndexedQuery {
  private let query: CatalogueQuery
  private let index: CatalogueIndex
  private let record: ShopRecord
  /// The adjusted products by position.
  private let adjusted: [Int: ShopProduct]
  /// Whether each product's text holds every word of the search, by position; `nil` without a
  /// search.
  private let found: [Bool]?
  private let stocks: StockColumn?
  private let order: SortedPositions

  /// `query` on `index`, with the products `record` adjusts.
  init(_ query: CatalogueQuery, on index: CatalogueIndex, adjustedBy record: ShopRecord)
    throws(CatalogueIndexError)
  {
    self.query = query
    self.index = index
    self.record = record
    let ids = Set(record.stockTaken.filter { $0.value != 0 }.keys)
      .union(record.shopper.ratings.keys)
    var positions: [Int] = []
    for id in ids.sorted() {
      if let position = try index.position(of: id) { positions.append(position) }
    }
    var adjusted: [Int: ShopProduct] = [:]
    for (position, product) in zip(positions, try index.products(at: positions)) {
      adjusted[position] = record.adjusted(product)
    }
    self.adjusted = adjusted
    let words = query.searchWords.words
    found = words.isEmpty ? nil : try index.matches(of: words.map(SearchNeedle.init(folded:)))
    stocks = query.inStockOnly ? try index.stockColumn() : nil
    order = try index.positions(in: query.sortOrder, reversed: query.isReversed)
  }

  // MARK: - Answers

  /// The page the query asks for.
  func page() throws(CatalogueIndexError) -> ProductPage {
    let (shown, total) = try shownPositions()
    return ProductPage(products: try products(at: shown), totalMatching: total)
  }

  /// The page the query asks for, as a list shows it: the products the record adjusts are
  /// summarised from their adjusted selves, the others read from the index as they are.
  func summaries() throws(CatalogueIndexError) -> ProductSummaryPage {
    let (shown, total) = try shownPositions()
    var summaries = try index.summaries(at: shown)
    for (row, position) in shown.enumerated() {
      if let product = adjusted[position] { summaries[row] = ShopProductSummary(product) }
    }
    return ProductSummaryPage(summaries: summaries, totalMatching: total)
  }

  /// The positions on the page the query asks for, and how many match on all pages.
  private func shownPositions() throws(CatalogueIndexError) -> (shown: [Int], total: Int) {
    let start = max(query.offset, 0)
    let limit = query.limit.map { max($0, 0) } ?? .max
    var shown: [Int] = []
    var total = 0
    // Without a filter every product matches, and with a search alone the search's answer
    // counts the matches (a product the record adjusts keeps its texts): the count is known,
    // the walk can stop once the page is full.
    let knownTotal =
      !query.isFiltered ? index.count : stocks == nil ? found?.count(where: { $0 }) : nil
    try forEachMatch { position in
      if total >= start, total - start < limit { shown.append(position) }
      total += 1
      return knownTotal == nil || total - start < limit
    }
    return (shown, knownTotal ?? total)
  }

  /// The products just before and after `id` among the matches, in the query's order.
  func neighbours(of id: ProductID) throws(CatalogueIndexError) -> ProductNeighbours {
    guard let target = try index.position(of: id) else {
      return ProductNeighbours(previous: nil, next: nil)
    }
    var previous: Int?
    var isFound = false
    var next: Int?
    try forEachMatch { position in
      if isFound {
        next = position
        return false
      }
      if position == target {
        isFound = true
      } else {
        previous = position
      }
      return true
    }
    guard isFound else { return ProductNeighbours(previous: nil, next: nil) }
    let wanted = [previous, next].compactMap { $0 }
    let found = Dictionary(zip(wanted, try products(at: wanted)), uniquingKeysWith: { $1 })
    return ProductNeighbours(
      previous: previous.flatMap { found[$0] }, next: next.flatMap { found[$0] })
  }

  // MARK: - Matching and order

  /// Hands each matching position to `body` in the query's order, until `body` says stop.
  private func forEachMatch(_ body: (Int) -> Bool) throws(CatalogueIndexError) {
    let moved = try movedProducts()
    var next = 0
    for rank in 0..<order.count {
      while next < moved.count, moved[next].rank == rank {
        if try matches(moved[next].position), !body(moved[next].position) { return }
        next += 1
      }
      let position = order[rank]
      if !moved.isEmpty, adjusted[position] != nil { continue }
      if try matches(position), !body(position) { return }
    }
    for product in moved[next...] {
      if try matches(product.position), !body(product.position) { return }
    }
  }

  /// Whether the product at `position` matches: by its adjusted facts when the record
  /// adjusts it, else by the index.
  private func matches(_ position: Int) throws(CatalogueIndexError) -> Bool {
    if let product = adjusted[position] { return query.matches(product) }
    if let found, !found[position] { return false }
    if let stocks { return stocks.stock(at: position) > 0 }
    return true
  }

  /// The adjusted products whose place the adjustments can change, each with the rank in the
  /// index's order it goes before, in the order they go there; none in the orders that only
  /// name, price or catalogue place decide.
  private func movedProducts() throws(CatalogueIndexError) -> [(rank: Int, position: Int)] {
    guard query.sortOrder == .rating || query.sortOrder == .stock else { return [] }
    var moved: [(rank: Int, position: Int, key: CatalogueQuery.SortKey)] = []
    for (position, product) in adjusted {
      let key = query.sortKey(of: product, at: position)
      // The first rank whose product comes after this one: the index's order, by the
      // catalogue's facts, is the order of the keys it is searched by.
      var (low, high) = (0, order.count)
      while low < high {
        let middle = low + (high - low) / 2
        let other = order[middle]
        if query.isOrdered(try catalogueKey(at: other), other, before: key, position) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      moved.append((low, position, key))
    }
    moved.sort {
      $0.rank != $1.rank
        ? $0.rank < $1.rank : query.isOrdered($0.key, $0.position, before: $1.key, $1.position)
    }
    return moved.map { ($0.rank, $0.position) }
  }

  /// The sort key of the product at `position` by the catalogue's own facts, in an order
  /// that facts alone decide (rating, stock).
  private func catalogueKey(at position: Int) throws(CatalogueIndexError)
    -> CatalogueQuery.SortKey
  {
    let facts = try index.facts(at: position)
    let product = ShopProduct(
      id: facts.id, name: "", price: facts.price, stock: facts.stock, ratings: facts.ratingCounts)
    return query.sortKey(of: product, at: position)
  }

  /// The products at `positions`, in that order, adjusted.
  private func products(at positions: [Int]) throws(CatalogueIndexError) -> [ShopProduct] {
    var products = try index.products(at: positions)
    for row in products.indices { record.adjust(&products[row]) }
    return products
  }
}
