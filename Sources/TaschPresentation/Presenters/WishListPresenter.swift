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
  private let localization = ServiceLocator.current.localization
  /// Where navigation goes; a front may set it after making the presenter.
  public weak var router: (any WishListRouter)?

  /// A presenter of `useCase`, navigating with `router`.
  public init(useCase: WishListUseCase, router: (any WishListRouter)?) {
    self.useCase = useCase
    self.router = router
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

  /// Puts each of `ids` on the wish list, all in one change, then shows the list as it is now.
  ///
  /// - Returns: what became of each, in order: added, already there, or failed.
  public func add(_ ids: [ProductID]) async -> [WishListChangeViewModel] {
    await describe(ids, changed: .addedToWishList, unchanged: .alreadyOnWishList) {
      [useCase] () throws(ShopError) in try await useCase.add(ids)
    }
  }

  /// Takes the product `id` off the wish list when it is there, else puts it on: what `w` does
  /// on a list.
  ///
  /// - Returns: what became of it.
  public func toggle(_ id: ProductID, isOnWishList: Bool) async -> WishListChangeViewModel {
    let outcomes = isOnWishList ? await remove([id]) : await add([id])
    // One request gives one outcome.
    return outcomes.first
      ?? WishListChangeViewModel(id: id, changed: false, message: nil, error: nil)
  }

  /// Takes each of `ids` off the wish list, all in one change, then shows the list as it is now.
  ///
  /// - Returns: what became of each, in order: removed, not there, or failed.
  public func remove(_ ids: [ProductID]) async -> [WishListChangeViewModel] {
    await describe(ids, changed: .removedFromWishList, unchanged: .notOnWishList) {
      [useCase] () throws(ShopError) in try await useCase.remove(ids)
    }
  }

  /// Says what `edit` did to each of `ids`: each product by the name the change read, or, when
  /// the change failed and so changed nothing, the failure for each of them.
  private func describe(
    _ ids: [ProductID], changed: TextKey, unchanged: TextKey,
    _ edit: () async throws(ShopError) -> WishListEdit
  ) async -> [WishListChangeViewModel] {
    do throws(ShopError) {
      return try await edit().entries.map { entry in
        let name =
          entry.item.product?.name
          ?? localization.text(.discontinuedProduct, ["id": String(entry.id.rawValue)])
        switch entry.outcome {
        case .changed, .unchanged:
          let isChanged = entry.outcome == .changed
          return WishListChangeViewModel(
            id: entry.id, changed: isChanged,
            message: localization.text(isChanged ? changed : unchanged, ["name": name]),
            error: nil)
        case .refused(let error):
          return WishListChangeViewModel(
            id: entry.id, changed: false, message: nil,
            error: ErrorViewModel(error, localization: localization))
        }
      }
    } catch {
      // Nothing was changed; the list shown is the list as it is, loaded if it was not yet.
      if viewState.content == nil { await useCase.load() }
      let failure = ErrorViewModel(error, localization: localization)
      return ids.map {
        WishListChangeViewModel(id: $0, changed: false, message: nil, error: failure)
      }
    }
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
      // A total too large to compute still shows the list; only a damaged price is an error.
      do throws(ShopError) {
        let cart = try contents.priced()
        return .content(CartViewModel(cart, title: .yourWishList, localization: localization))
      } catch {
        return .error(ErrorViewModel(error, localization: localization))
      }
    }
  }
}
