import Foundation

/// The shopper's wish list: load it, add to it, take items off it; it refreshes itself when the
/// wish list changes anywhere else.
@MainActor
public final class WishListUseCase: ShopUseCase, ChangeFollowing {
  /// What it has alike with every use case; content is the wish list's items in order, with
  /// the shop's currency, and it reads with the promotion code the list is priced with
  /// (`codeEntry`).
  public let core: UseCaseCore<WishListContents, PromotionCodeEntry>

  /// A wish-list use case through `access`, priced with the code in `codeEntry`.
  public init(access: ShopAccess, codeEntry: PromotionCodeEntry = PromotionCodeEntry()) {
    core = UseCaseCore(access: access, input: codeEntry)
  }

  /// The read of the wish list, priced with the code entered, as asked now.
  public var read: ShopRead<WishListContents> { wishListRead }

  /// The read of the wish list, priced with the promotion `code`, if any, as asked at `now`.
  public nonisolated static func list(code: String?, at now: Date) -> ShopRead<WishListContents> {
    let request = code.map { CodeRequest($0, at: now) }
    return ShopRead(.wishList) { snapshot throws(ShopError) in
      try WishListContents(
        snapshot.shopper.wishList, in: snapshot, for: snapshot.shopper, request: request)
    }
  }

  /// Puts each of `ids` that the shop sells on the wish list, all in one unit of work, and
  /// shows the list as it now is, unless `list` is `.unread`.
  ///
  /// - Returns: what became of each: added, already there, or refused with
  ///   `ShopError.notFound` when the shop does not sell it.
  /// - Throws: the store's error; nothing is added then, and the state is left as it was.
  public func add(_ ids: [ProductID], list: ListAfterChange = .shown) async throws(ShopError)
    -> WishListEdit
  {
    try await change(ids, as: .wishListAdd, list: list) { work, products, now in
      // Looked up, not copied out: a product is a large value, and thousands are named.
      let sold = ids.indices.filter { products.index(forKey: ids[$0]) != nil }
      let added = work.shopper.addToWishList(sold.map { ids[$0] }, at: now)
      var outcomes = ids.map { WishListEdit.Outcome.refused(.notFound($0)) }
      for (index, isAdded) in zip(sold, added) {
        outcomes[index] = isAdded ? .changed : .unchanged
      }
      return outcomes
    }
  }

  /// Sets each of `ids` that the shop sells to `quantity` on the wish list, putting it there
  /// when it is not, all in one unit of work, and shows the list as it now is unless `list` is
  /// `.unread`; 0 takes it off.
  ///
  /// Changing a quantity is `wishlist.add`, and taking lines off `wishlist.remove`.
  ///
  /// - Returns: what became of each: added, its quantity changed, taken off, unchanged, or
  ///   refused with `ShopError.notFound` when the shop does not sell it or `.tooMany` when the
  ///   product allows fewer per order.
  /// - Throws: the store's error; nothing changes then, and the state is left as it was.
  public func setQuantity(
    _ quantity: Int, of ids: [ProductID], list: ListAfterChange = .shown
  ) async throws(ShopError) -> WishListEdit {
    try await change(ids, as: quantity > 0 ? .wishListAdd : .wishListRemove, list: list) {
      work, products, now in
      ids.map { id in
        work.shopper.setQuantity(of: id, sold: products[id], at: now) { _ in quantity }
      }
    }
  }

  /// Changes how many of `id` the wish list asks for by `difference`, as the shop's `+` and `-`
  /// do: a product not on the list is put there, and a line brought to 0 is taken off.
  ///
  /// - Returns: what became of it, as `setQuantity(_:of:)` says.
  /// - Throws: the store's error; nothing changes then, and the state is left as it was.
  public func changeQuantity(of id: ProductID, by difference: Int) async throws(ShopError)
    -> WishListEdit
  {
    let shown = state.content?.lines.first { $0.id == id }?.quantity ?? 0
    let operation: ShopOperation = shown + difference > 0 ? .wishListAdd : .wishListRemove
    return try await change([id], as: operation) { work, products, now in
      // Quantities at most 99 apart: the sum cannot overflow.
      [work.shopper.setQuantity(of: id, sold: products[id], at: now) { $0 + difference }]
    }
  }

  /// Takes each of `ids` off the wish list, ones no longer sold included, all in one unit of
  /// work, and shows the list as it now is, unless `list` is `.unread`.
  ///
  /// - Returns: what became of each: removed, or not there.
  /// - Throws: the store's error; nothing is removed then, and the state is left as it was.
  public func remove(_ ids: [ProductID], list: ListAfterChange = .shown) async throws(ShopError)
    -> WishListEdit
  {
    try await change(ids, as: .wishListRemove, list: list) { work, _, now in
      work.shopper.removeFromWishList(ids, at: now).map { $0 ? .changed : .unchanged }
    }
  }

  /// Takes `id` off the wish list when it is there, else puts it on when the shop sells it, and
  /// shows the list as it now is.
  ///
  /// - Returns: what became of it: changed, or refused with `ShopError.notFound` when it was
  ///   not there and the shop does not sell it; whether it is on the list now, its item says.
  /// - Throws: the store's error; nothing changes then, and the state is left as it was.
  public func toggle(_ id: ProductID) async throws(ShopError) -> WishListEdit {
    // Which operation it is, the list shown says; what it does, the list the store holds.
    let isShown = state.content?.items.contains { $0.id == id } ?? false
    return try await change([id], as: isShown ? .wishListRemove : .wishListAdd) {
      work, products, now in
      guard work.shopper.wishList.contains(id) || products[id] != nil else {
        return [.refused(.notFound(id))]
      }
      _ = work.shopper.toggleWishList(id, at: now)
      return [.changed]
    }
  }

  /// Whether `change` shows in the wish list: see `DataChange.showsInWishList(holding:)`.
  public func shows(_ change: DataChange) -> Bool {
    change.showsInWishList(holding: state.content?.lines.map(\.id) ?? [])
  }

  /// Applies `rule` to `ids` in one unit of work of `operation`, with the products the shop
  /// sells among them read at once, then shows the list as the unit of work left it, or leaves
  /// it unread as `list` asks.
  private func change(
    _ ids: [ProductID], as operation: ShopOperation, list: ListAfterChange = .shown,
    _ rule:
      @escaping @Sendable (inout UnitOfWork, [ProductID: ShopProduct], Date)
      -> [WishListEdit.Outcome]
  ) async throws(ShopError) -> WishListEdit {
    let code = codeEntry.code
    let (edit, contents) = try await core.change(operation) {
      snapshot, work, now throws(ShopError) -> (WishListEdit, WishListContents?) in
      let named = try snapshot.products(ids)
      let outcomes = rule(&work, named, now)
      let shopper = work.shopper
      let entries = zip(ids, outcomes).map { id, outcome in
        WishListEdit.Entry(
          named[id].map { .product(Product($0, for: shopper)) } ?? .discontinued(id),
          outcome, quantity: shopper.wishList.quantity(of: id))
      }
      guard list == .shown else { return (WishListEdit(entries), nil) }
      // Only the list's products not named are read again: thousands named are read once.
      let others = try snapshot.products(
        shopper.wishList.productIDs.filter { named[$0] == nil })
      let contents = WishListContents(
        shopper.wishList, of: named.merging(others) { first, _ in first },
        currency: snapshot.shop.currency, for: shopper, pricing: try snapshot.pricing(),
        request: code.map { CodeRequest($0, at: now) })
      return (WishListEdit(entries), contents)
    }
    if let contents { core.state = .content(contents) }
    return edit
  }
}

extension WishListUseCase {
  /// What a change of the wish list does with the list afterwards.
  public enum ListAfterChange: Hashable, Sendable {
    /// Reads the whole list as the change left it, priced, and shows it: what a screen or a
    /// document showing the list needs.
    case shown
    /// Reads only the products named and leaves the state as it was: for a caller that says
    /// only what became of each, such as a command's text, where thousands named would
    /// otherwise be read, priced and presented for nothing.
    case unread
  }
}

extension DataChange {
  /// Whether the change shows in a wish list holding `ids`, or in the cart priced from it: the
  /// wish list changed, an order emptied it, the products changed, or one of `ids` was rated.
  func showsInWishList(holding ids: [ProductID]) -> Bool {
    wishList || orderPlaced || products || !ratedProducts.isDisjoint(with: ids)
  }
}

extension WishListContents {
  /// The wish list `wishList` of the shop in `snapshot`, as the shopper with `data` sees it,
  /// priced by the shop with the code `request` asks for; products the shop no longer sells
  /// come back as discontinued.
  init(
    _ wishList: WishList, in snapshot: any ShopSnapshot, for data: ShopperData,
    request: CodeRequest?
  ) throws(ShopError) {
    self.init(
      wishList, of: try snapshot.products(wishList.productIDs), currency: snapshot.shop.currency,
      for: data, pricing: try snapshot.pricing(), request: request)
  }

  /// The wish list `wishList` of a shop in `currency` that sells `products` and prices carts by
  /// `pricing`, as the shopper with `data` sees it, with the code `request` asks for; the
  /// others come back as discontinued.
  init(
    _ wishList: WishList, of products: [ProductID: ShopProduct], currency: Currency,
    for data: ShopperData, pricing: ShopPricing, request: CodeRequest?
  ) {
    self.init(
      currency: currency,
      lines: wishList.productIDs.map { id in
        WishListLine(
          products[id].map { .product(Product($0, for: data)) } ?? .discontinued(id),
          quantity: wishList.quantity(of: id))
      }, pricing: pricing, request: request)
  }
}
