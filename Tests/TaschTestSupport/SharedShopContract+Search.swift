import Foundation
import Tasch
import Testing

// MARK: - Searching text

extension SharedShopContract {
  /// Products whose texts hold what a search index or its query language could misread:
  /// quotes, FTS5 operators and syntax, `LIKE`'s wildcards and escape, SQL, accents, scripts,
  /// emoji; then plain ones, enough that a search matching few of them is found from an index.
  static let searchable: [ShopProduct] = {
    let texts: [(String, String)] = [
      ("He said \"hi\"", "quote \"\" doubled"), ("5* hotel", "Star * rated"),
      ("Black AND white", "NEAR OR NOT"), ("Café crème", "ÉCOLE"), ("ab", ""),
      ("Größe", "Straße"), ("旅行用バックパック", "🎒 bag"), ("100% cotton_blend\\x", "a_b%c"),
      ("xyz'; DROP TABLE products; --", "it's"), ("(a) {b} [c] ^d: -e +f", "col:umn"),
      ("กระเป๋า", "👍🏽 Like"), ("हिन्दी", "👩🏻\u{200D}💻 coder"),
    ]
    let plain = (0..<64).map { ("Filler \($0)", "plain") }
    return (texts + plain).enumerated().map { index, text in
      ShopProduct.stub(
        id: ProductID(index + 1), name: text.0, shortDescription: text.1,
        stock: index.isMultiple(of: 4) ? 0 : 3)
    }
  }()

  /// Needles of one, two, three and many characters, each read as nothing but text, and of
  /// several words in any order.
  static let needles = [
    "a", "ab", "abc", "\"", "\"hi\"", "\"\"", "*", "5*", "AND", "and white", "near or", "NOT",
    "'", "it's", "%", "_", "\\", "100%", "a_b", "cafe", "CAFÉ CRÈME", "creme", "ecole",
    "e\u{301}cole", "gross", "grö", "バック", "🎒", "a\u{0}b", "(a)", "{b}", "col:umn", "^d",
    "-e", "+f", "zzz", "filler 1", "filler", "hotel hotel hotel hotel hotel hotel",
    "drop table products; --", "white black", "crème CAFÉ", "ecole cafe", "% c", "a_b 100%",
    "bag 🎒", "plain filler 1", "\"\" quote", "ab ab", "a b c",
    // A word cut before a tone mark, a vowel sign, a skin tone or a joiner.
    "กระเป", "👍", "न", "👩", "हि",
  ]

  /// The rules of searching text, which a store must keep however it searches: stores that
  /// can keep a search index run them without one too.
  public static let searchCases: [Case] = [
    Case("finds any piece of text exactly as the core does, whatever it holds") { database in
      try await database.load(.stub(searchable), shop)
      let store = database.open()
      let queries = needles.flatMap { needle in
        [CatalogueQuery.SortOrder.catalogue, .name].flatMap { sort in
          [false, true].map { inStock in
            CatalogueQuery(searchText: needle, sortOrder: sort, inStockOnly: inStock)
          }
        } + [CatalogueQuery(searchText: needle, offset: 1, limit: 2)]
      }

      let pages = try await read(store, ann) { snapshot in
        try queries.map { PageIDs(try snapshot.page($0)) }
      }
      let neighbours = try await read(store, ann) { snapshot in
        try ["filler 1", "e", "ab"].map { needle in
          let query = CatalogueQuery(searchText: needle)
          return try searchable.map { NeighbourIDs(try snapshot.neighbours(of: $0.id, in: query)) }
        }
      }

      for (query, page) in zip(queries, pages) {
        #expect(page == PageIDs(query.page(of: searchable)), "\(query)")
      }
      for (needle, found) in zip(["filler 1", "e", "ab"], neighbours) {
        let query = CatalogueQuery(searchText: needle)
        #expect(
          found == searchable.map { NeighbourIDs(query.neighbours(of: $0.id, in: searchable)) },
          "\(needle)")
      }
    },
    Case("finds what the latest catalogue says, in its own shop only") { database in
      let first: [ShopProduct] = [
        .stub(id: 1, name: "Red kettle", shortDescription: "Steel"),
        .stub(id: 2, name: "Blue teapot", shortDescription: "Clay"),
        .stub(id: 3, name: "Green mug", shortDescription: "Clay"),
      ]
      let latest: [ShopProduct] = [
        .stub(id: 1, name: "Black kettle", shortDescription: "Steel"),
        .stub(id: 4, name: "Blue bottle", shortDescription: "Glass"),
        .stub(id: 3, name: "Green mug", shortDescription: "Porcelain"),
      ]
      try await database.load(.stub(first), shop)
      try await database.load(.stub([.stub(id: 9, name: "Blue teapot")]), ShopID("other"))
      let store = database.open()
      _ = try await read(store, ann) { try $0.page(CatalogueQuery(searchText: "kettle")) }
      try await database.load(.stub(latest), shop)
      let needles = ["red", "black", "blue", "teapot", "kettle", "clay", "porcelain", "e"]

      let pages = try await read(store, ann) { snapshot in
        try needles.map { PageIDs(try snapshot.page(CatalogueQuery(searchText: $0))) }
      }

      for (needle, page) in zip(needles, pages) {
        #expect(page == PageIDs(CatalogueQuery(searchText: needle).page(of: latest)), "\(needle)")
      }
    },
  ]
}
