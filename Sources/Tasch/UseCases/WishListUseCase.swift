import Foundation

/// The shopper's wish list: load it, add to it, take items off it; it refreshes itself when the
/// wish list changes anywhere else.
@MainActor
public final class WishListUseCase {
  /// What the use case is doing; content is the wish list's items in order, with the shop's
  /// currency.
  public private(set) var state: UseCaseState<WishListContents> = .idle {
    didSet { observer?.useCaseStateDidChange(state) }
  }
  /// Told of every change of `state`.
  public weak var observer: (any UseCaseObserver<WishListContents>)?

  private let access: ShopAccess
  private let origin = ChangeOrigin()
  private let loads = LatestLoad()
  private let changes = ChangeQueue()

  /// A wish-list use case through `access`.
  public init(access: ShopAccess) {
    self.access = access
  }

  /// Loads the wish list; the list shown stays until the new one is here.
  public func load() async {
    if state.content == nil { state = .loading }
    let access = self.access
    await loads.run { _ in
      await outcome { () throws(ShopError) in
        try await access.read(.wishList) { snapshot throws(ShopError) in
          try WishListContents(snapshot.shopper.wishList, in: snapshot, for: snapshot.shopper)
        }
      }
    } then: { result in
      switch result {
      case .success(let contents): state = .content(contents)
      case .failure(let error): state = .error(error)
      }
    }
  }

  /// Puts a product of the catalogue on the wish list, and shows the list as it now is.
  ///
  /// - Returns: `false` when it was already there.
  /// - Throws: `ShopError.notFound` when the shop has no product `id`, or the store's error;
  ///   the state is left as it was.
  @discardableResult
  public func add(_ id: ProductID) async throws(ShopError) -> Bool {
    try await change(.wishListAdd) { snapshot, work, now throws(ShopError) in
      guard try snapshot.products([id])[id] != nil else { throw .notFound(id) }
      return work.shopper.addToWishList(id, at: now)
    }
  }

  /// Takes a product off the wish list, one no longer sold included, and shows the list as it
  /// now is.
  ///
  /// - Returns: `false` when it was not there.
  /// - Throws: the store's error; the state is left as it was.
  @discardableResult
  public func remove(_ id: ProductID) async throws(ShopError) -> Bool {
    try await change(.wishListRemove) { _, work, now throws(ShopError) in
      work.shopper.removeFromWishList(id, at: now)
    }
  }

  /// Reloads after every change that shows in the wish list, once loaded.
  ///
  /// Cancel the returned
  /// task to stop following.
  public func followChanges() -> Task<Void, Never> {
    access.follow(origin: origin) { [weak self] change in
      change.wishList || change.orderPlaced || change.products
        || !change.ratedProducts.isDisjoint(with: self?.state.content?.items.map(\.id) ?? [])
    } refresh: { [weak self] in
      guard let self, self.state.isLoaded else { return }
      await self.load()
    }
  }

  private func change(
    _ operation: ShopOperation,
    _ rule:
      @escaping @Sendable (any ShopSnapshot, inout UnitOfWork, Date) throws(ShopError)
      -> Bool
  ) async throws(ShopError) -> Bool {
    let access = self.access
    let origin = self.origin
    let result = await changes.run {
      await outcome { () throws(ShopError) in
        let now = access.now()
        return try await access.update(operation, origin: origin) {
          snapshot, work throws(ShopError) in
          let changed = try rule(snapshot, &work, now)
          return (
            changed, try WishListContents(work.shopper.wishList, in: snapshot, for: work.shopper)
          )
        }
      }
    }
    let (changed, contents) = try result.get()
    state = .content(contents)
    return changed
  }
}

extension WishListContents {
  /// The wish list `wishList` of the shop in `snapshot`, as the shopper with `data` sees it;
  /// products the shop no longer sells come back as discontinued.
  init(_ wishList: WishList, in snapshot: any ShopSnapshot, for data: ShopperData)
    throws(ShopError)
  {
    let products = try snapshot.products(wishList.productIDs)
    self.init(
      currency: snapshot.shop.currency,
      items: wishList.productIDs.map { id in
        products[id].map { .product(Product($0, for: data)) } ?? .discontinued(id)
      })
  }
}
