import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore
@testable import TaschSQLite

/// How an SQLite store searches text: through FTS5's trigram tokenizer where its SQLite has
/// one, by reading every product where it does not, with the same results either way.
@Suite struct SQLiteTextSearchTests {
  private let database = SQLiteTestDatabase()
  private let shopper = Shopper(shop: ShopID("test"), name: "ann")
  /// The dialect of an SQLite without the trigram tokenizer, as before 3.34.
  private static let withoutTrigrams = SQLDialect.sqlite(trigramTokenizer: "no_such_tokenizer")

  @Test(arguments: SharedShopContract.searchCases)
  func searchesAsTheCoreDoesWithoutTheTrigramTokenizer(_ contract: SharedShopContract.Case)
    async throws
  {
    let path = database.path
    try await contract.run(
      SharedShopContract.Database(
        name: "sqlite:\(path)",
        makeStore: { clock in
          SQLiteShopStore(
            path: path, dialect: Self.withoutTrigrams, clock: clock,
            runLength: SharedShopContract.runLength)
        },
        load: { catalogue, shop in
          _ = try await SQLiteShopStore(
            path: path, dialect: Self.withoutTrigrams, runLength: SharedShopContract.runLength
          ).load(catalogue, as: shop)
        },
        execute: database.shared.execute))
  }

  @Test func aLoadSaysWhetherSearchesUseAnIndex() async throws {
    let indexed = try await SQLiteShopStore(path: database.path)
      .loadReporting(.stub([.stub(id: 1)]), as: shopper.shop)
    let other = SQLiteTestDatabase()
    let scanning = try await SQLiteShopStore(path: other.path, dialect: Self.withoutTrigrams)
      .loadReporting(.stub([.stub(id: 1)]), as: shopper.shop)

    #expect(indexed.textSearch == .indexed)
    guard case .scanning(let reason) = scanning.textSearch else {
      Issue.record("an SQLite without the trigram tokenizer keeps an index")
      return
    }
    #expect(reason.contains("trigram tokenizer"))
  }

  @Test func aTrigramTableThisSQLiteCannotKeepIsLeftAloneButStillSearched() async throws {
    let products: [ShopProduct] = [.stub(id: 1, name: "Kettle"), .stub(id: 2, name: "Teapot")]
    _ = try await SQLiteShopStore(path: database.path).load(.stub(products), as: shopper.shop)
    let old = SQLiteShopStore(path: database.path, dialect: Self.withoutTrigrams)

    await #expect {
      _ = try await old.load(.stub([.stub(id: 3, name: "Mug")]), as: shopper.shop)
    } throws: { error in
      (error as? ShopError)?.message.contains("search index this SQLite cannot keep up to date")
        ?? false
    }
    let found = try await old.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
      try snapshot.page(CatalogueQuery(searchText: "pot")).products.map(\.id)
    }
    #expect(found == [2])
  }

  @Test func aStoreOfTheFirstVersionGetsTheIndexOfEveryShopWhenOneIsLoadedAgain() async throws {
    let kettles: [ShopProduct] = [.stub(id: 1, name: "Red kettle"), .stub(id: 2, name: "Mug")]
    let store = SQLiteShopStore(path: database.path)
    _ = try await store.load(.stub(kettles), as: shopper.shop)
    _ = try await store.load(.stub([.stub(id: 5, name: "Teapot")]), as: ShopID("other"))
    let connection = try database.open()
    // Version 1 had neither the trigram table, the runs, the tokens, quantities nor checkout
    // keys.
    try connection.execute("DROP TABLE \(ProductSearch.table)")
    try connection.execute("DROP TABLE product_runs")
    try connection.execute("DROP TABLE shopper_tokens")
    for statement in SharedShopContract.undoingVersion7 { try connection.execute(statement) }
    for table in SharedShopContract.version5Tables { try connection.execute("DROP TABLE \(table)") }
    for (table, column) in SharedShopContract.version5Columns {
      try connection.execute("ALTER TABLE \(table) DROP COLUMN \(column)")
    }
    try connection.execute("UPDATE tasch_schema SET version = 1")

    let load = try await SQLiteShopStore(path: database.path)
      .loadReporting(.stub([.stub(id: 5, name: "Teapot")]), as: ShopID("other"))
    let found = try await SQLiteShopStore(path: database.path).read(.catalogue, for: shopper) {
      snapshot throws(ShopError) in
      try snapshot.page(CatalogueQuery(searchText: "kettle")).products.map(\.id)
    }

    #expect(load.textSearch == .indexed)
    #expect(found == [1])
  }

  @Test func aWordIsQueriedAsItsTrigramsEachOnlyText() {
    #expect(ProductSearch.trigramQuery(["ab"]) == nil)
    #expect(ProductSearch.trigramQuery(["abcd"]) == "\"abc\" AND \"bcd\"")
    #expect(ProductSearch.trigramQuery(["a\"b"]) == "\"a\"\"b\"")
    #expect(ProductSearch.trigramQuery(["aaaa"]) == "\"aaa\"")
    #expect(ProductSearch.trigramQuery(["a\u{0}bcd"]) == "\"bcd\"")
    #expect(ProductSearch.trigramQuery(["a\u{0}b"]) == nil)
    let long = String(repeating: "abcdefghij", count: 5)
    #expect(ProductSearch.trigramQuery([long])?.components(separatedBy: " AND ").count == 10)
    #expect(ProductSearch.indexedText("a\u{0}b") == "a\u{FFFD}b")
  }

  @Test func aSearchIsQueriedAsTheTrigramsOfItsWordsAtMostSixteen() {
    #expect(ProductSearch.trigramQuery([]) == nil)
    #expect(ProductSearch.trigramQuery(["ab", "12"]) == nil)
    #expect(ProductSearch.trigramQuery(["ab", "cde", "bcde"]) == "\"cde\" AND \"bcd\"")
    let words = ["abcdefghij", "klmnopqrst", "uvwxyz0123"]
    let trigrams = ProductSearch.trigramQuery(words)?.components(separatedBy: " AND ")
    #expect(trigrams?.count == ProductSearch.maximumTrigrams)
    #expect(trigrams?.first == "\"abc\"")
  }
}
