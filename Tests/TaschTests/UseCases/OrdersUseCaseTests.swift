import Tasch
import TaschTestSupport
import Testing

@MainActor
@Suite struct OrdersUseCaseTests {
  private let recorder = StateRecorder<OrderPage>()

  private func makeUseCase(_ shop: TestShop, offset: Int = 0, limit: Int? = nil) -> OrdersUseCase {
    recorder.observing(OrdersUseCase(access: shop.access, offset: offset, limit: limit))
  }

  /// A shop whose stub shopper placed `count` orders, numbered 1 to `count`, one product each.
  private func shopWithOrders(_ count: Int) async throws -> TestShop {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let cart = CartUseCase(access: shop.access)
    let wishList = WishListUseCase(access: shop.access)
    for _ in 0..<count {
      _ = try await wishList.add([1])
      await cart.load()
      _ = try await cart.checkout(confirming: try #require(cart.state.content?.quote))
    }
    return shop
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

    #expect(recorder.states == [.loading, .content(OrderPage(of: [second, first]))])
  }

  @Test func noOrdersIsAnEmptyList() async {
    let useCase = makeUseCase(TestShop())

    await useCase.load()

    #expect(useCase.state == .content(OrderPage(of: [])))
  }

  @Test func aPageHoldsTheOrdersAfterItsOffsetNewestFirstAndCountsThemAll() async throws {
    let shop = try await shopWithOrders(5)
    let useCase = makeUseCase(shop, offset: 1, limit: 2)

    await useCase.load()

    let page = try #require(useCase.state.content)
    #expect(page.orders.map(\.number) == [4, 3])
    #expect(page.total == 5 && page.offset == 1 && page.isPartial)
  }

  @Test(arguments: [(0, nil, 3, false), (2, 5, 1, true), (3, 1, 0, true), (9, nil, 0, true)])
  func aPageNeverReachesPastTheEnd(offset: Int, limit: Int?, shown: Int, isPartial: Bool) {
    let orders = (1...3).map { Order.stub(number: $0) }

    let page = OrderPage(of: orders, offset: offset, limit: limit)

    #expect(page.orders.count == shown)
    #expect(page.total == 3)
    #expect(page.isPartial == isPartial)
  }

  @Test func anOffsetAndLimitFromOutsideAtTheirLargestNeitherTrapNorOverflow() {
    let page = OrderPage(of: [.stub(number: 1)], offset: .max, limit: .max)

    #expect(page.orders.isEmpty)
    #expect(OrderPage(of: [.stub(number: 1)], offset: 0, limit: .max).orders.count == 1)
  }

  @Test func aReloadKeepsTheOrdersShownUntilTheNewOnesAreHere() async throws {
    let shop = TestShop(ShopperData(wishList: WishList([1])))
    let useCase = makeUseCase(shop)
    await useCase.load()
    let cart = CartUseCase(access: shop.access)
    await cart.load()
    let order = try await cart.checkout(confirming: try #require(cart.state.content?.quote))

    await useCase.load()

    #expect(
      recorder.states == [
        .loading, .content(OrderPage(of: [])), .content(OrderPage(of: [order])),
      ])
  }

  @Test func reportsAFailureAndRecovers() async {
    let useCase = makeUseCase(.failingNext(.orders, with: .timeout))

    await useCase.load()
    await useCase.load()

    #expect(
      recorder.states == [.loading, .error(.timeout), .loading, .content(OrderPage(of: []))])
  }
}
