import Tasch

/// How slow and how unreliable the shop should pretend to be: latency and failures per
/// operation, and the seed of every random draw, so that a run can be replayed exactly.
public struct SimulationSettings: Hashable, Sendable {
  /// The latency of every operation without one of its own.
  public var defaultLatency: Latency
  /// Latencies of single operations, overriding `defaultLatency`.
  public var latencies: [ShopOperation: Latency]
  /// Failures injected into single operations.
  public var failures: [ShopOperation: FailureRule]
  /// The seed of jitter, long tails and probabilistic failures.
  public var seed: UInt64

  /// Settings; by default no latency, no failures.
  public init(
    defaultLatency: Latency = .none,
    latencies: [ShopOperation: Latency] = [:],
    failures: [ShopOperation: FailureRule] = [:],
    seed: UInt64 = 0
  ) {
    self.defaultLatency = defaultLatency
    self.latencies = latencies
    self.failures = failures
    self.seed = seed
  }

  /// The latency of `operation`.
  public func latency(of operation: ShopOperation) -> Latency {
    latencies[operation] ?? defaultLatency
  }

  /// Whether some failure or wait depends on chance, so that a failed run is replayed by its
  /// seed.
  public var usesChance: Bool {
    failures.values.contains(where: \.trigger.usesChance)
      || ([defaultLatency] + latencies.values).contains(where: \.usesChance)
  }

  // MARK: - Laying specs over settings

  /// Puts the latencies of a spec in force, operation by operation: an operation the spec gives
  /// a latency, by name or by its latency for every other operation, takes it; the others keep
  /// theirs.
  public mutating func override(with spec: Latencies) {
    if let every = spec.defaultLatency {
      defaultLatency = every
      latencies = spec.perOperation
    } else {
      latencies.merge(spec.perOperation) { _, given in given }
    }
  }

  /// Puts the failure rules of a spec in force: an operation the spec names takes its rule, the
  /// others keep theirs.
  public mutating func override(with failures: [ShopOperation: FailureRule]) {
    self.failures.merge(failures) { _, given in given }
  }
}

/// The latencies a `--latency` spec gives: one for every operation it does not name, if any, and
/// one for each operation it names.
public struct Latencies: Hashable, Sendable {
  /// The latency of every operation not in `perOperation`; `nil` when the spec gives none.
  public var defaultLatency: Latency?
  /// The latencies of the operations named.
  public var perOperation: [ShopOperation: Latency]

  /// Latencies; by default none at all.
  public init(defaultLatency: Latency? = nil, perOperation: [ShopOperation: Latency] = [:]) {
    self.defaultLatency = defaultLatency
    self.perOperation = perOperation
  }
}
