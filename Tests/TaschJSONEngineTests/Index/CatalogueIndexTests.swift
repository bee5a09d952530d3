import Foundation
import Synchronization
import Tasch
import TaschParallel
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The index answers as `CatalogueQuery` and the reader do, whether just built or read back
/// from its file.
@Suite struct CatalogueIndexTests {
  private let folder = TemporaryFolder()
  private let products: [ShopProduct]
  private let path: String

  init() throws {
    var random = RandomProducts(seed: 7)
    products = random.products(count: 400)
    path = try folder.write(CatalogueText.json(for: .stub(products)), to: "catalogue.json")
  }

  /// The index built now, and the same read back from the cache.
  private func indexes() throws -> [CatalogueIndex] {
    let cache = CatalogueIndexCache(folder: folder.file("cache"), clock: IndexClock.settled(path))
    let built = try cache.index(of: path)
    let reused = try cache.index(of: path)
    #expect(built.origin == .built(saved: true))
    #expect(reused.origin == .reused)
    return [built, reused]
  }

  private func ids(_ positions: some Sequence<Int>) -> [ProductID] {
    positions.map { products[$0].id }
  }

  // MARK: - One product

  @Test func findsEveryProductByIdentifierAndDecodesItFromItsOwnBytes() throws {
    for index in try indexes() {
      #expect(
        index.summary == CatalogueSummary(currency: .usd, shopName: "test", count: products.count))
      for (position, product) in products.enumerated() {
        #expect(try index.position(of: product.id) == position)
        #expect(try index.product(at: position) == product)
      }
      #expect(try index.position(of: 0) == nil)
      #expect(try index.position(of: ProductID(Int.max)) == nil)
    }
  }

  @Test func readsManyProductsInTheOrderAsked() throws {
    for index in try indexes() {
      let order = Array(try index.positions(in: .price, reversed: true))

      #expect(try index.products(at: order) == order.map { products[$0] })
      #expect(try index.products(at: [5, 3, 5]) == [products[5], products[3], products[5]])
      #expect(try index.products(at: []) == [])
    }
  }

  @Test func summarisesProductsFromTheIndexAndTheirOwnLiteralsInTheOrderAsked() throws {
    for index in try indexes() {
      let order = Array(try index.positions(in: .name, reversed: true))

      #expect(try index.summaries(at: products.indices) == products.map(ShopProductSummary.init))
      #expect(try index.summaries(at: order) == order.map { ShopProductSummary(products[$0]) })
      #expect(try index.summaries(at: [4, 4]) == [4, 4].map { ShopProductSummary(products[$0]) })
      #expect(try index.summaries(at: []) == [])
      #expect(throws: CatalogueIndexError.damaged) { try index.summaries(at: [products.count]) }
    }
  }

  @Test func summarisesNamesWrittenWithEscapesAndProductsWithoutAShortDescription() throws {
    // Written by hand: escapes a writer would not choose, keys in an unusual order, and
    // a product with no short description at all.
    let text = #"""
      {"currency": "USD", "products": [
        {"shortDescription": "\u00c9cole \"bag\"", "id": 2, "price": "1.00", "stock": 1,
         "name": "Caf\u00e9 \/ \ud83c\udf92"},
        {"id": 1, "name": "Plain", "price": "2.00", "stock": 0}
      ]}
      """#
    let path = try folder.write(text, to: "escaped.json")
    let index = try CatalogueIndexCache(folder: nil, clock: IndexClock.settled(path)).index(
      of: path)

    let summaries = try index.summaries(at: [0, 1])

    #expect(summaries.map(\.name) == ["Café / 🎒", "Plain"])
    #expect(summaries.map(\.shortDescription) == ["École \"bag\"", ""])
  }

  @Test func readsAPageSharedAmongTheCoresInTheOrderAsked() throws {
    // Enough products that a page of them is decoded in parts, one on each core.
    var random = RandomProducts(seed: 11)
    let many = random.products(count: 10_000)
    let path = try folder.write(CatalogueText.json(for: .stub(many)), to: "many.json")
    let cache = CatalogueIndexCache(folder: folder.file("cache"), clock: IndexClock.settled(path))
    let index = try cache.index(of: path)
    let byPrice = Array(try index.positions(in: .price))

    #expect(try index.products(at: many.indices) == many)
    #expect(try index.products(at: byPrice) == byPrice.map { many[$0] })
    #expect(try index.products(at: byPrice.reversed()) == byPrice.reversed().map { many[$0] })
    #expect(try index.summaries(at: byPrice) == byPrice.map { ShopProductSummary(many[$0]) })
  }

  @Test func readsObjectsLargerThanOneReadBetweenSmallOnes() throws {
    // A read takes half a megabyte at most: these descriptions are larger, so the buffer
    // the reads share grows, and the small products after them are still read right.
    var random = RandomProducts(seed: 13)
    var many = random.products(count: 9_000)
    for (position, size) in [(10, 700_000), (4_500, 1_500_000), (8_999, 600_000)] {
      many[position].description = String(repeating: "long text ", count: size / 10)
    }
    let path = try folder.write(CatalogueText.json(for: .stub(many)), to: "large.json")
    let index = try CatalogueIndexCache(folder: nil, clock: IndexClock.settled(path)).index(
      of: path)

    #expect(try index.products(at: many.indices) == many)
    #expect(try index.summaries(at: many.indices) == many.map(ShopProductSummary.init))
    #expect(try index.products(at: [8_999, 10, 11]) == [many[8_999], many[10], many[11]])
  }

  @Test func keepsEachProductsFacts() throws {
    for index in try indexes() {
      let table = try index.allFacts()
      for (position, product) in products.enumerated() {
        let facts = try index.facts(at: position)
        #expect(facts.id == product.id)
        #expect(facts.price == product.price)
        #expect(facts.stock == product.stock)
        #expect(facts.ratingCounts == product.ratings)
        #expect(table[position] == facts)
      }
    }
  }

  @Test func readsItsBlocksOnManyThreadsAtOnceAlike() throws {
    // A fresh reader of the saved file: every block is read for the first time by several
    // threads racing for it, and each keeps the one block published first.
    let built = try #require(try indexes().first)
    let expected = try products.indices.map { try built.facts(at: $0) }
    let cache = CatalogueIndexCache(folder: folder.file("cache"), clock: IndexClock.settled(path))
    let index = try cache.index(of: path)
    let answers = Mutex<[[ProductFacts?]]>([])

    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let facts = products.indices.map { try? index.facts(at: $0) }
      answers.withLock { $0.append(facts) }
    }

    #expect(index.origin == .reused)
    #expect(answers.withLock { $0 } == Array(repeating: expected, count: 8))
  }

  @Test func refusesAPositionOutOfRange() throws {
    let index = try #require(try indexes().first)

    #expect(throws: CatalogueIndexError.damaged) { try index.product(at: products.count) }
    #expect(throws: CatalogueIndexError.damaged) { try index.facts(at: -1) }
  }

  // MARK: - Orders

  @Test(arguments: [CatalogueQuery.SortOrder.catalogue, .price, .rating, .stock])
  func sortsAsTheCatalogueQueryDoesBothWays(order: CatalogueQuery.SortOrder) throws {
    for index in try indexes() {
      for reversed in [false, true] {
        let query = CatalogueQuery(sortOrder: order, isReversed: reversed)

        let sorted = try index.positions(in: order, reversed: reversed)

        #expect(ids(sorted) == query.page(of: products).products.map(\.id), "reversed: \(reversed)")
      }
    }
  }

  @Test func sortsNamesAsTheCatalogueQueryDoesWhenTheyAreComposed() throws {
    // Swift orders strings that are not NFC inconsistently, and then the query's order
    // depends on its sorting algorithm; composed names have one order, which the index keeps.
    let composed = products.filter {
      let folded = SearchFolding.fold($0.name)
      return folded.precomposedStringWithCanonicalMapping.utf8.elementsEqual(folded.utf8)
    }
    let path = try folder.write(CatalogueText.json(for: .stub(composed)), to: "composed.json")
    let index = try CatalogueIndexCache(folder: nil, clock: IndexClock.settled(path)).index(
      of: path)
    #expect(composed.count > products.count / 2)

    for reversed in [false, true] {
      let query = CatalogueQuery(sortOrder: .name, isReversed: reversed)

      let sorted = try index.positions(in: .name, reversed: reversed)

      #expect(sorted.map { composed[$0].id } == query.page(of: composed).products.map(\.id))
    }
  }

  @Test func sortsNamesByTheirSortKeysTiesInCatalogueOrder() throws {
    let keys = products.map { SearchFolding.sortKey($0.name) }
    let ascending = products.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    let descending = products.indices.sorted {
      keys[$0] != keys[$1] ? keys[$1] < keys[$0] : $0 < $1
    }
    for index in try indexes() {
      #expect(Array(try index.positions(in: .name)) == ascending)
      #expect(Array(try index.positions(in: .name, reversed: true)) == descending)
    }
  }

  // MARK: - Search

  @Test func findsWhatTheCatalogueQueryFinds() throws {
    var needles =
      RandomProducts.words + [
        "ss", "ß", "e", "é", "e\u{301}", "\u{301}", "i", "İ", "ı", "a", "ag", "g b", "🎒", "👩",
        "が", "か", "\u{3099}", "한", "\u{1112}", "дор", "ο", "σ", "k", "\u{0}", "y", "x\u{0}", "-",
        "cafe", "CAFÉ", "ｂ", "旅", "nothing like it", "bag e", "e\u{301} ß", " a  g ",
      ]
    for product in products.prefix(40) {
      let name = Array(product.name)
      needles.append(String(name[name.count / 3..<max(name.count / 3, name.count - 1)]))
    }
    // A search of no words is no search, which is the caller's to handle.
    needles.removeAll { SearchWords($0).isEmpty }
    for index in try indexes() {
      let texts = try index.searchTexts()
      for text in needles {
        let expected = CatalogueQuery(searchText: text).page(of: products).products.map(\.id)
        let words = SearchWords(text).words.map(SearchNeedle.init(folded:))

        let found = ids(
          (0..<products.count).filter { position in
            words.allSatisfy { texts.contains($0, at: position) }
          })
        let matches = texts.matches(of: words)

        #expect(found == expected, "needle \(text.unicodeScalars.map(\.value))")
        #expect(ids(matches.indices.filter { matches[$0] }) == expected, "all at once")
        // The index keeps the last search's answer, and answers the next search afresh.
        #expect(try index.matches(of: words) == matches, "searched")
        #expect(try index.matches(of: words) == matches, "kept")
      }
    }
  }

  @Test func aCatalogueOfManyPartsIsSearchedAsOnePassSearchesIt() throws {
    var random = RandomProducts(seed: 11)
    let many = random.products(count: 5_000)
    let manyPath = try folder.write(CatalogueText.json(for: .stub(many)), to: "many.json")
    let texts = try CatalogueIndexCache(folder: nil).index(of: manyPath).searchTexts()
    #expect(CoreParts.count(of: many.count) > 1, "searched in parts")

    for text in ["bag", "e", "é", "ß", "旅", "a g", "nothing like it"] {
      let words = SearchWords(text).words.map(SearchNeedle.init(folded:))
      let onePass = (0..<many.count).map { position in
        words.allSatisfy { texts.contains($0, at: position) }
      }

      #expect(texts.matches(of: words) == onePass, "needle \(text)")
    }
  }

  @Test func findsPrintableNeedlesAsTheCatalogueQueryDoesBesideNeighboursOfEveryKind() throws {
    // Texts where the bytes of a needle stand beside what joins them to their neighbours (a
    // zero-width joiner, a spacing mark, a prepended sign, a variation selector, CR LF), beside
    // letters of other scripts, beside a control character, only in a decomposed form (the
    // Kelvin sign), and across the end of one product's text and the start of the next.
    let texts = [
      ("bag\u{200D}pack", "x"), ("bag\u{0903}", "x"), ("\u{0600}bag", "x"), ("ba\u{1}g", "bag"),
      ("\u{212A}ettle", "x"), ("Bagé", "tote"), ("旅bag旅", "x"), ("bag🎒", "🎒bag"),
      ("bag\u{FE0F}", "x"), ("x\r\nbag", "ß"), ("한bag", "bag한"), ("ｂag", "x"),
      ("Tote", "a ba"), ("gust", "x"), ("Tōte", "a ba"), ("gust", "é"), ("a", "\u{1}"),
    ]
    let products = texts.enumerated().map { number, text in
      ShopProduct.stub(id: ProductID(number + 1), name: text.0, shortDescription: text.1)
    }
    let crafted = try folder.write(CatalogueText.json(for: .stub(products)), to: "crafted.json")
    let searchTexts = try CatalogueIndexCache(folder: nil).index(of: crafted).searchTexts()

    for text in ["bag", "kettle", "k", "a", "g", "ag", "pack", "ba", "gust", "e", "tote", "a b"] {
      let expected = CatalogueQuery(searchText: text).page(of: products).products.map(\.id)
      let matches = searchTexts.matches(of: SearchWords(text).words.map(SearchNeedle.init(folded:)))

      #expect(matches.indices.filter { matches[$0] }.map { products[$0].id } == expected, "\(text)")
    }
  }

  @Test func anEmptyNeedleIsNeverFound() throws {
    let texts = try #require(try indexes().first).searchTexts()

    #expect(!texts.contains(SearchNeedle(folded: ""), at: 0))
    #expect(!texts.contains(SearchNeedle(folded: "bag"), at: products.count))
    #expect(!texts.matches(of: []).contains(true))
  }
}
