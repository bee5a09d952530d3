import Foundation
import Tasch
import Testing

// MARK: - Queries as SQL

extension SharedShopContract {
  /// Products whose names, prices, stock and ratings tie and differ in every way a query can
  /// tell: case, accents, composed and decomposed letters, scripts, emoji.
  static let tricky: [ShopProduct] = [
    ("École", 175, 5, [.four: 5, .five: 9]), ("ecole", 175, 0, [.four: 5, .five: 9]),
    ("E\u{301}cole", 90, 5, [.one: 1]), ("Zebra", 90, 12, [:]), ("zèbre", 12_000, 1, [.three: 2]),
    ("旅行用バックパック", 129, 40, [.four: 3, .five: 5]), ("Weekend Bag 🎒", 79, 9, [.three: 1]),
    ("Größe M", 110, 0, [.four: 2, .five: 1]), ("Ørsted", 55, 22, [.three: 1, .five: 1]),
    ("a", 1, 1, [.five: 1]), ("A", 1, 1, [.five: 2]), ("Carrier", 250, 23, [.four: 5, .five: 9]),
  ].enumerated().map { index, entry in
    ShopProduct.stub(
      id: ProductID(100 - index * 3), name: entry.0,
      shortDescription: index.isMultiple(of: 3) ? "Soft LEATHER, ÉCOLE style" : "Canvas",
      price: .usd(Int64(entry.1)), stock: entry.2, ratings: RatingCounts(entry.3))
  }

  /// Every query worth asking of `tricky`, paged and not.
  static var trickyQueries: [CatalogueQuery] {
    let searches = ["", " ÉCOLE ", "leather", "e", "バック", "🎒"]
    return searches.flatMap { search in
      CatalogueQuery.SortOrder.allCases.flatMap { sort in
        [false, true].flatMap { reversed in
          [false, true].flatMap { inStock in
            // Pages from the first to past the last, by way of ties split between pages.
            [(0, nil), (2, 3), (-1, Int.max), (7, 4), (11, 1), (12, 2)].map { offset, limit in
              CatalogueQuery(
                searchText: search, sortOrder: sort, isReversed: reversed, inStockOnly: inStock,
                offset: offset, limit: limit)
            }
          }
        }
      }
    }
  }

  static let queryCases: [Case] = [
    Case("answers every query as the core's own evaluation does") { database in
      try await database.load(.stub(tricky), shop)

      try await expectAnswersAsTheCore(database.open(), tricky)
    },
    Case("answers every query as the core does after orders and ratings move products") {
      database in
      try await database.load(.stub(tricky), shop)
      let store = database.open()
      // Ratings up and down, one of them cleared again; stock taken down to ties, and to none.
      try await change(store, ann) { data in
        _ = data.rate(97, .five, at: .stub)
        _ = data.rate(91, .two, at: .stub)
        _ = data.rate(70, .one, at: .stub)
        for id: ProductID in [88, 73, 94] { _ = data.addToWishList(id, at: .stub) }
      }
      try await change(store, bob) { data in
        _ = data.rate(91, .five, at: .stub)
        _ = data.rate(100, .one, at: .stub)
        _ = data.addToWishList(67, at: .stub)
      }
      _ = try await checkOut(store, ann)
      _ = try await checkOut(store, bob)
      try await change(store, ann) { _ = $0.rate(70, nil, at: .stub) }
      let ids = tricky.map(\.id)
      let now = try await read(store, ann) { snapshot in
        let found = try snapshot.products(ids)
        return ids.compactMap { found[$0] }
      }

      #expect(now.filter { $0.stock == 0 }.count == 4)
      try await expectAnswersAsTheCore(store, now)
    },
    // Found by attack: the products whose stock ran down all moved into the first runs of the
    // order by stock, which kept growing, so that each order line cost more than the last.
    Case("cuts its runs afresh once stock moved many products into one, and answers as before") {
      database in
      let bags = (1...30).map { index in
        ShopProduct.stub(
          id: ProductID(index), name: "Bag \(index)", price: .usd(Int64(index)), stock: 2)
      }
      try await database.load(.stub(tricky + bags), shop)
      let store = database.open()
      try await change(store, ann) { data in _ = data.addToWishList(bags.map(\.id), at: .stub) }
      _ = try await checkOut(store, ann)
      let ids = (tricky + bags).map(\.id)
      let now = try await read(store, ann) { snapshot in
        let found = try snapshot.products(ids)
        return ids.compactMap { found[$0] }
      }

      #expect(now.filter { $0.stock == 1 }.count == 33)
      try await expectAnswersAsTheCore(store, now)
      // No run holds more than four times the length of a run: a table that refuses a longer
      // one takes the longest.
      try await database.execute(
        "CREATE TABLE longest_run (products INTEGER CHECK (products <= \(4 * runLength)))")
      try await database.execute(
        "INSERT INTO longest_run SELECT max(products) FROM product_runs")
    },
  ]

  /// Expects `store` to answer every one of `trickyQueries` as the core answers it of
  /// `products`, what the store sells, and to find every product's neighbours in each order.
  static func expectAnswersAsTheCore(_ store: any ShopStore, _ products: [ShopProduct])
    async throws
  {
    let unpaged = trickyQueries.filter { $0 == $0.unpaged }

    let (pages, neighbours) = try await read(store, ann) { snapshot in
      (
        try trickyQueries.map { PageIDs(try snapshot.page($0)) },
        try unpaged.map { query in
          try products.map { NeighbourIDs(try snapshot.neighbours(of: $0.id, in: query)) }
        }
      )
    }

    for (query, page) in zip(trickyQueries, pages) {
      #expect(page == PageIDs(query.page(of: products)), "\(query)")
    }
    for (query, found) in zip(unpaged, neighbours) {
      #expect(
        found == products.map { NeighbourIDs(query.neighbours(of: $0.id, in: products)) },
        "\(query)")
    }
  }

  /// A page by its products' identifiers, short enough to read in a failure.
  struct PageIDs: Hashable, Sendable {
    let ids: [ProductID]
    let total: Int

    init(_ page: ProductPage) {
      (ids, total) = (page.products.map(\.id), page.totalMatching)
    }
  }

  /// Neighbours by their identifiers.
  struct NeighbourIDs: Hashable, Sendable {
    let previous: ProductID?
    let next: ProductID?

    init(_ neighbours: ProductNeighbours) {
      (previous, next) = (neighbours.previous?.id, neighbours.next?.id)
    }
  }
}
