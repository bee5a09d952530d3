import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct ProductCatalogueUseCaseTests {
  private let recorder = StateRecorder<CataloguePage>()

  private func makeUseCase(
    _ shop: TestShop, query: CatalogueQuery = CatalogueQuery()
  ) -> ProductCatalogueUseCase {
    recorder.observing(ProductCatalogueUseCase(access: shop.access, query: query))
  }

  /// The page `query` asks for, as the stub shopper with `data` sees it.
  private func page(
    _ query: CatalogueQuery, _ products: [ShopProduct], data: ShopperData = ShopperData(),
    matching: Int
  ) -> CataloguePage {
    CataloguePage(
      query: query, products: ShopperSummaries(products.map(ShopProductSummary.init), for: data),
      totalMatching: matching,
      totalProducts: TestShop.products.count)
  }

  // MARK: - Loading

  @Test func startsIdleWithoutAskingForData() {
    let shop = TestShop()
    let useCase = makeUseCase(shop)

    #expect(useCase.state == .idle)
    #expect(shop.spy.calls.isEmpty)
  }

  @Test func loadingShowsLoadingThenThePageTheQueryAsksFor() async {
    let shop = TestShop()
    let query = CatalogueQuery(sortOrder: .price, offset: 1, limit: 2)
    let useCase = makeUseCase(shop, query: query)

    await useCase.load()

    let expected = page(query, [TestShop.travol, TestShop.ecole], matching: 4)
    #expect(recorder.states == [.loading, .content(expected)])
    #expect(shop.spy.operations == [.catalogue])
  }

  @Test func showsTheShoppersOwnRatingsAndWishListMarks() async {
    let data = ShopperData(wishList: WishList([3]), ratings: [1: .one])
    let useCase = makeUseCase(TestShop(data))

    await useCase.load()

    let products = useCase.state.content?.products
    #expect(products?.map(\.isInWishList) == [false, false, true, false])
    #expect(products?.first?.rating.mine == .one)
    #expect(products?.first?.rating.count == 15)
  }

  @Test func anEmptyCatalogueIsAnErrorNotAnEmptyList() async {
    let useCase = makeUseCase(TestShop(products: []))

    await useCase.load()

    #expect(recorder.states == [.loading, .error(.emptyCatalogue)])
  }

  @Test func aQueryMatchingNothingIsAnEmptyPage() async {
    let query = CatalogueQuery(searchText: "nothing like it")
    let useCase = makeUseCase(TestShop(), query: query)

    await useCase.load()

    #expect(useCase.state == .content(page(query, [], matching: 0)))
  }

  @Test func reloadingAfterAFailureRecovers() async {
    let useCase = makeUseCase(.failingNext(.catalogue, with: .offline))
    await useCase.load()

    await useCase.load()

    #expect(useCase.state == .content(page(CatalogueQuery(), TestShop.products, matching: 4)))
  }

  // MARK: - Another query

  @Test func showingAnotherQueryKeepsThePageShownUntilTheNewOneIsHere() async throws {
    let shop = TestShop()
    let useCase = makeUseCase(shop)
    await useCase.load()
    let first = try #require(useCase.state.content)
    let inStock = CatalogueQuery(inStockOnly: true)

    useCase.query = inStock
    let showing = await shop.spy.startedAndHeld(.catalogue) { await useCase.load() }
    #expect(useCase.state == .content(first))
    #expect(useCase.query == inStock)
    shop.spy.release(.catalogue)
    try await showing.value

    let second = page(
      inStock, [TestShop.carrier, TestShop.urbanito, TestShop.ecole], matching: 3)
    #expect(recorder.states == [.loading, .content(first), .content(second)])
  }

  @Test func theLatestQueryWinsOverASlowerEarlierOne() async throws {
    let shop = TestShop()
    let useCase = makeUseCase(shop)
    let byPrice = CatalogueQuery(sortOrder: .price)
    let byName = CatalogueQuery(sortOrder: .name)

    useCase.query = byPrice
    let slow = await shop.spy.startedAndHeld(.catalogue) { await useCase.load() }
    useCase.query = byName
    await useCase.load()
    shop.spy.release(.catalogue)
    try await slow.value

    let latest = page(
      byName, [TestShop.carrier, TestShop.ecole, TestShop.travol, TestShop.urbanito], matching: 4)
    #expect(useCase.state == .content(latest))
    #expect(useCase.query == byName)
    #expect(recorder.states.compactMap(\.content) == [latest], "the slow page is never shown")
    #expect(shop.reads(.catalogue) == 2)
    #expect(shop.spy.pagesWorkedOut == [byName], "the superseded query is never worked out")
  }

  // MARK: - Following changes

  @Test func refreshesOnceForEachChangeThatShowsInTheCatalogue() async {
    let shop = TestShop(
      ShopperData(history: ChangeHistory([.init(.addedToWishList(), of: 9, at: .stub)])))
    let useCase = makeUseCase(shop)

    await shop.follow(useCase) {
      shop.changeElsewhere { _ = $0.addToWishList(3, at: .stub) }
      shop.changeElsewhere { _ = $0.rate(7, .two, at: .stub) }
      shop.changeElsewhere { $0.history.end() }
    }

    #expect(shop.reads(.catalogue) == 3, "the load, then the wish list and the rating")
    let shown = useCase.state.content?.products
    #expect(shown?.first { $0.id == 3 }?.isInWishList == true)
    #expect(shown?.first { $0.id == 7 }?.rating.mine == .two)
  }

  @Test func ignoresChangesUntilLoaded() async {
    let shop = TestShop()
    let useCase = makeUseCase(shop)
    let following = useCase.followChanges()

    shop.changeElsewhere { _ = $0.addToWishList(3, at: .stub) }
    shop.store.finishChanges()
    await following.value

    #expect(shop.spy.calls.isEmpty)
    #expect(useCase.state == .idle)
  }

  @Test func aCancelledFollowerStopsRefreshing() async {
    let shop = TestShop()
    let useCase = makeUseCase(shop)
    await useCase.load()
    let following = useCase.followChanges()

    following.cancel()
    await following.value
    shop.changeElsewhere { _ = $0.addToWishList(3, at: .stub) }

    #expect(shop.reads(.catalogue) == 1)
  }
}
