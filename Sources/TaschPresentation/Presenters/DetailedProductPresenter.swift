import Tasch

/// Turns the detailed-product use case's states into the product screen's view states, and the
/// screen's actions into use-case requests.
@MainActor
public final class DetailedProductPresenter: UseCaseObserver {
  /// What the view shows now.
  public private(set) var viewState: ViewState<ProductDetailViewModel>
  /// Told of every change of `viewState`.
  public weak var view: (any PresenterView<ProductDetailViewModel>)?

  private let useCase: DetailedProductUseCase
  private let localization: Localization
  private weak var router: (any DetailedProductRouter)?

  /// A presenter of `useCase`, navigating with `router`.
  public init(
    useCase: DetailedProductUseCase,
    router: (any DetailedProductRouter)?,
    localization: Localization = ServiceLocator.current.localization
  ) {
    self.useCase = useCase
    self.router = router
    self.localization = localization
    viewState = .loading(localization.text(.loading))
    useCase.observer = self
  }

  /// The product shown, or to be shown.
  public var productID: ProductID { useCase.productID }

  /// Loads the product, or loads it again after an error.
  public func load() async {
    await useCase.load()
  }

  /// Puts the product on the wish list, or takes it off.
  public func toggleWishList() async {
    await useCase.toggleWishList()
  }

  /// Rates the product `stars` stars; 0 clears the rating.
  public func rate(stars: Int) async {
    await useCase.rate(Rating(stars: stars))
  }

  /// One star more than the user gave, starting at one.
  public func raiseRating() async {
    guard let product = useCase.state.content else { return }
    await useCase.rate(product.rating.mine?.raised ?? .one)
  }

  /// One star less than the user gave; below one star clears the rating.
  public func lowerRating() async {
    guard let mine = useCase.state.content?.rating.mine else { return }
    await useCase.rate(mine.lowered)
  }

  /// Shows the next product in catalogue order.
  public func showNext() async {
    await useCase.showNext()
  }

  /// Shows the previous product in catalogue order.
  public func showPrevious() async {
    await useCase.showPrevious()
  }

  /// Goes back.
  public func close() {
    router?.close()
  }

  /// Maps the use case's new state.
  public func useCaseStateDidChange(_ state: UseCaseState<Product>) {
    viewState =
      switch state {
      case .idle, .loading: .loading(localization.text(.loading))
      case .error(let error): .error(ErrorViewModel(error, localization: localization))
      case .content(let product):
        .content(ProductDetailViewModel(product, localization: localization))
      }
    view?.display(viewState)
  }
}
