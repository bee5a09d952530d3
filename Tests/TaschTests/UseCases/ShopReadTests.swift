import Tasch
import TaschTestSupport
import Testing

/// A use case's read, run once, finds what the use case's load shows, as the operation the
/// load serves.
@MainActor
@Suite struct ShopReadTests {
  let shop = TestShop(
    ShopperData(wishList: WishList([1, 2]), ratings: [1: .four]))

  /// What `useCase` shows once loaded, and what `read` finds once, with the operations each
  /// asked the store for.
  private func loadedAndReadOnce<UseCase: ShopUseCase>(
    _ useCase: UseCase, _ read: ShopRead<UseCase.Content>
  ) async throws -> (loaded: UseCase.Content?, once: UseCase.Content) {
    await useCase.load()
    let loaded = useCase.state.content
    let operations = shop.spy.operations
    let once = try await shop.access.read(read)
    #expect(shop.spy.operations == operations + [read.operation], "one read, as the load's")
    #expect(operations.last == read.operation)
    return (loaded, once)
  }

  @Test func aPageOfTheCatalogue() async throws {
    let query = CatalogueQuery(searchText: "a", limit: 2)
    let useCase = ProductCatalogueUseCase(access: shop.access, query: query)

    let (loaded, once) = try await loadedAndReadOnce(useCase, ProductCatalogueUseCase.page(query))

    #expect(loaded == once)
  }

  @Test func theWishListAndTheCart() async throws {
    let wishList = WishListUseCase(access: shop.access)
    let cart = CartUseCase(access: shop.access)
    let at = shop.access.now()

    let list = try await loadedAndReadOnce(wishList, WishListUseCase.list(code: nil, at: at))
    let priced = try await loadedAndReadOnce(cart, WishListUseCase.list(code: nil, at: at).priced())

    #expect(list.loaded == list.once)
    #expect(priced.loaded == priced.once)
  }

  @Test func theOrdersAndTheHistory() async throws {
    let orders = try await loadedAndReadOnce(
      OrdersUseCase(access: shop.access), OrdersUseCase.orders())
    let history = try await loadedAndReadOnce(
      HistoryUseCase(access: shop.access), HistoryUseCase.entries())

    #expect(orders.loaded == orders.once)
    #expect(history.loaded == history.once)
  }
}
