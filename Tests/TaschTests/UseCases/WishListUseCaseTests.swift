import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct WishListUseCaseTests {
  private let spy = DataLayerSpy()
  private let recorder = StateRecorder<WishListContents>()
  private let items: [WishListItem] = [.product(.stub(id: 1)), .discontinued(9)]

  private func makeUseCase() -> WishListUseCase {
    let useCase = WishListUseCase(dataLayer: spy)
    useCase.observer = recorder
    return useCase
  }

  @Test func startsIdleWithoutAskingForData() {
    #expect(makeUseCase().state == .idle)
    #expect(spy.calls.isEmpty)
  }

  @Test func loadingShowsLoadingThenTheItemsDiscontinuedOnesIncluded() async {
    spy.answers.wishList = .success(.stub(items))
    let useCase = makeUseCase()

    await useCase.load()

    #expect(recorder.states == [.loading, .content(.stub(items))])
  }

  @Test(arguments: [ShopError.offline, .timeout, .storage("state.json: not JSON")])
  func reportsEveryFailure(error: ShopError) async {
    spy.answers.wishList = .failure(error)
    let useCase = makeUseCase()

    await useCase.load()

    #expect(recorder.states == [.loading, .error(error)])
  }

  @Test func addingSaysWhetherItWasNewWithoutLoadingWhenNothingIsShown() async throws {
    spy.answers.addToWishList = .success(false)
    let useCase = makeUseCase()

    let added = try await useCase.add(1)

    #expect(!added)
    #expect(spy.calls == [.addToWishList(1)])
    #expect(useCase.state == .idle)
  }

  @Test func addingToAShownListReloadsIt() async throws {
    spy.answers.wishList = .success(.stub([]))
    let useCase = makeUseCase()
    await useCase.load()
    spy.answers.addToWishList = .success(true)
    spy.answers.wishList = .success(.stub(items))

    #expect(try await useCase.add(1))

    #expect(useCase.state == .content(.stub(items)))
  }

  @Test func addingAnUnknownProductThrowsAndLeavesTheStateAlone() async {
    spy.answers.addToWishList = .failure(.notFound(42))
    let useCase = makeUseCase()

    await #expect(throws: ShopError.notFound(42)) { try await useCase.add(42) }
    #expect(useCase.state == .idle)
  }

  @Test func removingSaysWhetherItWasThere() async throws {
    spy.answers.removeFromWishList = .success(true)
    let useCase = makeUseCase()

    #expect(try await useCase.remove(9))
    #expect(spy.calls == [.removeFromWishList(9)])
  }

  @Test func refreshesItselfWhenTheWishListChangesElsewhere() async {
    spy.answers.wishList = .success(.stub([]))
    let useCase = makeUseCase()
    let following = useCase.followChanges()
    await useCase.load()
    spy.answers.wishList = .success(.stub(items))

    spy.publish(.wishList)
    spy.finishChanges()
    await following.value

    #expect(useCase.state == .content(.stub(items)))
  }
}
