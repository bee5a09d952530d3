import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct CartUseCaseTests {
  private let spy = DataLayerSpy()
  private let recorder = StateRecorder<Cart>()

  private func makeUseCase() -> CartUseCase {
    let useCase = CartUseCase(dataLayer: spy)
    useCase.observer = recorder
    return useCase
  }

  private func loadedUseCase(_ items: [WishListItem]) async throws -> CartUseCase {
    spy.answers.cart = .success(try .stub(items))
    let useCase = makeUseCase()
    await useCase.load()
    return useCase
  }

  @Test func startsIdleWithoutAskingForData() {
    #expect(makeUseCase().state == .idle)
    #expect(spy.calls.isEmpty)
  }

  @Test func loadingShowsLoadingThenTheCart() async throws {
    let cart = try Cart.stub([.product(.stub())])
    spy.answers.cart = .success(cart)
    let useCase = makeUseCase()

    await useCase.load()

    #expect(recorder.states == [.loading, .content(cart)])
  }

  @Test(arguments: [ShopError.offline, .timeout, .amountOutOfRange, .decoding("bad")])
  func reportsEveryFailure(error: ShopError) async {
    spy.answers.cart = .failure(error)
    let useCase = makeUseCase()

    await useCase.load()

    #expect(recorder.states == [.loading, .error(error)])
  }

  @Test func refusesToCheckOutAnEmptyCartWithoutAskingTheDataLayer() async throws {
    let useCase = try await loadedUseCase([])

    await #expect(throws: ShopError.emptyCart) { try await useCase.checkout() }
    #expect(spy.calls == [.cart])
  }

  @Test func refusesToCheckOutUnavailableItemsNamingThem() async throws {
    let useCase = try await loadedUseCase([
      .product(.stub(id: 1)), .product(.stub(id: 2, stock: 0)), .discontinued(9),
    ])

    await #expect(throws: ShopError.outOfStock([2, 9])) { try await useCase.checkout() }
    #expect(spy.count(of: .checkout) == 0)
  }

  @Test func checkingOutPlacesTheOrderAndEmptiesTheCart() async throws {
    let useCase = try await loadedUseCase([.product(.stub(id: 1))])
    spy.answers.checkout = .success(.stub(number: 3))

    let order = try await useCase.checkout()

    #expect(order == .stub(number: 3))
    #expect(useCase.state.content?.isEmpty == true)
  }

  @Test func aRefusalByTheDataLayerChangesNothing() async throws {
    // Stock can go between loading the cart and ordering it; the data layer checks again.
    let useCase = try await loadedUseCase([.product(.stub(id: 1))])
    spy.answers.checkout = .failure(.outOfStock([1]))

    await #expect(throws: ShopError.outOfStock([1])) { try await useCase.checkout() }
    #expect(useCase.state.content?.isEmpty == false)
  }

  @Test func checkingOutWithoutALoadedCartLeavesTheCheckToTheDataLayer() async throws {
    spy.answers.checkout = .failure(.emptyCart)
    let useCase = makeUseCase()

    await #expect(throws: ShopError.emptyCart) { try await useCase.checkout() }
    #expect(spy.calls == [.checkout])
  }
}
