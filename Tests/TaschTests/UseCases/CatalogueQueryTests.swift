import Tasch
import TaschTestSupport
import Testing

@Suite struct CatalogueQueryTests {
  /// Ties on purpose: 3 and 5 share a name once folded, 2 and 4 (and 3 and 5) a price, 1 and 6
  /// an average and a count, 4 and 5 (and 2 and 6) a stock.
  private let products: [ShopProduct] = [
    .stub(
      id: 1, name: "Carrier", shortDescription: "Soft leather", price: .usd(250), stock: 23,
      ratings: RatingCounts([.four: 2])),
    .stub(
      id: 2, name: "travol", shortDescription: "Leather bag", price: .usd(175), stock: 0,
      ratings: RatingCounts([.five: 1])),
    .stub(id: 3, name: "Café Sac", shortDescription: "Biker basics", price: .usd(75), stock: 908),
    .stub(
      id: 4, name: "Ärmel", shortDescription: "Jute", price: .usd(175), stock: 1,
      ratings: RatingCounts([.four: 5])),
    .stub(id: 5, name: "cafe sac", shortDescription: "", price: .usd(75), stock: 1),
    .stub(
      id: 6, name: "Bolt", shortDescription: "City bag", price: .usd(300), stock: 0,
      ratings: RatingCounts([.three: 1, .five: 1])),
  ]

  private func ids(_ query: CatalogueQuery) -> [ProductID] {
    query.page(of: products).products.map(\.id)
  }

  @Test func listsEverythingInCatalogueOrderByDefault() {
    let page = CatalogueQuery().page(of: products)

    #expect(page.products == products)
    #expect(page.totalMatching == 6)
  }

  // MARK: - Search

  @Test(
    arguments: [
      ("CAFE", [3, 5]),
      ("armel", [4]),
      ("leather", [1, 2]),
      ("  BAG\n", [2, 6]),
      ("  ", [1, 2, 3, 4, 5, 6]),
      ("nothing like it", []),
      ("bag LEATHER", [2]),
      ("sac  biker", [3]),
      ("city leather", []),
    ] as [(String, [ProductID])])
  func searchesNamesAndShortDescriptionsForEveryWordIgnoringCaseAndAccents(
    text: String, expected: [ProductID]
  ) {
    #expect(ids(CatalogueQuery(searchText: text)) == expected)
  }

  @Test func foldsSearchTextTheWayItFoldsProductTexts() {
    #expect(CatalogueQuery(searchText: "  Ärmel LEDER ").searchWords.words == ["armel", "leder"])
    #expect(CatalogueQuery.searchKey("CAFÉ") == "cafe")
  }

  @Test func isFilteredBySearchTextOrStockOnly() {
    #expect(!CatalogueQuery(searchText: " ", sortOrder: .price, isReversed: true).isFiltered)
    #expect(CatalogueQuery(searchText: "bag").isFiltered)
    #expect(CatalogueQuery(inStockOnly: true).isFiltered)
  }

  // MARK: - Sort orders

  @Test(
    arguments: [
      (CatalogueQuery.SortOrder.catalogue, [1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]),
      (.name, [4, 6, 3, 5, 1, 2], [2, 1, 3, 5, 6, 4]),
      (.price, [3, 5, 2, 4, 1, 6], [6, 1, 2, 4, 3, 5]),
      (.rating, [2, 4, 1, 6, 3, 5], [3, 5, 1, 6, 4, 2]),
      (.stock, [3, 1, 4, 5, 2, 6], [2, 6, 4, 5, 1, 3]),
    ] as [(CatalogueQuery.SortOrder, [ProductID], [ProductID])])
  func sortsEitherWayKeepingTiesInCatalogueOrder(
    order: CatalogueQuery.SortOrder, forward: [ProductID], reversed: [ProductID]
  ) {
    #expect(ids(CatalogueQuery(sortOrder: order)) == forward)
    #expect(ids(CatalogueQuery(sortOrder: order, isReversed: true)) == reversed)
  }

  @Test func aStockBelowZeroSortsWithoutTrapping() {
    let odd = [ShopProduct.stub(id: 1, stock: .min), .stub(id: 2, stock: .max), .stub(id: 3)]

    #expect(CatalogueQuery(sortOrder: .stock).ordered(odd).map(\.id) == [2, 3, 1])
  }

  @Test func hugeRatingCountsSortWithoutTrapping() {
    let odd = [
      ShopProduct.stub(id: 1, ratings: RatingCounts([.five: .max, .one: .max])),
      .stub(id: 2, ratings: RatingCounts([.four: .max])),
    ]

    #expect(CatalogueQuery(sortOrder: .rating).ordered(odd).map(\.id) == [2, 1])
  }

  // MARK: - Filter and paging

  @Test func leavesOutProductsOutOfStock() {
    #expect(ids(CatalogueQuery(inStockOnly: true)) == [1, 3, 4, 5])
  }

  @Test func searchesFiltersAndSortsTogether() {
    let query = CatalogueQuery(
      searchText: "a", sortOrder: .price, isReversed: true, inStockOnly: true)

    #expect(ids(query) == [1, 4, 3, 5])
  }

  @Test func pagesAfterFilteringAndCountsAllMatches() {
    let page = CatalogueQuery(inStockOnly: true, offset: 1, limit: 2).page(of: products)

    #expect(page.products.map(\.id) == [3, 4])
    #expect(page.totalMatching == 4)
  }

  @Test(
    arguments: [
      (0, nil, [1, 2, 3, 4, 5, 6]),
      (4, 5, [5, 6]),
      (6, nil, []),
      (Int.max, nil, []),
      (Int.max, Int.max, []),
      (1, Int.max, [2, 3, 4, 5, 6]),
      (Int.min, 2, [1, 2]),
      (-1, Int.min, []),
      (0, 0, []),
    ] as [(Int, Int?, [ProductID])])
  func pagesWithAnyOffsetAndLimitWithoutTrapping(offset: Int, limit: Int?, expected: [ProductID]) {
    let page = CatalogueQuery(offset: offset, limit: limit).page(of: products)

    #expect(page.products.map(\.id) == expected)
    #expect(page.totalMatching == 6)
  }

  @Test func anEmptyCatalogueIsAnEmptyPageWhateverThePaging() {
    #expect(CatalogueQuery(offset: 3, limit: 2).pageRange(count: 0) == 0..<0)
    #expect(CatalogueQuery().page(of: []) == ProductPage(products: [], totalMatching: 0))
  }

  @Test func unpagedDropsOnlyOffsetAndLimit() {
    let query = CatalogueQuery(
      searchText: "a", sortOrder: .stock, isReversed: true, inStockOnly: true, offset: 2,
      limit: 1)

    #expect(
      query.unpaged
        == CatalogueQuery(searchText: "a", sortOrder: .stock, isReversed: true, inStockOnly: true))
  }

  // MARK: - Neighbours

  @Test func findsNeighboursInTheQuerysOrderIgnoringPaging() {
    let byPrice = CatalogueQuery(sortOrder: .price, offset: 5, limit: 1)

    let middle = byPrice.neighbours(of: 2, in: products)
    let first = byPrice.neighbours(of: 3, in: products)
    let last = byPrice.neighbours(of: 6, in: products)

    #expect(middle.previous?.id == 5 && middle.next?.id == 4)
    #expect(first.previous == nil && first.next?.id == 5)
    #expect(last.previous?.id == 1 && last.next == nil)
  }

  @Test func aProductTheQueryLeavesOutHasNoNeighbours() {
    let inStock = CatalogueQuery(inStockOnly: true)

    #expect(inStock.neighbours(of: 2, in: products) == ProductNeighbours(previous: nil, next: nil))
    #expect(inStock.neighbours(of: 99, in: products) == ProductNeighbours(previous: nil, next: nil))
  }

  @Test func neighboursFollowAReversedOrder() {
    let neighbours = CatalogueQuery(isReversed: true).neighbours(of: 5, in: products)

    #expect(neighbours.previous?.id == 6)
    #expect(neighbours.next?.id == 4)
  }
}
