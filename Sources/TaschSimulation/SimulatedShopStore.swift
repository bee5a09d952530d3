import Tasch

/// Wraps any store and makes it slow or unreliable on purpose, for demos and for testing
/// fronts: each request first waits its operation's latency, then fails if a rule says so, and
/// only then reaches the real store.
///
/// What happens to each call is the `SimulationEngine`'s to decide; this store waits as it says
/// on an injected clock, so tests never wait for real, and puts the failure it names into the
/// call as the real failure would come (see `FailureKind`).
public actor SimulatedShopStore: ShopStore {
  private let base: any ShopStore
  private let clock: any Clock<Duration>
  /// The time on `clock` since this store was made.
  private let elapsed: @Sendable () -> Duration
  private var engine: SimulationEngine
  /// The settings it was made with, which `reset()` goes back to.
  public nonisolated let startingSettings: SimulationSettings

  /// `base` made slow and unreliable as `settings` say, waiting on `clock`.
  public init(
    wrapping base: any ShopStore,
    settings: SimulationSettings,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.base = base
    self.clock = clock
    self.elapsed = Self.stopwatch(clock)
    self.engine = SimulationEngine(settings: settings)
    startingSettings = settings
  }

  /// The settings in force; `apply(_:)` changes them while the shop runs.
  public var settings: SimulationSettings { engine.settings }

  /// Switches to new settings (see `SimulationEngine.apply(_:restartingDraws:)`).
  public func apply(_ newSettings: SimulationSettings, restartingDraws: Bool = false) {
    engine.apply(newSettings, restartingDraws: restartingDraws)
  }

  /// Starts the simulation again as it was made: its first settings, and every count, outage
  /// and random draw from the beginning.
  public func reset() {
    engine = SimulationEngine(settings: startingSettings)
  }

  /// Another simulation around the same store, on the same clock, with counts of its own: one
  /// request's scenario, which leaves this simulation's settings and counts as they are.
  public nonisolated func alongside(_ settings: SimulationSettings) -> SimulatedShopStore {
    SimulatedShopStore(wrapping: base, settings: settings, clock: clock)
  }

  // MARK: - ShopStore

  /// The wrapped store's shops: finding the shop is not an operation of the shop.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await base.shops()
  }

  /// Reads, after the latency and failures of the operation it serves.
  public func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    switch try await simulate(ShopOperation.current, isUpdate: false) {
    case .absence(let absence)?:
      return try await base.read(for: shopper) { snapshot throws(ShopError) in
        try body(absence.applied(to: snapshot))
      }
    case .refusal?, .refusedOrder?, nil:
      // A refusal was thrown while simulating; a read places no order to refuse.
      return try await base.read(for: shopper, body)
    }
  }

  /// Changes, after the latency and failures of the operation it serves; a failed change
  /// changes nothing.
  public func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    switch try await simulate(ShopOperation.current, isUpdate: true) {
    case .absence(let absence)?:
      return try await base.update(for: shopper, origin: origin) {
        snapshot, work throws(ShopError) in
        try body(absence.applied(to: snapshot), &work)
      }
    case .refusedOrder?:
      return try await base.update(for: shopper, origin: origin) {
        snapshot, work throws(ShopError) in
        let result = try body(snapshot, &work)
        // As a store names the products whose stock ran out: here all of the order's.
        let ordered = work.stockToTake.keys.sorted()
        guard ordered.isEmpty else { throw .simulated(.outOfStock(ordered)) }
        return result
      }
    case .refusal?, nil:
      // A refusal was thrown while simulating.
      return try await base.update(for: shopper, origin: origin, body)
    }
  }

  /// The wrapped store's changes: simulation never hides a change that was made.
  public nonisolated func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    base.changes(for: shopper)
  }

  // MARK: - Simulation

  /// Waits the call's latency, then throws its failure when that is an error; any other
  /// failure is returned, for the call to put into the store's work.
  ///
  /// A request that serves no operation is none of the shop's, and goes straight through.
  private func simulate(_ operation: ShopOperation?, isUpdate: Bool)
    async throws(ShopError) -> Injection?
  {
    guard let operation else { return nil }
    let call = engine.nextCall(of: operation, at: elapsed())
    if call.wait > .zero {
      // A cancelled wait ends early; the request itself still goes, as one already sent would.
      try? await clock.sleep(for: call.wait)
    }
    let injection = call.failure?.injection(isUpdate: isUpdate)
    if case .refusal(let error)? = injection { throw error }
    return injection
  }

  /// A function telling the time on `clock` since it was made.
  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
