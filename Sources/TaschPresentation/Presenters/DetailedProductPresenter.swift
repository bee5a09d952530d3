import Tasch

/// Turns the detailed-product use case's states into the product screen's view states, and the
/// screen's actions into use-case requests.
///
/// While a change saves, the product stays shown with the change marked busy; a change or a
/// step to another product that fails leaves the product as it was and says why.
@MainActor
public final class DetailedProductPresenter: ShopPresenter {
  /// What it has alike with every presenter; what it gives its view is the product, with the
  /// change being saved or the last one's failure.
  public let core: PresenterCore<DetailedProductUseCase, ProductDetailViewModel>
  private var failure: ErrorViewModel?

  /// A presenter with `core`, as `init(useCase:localization:)` makes it.
  public init(core: PresenterCore<DetailedProductUseCase, ProductDetailViewModel>) {
    self.core = core
  }

  /// The product shown, or to be shown.
  public var productID: ProductID { useCase.productID }

  /// The order next and previous step through.
  public var browsingOrder: CatalogueQuery {
    get { useCase.browsingOrder }
    set { useCase.browsingOrder = newValue }
  }

  /// Which way a step through the browsing order goes.
  public enum Step: Sendable {
    /// To the next product; after the last comes the first.
    case next
    /// To the previous product; before the first comes the last.
    case previous
  }

  /// Shows the next or previous product; a step that fails leaves the product shown and says
  /// why, as a change that fails does.
  ///
  /// - Returns: why it failed; `nil` when it did not.
  @discardableResult
  public func show(_ step: Step) async -> ErrorViewModel? {
    await perform { useCase throws(ShopError) in
      switch step {
      case .next: try await useCase.showNext()
      case .previous: try await useCase.showPrevious()
      }
    }
  }

  // MARK: - Changes

  /// Puts the product on the wish list, or takes it off.
  ///
  /// - Returns: why it failed; `nil` when it did not.
  @discardableResult
  public func toggleWishList() async -> ErrorViewModel? {
    await perform { useCase throws(ShopError) in try await useCase.toggleWishList() }
  }

  /// Changes how many of the product the wish list asks for by `difference`: what `+` and `-`
  /// do on its screen.
  ///
  /// - Returns: why it failed; `nil` when it did not.
  @discardableResult
  public func changeQuantity(by difference: Int) async -> ErrorViewModel? {
    await perform { useCase throws(ShopError) in try await useCase.changeQuantity(by: difference) }
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
      let shown = useCase.state.content
      failure = ErrorViewModel(
        error, localization: localization,
        productNames: shown.map { [$0.id: $0.name] } ?? [:])
    }
    useCaseStateDidChange(useCase.state)
    return failure
  }

  /// The product, with nothing saving and no failure.
  public nonisolated static func present(_ product: Product, localization: Localization)
    -> ViewState<ProductDetailViewModel>
  {
    .content(ProductDetailViewModel(product, localization: localization))
  }

  /// The product, with the change being saved, or why the last one failed.
  public func present(_ product: Product) -> ViewState<ProductDetailViewModel> {
    .content(
      ProductDetailViewModel(
        product, savingChange: useCase.savingChange, failure: failure,
        localization: localization))
  }
}
