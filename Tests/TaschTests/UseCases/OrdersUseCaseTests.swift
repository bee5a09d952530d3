import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct OrdersUseCaseTests {
  private let recorder = StateRecorder<[Order]>()

  private func makeUseCase(_ shop: TestShop) -> OrdersUseCase {
    recorder.observing(OrdersUseCase(access: shop.access))
  }

  @Test func startsIdleWithoutAskingForData() {
    let shop = TestShop()

    #expect(makeUseCase(shop).state == .idle)
    #expect(shop.spy.calls.isEmpty)
  }

  @Test func listsTheOrdersNewestFirst() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let cart = CartUseCase(access: shop.access)
    let wishList = WishListUseCase(access: shop.access)
    await cart.load()
    let first = try await cart.checkout(confirming: try #require(cart.state.content?.quote))
    _ = try await wishList.add([3])
    await cart.load()
    let second = try await cart.checkout(confirming: try #require(cart.state.content?.quote))
    let useCase = makeUseCase(shop)

    await useCase.load()

    #expect(recorder.states == [.loading, .content([second, first])])
  }

  @Test func noOrdersIsAnEmptyList() async {
    let useCase = makeUseCase(TestShop())

    await useCase.load()

    #expect(useCase.state == .content([]))
  }

  @Test func aReloadKeepsTheOrdersShownUntilTheNewOnesAreHere() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = makeUseCase(shop)
    await useCase.load()
    let cart = CartUseCase(access: shop.access)
    await cart.load()
    let order = try await cart.checkout(confirming: try #require(cart.state.content?.quote))

    await useCase.load()

    #expect(recorder.states == [.loading, .content([]), .content([order])])
  }

  @Test func reportsAFailureAndRecovers() async {
    let useCase = makeUseCase(.failingNext(.orders, with: .timeout))

    await useCase.load()
    await useCase.load()

    #expect(recorder.states == [.loading, .error(.timeout), .loading, .content([])])
  }
}
