import Tasch
import TaschTestSupport
import Testing

@Suite struct CatalogueQueryTests {
  private let products: [Product] = [
    .stub(
      id: 1, name: "Carrier", shortDescription: "Soft leather", price: .usd(250), stock: 23,
      rating: RatingSummary(othersCounts: [.four: 2])),
    .stub(
      id: 2, name: "travol", shortDescription: "Leather bag", price: .usd(175), stock: 0,
      rating: RatingSummary(othersCounts: [.five: 1])),
    .stub(id: 3, name: "Café Sac", shortDescription: "Biker basics", price: .usd(75), stock: 908),
    .stub(
      id: 4, name: "Ärmel", shortDescription: "Jute", price: .usd(175), stock: 1,
      rating: RatingSummary(othersCounts: [.four: 5])),
  ]

  private func ids(_ query: CatalogueQuery) -> [ProductID] {
    query.page(of: products).products.map(\.id)
  }

  @Test func listsEverythingInCatalogueOrderByDefault() {
    let page = CatalogueQuery().page(of: products)

    #expect(page.products.map(\.id) == [1, 2, 3, 4])
    #expect(page.totalMatching == 4)
  }

  @Test func searchesNamesAndShortDescriptionsIgnoringCaseAndAccents() {
    #expect(ids(CatalogueQuery(searchText: "CAFE")) == [3])
    #expect(ids(CatalogueQuery(searchText: "armel")) == [4])
    #expect(ids(CatalogueQuery(searchText: "leather")) == [1, 2])
    #expect(ids(CatalogueQuery(searchText: "  ")) == [1, 2, 3, 4])
    #expect(ids(CatalogueQuery(searchText: "nothing like it")) == [])
  }

  @Test func sortsByNameIgnoringCaseAndAccents() {
    #expect(ids(CatalogueQuery(sortOrder: .name)) == [4, 3, 1, 2])
  }

  @Test func sortsByPriceLowestFirstKeepingCatalogueOrderForTies() {
    #expect(ids(CatalogueQuery(sortOrder: .price)) == [3, 2, 4, 1])
    #expect(ids(CatalogueQuery(sortOrder: .price, isReversed: true)) == [1, 2, 4, 3])
  }

  @Test func sortsByRatingBestFirstAndUnratedLast() {
    #expect(ids(CatalogueQuery(sortOrder: .rating)) == [2, 4, 1, 3])
  }

  @Test func sortsByStockMostFirst() {
    #expect(ids(CatalogueQuery(sortOrder: .stock)) == [3, 1, 4, 2])
  }

  @Test func reversingCatalogueOrderReversesTheList() {
    #expect(ids(CatalogueQuery(isReversed: true)) == [4, 3, 2, 1])
  }

  @Test func leavesOutProductsOutOfStock() {
    #expect(ids(CatalogueQuery(inStockOnly: true)) == [1, 3, 4])
  }

  @Test func pagesAfterFilteringAndCountsAllMatches() {
    let page = CatalogueQuery(inStockOnly: true, offset: 1, limit: 1).page(of: products)

    #expect(page.products.map(\.id) == [3])
    #expect(page.totalMatching == 3)
  }

  @Test func pagesBeyondTheEndAreEmpty() {
    #expect(ids(CatalogueQuery(offset: 10)) == [])
    #expect(ids(CatalogueQuery(offset: 3, limit: 5)) == [4])
    #expect(ids(CatalogueQuery(limit: 0)) == [])
  }
}
