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

  /// Puts each of `ids` on the wish list, then shows the list as it is now.
  ///
  /// - Returns: what became of each, in order: added, already there, or failed.
  public func add(_ ids: [ProductID]) async -> [WishListChangeViewModel] {
    var results: [(ProductID, Result<Bool, ShopError>)] = []
    for id in ids {
      do throws(ShopError) {
        results.append((id, .success(try await useCase.add(id))))
      } catch {
        results.append((id, .failure(error)))
      }
    }
    // The list as it is now names what was added; every add failed when there is none yet.
    if viewState.content == nil { await useCase.load() }
    return results.map { describe($0, changed: .addedToWishList, unchanged: .alreadyOnWishList) }
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

  /// Takes each of `ids` off the wish list, then shows the list as it is now.
  ///
  /// - Returns: what became of each, in order: removed, not there, or failed.
  public func remove(_ ids: [ProductID]) async -> [WishListChangeViewModel] {
    // The list before the change names what is removed.
    if viewState.content == nil { await useCase.load() }
    let names = self.names
    var results: [(ProductID, Result<Bool, ShopError>)] = []
    for id in ids {
      do throws(ShopError) {
        results.append((id, .success(try await useCase.remove(id))))
      } catch {
        results.append((id, .failure(error)))
      }
    }
    return results.map {
      describe($0, changed: .removedFromWishList, unchanged: .notOnWishList, names: names)
    }
  }

  private var names: [ProductID: String] {
    Dictionary(
      (viewState.content?.lines ?? []).map { ($0.id, $0.name) },
      uniquingKeysWith: { first, _ in first })
  }

  private func describe(
    _ result: (ProductID, Result<Bool, ShopError>), changed: TextKey, unchanged: TextKey,
    names: [ProductID: String]? = nil
  ) -> WishListChangeViewModel {
    let (id, outcome) = result
    let name =
      (names ?? self.names)[id]
      ?? localization.text(.discontinuedProduct, ["id": String(id.rawValue)])
    switch outcome {
    case .success(let didChange):
      return WishListChangeViewModel(
        id: id, changed: didChange,
        message: localization.text(didChange ? changed : unchanged, ["name": name]), error: nil)
    case .failure(let error):
      return WishListChangeViewModel(
        id: id, changed: false, message: nil,
        error: ErrorViewModel(error, localization: localization))
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
      do throws(ShopError) {
        let cart = try contents.priced()
        return .content(CartViewModel(cart, title: .yourWishList, localization: localization))
      } catch {
        return .error(ErrorViewModel(error, localization: localization))
      }
    }
  }
}
