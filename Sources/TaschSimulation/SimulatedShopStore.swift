import Tasch

/// Wraps any store and makes it slow or unreliable on purpose, for demos and for testing
/// fronts: each request first waits its operation's latency, then fails if a rule says so, and
/// only then reaches the real store.
///
/// Waiting uses an injected clock, so tests never wait for real; every random draw comes from
/// one seeded generator, so a run with the same seed and the same calls is the same run.
public actor SimulatedShopStore: ShopStore {
  private let base: any ShopStore
  private let clock: any Clock<Duration>
  /// The settings in force; `apply(_:)` changes them while the shop runs.
  public private(set) var settings: SimulationSettings
  private var generator: SeededRandomNumberGenerator
  private var callCounts: [ShopOperation: Int] = [:]

  /// `base` made slow and unreliable as `settings` say, waiting on `clock`.
  public init(
    wrapping base: any ShopStore,
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
    for operation in ShopOperation.allCases
    where newSettings.failures[operation] != settings.failures[operation] {
      callCounts[operation] = 0
    }
    if newSettings.seed != settings.seed {
      generator = SeededRandomNumberGenerator(seed: newSettings.seed)
    }
    settings = newSettings
  }

  // MARK: - ShopStore

  /// The wrapped store's shops: finding the shop is not an operation of the shop.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await base.shops()
  }

  /// Reads, after the operation's latency and failures.
  public func read<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await simulate(operation)
    return try await base.read(operation, for: shopper, body)
  }

  /// Changes, after the operation's latency and failures; a failed change changes nothing.
  public func update<Result: Sendable>(
    _ operation: ShopOperation, for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await simulate(operation)
    return try await base.update(operation, for: shopper, origin: origin, body)
  }

  /// The wrapped store's changes: simulation never hides a change that was made.
  public nonisolated func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    base.changes(for: shopper)
  }

  // MARK: - Simulation

  private func simulate(_ operation: ShopOperation) async throws(ShopError) {
    let latency = settings.latency(of: operation)
    var wait = latency.milliseconds
    if latency.jitterMilliseconds > 0 {
      let jitter = latency.jitterMilliseconds
      wait = max(0, wait + Int.random(in: -jitter...jitter, using: &generator))
    }
    if wait > 0 {
      // A cancelled wait ends early; the request itself still goes, as one already sent would.
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
    if fails { throw rule.kind.error }
  }
}
