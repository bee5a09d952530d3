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

  /// Puts each of `ids` that the shop sells on the wish list, all in one unit of work, and
  /// shows the list as it now is.
  ///
  /// - Returns: what became of each: added, already there, or refused with
  ///   `ShopError.notFound` when the shop does not sell it.
  /// - Throws: the store's error; nothing is added then, and the state is left as it was.
  public func add(_ ids: [ProductID]) async throws(ShopError) -> WishListEdit {
    try await change(ids, as: .wishListAdd) { work, products, now in
      let sold = ids.indices.filter { products[ids[$0]] != nil }
      let added = work.shopper.addToWishList(sold.map { ids[$0] }, at: now)
      var outcomes = ids.map { WishListEdit.Outcome.refused(.notFound($0)) }
      for (index, isAdded) in zip(sold, added) {
        outcomes[index] = isAdded ? .changed : .unchanged
      }
      return outcomes
    }
  }

  /// Takes each of `ids` off the wish list, ones no longer sold included, all in one unit of
  /// work, and shows the list as it now is.
  ///
  /// - Returns: what became of each: removed, or not there.
  /// - Throws: the store's error; nothing is removed then, and the state is left as it was.
  public func remove(_ ids: [ProductID]) async throws(ShopError) -> WishListEdit {
    try await change(ids, as: .wishListRemove) { work, _, now in
      work.shopper.removeFromWishList(ids, at: now).map { $0 ? .changed : .unchanged }
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

  /// Applies `rule` to `ids` in one unit of work of `operation`, with the products the shop
  /// sells among them read at once, then shows the list as the unit of work left it.
  private func change(
    _ ids: [ProductID], as operation: ShopOperation,
    _ rule:
      @escaping @Sendable (inout UnitOfWork, [ProductID: ShopProduct], Date)
      -> [WishListEdit.Outcome]
  ) async throws(ShopError) -> WishListEdit {
    let access = self.access
    let origin = self.origin
    let result = await changes.run {
      await outcome { () throws(ShopError) in
        let now = access.now()
        return try await access.update(operation, origin: origin) {
          snapshot, work throws(ShopError) in
          let named = try snapshot.products(ids)
          let outcomes = rule(&work, named, now)
          let shopper = work.shopper
          let entries = zip(ids, outcomes).map { id, outcome in
            WishListEdit.Entry(
              named[id].map { .product(Product($0, for: shopper)) } ?? .discontinued(id),
              outcome)
          }
          // Only the list's products not named are read again: thousands named are read once.
          let others = try snapshot.products(
            shopper.wishList.productIDs.filter { named[$0] == nil })
          let contents = WishListContents(
            shopper.wishList, of: named.merging(others) { first, _ in first },
            currency: snapshot.shop.currency, for: shopper)
          return (WishListEdit(entries), contents)
        }
      }
    }
    let (edit, contents) = try result.get()
    state = .content(contents)
    return edit
  }
}

extension WishListContents {
  /// The wish list `wishList` of the shop in `snapshot`, as the shopper with `data` sees it;
  /// products the shop no longer sells come back as discontinued.
  init(_ wishList: WishList, in snapshot: any ShopSnapshot, for data: ShopperData)
    throws(ShopError)
  {
    self.init(
      wishList, of: try snapshot.products(wishList.productIDs), currency: snapshot.shop.currency,
      for: data)
  }

  /// The wish list `wishList` of a shop in `currency` that sells `products`, as the shopper
  /// with `data` sees it; the others come back as discontinued.
  init(
    _ wishList: WishList, of products: [ProductID: ShopProduct], currency: Currency,
    for data: ShopperData
  ) {
    self.init(
      currency: currency,
      items: wishList.productIDs.map { id in
        products[id].map { .product(Product($0, for: data)) } ?? .discontinued(id)
      })
  }
}
