import Tasch

/// Turns the wish-list use case's states into the wish list's view states.
///
/// The wish list is shown priced, with its total, as the original app's wish-list header did.
@MainActor
public final class WishListPresenter: UseCaseObserver {
  /// What the view shows now.
  public private(set) var viewState: ViewState<CartViewModel>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<CartViewModel>)?

  private let useCase: WishListUseCase
  private let localization: Localization
  private weak var router: (any WishListRouter)?

  /// A presenter of `useCase`, navigating with `router`.
  public init(
    useCase: WishListUseCase,
    router: (any WishListRouter)?,
    localization: Localization = ServiceLocator.current.localization
  ) {
    self.useCase = useCase
    self.router = router
    self.localization = localization
    viewState = .loading(localization.text(.loading))
    useCase.observer = self
  }

  /// Loads the wish list, or loads it again after an error.
  public func load() async {
    await useCase.load()
  }

  /// Keeps the wish list fresh after changes made elsewhere; cancel the task to stop.
  public func followChanges() -> Task<Void, Never> {
    useCase.followChanges()
  }

  /// Opens the product `id`.
  public func select(_ id: ProductID) {
    router?.openProduct(id)
  }

  /// Maps the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<WishListContents>) {
    viewState = map(state)
    view?.display(viewState)
  }

  private func map(_ state: UseCaseState<WishListContents>) -> ViewState<CartViewModel> {
    switch state {
    case .idle, .loading: return .loading(localization.text(.loading))
    case .error(let error): return .error(ErrorViewModel(error, localization: localization))
    case .content(let contents):
      do throws(ShopError) {
        let cart = try contents.priced()
        return .content(CartViewModel(cart, title: .yourWishList, localization: localization))
      } catch {
        return .error(ErrorViewModel(error, localization: localization))
      }
    }
  }
}
