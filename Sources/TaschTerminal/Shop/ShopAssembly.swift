import Tasch
import TaschPresentation

/// Builds one screen's stack of use cases and presenters, their views forwarding to the shop.
@MainActor
enum ShopAssembly {
  /// The home screen's presenters, and the views that keep them talking to the shop.
  struct Home {
    let catalogue: ProductCataloguePresenter
    let wishList: WishListPresenter
    let cart: CartPresenter
    // Presenters hold their views weakly; the shop keeps them here.
    let views: [AnyObject]
  }

  /// The product screen's presenter and its view.
  struct Product {
    let presenter: DetailedProductPresenter
    let view: AnyObject
  }

  /// The home screen's stack, navigating with `router` and sending what its presenters show to
  /// `send`.
  static func home(
    services: ServiceLocator,
    router: some ProductCatalogueRouter & WishListRouter & CartRouter,
    send: @escaping @MainActor (ShopEvent) -> Void
  ) -> Home {
    let dataLayer = services.dataLayer
    let localization = services.localization
    let catalogue = ProductCataloguePresenter(
      useCase: ProductCatalogueUseCase(dataLayer: dataLayer), router: router,
      localization: localization)
    let wishList = WishListPresenter(
      useCase: WishListUseCase(dataLayer: dataLayer), router: router, localization: localization)
    let cart = CartPresenter(
      useCase: CartUseCase(dataLayer: dataLayer), router: router, localization: localization)
    let views: [AnyObject] = [
      ForwardingView<ProductCatalogueViewModel> { send(.catalogue($0)) }.attached(to: catalogue),
      ForwardingView<CartViewModel> { send(.wishList($0)) }.attached(to: wishList),
      ForwardingView<CartViewModel> { send(.cart($0)) }.attached(to: cart),
    ]
    return Home(catalogue: catalogue, wishList: wishList, cart: cart, views: views)
  }

  /// The product screen's stack for `id`.
  static func product(
    _ id: ProductID, services: ServiceLocator, router: some DetailedProductRouter,
    send: @escaping @MainActor (ShopEvent) -> Void
  ) -> Product {
    let presenter = DetailedProductPresenter(
      useCase: DetailedProductUseCase(productID: id, dataLayer: services.dataLayer), router: router,
      localization: services.localization)
    let view = ForwardingView<ProductDetailViewModel> { send(.product($0)) }
    presenter.view = view
    return Product(presenter: presenter, view: view)
  }
}

/// A presenter's view that forwards every state to the shop as an event.
@MainActor
final class ForwardingView<Content: Sendable>: PresenterView {
  private let forward: @MainActor (ViewState<Content>) -> Void

  init(_ forward: @escaping @MainActor (ViewState<Content>) -> Void) {
    self.forward = forward
  }

  func display(_ state: ViewState<Content>) {
    forward(state)
  }

  func attached(to presenter: ProductCataloguePresenter) -> Self
  where Content == ProductCatalogueViewModel {
    presenter.view = self
    return self
  }

  func attached(to presenter: WishListPresenter) -> Self where Content == CartViewModel {
    presenter.view = self
    return self
  }

  func attached(to presenter: CartPresenter) -> Self where Content == CartViewModel {
    presenter.view = self
    return self
  }
}
