import Tasch
import TaschPresentation

/// Builds each screen's stack — its use case over the registered shop, and its presenter — for
/// the commands and the interactive shop alike.
///
/// Services come from the registered
/// `ServiceLocator`, the one way to get them.
@MainActor
enum Scenes {
  /// The catalogue, listing what `query` asks for.
  static func catalogue(
    query: CatalogueQuery = CatalogueQuery(), router: (any ProductCatalogueRouter)? = nil
  ) -> ProductCataloguePresenter {
    ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(access: ServiceLocator.current.shop, query: query),
      router: router)
  }

  /// One product, stepping through `browsingOrder`.
  static func product(
    _ id: ProductID, browsingOrder: CatalogueQuery = CatalogueQuery(),
    router: (any DetailedProductRouter)? = nil
  ) -> DetailedProductPresenter {
    DetailedProductPresenter(
      useCase: DetailedProductUseCase(
        productID: id, access: ServiceLocator.current.shop, browsingOrder: browsingOrder),
      router: router)
  }

  /// The wish list.
  static func wishList(router: (any WishListRouter)? = nil) -> WishListPresenter {
    WishListPresenter(useCase: WishListUseCase(access: ServiceLocator.current.shop), router: router)
  }

  /// The cart and checking out.
  static func cart(router: (any CartRouter)? = nil) -> CartPresenter {
    CartPresenter(useCase: CartUseCase(access: ServiceLocator.current.shop), router: router)
  }

  /// The orders placed.
  static func orders() -> OrdersPresenter {
    OrdersPresenter(useCase: OrdersUseCase(access: ServiceLocator.current.shop))
  }

  /// The history of changes, undo and redo.
  static func history() -> HistoryPresenter {
    HistoryPresenter(useCase: HistoryUseCase(access: ServiceLocator.current.shop))
  }
}
