import Tasch

/// Pages of the catalogue in every order it can be asked for: each sort order both ways, with
/// and without the in-stock filter, without a search and with each search; the first page, one
/// in the middle and the last, twenty products each.
struct PageBenchmark {
  let store: any ShopStore
  let shopper: Shopper
  let searches: [String]

  /// The slowest page of one kind of query, and which it was.
  struct Slowest {
    /// "no search", or the search, quoted, with how many products it matches.
    let kind: String
    let seconds: Double
    let query: CatalogueQuery
  }

  /// The slowest page without a search, then with each search: each page the fastest of three
  /// reads.
  func run() async throws -> [Slowest] {
    var slowest: [Slowest] = []
    for search in [""] + searches {
      var worst: (seconds: Double, query: CatalogueQuery)?
      var matches = 0
      for query in queries(searching: search) {
        let total = try await page(query).totalMatching
        if query.inStockOnly == false { matches = total }
        for offset in [0, total / 2, max(total - 20, 0)] {
          var paged = query
          paged.offset = offset
          let time = try await fastest(of: 3) { _ = try await page(paged) }
          if time > worst?.seconds ?? -1 { worst = (time, paged) }
        }
      }
      guard let worst else { continue }
      let kind = search.isEmpty ? "no search" : "search \"\(search)\" (\(matches) matches)"
      slowest.append(Slowest(kind: kind, seconds: worst.seconds, query: worst.query))
    }
    return slowest
  }

  private func queries(searching search: String) -> [CatalogueQuery] {
    CatalogueQuery.SortOrder.allCases.flatMap { sort in
      [false, true].flatMap { reversed in
        [false, true].map { inStock in
          CatalogueQuery(
            searchText: search, sortOrder: sort, isReversed: reversed, inStockOnly: inStock,
            limit: 20)
        }
      }
    }
  }

  private func page(_ query: CatalogueQuery) async throws -> ProductPage {
    try await store.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
      try snapshot.page(query)
    }
  }
}

extension CatalogueQuery {
  /// The query as a line of the report: `price reversed, in stock, "bag 12", offset 500000`.
  var benchmarkDescription: String {
    [
      sortOrder.rawValue + (isReversed ? " reversed" : ""), inStockOnly ? "in stock" : nil,
      searchText.isEmpty ? nil : "\"\(searchText)\"", "offset \(offset)",
    ].compactMap { $0 }.joined(separator: ", ")
  }
}
