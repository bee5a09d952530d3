import Tasch
import TaschTestSupport
import Testing

/// What every use case has alike, written once in its core, holds for each of them.
@MainActor
@Suite struct UseCaseCoreTests {
  /// Expects the use case `make` makes, through a shop whose next request of `operation` fails
  /// with `error`, to show loading, then `error`, as it loads.
  private func expectLoadingThenError<UseCase: ShopUseCase>(
    _ make: (ShopAccess) -> UseCase, failing operation: ShopOperation, with error: ShopError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async where UseCase.Content: Equatable {
    let recorder = StateRecorder<UseCase.Content>()
    let useCase = recorder.observing(make(TestShop.failingNext(operation, with: error).access))

    await useCase.load()

    #expect(recorder.states == [.loading, .error(error)], sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    ShopError.offline, .timeout, .decoding("bad"), .storage("state.json: not JSON"),
    .amountOutOfRange,
  ])
  func everyUseCaseShowsLoadingThenTheErrorOfALoadThatFails(error: ShopError) async {
    await expectLoadingThenError(
      { ProductCatalogueUseCase(access: $0) }, failing: .catalogue, with: error)
    await expectLoadingThenError(
      { DetailedProductUseCase(productID: 1, access: $0) }, failing: .product, with: error)
    await expectLoadingThenError({ WishListUseCase(access: $0) }, failing: .wishList, with: error)
    await expectLoadingThenError({ CartUseCase(access: $0) }, failing: .cart, with: error)
    await expectLoadingThenError({ OrdersUseCase(access: $0) }, failing: .orders, with: error)
    await expectLoadingThenError(HistoryUseCase.init, failing: .history, with: error)
  }

  /// A caller that gives up (a client gone) gives up the load and the change it asked for
  /// too, so that the store's simulated wait for them ends; the change itself is still made,
  /// as one already sent would be.
  @Test func aCallerGivingUpCancelsTheLoadAndTheChangeItAskedFor() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = WishListUseCase(access: shop.access)

    let loading = Task { await useCase.load() }
    loading.cancel()
    await loading.value
    let adding = Task { try await useCase.add([3]) }
    adding.cancel()
    _ = try await adding.value

    #expect(shop.spy.calls.map(\.wasCancelled) == [true, true])
    #expect(shop.spy.calls.map(\.isUpdate) == [false, true])
    #expect(shop.data.wishList.productIDs == [1, 3])
  }
}
