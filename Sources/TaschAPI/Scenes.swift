import Tasch
import TaschPresentation

/// Builds each operation's stack — its use case over the shop, and its presenter — as the
/// terminal's commands build theirs, handing each what it uses from the services it was made
/// with: for each request, the shop's services in the request's language.
@MainActor
struct Scenes {
  /// The services every stack is built with.
  let services: ServiceLocator

  /// The catalogue, listing what `query` asks for.
  func catalogue(query: CatalogueQuery = CatalogueQuery()) -> ProductCataloguePresenter {
    ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(access: services.shop, query: query),
      localization: services.localization)
  }

  /// One product.
  func product(_ id: ProductID) -> DetailedProductPresenter {
    DetailedProductPresenter(
      useCase: DetailedProductUseCase(
        productID: id, access: services.shop, browsingOrder: CatalogueQuery()),
      localization: services.localization)
  }

  /// The wish list.
  func wishList() -> WishListPresenter {
    WishListPresenter(
      useCase: WishListUseCase(access: services.shop), localization: services.localization)
  }

  /// The cart and checking out.
  func cart() -> CartPresenter {
    CartPresenter(
      useCase: CartUseCase(access: services.shop), localization: services.localization,
      router: nil)
  }

  /// The orders placed.
  func orders() -> OrdersPresenter {
    OrdersPresenter(
      useCase: OrdersUseCase(access: services.shop), localization: services.localization)
  }

  /// The history of changes, undo and redo.
  func history() -> HistoryPresenter {
    HistoryPresenter(
      useCase: HistoryUseCase(access: services.shop), localization: services.localization)
  }
}
