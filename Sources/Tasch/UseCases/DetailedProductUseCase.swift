import Foundation

/// One product in detail: load it, put it on or take it off the wish list, rate it, and step to
/// the next or previous product in the order the shopper browses the catalogue.
///
/// Changes run one after another in the order they are asked for, and the product stays shown
/// while one saves: `savingChange` says which.
@MainActor
public final class DetailedProductUseCase: ShopUseCase, ChangeFollowing {
  /// A change of the product being saved.
  public enum Change: Hashable, Sendable {
    /// Putting it on or taking it off the wish list.
    case wishList
    /// Rating it, or clearing the rating.
    case rating
  }

  /// What it has alike with every use case; content is the product.
  public let core: UseCaseCore<Product, Void>
  /// The change being saved, if any; told to the observer like a change of state.
  public private(set) var savingChange: Change? {
    didSet { core.tellObserver() }
  }
  /// The product shown, or to be shown.
  public private(set) var productID: ProductID
  /// The order `showNext()` and `showPrevious()` step through: the catalogue's query in force.
  public var browsingOrder: CatalogueQuery

  /// Steps wait for one another, not for changes: a change being saved never holds the shopper
  /// on its product.
  private let steps = ChangeQueue()

  /// A use case for the product `productID` through `access`, stepping in `browsingOrder`.
  public init(
    productID: ProductID, access: ShopAccess, browsingOrder: CatalogueQuery = CatalogueQuery()
  ) {
    core = UseCaseCore(access: access)
    self.productID = productID
    self.browsingOrder = browsingOrder
  }

  /// Loads the product; the product shown stays until the new one is here.
  public func load() async {
    let id = productID
    // The shopper may have stepped to another product meanwhile.
    let isWanted: @MainActor () -> Bool = { [weak self] in self?.productID == id }
    await core.load(read, isWanted: isWanted)
  }

  /// The read of the product shown, or to be shown.
  public var read: ShopRead<Product> { Self.product(productID) }

  /// The read of the product `id` as the shopper sees it; `ShopError.notFound` for a product
  /// the catalogue lacks.
  public nonisolated static func product(_ id: ProductID) -> ShopRead<Product> {
    ShopRead(.product) { snapshot throws(ShopError) in try product(id, in: snapshot) }
  }

  /// Shows the next product in the browsing order; after the last comes the first.
  ///
  /// - Throws: why the step failed; the product shown before stays shown, so the shopper is
  ///   still where they were and may step again. With no product shown, the failure is the
  ///   state.
  public func showNext() async throws(ShopError) {
    try await step(forward: true).get()
  }

  /// Shows the previous product in the browsing order; before the first comes the last.
  ///
  /// - Throws: why the step failed, as `showNext()` says.
  public func showPrevious() async throws(ShopError) {
    try await step(forward: false).get()
  }

  /// Whether `change` shows on the product: its wish-list mark, ratings and stock.
  public func shows(_ change: DataChange) -> Bool {
    change.wishList || change.ratedProducts.contains(productID) || change.orderPlaced
      || change.products
  }

  // MARK: - Changes

  /// Puts the product on the wish list, or takes it off when it is there.
  ///
  /// - Throws: the store's error; the product stays shown as it was.
  public func toggleWishList() async throws(ShopError) {
    try await change(.wishList) { product in
      let id = product.id
      let isWished = product.isInWishList
      return (
        isWished ? .wishListRemove : .wishListAdd,
        { snapshot, work, now throws(ShopError) in
          let shown = try Self.current(id, in: snapshot)
          _ = work.shopper.toggleWishList(id, at: now)
          return try Self.shown(shown, for: work.shopper, in: snapshot)
        }
      )
    }
  }

  /// Changes how many of the product the wish list asks for by `difference`, as the shop's `+`
  /// and `-` do: a product not on the list is put there, and a line brought to 0 is taken off.
  ///
  /// - Throws: `ShopError.tooMany` past the product's limit, or the store's error; the product
  ///   stays shown as it was.
  public func changeQuantity(by difference: Int) async throws(ShopError) {
    try await change(.wishList) { product in
      let id = product.id
      let wanted = product.wishListQuantity + difference
      return (
        wanted > 0 ? .wishListAdd : .wishListRemove,
        { snapshot, work, now throws(ShopError) in
          let shown = try Self.current(id, in: snapshot)
          // Quantities at most 99 apart: the sum cannot overflow.
          let outcome = work.shopper.setQuantity(of: id, sold: shown, at: now) { $0 + difference }
          if case .refused(let error) = outcome { throw error }
          return try Self.shown(shown, for: work.shopper, in: snapshot)
        }
      )
    }
  }

  /// Rates the product, replacing an earlier rating; `nil` clears the rating.
  ///
  /// - Throws: the store's error; the product stays shown as it was.
  public func rate(_ rating: Rating?) async throws(ShopError) {
    try await change(.rating) { product in Self.rating(product.id, rating) }
  }

  /// One star more than the shopper gave, starting at one.
  ///
  /// - Throws: the store's error; the product stays shown as it was.
  public func raiseRating() async throws(ShopError) {
    try await change(.rating) { product in
      Self.rating(product.id, product.rating.mine?.raised ?? .one)
    }
  }

  /// One star less than the shopper gave; below one star clears the rating, and a product the
  /// shopper has not rated stays unrated.
  ///
  /// - Throws: the store's error; the product stays shown as it was.
  public func lowerRating() async throws(ShopError) {
    try await change(.rating) { product in
      guard let mine = product.rating.mine else { return nil }
      return Self.rating(product.id, mine.lowered)
    }
  }

  // MARK: - Helpers

  /// A unit of work on the product, dated with the moment it runs: after the store's lock and
  /// any latency, so that changes are dated in the order they are made.
  private typealias Work =
    @Sendable (any ShopSnapshot, inout UnitOfWork, Date) throws(ShopError)
    -> Product

  /// Runs the change `plan` makes of the product shown now, once every earlier change is done;
  /// `plan` returns `nil` when there is nothing to change.
  private func change(
    _ kind: Change, _ plan: @escaping @MainActor (Product) -> (ShopOperation, Work)?
  ) async throws(ShopError) {
    guard let asked = state.content?.id else { return }
    let result: Result<Void, ShopError> = await core.inTurn { [self] in
      let known = await latest(asked)
      guard case .success(let product) = known else { return known.map { _ in () } }
      guard let (operation, work) = plan(product) else { return .success(()) }
      savingChange = kind
      defer { savingChange = nil }
      let now = core.access.now
      let saved = await core.update(operation) { snapshot, unit throws(ShopError) in
        try work(snapshot, &unit, now())
      }
      // The shopper may have moved on to another product meanwhile.
      if case .success(let updated) = saved, updated.id == productID {
        core.state = .content(updated)
      }
      return saved.map { _ in () }
    }
    try result.get()
  }

  /// The product `id` as the earlier changes left it: the one shown, or, when the shopper has
  /// moved on to another since the change was asked for, the store's.
  private func latest(_ id: ProductID) async -> Result<Product, ShopError> {
    if let shown = state.content, shown.id == id { return .success(shown) }
    let access = core.access
    return await outcome { () throws(ShopError) in try await access.read(Self.product(id)) }
  }

  /// The unit of work rating the product `id` `rating` (`nil` clears it).
  private nonisolated static func rating(_ id: ProductID, _ rating: Rating?) -> (
    ShopOperation, Work
  ) {
    (
      .rate,
      { snapshot, work, now throws(ShopError) in
        var product = try current(id, in: snapshot)
        let before = work.shopper.ratings[id]
        _ = work.shopper.rate(id, rating, at: now)
        // The snapshot counted the shopper's old rating among everyone's: swap in the new one.
        product.ratings = product.ratings.replacing(before, with: rating)
        return try Self.shown(product, for: work.shopper, in: snapshot)
      }
    )
  }

  /// Steps to the next or previous product once every step asked for before has finished, so
  /// that stepping twice moves two products; a refresh never cancels a step.
  private func step(forward: Bool) async -> Result<Void, ShopError> {
    await steps.run { [self] in
      let id = productID
      let order = browsingOrder.unpaged
      let access = core.access
      let shown = core.state.content
      core.state = .loading
      let stepped = await outcome { () throws(ShopError) in
        try await access.read(.product) { snapshot throws(ShopError) in
          let neighbours = try snapshot.neighbours(of: id, in: order)
          // Past either end the order starts again; a product the order leaves out steps into
          // it.
          if let product = forward ? neighbours.next : neighbours.previous {
            return try Self.shown(product, for: snapshot.shopper, in: snapshot)
          }
          if let product = try Self.end(first: forward, of: order, in: snapshot) {
            return try Self.shown(product, for: snapshot.shopper, in: snapshot)
          }
          return try Self.shown(Self.current(id, in: snapshot), for: snapshot.shopper, in: snapshot)
        }
      }
      switch stepped {
      case .success(let product):
        productID = product.id
        core.state = .content(product)
        return .success(())
      case .failure(let error):
        // Failing to reach the next product says nothing of the one shown.
        core.state = shown.map { .content($0) } ?? .error(error)
        return .failure(error)
      }
    }
  }

  /// The first or the last product `order` matches, if any.
  private nonisolated static func end(
    first: Bool, of order: CatalogueQuery, in snapshot: any ShopSnapshot
  )
    throws(ShopError) -> ShopProduct?
  {
    var query = order
    query.limit = 1
    let firstPage = try snapshot.page(query)
    guard !first, firstPage.totalMatching > 1 else { return firstPage.products.first }
    query.offset = firstPage.totalMatching - 1
    return try snapshot.page(query).products.first
  }

  /// The product `id` in `snapshot`, as its shopper sees it.
  private nonisolated static func product(_ id: ProductID, in snapshot: any ShopSnapshot)
    throws(ShopError) -> Product
  {
    try shown(current(id, in: snapshot), for: snapshot.shopper, in: snapshot)
  }

  /// `product` as the shopper with `data` sees it in the shop of `snapshot`, with what that
  /// shop charges for shipping.
  private nonisolated static func shown(
    _ product: ShopProduct, for data: ShopperData, in snapshot: any ShopSnapshot
  ) throws(ShopError) -> Product {
    Product(product, for: data, shipping: try snapshot.pricing().shipping)
  }

  /// The product `id` as the shop holds it now, the same for every shopper.
  ///
  /// - Throws: `ShopError.notFound` when the shop does not sell it.
  private nonisolated static func current(_ id: ProductID, in snapshot: any ShopSnapshot)
    throws(ShopError)
    -> ShopProduct
  {
    guard let product = try snapshot.products([id])[id] else { throw .notFound(id) }
    return product
  }
}
