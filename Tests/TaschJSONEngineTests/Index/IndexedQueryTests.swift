import Tasch
import TaschSimulation
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// Queries on an index, with a shop's record merged in, answer as `CatalogueQuery`'s
/// reference evaluation does over every adjusted product: generated catalogues, random ratings
/// and stock taken, random queries.
@Suite struct IndexedQueryTests {
  private let folder = TemporaryFolder()

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func answersAsTheReferenceEvaluationOverTheAdjustedProducts(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var generator = RandomProducts(seed: seed)
    let products = generator.products(count: Int.random(in: 1...150, using: &random))
    let path = try folder.write(
      CatalogueText.json(for: .stub(products)), to: "catalogue-\(seed).json")
    let index = try CatalogueIndexCache(folder: nil).index(of: path)

    for _ in 0..<12 {
      let record = Self.record(of: products, using: &random)
      let adjusted = products.map(record.adjusted)
      for _ in 0..<8 {
        let query = Self.query(using: &random)

        let page = try IndexedQuery(query, on: index, adjustedBy: record).page()
        let summaries = try IndexedQuery(query, on: index, adjustedBy: record).summaries()

        #expect(page == query.page(of: adjusted), "\(query)")
        #expect(summaries == ProductSummaryPage(summarising: page), "\(query)")
        let id = products[Int.random(in: 0..<products.count, using: &random)].id
        let neighbours = try IndexedQuery(query, on: index, adjustedBy: record).neighbours(of: id)
        #expect(neighbours == query.neighbours(of: id, in: adjusted), "\(query) around \(id)")
      }
    }
  }

  @Test func anUnknownProductHasNoNeighbours() throws {
    let products = (1...5).map { ShopProduct.stub(id: ProductID($0)) }
    let path = try folder.write(CatalogueText.json(for: .stub(products)), to: "catalogue.json")
    let index = try CatalogueIndexCache(folder: nil).index(of: path)

    let neighbours = try IndexedQuery(CatalogueQuery(), on: index, adjustedBy: ShopRecord())
      .neighbours(of: 99)

    #expect(neighbours == ProductNeighbours(previous: nil, next: nil))
  }

  // MARK: - Drawing

  /// A record that rates some products and took stock of others, some of it all.
  private static func record(
    of products: [ShopProduct], using random: inout SeededRandomNumberGenerator
  ) -> ShopRecord {
    var record = ShopRecord()
    for product in products where Int.random(in: 0..<6, using: &random) == 0 {
      record.shopper.ratings[product.id] = Rating.allCases.randomElement(using: &random)
    }
    for product in products where Int.random(in: 0..<6, using: &random) == 0 {
      let taken = [1, 2, product.stock, product.stock + 3].randomElement(using: &random) ?? 1
      record.stockTaken[product.id] = max(taken, 0)
    }
    // A product the catalogue does not have changes nothing.
    record.shopper.ratings[ProductID(Int.max)] = .five
    return record
  }

  /// A query of any search, order, direction, filter and page.
  private static func query(using random: inout SeededRandomNumberGenerator) -> CatalogueQuery {
    let searches = ["", "", "bag", "BAG", " café ", "grosse", "旅行", "a", "zz", "ﬁ", "\u{301}"]
    return CatalogueQuery(
      searchText: searches.randomElement(using: &random) ?? "",
      sortOrder: CatalogueQuery.SortOrder.allCases.randomElement(using: &random) ?? .catalogue,
      isReversed: Bool.random(using: &random), inStockOnly: Bool.random(using: &random),
      offset: [-3, 0, 0, 1, 7, 40, 1_000].randomElement(using: &random) ?? 0,
      limit: [nil, -1, 0, 1, 5, 20, Int.max].randomElement(using: &random) ?? nil)
  }
}
