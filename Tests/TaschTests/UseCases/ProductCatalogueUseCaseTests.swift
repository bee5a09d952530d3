import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct ProductCatalogueUseCaseTests {
  private let spy = DataLayerSpy()
  private let recorder = StateRecorder<CataloguePage>()
  private let products: [Product] = [
    .stub(id: 1, name: "Carrier", stock: 23), .stub(id: 2, name: "Travol", stock: 0),
  ]

  private func makeUseCase(query: CatalogueQuery = CatalogueQuery()) -> ProductCatalogueUseCase {
    let useCase = ProductCatalogueUseCase(dataLayer: spy, query: query)
    useCase.observer = recorder
    return useCase
  }

  @Test func startsIdleWithoutAskingForData() {
    let useCase = makeUseCase()

    #expect(useCase.state == .idle)
    #expect(spy.calls.isEmpty)
  }

  @Test func loadingShowsLoadingThenThePage() async {
    spy.answers.catalogue = .success(.stub(products))
    let useCase = makeUseCase()

    await useCase.load()

    let page = CataloguePage(products: products, totalMatching: 2)
    #expect(recorder.states == [.loading, .content(page)])
    #expect(spy.calls == [.catalogue])
  }

  @Test func anEmptyCatalogueIsAnErrorNotAnEmptyList() async {
    spy.answers.catalogue = .success(.stub([]))
    let useCase = makeUseCase()

    await useCase.load()

    #expect(useCase.state == .error(.emptyCatalogue))
  }

  @Test(arguments: [
    ShopError.offline, .timeout, .decoding("catalogue.json: not JSON"), .notFound(nil),
    .storage("state.json: truncated"),
  ])
  func reportsEveryFailure(error: ShopError) async {
    spy.answers.catalogue = .failure(error)
    let useCase = makeUseCase()

    await useCase.load()

    #expect(recorder.states == [.loading, .error(error)])
  }

  @Test func appliesTheQueryItStartedWith() async {
    spy.answers.catalogue = .success(.stub(products))
    let useCase = makeUseCase(query: CatalogueQuery(inStockOnly: true))

    await useCase.load()

    #expect(useCase.state.content?.products.map(\.id) == [1])
  }

  @Test func changingTheQueryRepagesWithoutLoadingAgain() async {
    spy.answers.catalogue = .success(.stub(products))
    let useCase = makeUseCase()
    await useCase.load()

    useCase.query.sortOrder = .name
    useCase.query.isReversed = true

    #expect(useCase.state.content?.products.map(\.id) == [2, 1])
    #expect(spy.count(of: .catalogue) == 1)
  }

  @Test func changingTheQueryBeforeLoadingDoesNothing() {
    let useCase = makeUseCase()

    useCase.query.inStockOnly = true

    #expect(useCase.state == .idle)
  }

  @Test func reloadingAfterAFailureRecovers() async {
    spy.answers.catalogue = .failure(.offline)
    let useCase = makeUseCase()
    await useCase.load()
    spy.answers.catalogue = .success(.stub(products))

    await useCase.load()

    #expect(useCase.state.content?.products.count == 2)
  }

  @Test func reloadsAfterEachDataChangeOnceLoaded() async {
    spy.answers.catalogue = .success(.stub(products))
    let useCase = makeUseCase()
    let following = useCase.followChanges()
    await useCase.load()

    spy.publish(.rating(1))
    spy.publish(.order)
    spy.finishChanges()
    await following.value

    #expect(spy.count(of: .catalogue) == 3)
  }

  @Test func ignoresChangesUntilLoaded() async {
    let useCase = makeUseCase()
    let following = useCase.followChanges()

    spy.publish(.wishList)
    spy.finishChanges()
    await following.value

    #expect(spy.calls.isEmpty)
    #expect(useCase.state == .idle)
  }
}
