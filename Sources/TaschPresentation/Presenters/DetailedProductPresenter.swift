import Tasch

/// Turns the detailed-product use case's states into the product screen's view states, and the
/// screen's actions into use-case requests.
///
/// While a change saves, the product stays shown with the change marked busy; a change that
/// fails leaves the product as it was and says why.
@MainActor
public final class DetailedProductPresenter: UseCaseObserver {
  /// What the view shows now.
  public private(set) var viewState: ViewState<ProductDetailViewModel>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<ProductDetailViewModel>)?

  private let useCase: DetailedProductUseCase
  private let localization = ServiceLocator.current.localization
  /// Where navigation goes; a front may set it after making the presenter.
  public weak var router: (any DetailedProductRouter)?
  private var failure: ErrorViewModel?

  /// A presenter of `useCase`, navigating with `router`.
  public init(useCase: DetailedProductUseCase, router: (any DetailedProductRouter)?) {
    self.useCase = useCase
    self.router = router
    viewState = .loading(localization.text(.loading))
    useCase.observer = self
  }

  /// The product shown, or to be shown.
  public var productID: ProductID { useCase.productID }

  /// The order next and previous step through.
  public var browsingOrder: CatalogueQuery {
    get { useCase.browsingOrder }
    set { useCase.browsingOrder = newValue }
  }

  /// Loads the product, or loads it again after an error.
  public func load() async {
    await useCase.load()
  }

  /// Keeps the product fresh after changes made elsewhere; cancel the task to stop.
  public func followChanges() -> Task<Void, Never> {
    useCase.followChanges()
  }

  /// Shows the next product.
  public func showNext() async {
    await useCase.showNext()
  }

  /// Shows the previous product.
  public func showPrevious() async {
    await useCase.showPrevious()
  }

  /// Goes back.
  public func close() {
    router?.close()
  }

  // MARK: - Changes

  /// Puts the product on the wish list, or takes it off.
  ///
  /// - Returns: why it failed; `nil` when it did not.
  @discardableResult
  public func toggleWishList() async -> ErrorViewModel? {
    await perform { useCase throws(ShopError) in try await useCase.toggleWishList() }
  }

  /// Rates the product `rating`; `nil` clears the rating.
  ///
  /// - Returns: why it failed; `nil` when it did not.
  @discardableResult
  public func rate(_ rating: Rating?) async -> ErrorViewModel? {
    await perform { useCase throws(ShopError) in try await useCase.rate(rating) }
  }

  /// One star more than the shopper gave, starting at one.
  @discardableResult
  public func raiseRating() async -> ErrorViewModel? {
    await perform { useCase throws(ShopError) in try await useCase.raiseRating() }
  }

  /// One star less than the shopper gave; below one star clears the rating.
  @discardableResult
  public func lowerRating() async -> ErrorViewModel? {
    await perform { useCase throws(ShopError) in try await useCase.lowerRating() }
  }

  private func perform(
    _ change: (DetailedProductUseCase) async throws(ShopError) -> Void
  ) async -> ErrorViewModel? {
    do throws(ShopError) {
      try await change(useCase)
      failure = nil
    } catch {
      failure = ErrorViewModel(error, localization: localization)
    }
    useCaseStateDidChange(useCase.state)
    return failure
  }

  /// Maps the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<Product>) {
    viewState =
      switch state {
      case .idle, .loading: .loading(localization.text(.loading))
      case .error(let error): .error(ErrorViewModel(error, localization: localization))
      case .content(let product):
        .content(
          ProductDetailViewModel(
            product, savingChange: useCase.savingChange, failure: failure,
            localization: localization))
      }
    view?.display(viewState)
  }
}
