import Foundation
import Tasch

/// The shop's data from a JSON catalogue, with the user's own state in a JSON file beside it.
///
/// The catalogue is read once and kept; the user's state is read afresh for every operation, so
/// that changes made by other `tasch` processes are seen, and every change is a locked, atomic
/// read-modify-write of the state file.
public actor JSONDataLayer: DataLayer {
  private let source: any CatalogueSource
  private let store: UserStateStore
  private let now: @Sendable () -> Date
  private let broadcaster = ChangeBroadcaster()
  private var cached: IndexedCatalogue?

  /// A data layer reading the catalogue from `catalogue` and keeping the user's state in the
  /// file at `stateFile`.
  ///
  /// - Parameters:
  ///   - catalogue: where the catalogue is read from, once.
  ///   - stateFile: the user's state file; created with its folder on the first change.
  ///   - seedStateFile: what a new user starts with while `stateFile` does not exist; `nil`
  ///     starts with an empty wish list.
  ///   - now: the clock that dates orders.
  public init(
    catalogue: any CatalogueSource,
    stateFile: String,
    seedStateFile: String? = nil,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.source = catalogue
    self.store = UserStateStore(path: stateFile, seedPath: seedStateFile)
    self.now = now
  }

  // MARK: - DataLayer

  /// Every product with the user's ratings, stock and wish-list marks.
  public func catalogue() throws(ShopError) -> Catalogue {
    let catalogue = try indexedCatalogue()
    let state = try store.load()
    return Catalogue(
      currency: catalogue.currency,
      products: catalogue.products.map { personalise($0, with: state) })
  }

  /// One product with the user's rating, stock and wish-list mark.
  public func product(_ id: ProductID) throws(ShopError) -> Product {
    let product = try indexedCatalogue().product(id)
    return personalise(product, with: try store.load())
  }

  /// The wish list; products no longer in the catalogue come back as discontinued.
  public func wishList() throws(ShopError) -> WishListContents {
    let catalogue = try indexedCatalogue()
    return WishListContents(
      currency: catalogue.currency, items: items(of: try store.load(), in: catalogue))
  }

  /// Adds a product of the catalogue to the wish list.
  public func addToWishList(_ id: ProductID) throws(ShopError) -> Bool {
    _ = try indexedCatalogue().product(id)
    let added = try store.update { (state) throws(ShopError) in state.wishList.add(id) }
    if added { broadcaster.publish(.wishList) }
    return added
  }

  /// Removes a product from the wish list, whether or not it is still sold.
  public func removeFromWishList(_ id: ProductID) throws(ShopError) -> Bool {
    let removed = try store.update { (state) throws(ShopError) in state.wishList.remove(id) }
    if removed { broadcaster.publish(.wishList) }
    return removed
  }

  /// Sets or clears the user's rating of a product of the catalogue.
  public func rate(_ id: ProductID, _ rating: Rating?) throws(ShopError) -> Product {
    let product = try indexedCatalogue().product(id)
    let state = try store.update { (state) throws(ShopError) in
      state.ratings[id] = rating
      return state
    }
    broadcaster.publish(.rating(id))
    return personalise(product, with: state)
  }

  /// The wish list priced in the catalogue's currency.
  public func cart() throws(ShopError) -> Cart {
    let catalogue = try indexedCatalogue()
    return try Cart(currency: catalogue.currency, items: items(of: store.load(), in: catalogue))
  }

  /// Orders the cart: all of it checked, recorded and taken from stock under one lock.
  public func checkout() throws(ShopError) -> Order {
    let catalogue = try indexedCatalogue()
    // Orders are dated to the second, as the state file stores them.
    let placedAt = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
    let order = try store.update { (state) throws(ShopError) in
      let cart = try Cart(currency: catalogue.currency, items: items(of: state, in: catalogue))
      try cart.validateForCheckout()
      let order = Order(number: state.orders.count + 1, cart: cart, placedAt: placedAt)
      state.orders.append(order)
      for line in order.lines { state.stockTaken[line.productID, default: 0] += 1 }
      state.wishList.removeAll()
      return order
    }
    broadcaster.publish(.order)
    return order
  }

  /// A new stream of the changes this data layer makes from now on.
  public nonisolated func changes() -> AsyncStream<DataChange> {
    broadcaster.subscribe()
  }

  // MARK: - Helpers

  /// The catalogue, read on first use.
  ///
  /// A failed read is not kept, so reloading after fixing the file works.
  private func indexedCatalogue() throws(ShopError) -> IndexedCatalogue {
    if let cached { return cached }
    let catalogue = IndexedCatalogue(try source.readCatalogue())
    cached = catalogue
    return catalogue
  }

  private func items(of state: UserState, in catalogue: IndexedCatalogue) -> [WishListItem] {
    state.wishList.productIDs.map { id in
      guard let product = try? catalogue.product(id) else { return .discontinued(id) }
      return .product(personalise(product, with: state))
    }
  }

  private func personalise(_ product: Product, with state: UserState) -> Product {
    var product = product
    product.stock = state.stockLeft(of: product.id, catalogueStock: product.stock)
    product.rating = product.rating.replacingMine(with: state.ratings[product.id])
    product.isInWishList = state.wishList.contains(product.id)
    return product
  }
}

/// The catalogue with its products found by identifier in constant time.
private struct IndexedCatalogue {
  let currency: Currency
  let products: [Product]
  private let indexByID: [ProductID: Int]

  init(_ catalogue: Catalogue) {
    currency = catalogue.currency
    products = catalogue.products
    indexByID = Dictionary(
      catalogue.products.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { first, _ in first })
  }

  func product(_ id: ProductID) throws(ShopError) -> Product {
    guard let index = indexByID[id] else { throw .notFound(id) }
    return products[index]
  }
}
