import Tasch

/// Wraps any data layer and makes it slow or unreliable on purpose, for demos and for testing
/// fronts: each operation first waits its latency, then fails if a rule says so, and only then
/// asks the real data layer.
///
/// Waiting uses an injected clock, so tests never wait for real; every random draw comes from
/// one seeded generator, so a run with the same seed and the same calls is the same run.
public actor SimulatedDataLayer: DataLayer {
  private let base: any DataLayer
  private let clock: any Clock<Duration>
  /// The settings in force; `apply(_:)` changes them while the shop runs.
  public private(set) var settings: SimulationSettings
  private var generator: SeededRandomNumberGenerator
  private var callCounts: [SimulatedOperation: Int] = [:]

  /// `base` made slow and unreliable as `settings` say, waiting on `clock`.
  public init(
    wrapping base: any DataLayer,
    settings: SimulationSettings,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.base = base
    self.clock = clock
    self.settings = settings
    self.generator = SeededRandomNumberGenerator(seed: settings.seed)
  }

  /// Switches to new settings.
  ///
  /// An operation whose failure rule changed counts its calls afresh, so that switching it to
  /// "once" makes its next call fail; a new seed restarts the random sequence.
  public func apply(_ newSettings: SimulationSettings) {
    for operation in SimulatedOperation.allCases
    where newSettings.failures[operation] != settings.failures[operation] {
      callCounts[operation] = 0
    }
    if newSettings.seed != settings.seed {
      generator = SeededRandomNumberGenerator(seed: newSettings.seed)
    }
    settings = newSettings
  }

  // MARK: - DataLayer

  /// The catalogue, after the `catalogue` operation's latency and failures.
  public func catalogue() async throws(ShopError) -> Catalogue {
    try await simulate(.catalogue)
    return try await base.catalogue()
  }

  /// A product, after the `product` operation's latency and failures.
  public func product(_ id: ProductID) async throws(ShopError) -> Product {
    try await simulate(.product, productID: id)
    return try await base.product(id)
  }

  /// The wish list, after the `wishlist` operation's latency and failures.
  public func wishList() async throws(ShopError) -> WishListContents {
    try await simulate(.wishList)
    return try await base.wishList()
  }

  /// Adds to the wish list, after the `wishlist.add` operation's latency and failures.
  public func addToWishList(_ id: ProductID) async throws(ShopError) -> Bool {
    try await simulate(.wishListAdd, productID: id)
    return try await base.addToWishList(id)
  }

  /// Removes from the wish list, after the `wishlist.remove` operation's latency and failures.
  public func removeFromWishList(_ id: ProductID) async throws(ShopError) -> Bool {
    try await simulate(.wishListRemove, productID: id)
    return try await base.removeFromWishList(id)
  }

  /// Rates a product, after the `rate` operation's latency and failures.
  public func rate(_ id: ProductID, _ rating: Rating?) async throws(ShopError) -> Product {
    try await simulate(.rate, productID: id)
    return try await base.rate(id, rating)
  }

  /// The cart, after the `cart` operation's latency and failures.
  public func cart() async throws(ShopError) -> Cart {
    try await simulate(.cart)
    return try await base.cart()
  }

  /// Orders, after the `checkout` operation's latency and failures.
  public func checkout() async throws(ShopError) -> Order {
    try await simulate(.checkout)
    return try await base.checkout()
  }

  /// The wrapped data layer's changes: simulation never hides a change that was made.
  public nonisolated func changes() -> AsyncStream<DataChange> {
    base.changes()
  }

  // MARK: - Simulation

  private func simulate(_ operation: SimulatedOperation, productID: ProductID? = nil)
    async throws(ShopError)
  {
    let latency = settings.latency(of: operation)
    var wait = latency.milliseconds
    if latency.jitterMilliseconds > 0 {
      let jitter = latency.jitterMilliseconds
      wait = max(0, wait + Int.random(in: -jitter...jitter, using: &generator))
    }
    if wait > 0 {
      // A cancelled wait ends early; the operation itself still runs, as a request already
      // sent would.
      try? await clock.sleep(for: .milliseconds(wait))
    }
    let calls = callCounts[operation, default: 0] + 1
    callCounts[operation] = calls
    guard let rule = settings.failures[operation] else { return }
    let fails =
      switch rule.trigger {
      case .always: true
      case .firstCalls(let count): calls <= count
      case .probability(let percent): Int.random(in: 0..<100, using: &generator) < percent
      }
    if fails { throw rule.kind.error(for: productID) }
  }
}
