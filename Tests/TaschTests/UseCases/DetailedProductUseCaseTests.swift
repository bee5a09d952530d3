import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct DetailedProductUseCaseTests {
  let recorder = StateRecorder<Product>()

  func makeUseCase(
    _ shop: TestShop, productID: ProductID = 1, browsingOrder: CatalogueQuery = CatalogueQuery()
  ) -> DetailedProductUseCase {
    recorder.observing(
      DetailedProductUseCase(
        productID: productID, access: shop.access, browsingOrder: browsingOrder))
  }

  func loadedUseCase(_ shop: TestShop, productID: ProductID = 1) async -> DetailedProductUseCase {
    let useCase = makeUseCase(shop, productID: productID)
    await useCase.load()
    return useCase
  }

  /// Expects `useCase` on the product `id`, showing it as `shop` has it.
  func expect(
    _ useCase: DetailedProductUseCase, showing id: ProductID, of shop: TestShop,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(useCase.productID == id, sourceLocation: sourceLocation)
    #expect(useCase.state == .content(try shop.product(id)), sourceLocation: sourceLocation)
  }

  // MARK: - Loading

  @Test func startsIdleWithoutAskingForData() {
    let shop = TestShop()
    let useCase = makeUseCase(shop)

    #expect(useCase.state == .idle)
    #expect(useCase.savingChange == nil)
    #expect(shop.spy.calls.isEmpty)
  }

  @Test func loadingShowsLoadingThenTheProductAsTheShopperSeesIt() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1]), ratings: [1: .two]))
    let useCase = makeUseCase(shop)

    await useCase.load()

    let expected = try shop.product(1)
    #expect(recorder.states == [.loading, .content(expected)])
    #expect(expected.isInWishList && expected.rating.mine == .two)
    #expect(expected.rating.count == 15, "the shopper's own rating counts too")
    #expect(shop.spy.operations == [.product])
  }

  @Test func theProductSaysWhatTheShopChargesForShipping() async {
    let rule = ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100))
    let shop = TestShop(pricing: ShopPricing(shipping: rule))

    let useCase = await loadedUseCase(shop)

    #expect(useCase.state.content?.shipping == rule)
  }

  @Test func aProductTheShopDoesNotSellIsNotFound() async {
    let useCase = makeUseCase(TestShop(), productID: 99)

    await useCase.load()

    #expect(recorder.states == [.loading, .error(.notFound(99))])
  }

  @Test func readOnceTheProductIsAsALoadShowsIt() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1]), ratings: [1: .two]))

    let product = try await shop.access.read(DetailedProductUseCase.product(1))

    #expect(product == (try shop.product(1)))
    #expect(shop.spy.operations == [.product])
  }

  @Test func readOnceAProductTheShopDoesNotSellIsNotFound() async {
    await #expect(throws: ShopError.notFound(99)) {
      try await TestShop().access.read(DetailedProductUseCase.product(99))
    }
  }

  @Test func aReloadKeepsTheProductShownUntilTheNewOneIsHere() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)
    let shown = try #require(useCase.state.content)

    let reloading = await shop.spy.startedAndHeld(.product) { await useCase.load() }
    #expect(useCase.state == .content(shown))
    shop.spy.release(.product)
    try await reloading.value

    #expect(recorder.states == [.loading, .content(shown), .content(shown)])
  }

  @Test func theLatestProductAskedForWinsOverASlowerLoad() async throws {
    let shop = TestShop()
    let useCase = makeUseCase(shop)

    let slow = await shop.spy.startedAndHeld(.product) { await useCase.load() }
    try await useCase.showNext()
    shop.spy.release(.product)
    try await slow.value

    try expect(useCase, showing: 2, of: shop)
    #expect(!recorder.states.contains(.content(try shop.product(1))))
  }

  // MARK: - Browsing

  @Test func nextAfterTheLastIsTheFirstAndPreviousBeforeTheFirstIsTheLast() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop, productID: 7)

    try await useCase.showNext()
    try expect(useCase, showing: 1, of: shop)

    try await useCase.showPrevious()
    #expect(useCase.productID == 7)

    try await useCase.showPrevious()
    #expect(useCase.productID == 3)
  }

  @Test func stepsInTheBrowsingOrder() async throws {
    let useCase = makeUseCase(
      TestShop(), productID: 3, browsingOrder: CatalogueQuery(sortOrder: .price, limit: 1))

    var visited: [ProductID] = []
    for _ in 1...4 {
      try await useCase.showNext()
      visited.append(useCase.productID)
    }

    #expect(visited == [2, 7, 1, 3])
  }

  @Test func fromAProductOutsideTheOrderNextIsTheFirstAndPreviousTheLast() async throws {
    let inStock = CatalogueQuery(sortOrder: .price, inStockOnly: true)
    let forward = makeUseCase(TestShop(), productID: 2, browsingOrder: inStock)
    let backward = makeUseCase(TestShop(), productID: 2, browsingOrder: inStock)

    try await forward.showNext()
    try await backward.showPrevious()

    #expect(forward.productID == 3)
    #expect(backward.productID == 1)
  }

  @Test func anOrderMatchingNothingStaysOnTheProduct() async throws {
    let shop = TestShop()
    let useCase = makeUseCase(
      shop, productID: 2, browsingOrder: CatalogueQuery(searchText: "nothing like it"))

    try await useCase.showNext()

    try expect(useCase, showing: 2, of: shop)
  }

  @Test func steppingBlanksTheProductShownAsForAnotherProduct() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    try await useCase.showNext()

    #expect(
      recorder.states == [
        .loading, .content(try shop.product(1)), .loading, .content(try shop.product(2)),
      ])
  }

  @Test func steppingTwiceWhileTheFirstStepReadsMovesTwoProducts() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let first = await shop.spy.startedAndHeld(.product) { try await useCase.showNext() }
    let second = await started { try await useCase.showNext() }
    shop.spy.release(.product)
    try await first.value
    try await second.value

    try expect(useCase, showing: 3, of: shop)
  }

  @Test func aReloadWhileSteppingNeitherCancelsTheStepNorShowsTheOldProduct() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)

    let step = await shop.spy.startedAndHeld(.product) { try await useCase.showNext() }
    await useCase.load()
    shop.spy.release(.product)
    try await step.value

    try expect(useCase, showing: 2, of: shop)
  }

  @Test func steppingInAnEmptyCatalogueIsAnError() async {
    let useCase = makeUseCase(TestShop(products: []))

    await #expect(throws: ShopError.notFound(1)) { try await useCase.showNext() }

    #expect(useCase.state == .error(.notFound(1)))
    #expect(useCase.productID == 1)
  }

  @Test func aStepThatFailsKeepsTheProductShownAndSaysWhy() async throws {
    let shop = TestShop()
    let useCase = await loadedUseCase(shop)
    shop.spy.failNext(.product, with: .offline)

    await #expect(throws: ShopError.offline) { try await useCase.showNext() }

    try expect(useCase, showing: 1, of: shop)
    try await useCase.showNext()
    try expect(useCase, showing: 2, of: shop)
  }
}
