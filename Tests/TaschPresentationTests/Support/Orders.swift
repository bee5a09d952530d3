import Tasch
import TaschTestSupport
import Testing

/// Places an order of `ids` for the stub shopper in `store`, as checking out would.
@MainActor
func placeOrder(of ids: [ProductID], in store: InMemoryShopStore) async throws {
  store.changeElsewhere(Shopper.stub.name) { $0.wishList = WishList(ids) }
  let useCase = CartUseCase(access: .stub(store))
  await useCase.load()
  let cart = try #require(useCase.state.content)
  _ = try await useCase.checkout(confirming: try #require(cart.quote))
}
