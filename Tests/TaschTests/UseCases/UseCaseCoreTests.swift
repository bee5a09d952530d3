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
}
