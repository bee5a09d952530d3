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
  /// The seed of jitter and of probabilistic failures.
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

  /// Whether some failure depends on chance, so that a failed run is replayed by its seed.
  public var usesChance: Bool {
    failures.values.contains { if case .probability = $0.trigger { true } else { false } }
      || ([defaultLatency] + latencies.values).contains { $0.jitterMilliseconds > 0 }
  }
}

/// A simulated wait: a base time plus or minus a uniformly drawn jitter.
public struct Latency: Hashable, Sendable {
  /// The wait without jitter, in milliseconds.
  public var milliseconds: Int
  /// How far the wait may stray either way, in milliseconds.
  public var jitterMilliseconds: Int

  /// A wait of `milliseconds`, give or take `jitterMilliseconds`.
  public init(milliseconds: Int, jitterMilliseconds: Int = 0) {
    self.milliseconds = milliseconds
    self.jitterMilliseconds = jitterMilliseconds
  }

  /// No wait at all.
  public static let none = Latency(milliseconds: 0)
}

/// When an operation fails, and how.
public struct FailureRule: Hashable, Sendable {
  /// Which calls fail.
  public enum Trigger: Hashable, Sendable {
    /// Every call.
    case always
    /// The first `count` calls of this process; `once` is the first call.
    case firstCalls(Int)
    /// Each call with this chance, in percent, drawn from the seed.
    case probability(percent: Int)
  }

  /// Which calls fail.
  public var trigger: Trigger
  /// The error they fail with.
  public var kind: FailureKind

  /// A rule: calls matching `trigger` fail with `kind`.
  public init(trigger: Trigger, kind: FailureKind = .offline) {
    self.trigger = trigger
    self.kind = kind
  }
}

/// The error an injected failure reports, as the real one would be reported.
public enum FailureKind: String, CaseIterable, Hashable, Sendable {
  /// The shop cannot be reached.
  case offline
  /// The shop took too long.
  case timeout
  /// The answer could not be read.
  case decoding
  /// What was asked for does not exist.
  case notFound = "not-found"

  /// The shop error this kind stands for, marked as simulated.
  var error: ShopError {
    switch self {
    case .offline: .simulated(.offline)
    case .timeout: .simulated(.timeout)
    case .decoding: .simulated(.decoding("the answer could not be decoded"))
    case .notFound: .simulated(.notFound(nil))
    }
  }
}
