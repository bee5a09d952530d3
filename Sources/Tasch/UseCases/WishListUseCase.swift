/// The user's wish list: load it, add to it, take items off it; it refreshes itself when the
/// wish list changes anywhere else.
@MainActor
public final class WishListUseCase {
  /// What the use case is doing; content is the wish list's items in order, with the shop's currency.
  public private(set) var state: UseCaseState<WishListContents> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`.
  public weak var observer: (any UseCaseObserver<WishListContents>)?

  private let dataLayer: any DataLayer

  /// A wish-list use case reading from `dataLayer`.
  public init(dataLayer: any DataLayer) {
    self.dataLayer = dataLayer
  }

  /// Loads the wish list.
  public func load() async {
    state = .loading
    do {
      state = .content(try await dataLayer.wishList())
    } catch {
      state = .error(error)
    }
  }

  /// Puts a product on the wish list.
  ///
  /// - Returns: `false` when it was already there.
  /// - Throws: `ShopError.notFound` when no product has `id`; the state is left as it was.
  @discardableResult
  public func add(_ id: ProductID) async throws(ShopError) -> Bool {
    let added = try await dataLayer.addToWishList(id)
    await reloadIfShown()
    return added
  }

  /// Takes a product off the wish list, discontinued ones included.
  ///
  /// - Returns: `false` when it was not there.
  @discardableResult
  public func remove(_ id: ProductID) async throws(ShopError) -> Bool {
    let removed = try await dataLayer.removeFromWishList(id)
    await reloadIfShown()
    return removed
  }

  /// Reloads after every change the data layer makes, once loaded.
  ///
  /// Cancel the returned task to stop following.
  public func followChanges() -> Task<Void, Never> {
    Tasch.followChanges(of: dataLayer) { [weak self] in await self?.reloadIfShown() }
  }

  private func reloadIfShown() async {
    if case .idle = state { return }
    await load()
  }
}
