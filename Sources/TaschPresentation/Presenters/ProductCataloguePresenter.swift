import Tasch

/// Turns the catalogue use case's states into the catalogue's view states.
@MainActor
public final class ProductCataloguePresenter: UseCaseObserver {
  /// What the view shows now.
  public private(set) var viewState: ViewState<ProductCatalogueViewModel>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<ProductCatalogueViewModel>)?

  private let useCase: ProductCatalogueUseCase
  private let localization: Localization
  private weak var router: (any ProductCatalogueRouter)?

  /// A presenter of `useCase`, navigating with `router`.
  public init(
    useCase: ProductCatalogueUseCase,
    router: (any ProductCatalogueRouter)?,
    localization: Localization = ServiceLocator.current.localization
  ) {
    self.useCase = useCase
    self.router = router
    self.localization = localization
    viewState = .loading(localization.text(.loading))
    useCase.observer = self
  }

  /// Which products to list; changing it re-pages without loading again.
  public var query: CatalogueQuery {
    get { useCase.query }
    set { useCase.query = newValue }
  }

  /// Loads the catalogue, or loads it again after an error.
  public func load() async {
    await useCase.load()
  }

  /// Keeps the catalogue fresh after changes made elsewhere; cancel the task to stop.
  public func followChanges() -> Task<Void, Never> {
    useCase.followChanges()
  }

  /// Opens the product `id`.
  public func select(_ id: ProductID) {
    router?.openProduct(id)
  }

  /// Maps the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<CataloguePage>) {
    viewState = map(state)
    view?.display(viewState)
  }

  private func map(_ state: UseCaseState<CataloguePage>) -> ViewState<ProductCatalogueViewModel> {
    switch state {
    case .idle, .loading: return .loading(localization.text(.loading))
    case .error(let error): return .error(ErrorViewModel(error, localization: localization))
    case .content(let page):
      guard !page.products.isEmpty else {
        return .empty(localization.text(.noMatchingProducts))
      }
      return .content(
        ProductCatalogueViewModel(
          title: localization.text(.productCatalogue),
          rows: ProductRows(page.products, localization: localization),
          totalMatching: page.totalMatching,
          countText: localization.text(.productCount, count: page.totalMatching)))
    }
  }
}
