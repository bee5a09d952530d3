import Synchronization
import Tasch

/// A store that keeps everything in memory: the simplest adapter of the boundary, for use-case
/// and presenter tests, and a reference that the store contract runs against too.
///
/// It holds one shop and any number of shoppers; stock is shared by them, and every shopper's
/// rating counts in every product's ratings, as in a database.
public final class InMemoryShopStore: ShopStore {
  private struct State {
    var catalogue: Catalogue
    var shoppers: [String: ShopperData] = [:]
    var orders: [String: [Order]] = [:]
    var stockTaken: [ProductID: Int] = [:]
    var subscribers: [Int: AsyncStream<DataChange>.Continuation] = [:]
    var nextSubscriber = 0
  }

  /// The shop's identity.
  public let shop: ShopID
  private let state: Mutex<State>

  /// A store of `catalogue` whose shoppers start with `shoppers`' data (by name).
  public init(_ catalogue: Catalogue, shoppers: [String: ShopperData] = [:]) {
    shop = ShopID(catalogue.shopName ?? "test")
    state = Mutex(State(catalogue: catalogue, shoppers: shoppers))
  }

  /// The data of the shopper called `name` now.
  public func data(of name: String) -> ShopperData {
    state.withLock { $0.shoppers[name] ?? ShopperData() }
  }

  /// Changes a shopper's data as another process would: the change is published with no origin.
  public func changeElsewhere(_ name: String, _ change: (inout ShopperData) -> Void) {
    let published = state.withLock { state -> DataChange in
      let before = state.shoppers[name] ?? ShopperData()
      var after = before
      change(&after)
      state.shoppers[name] = after
      return DataChange(from: before, to: after, orderPlaced: false, origin: nil)
    }
    publish(published)
  }

  /// Ends every change stream, as a store that closes does.
  public func finishChanges() {
    for continuation in state.withLock({ Array($0.subscribers.values) }) { continuation.finish() }
  }

  // MARK: - ShopStore

  /// The one shop.
  public func shops() throws(ShopError) -> [ShopSummary] {
    [state.withLock { summary(of: $0) }]
  }

  /// Runs `body` on the data as it is now.
  public func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    let snapshot = try state.withLock { state throws(ShopError) in
      try self.snapshot(of: state, for: shopper)
    }
    return try body(snapshot)
  }

  /// Runs `body` and keeps what it changed, all or nothing.
  public func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    let (result, change) = try state.withLock { state throws(ShopError) in
      let snapshot = try self.snapshot(of: state, for: shopper)
      var work = UnitOfWork(shopper: snapshot.shopper)
      let result = try body(snapshot, &work)
      let taken = work.stockToTake
      let short = taken.filter { id, count in (snapshot.all[id]?.stock ?? 0) < count }
      guard short.isEmpty else {
        let someLeft = short.keys.compactMap { id in snapshot.all[id].map { (id, $0.stock) } }
        throw .outOfStock(
          short.keys.sorted(), left: Dictionary(uniqueKeysWithValues: someLeft.filter { $0.1 > 0 }))
      }
      for (id, count) in taken { state.stockTaken[id, default: 0] += count }
      if let order = work.placedOrder { state.orders[shopper.name, default: []].append(order) }
      state.shoppers[shopper.name] = work.shopper
      let change = DataChange(
        from: snapshot.shopper, to: work.shopper, orderPlaced: work.placedOrder != nil,
        origin: origin)
      return (result, change)
    }
    if !change.isEmpty { publish(change) }
    return result
  }

  /// A new stream of the changes from now on.
  public func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: DataChange.self)
    let id = state.withLock { state in
      defer { state.nextSubscriber += 1 }
      state.subscribers[state.nextSubscriber] = continuation
      return state.nextSubscriber
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
    }
    return stream
  }

  // MARK: - Helpers

  private func publish(_ change: DataChange) {
    for continuation in state.withLock({ Array($0.subscribers.values) }) {
      continuation.yield(change)
    }
  }

  private func summary(of state: State) -> ShopSummary {
    ShopSummary(
      id: shop, currency: state.catalogue.currency,
      productCount: state.catalogue.products.count)
  }

  private func snapshot(of state: State, for shopper: Shopper) throws(ShopError)
    -> InMemorySnapshot
  {
    guard shopper.shop == shop else { throw .catalogueUnavailable("no shop \(shopper.shop)") }
    let everyonesRatings = state.shoppers.values.flatMap(\.ratings)
    let products = state.catalogue.products.map { product in
      var product = product
      product.stock = max(0, product.stock - state.stockTaken[product.id, default: 0])
      product.ratings = product.ratings.adding(
        everyonesRatings.filter { $0.key == product.id }.map(\.value))
      return product
    }
    return InMemorySnapshot(
      shop: summary(of: state), shopper: state.shoppers[shopper.name] ?? ShopperData(),
      products: products, storedOrders: state.orders[shopper.name] ?? [],
      shopPricing: state.catalogue.pricing)
  }
}

/// The in-memory store's snapshot: the products as the shop knows them, evaluated by the
/// query's own rules.
private struct InMemorySnapshot: ShopSnapshot {
  let shop: ShopSummary
  let shopper: ShopperData
  let products: [ShopProduct]
  let storedOrders: [Order]
  let shopPricing: ShopPricing

  var all: [ProductID: ShopProduct] {
    Dictionary(products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func page(_ query: CatalogueQuery) -> ProductPage { query.page(of: products) }

  func products(_ ids: [ProductID]) -> [ProductID: ShopProduct] {
    let wanted = Set(ids)
    return all.filter { wanted.contains($0.key) }
  }

  func neighbours(of id: ProductID, in query: CatalogueQuery) -> ProductNeighbours {
    query.neighbours(of: id, in: products)
  }

  func orders(offset: Int, limit: Int?) -> OrderPage {
    OrderPage(of: storedOrders.reversed(), offset: offset, limit: limit)
  }

  func order(placedWith key: CheckoutKey) -> Order? {
    storedOrders.last { $0.key == key }
  }

  func pricing() -> ShopPricing { shopPricing }
}
