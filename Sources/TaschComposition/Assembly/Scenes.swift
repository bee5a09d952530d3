import Tasch
import TaschPresentation

/// Builds each screen's stack — its use case over the shop, and its presenter — for every
/// front alike, handing each what it uses from the services it was made with.
@MainActor
public struct Scenes {
  /// The services every stack is built with.
  public let services: ServiceLocator

  /// Screens built with `services`: the registered locator, or one a front made from it.
  public init(services: ServiceLocator) {
    self.services = services
  }

  /// The catalogue, listing what `query` asks for.
  public func catalogue(query: CatalogueQuery = CatalogueQuery()) -> ProductCataloguePresenter {
    ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(access: services.shop, query: query),
      localization: services.localization)
  }

  /// One product, stepping through `browsingOrder`.
  public func product(_ id: ProductID, browsingOrder: CatalogueQuery = CatalogueQuery())
    -> DetailedProductPresenter
  {
    DetailedProductPresenter(
      useCase: DetailedProductUseCase(
        productID: id, access: services.shop, browsingOrder: browsingOrder),
      localization: services.localization)
  }

  /// The wish list, priced with the code in `codeEntry`.
  public func wishList(codeEntry: PromotionCodeEntry = PromotionCodeEntry()) -> WishListPresenter {
    WishListPresenter(
      useCase: WishListUseCase(access: services.shop, codeEntry: codeEntry),
      localization: services.localization)
  }

  /// The cart and checking out, priced with the code in `codeEntry`, its steps shown by
  /// `router`.
  public func cart(
    codeEntry: PromotionCodeEntry = PromotionCodeEntry(), router: (any CartRouter)? = nil
  ) -> CartPresenter {
    CartPresenter(
      useCase: CartUseCase(access: services.shop, codeEntry: codeEntry),
      localization: services.localization, router: router)
  }

  /// The page of the orders placed that skips `offset` and holds at most `limit`, every order
  /// without one.
  public func orders(offset: Int = 0, limit: Int? = nil) -> OrdersPresenter {
    OrdersPresenter(
      useCase: OrdersUseCase(access: services.shop, offset: offset, limit: limit),
      localization: services.localization)
  }

  /// The history of changes, undo and redo.
  public func history() -> HistoryPresenter {
    HistoryPresenter(
      useCase: HistoryUseCase(access: services.shop), localization: services.localization)
  }
}
