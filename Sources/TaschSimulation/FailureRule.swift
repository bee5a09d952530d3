import Tasch

/// When an operation fails, and how.
public struct FailureRule: Hashable, Sendable {
  /// Which calls fail, counted per operation from the first call of this process, or from the
  /// moment the rule was put in force.
  public enum Trigger: Hashable, Sendable {
    /// Every call.
    case always
    /// The first `count` calls; `once` is the first call.
    case firstCalls(Int)
    /// Each call with this chance, in percent, drawn from the seed.
    case probability(percent: Int)
    /// The `count`th call, the 2×`count`th, and so on: one in every `count`.
    case everyNthCall(Int)
    /// Every call after the first `count`, which succeed.
    case afterCalls(Int)
    /// Every call from the first until `milliseconds` have passed since it, then none: an
    /// outage that ends.
    case outage(milliseconds: Int)
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
