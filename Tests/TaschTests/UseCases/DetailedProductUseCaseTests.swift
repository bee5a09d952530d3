import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct DetailedProductUseCaseTests {
  private let spy = DataLayerSpy()
  private let recorder = StateRecorder<Product>()
  private let carrier = Product.stub(id: 1, name: "Carrier")

  private func makeUseCase(productID: ProductID = 1) -> DetailedProductUseCase {
    let useCase = DetailedProductUseCase(productID: productID, dataLayer: spy)
    useCase.observer = recorder
    return useCase
  }

  private func loadedUseCase(_ product: Product) async -> DetailedProductUseCase {
    spy.answers.product = .success(product)
    let useCase = makeUseCase(productID: product.id)
    await useCase.load()
    return useCase
  }

  @Test func startsIdleWithoutAskingForData() {
    let useCase = makeUseCase()

    #expect(useCase.state == .idle)
    #expect(spy.calls.isEmpty)
  }

  @Test func loadingShowsLoadingThenTheProduct() async {
    spy.answers.product = .success(carrier)
    let useCase = makeUseCase()

    await useCase.load()

    #expect(recorder.states == [.loading, .content(carrier)])
    #expect(spy.calls == [.product(1)])
  }

  @Test(arguments: [ShopError.notFound(1), .offline, .timeout, .decoding("bad")])
  func reportsEveryFailure(error: ShopError) async {
    spy.answers.product = .failure(error)
    let useCase = makeUseCase()

    await useCase.load()

    #expect(recorder.states == [.loading, .error(error)])
  }

  @Test func togglingAProductNotOnTheWishListAddsIt() async {
    let useCase = await loadedUseCase(carrier)
    spy.answers.addToWishList = .success(true)

    await useCase.toggleWishList()

    #expect(spy.calls.last == .addToWishList(1))
    #expect(useCase.state.content?.isInWishList == true)
    #expect(recorder.states.suffix(2).first == .loading)
  }

  @Test func togglingAProductOnTheWishListRemovesIt() async {
    var wished = carrier
    wished.isInWishList = true
    let useCase = await loadedUseCase(wished)
    spy.answers.removeFromWishList = .success(true)

    await useCase.toggleWishList()

    #expect(spy.calls.last == .removeFromWishList(1))
    #expect(useCase.state.content?.isInWishList == false)
  }

  @Test func togglingBeforeTheProductIsLoadedDoesNothing() async {
    let useCase = makeUseCase()

    await useCase.toggleWishList()

    #expect(spy.calls.isEmpty)
    #expect(useCase.state == .idle)
  }

  @Test func aFailedToggleIsAnError() async {
    let useCase = await loadedUseCase(carrier)
    spy.answers.addToWishList = .failure(.offline)

    await useCase.toggleWishList()

    #expect(useCase.state == .error(.offline))
  }

  @Test func ratingReplacesTheProductWithTheRatedOne() async {
    let useCase = await loadedUseCase(carrier)
    var rated = carrier
    rated.rating = RatingSummary(mine: .four)
    spy.answers.rate = .success(rated)

    await useCase.rate(.four)

    #expect(spy.calls.last == .rate(1, .four))
    #expect(useCase.state == .content(rated))
  }

  @Test func clearingTheRatingRatesNil() async {
    let useCase = await loadedUseCase(carrier)
    spy.answers.rate = .success(carrier)

    await useCase.rate(nil)

    #expect(spy.calls.last == .rate(1, nil))
  }

  @Test func nextAfterTheLastIsTheFirstAndPreviousBeforeTheFirstIsTheLast() async {
    let catalogue: [Product] = [.stub(id: 1), .stub(id: 2), .stub(id: 3)]
    spy.answers.catalogue = .success(.stub(catalogue))
    let useCase = await loadedUseCase(.stub(id: 3))

    await useCase.showNext()
    #expect(useCase.productID == 1)
    #expect(useCase.state == .content(catalogue[0]))

    await useCase.showPrevious()
    #expect(useCase.productID == 3)

    await useCase.showPrevious()
    #expect(useCase.productID == 2)
  }

  @Test func nextFromAProductNoLongerSoldIsTheFirst() async {
    spy.answers.catalogue = .success(.stub([.stub(id: 5), .stub(id: 6)]))
    let useCase = makeUseCase(productID: 99)

    await useCase.showNext()

    #expect(useCase.productID == 5)
  }

  @Test func nextInAnEmptyCatalogueIsAnError() async {
    spy.answers.catalogue = .success(.stub([]))
    let useCase = makeUseCase()

    await useCase.showNext()

    #expect(useCase.state == .error(.emptyCatalogue))
    #expect(useCase.productID == 1)
  }
}
