import Tasch
import TaschPresentation

// MARK: - Routes

extension ShopRuntime {
  /// Takes the shop to `route`: the one way a link, a restored place and a key press reach a
  /// screen.
  public func open(_ route: Route) {
    switch route {
    case .product(let id):
      showProduct(id)
    case .home, .wishList, .checkout, .products:
      leaveProduct()
      state.overlay = nil
      state.searchLine = nil
      switch route {
      case .wishList:
        state.focus = .wishList
      case .checkout:
        perform(.proceedToCheckout)
      case .products(let query):
        state.focus = .catalogue
        state.cataloguePosition = ShopState.ListPosition()
        perform(.query(query.unpaged))
      default:
        break
      }
    }
    redraw()
  }

  /// Puts the shop back where it was left: the cursors and focus, then the product, if any.
  ///
  /// A product that is no longer sold leaves the shop at home, without a word.
  func restore(_ place: ShopPlace) {
    state.focus = place.focus
    state.cataloguePosition = place.catalogue
    state.wishListPosition = place.wishList
    if let id = place.productID {
      homeIfProductIsGone = true
      open(.product(id))
    }
  }

  /// Shows the product `id`, stepping through the catalogue's order.
  private func showProduct(_ id: ProductID) {
    followingProduct?.cancel()
    let presenter = scenes.product(id, browsingOrder: catalogue.query.unpaged)
    productView = RedrawingView<ProductDetailViewModel>(self).attached(to: presenter)
    product = presenter
    followingProduct = presenter.followChanges()
    state.screen = .product(id)
    state.overlay = nil
    state.searchLine = nil
    run(.load) { runtime in
      await presenter.load()
      runtime.leaveIfGone(presenter)
    }
  }

  /// Goes home from a restored product that is no longer sold.
  private func leaveIfGone(_ presenter: DetailedProductPresenter) {
    guard homeIfProductIsGone, presenter === product else { return }
    homeIfProductIsGone = false
    if case .error(let error) = presenter.viewState, error.code == "not-found" { leaveProduct() }
  }

  /// Back to the home screen, the cursors where they were.
  private func leaveProduct() {
    followingProduct?.cancel()
    followingProduct = nil
    product = nil
    productView = nil
    state.screen = .home
  }
}

// MARK: - Routing

extension ShopRuntime: CartRouter {
  /// Shows a checkout dialog.
  public func showCheckout(_ step: CheckoutStep) {
    state.overlay = .checkout(step)
    redraw()
  }

  /// Closes the checkout dialog.
  public func finishCheckout() {
    state.overlay = nil
    redraw()
  }
}

/// A presenter's view that draws the shop again whenever the presenter has something new.
@MainActor
final class RedrawingView<Content: Sendable>: PresenterView {
  private weak var runtime: ShopRuntime?

  init(_ runtime: ShopRuntime) {
    self.runtime = runtime
  }

  func display(_ state: ViewState<Content>) {
    runtime?.redraw()
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

  func attached(to presenter: DetailedProductPresenter) -> Self
  where Content == ProductDetailViewModel {
    presenter.view = self
    return self
  }
}
