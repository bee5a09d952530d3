import Tasch
import Testing

// MARK: - Queries

extension ShopStoreContract {
  static func ids(_ subject: Subject, _ query: CatalogueQuery) async throws -> [ProductID] {
    try await read(subject) { try $0.page(query).products.map(\.id) }
  }

  static let queryCases: [Case] = [
    Case("searches names and short descriptions, ignoring case, accents and spaces") { make in
      let subject = try await make(fixture())

      #expect(try await ids(subject, CatalogueQuery(searchText: "  ecole ")) == [7])
      #expect(try await ids(subject, CatalogueQuery(searchText: "leather")) == [1, 7])
      #expect(try await ids(subject, CatalogueQuery(searchText: "nothing like it")) == [])
    },
    Case("sorts by name, price, rating and stock, ties in catalogue order") { make in
      let subject = try await make(fixture())

      #expect(try await ids(subject, CatalogueQuery(sortOrder: .name)) == [1, 7, 2, 3])
      #expect(try await ids(subject, CatalogueQuery(sortOrder: .price)) == [3, 2, 7, 1])
      #expect(try await ids(subject, CatalogueQuery(sortOrder: .rating)) == [1, 7, 2, 3])
      #expect(try await ids(subject, CatalogueQuery(sortOrder: .stock)) == [1, 7, 3, 2])
    },
    Case("reverses an order, ties still in catalogue order") { make in
      let subject = try await make(fixture())

      let byPrice = CatalogueQuery(sortOrder: .price, isReversed: true)
      let byRating = CatalogueQuery(sortOrder: .rating, isReversed: true)
      #expect(try await ids(subject, byPrice) == [1, 2, 7, 3])
      #expect(try await ids(subject, byRating) == [3, 2, 1, 7])
      #expect(try await ids(subject, CatalogueQuery(isReversed: true)) == [7, 3, 2, 1])
    },
    Case("sorts by rating with the shopper's own rating counted") { make in
      let subject = try await make(fixture(ratings: [7: .five, 3: .two]))

      #expect(try await ids(subject, CatalogueQuery(sortOrder: .rating)) == [7, 1, 2, 3])
    },
    Case("leaves out what is out of stock when asked") { make in
      let subject = try await make(fixture())

      #expect(try await ids(subject, CatalogueQuery(inStockOnly: true)) == [1, 3, 7])
    },
    Case("pages matches and counts them all, whatever the offset and limit") { make in
      let subject = try await make(fixture())

      let page = try await read(subject) {
        try $0.page(CatalogueQuery(sortOrder: .price, offset: 1, limit: 2))
      }
      let past = try await read(subject) { try $0.page(CatalogueQuery(offset: 9)) }
      let huge = try await read(subject) {
        try $0.page(CatalogueQuery(offset: 1, limit: Int.max))
      }
      let negative = try await read(subject) {
        try $0.page(CatalogueQuery(offset: -5, limit: -1))
      }

      #expect(page.products.map(\.id) == [2, 7])
      #expect(page.totalMatching == 4)
      #expect(past == ProductPage(products: [], totalMatching: 4))
      #expect(huge.products.map(\.id) == [2, 3, 7])
      #expect(negative == ProductPage(products: [], totalMatching: 4))
    },
    Case("finds a product's neighbours in a query's order") { make in
      let subject = try await make(fixture())
      let byPrice = CatalogueQuery(sortOrder: .price)

      let middle = try await read(subject) { try $0.neighbours(of: 2, in: byPrice) }
      let first = try await read(subject) { try $0.neighbours(of: 3, in: byPrice) }
      let last = try await read(subject) { try $0.neighbours(of: 1, in: byPrice) }
      let outside = try await read(subject) {
        try $0.neighbours(of: 2, in: CatalogueQuery(inStockOnly: true))
      }

      #expect(middle.previous?.id == 3 && middle.next?.id == 7)
      #expect(first.previous == nil && first.next?.id == 2)
      #expect(last.previous?.id == 7 && last.next == nil)
      #expect(outside == ProductNeighbours(previous: nil, next: nil))
    },
    Case("summarises each page as its whole products, ratings and stock taken counted") { make in
      // The shopper's ratings and the stock their order took change some products, so that
      // a store reading summaries apart from whole products must adjust both alike.
      let subject = try await make(fixture(wishList: [3], ratings: [7: .five, 2: .one]))
      _ = try await checkOut(subject)
      let queries = ["", "leather"].flatMap { search in
        CatalogueQuery.SortOrder.allCases.flatMap { sort in
          [(0, nil), (1, 2)].flatMap { offset, limit in
            [false, true].map { reversed in
              CatalogueQuery(
                searchText: search, sortOrder: sort, isReversed: reversed, offset: offset,
                limit: limit)
            }
          }
        }
      }

      let (summaries, pages) = try await read(subject) { snapshot in
        (try queries.map(snapshot.summaries), try queries.map(snapshot.page))
      }

      for (query, (summary, page)) in zip(queries, zip(summaries, pages)) {
        #expect(summary == ProductSummaryPage(summarising: page), "\(query)")
      }
      #expect(summaries.first?.summaries.first { $0.id == 3 }?.stock == 0)
      #expect(summaries.first?.summaries.first { $0.id == 7 }?.ratings[.five] == 10)
    },
  ]
}
