import Tasch

/// Turns the cart use case's states into the cart's view states, and leads the shopper through
/// checking out with the router's dialogs.
@MainActor
public final class CartPresenter: UseCaseObserver {
  /// What the view shows now.
  public private(set) var viewState: ViewState<CartViewModel>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<CartViewModel>)?

  private let useCase: CartUseCase
  private let localization: Localization
  private weak var router: (any CartRouter)?

  /// A presenter of `useCase`, showing checkout dialogs with `router`.
  public init(
    useCase: CartUseCase,
    router: (any CartRouter)?,
    localization: Localization = ServiceLocator.current.localization
  ) {
    self.useCase = useCase
    self.router = router
    self.localization = localization
    viewState = .loading(localization.text(.loading))
    useCase.observer = self
  }

  /// Loads the cart, or loads it again after an error.
  public func load() async {
    await useCase.load()
  }

  /// Keeps the cart fresh after changes made elsewhere; cancel the task to stop.
  public func followChanges() -> Task<Void, Never> {
    useCase.followChanges()
  }

  /// Starts checking out: asks to confirm, or says at once what stands in the way.
  public func proceedToCheckout() {
    guard let cart = viewState.content else { return }
    if cart.lines.isEmpty {
      router?.showCheckout(.failed(ErrorViewModel(.emptyCart, localization: localization)))
    } else if !cart.unavailableIDs.isEmpty {
      router?.showCheckout(
        .blocked(
          title: localization.text(.outOfStockTitle),
          message: localization.text(.checkoutBlocked),
          lines: cart.lines.filter { !$0.isAvailable },
          recovery: localization.text(.outOfStockRecovery)))
    } else {
      router?.showCheckout(
        .confirming(
          ConfirmationViewModel(
            question: localization.text(.checkoutQuestion),
            cancelAction: localization.text(.cancel), confirmAction: localization.text(.ok))))
    }
  }

  /// Places the order the shopper confirmed, and shows how it went.
  public func confirmCheckout() async {
    router?.showCheckout(.placing(localization.text(.placingOrder)))
    let names = Dictionary(
      (viewState.content?.lines ?? []).map { ($0.id, $0.name) },
      uniquingKeysWith: { first, _ in first })
    do {
      let order = try await useCase.checkout()
      router?.showCheckout(.placed(OrderViewModel(order, localization: localization)))
    } catch {
      router?.showCheckout(
        .failed(ErrorViewModel(error, localization: localization, productNames: names)))
    }
  }

  /// Closes the checkout dialog without ordering, or after the result was seen.
  public func finishCheckout() {
    router?.finishCheckout()
  }

  /// Maps the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<Cart>) {
    viewState =
      switch state {
      case .idle, .loading: .loading(localization.text(.loading))
      case .error(let error): .error(ErrorViewModel(error, localization: localization))
      case .content(let cart):
        .content(CartViewModel(cart, title: .cart, localization: localization))
      }
    view?.display(viewState)
  }
}
