/// The simulation as the shop's panel shows it and changes it, live.
///
/// The terminal ring cannot see the data adapters' types; the composition root adapts its
/// simulation to this.
public protocol SimulationControl: Sendable {
  /// The simulation in force.
  func panel() async -> SimulationPanel

  /// Puts `panel` in force.
  func apply(_ panel: SimulationPanel) async
}

/// What the simulation panel shows: per operation a failure and a latency, and the seed.
public struct SimulationPanel: Hashable, Sendable {
  /// One operation's line.
  public struct Row: Hashable, Sendable {
    /// The operation's name, such as `catalogue` or `wishlist.add`.
    public let operation: String
    /// When it fails.
    public var failure: FailureMode
    /// How long it waits, in milliseconds.
    public var latencyMilliseconds: Int

    /// A line.
    public init(operation: String, failure: FailureMode, latencyMilliseconds: Int) {
      self.operation = operation
      self.failure = failure
      self.latencyMilliseconds = latencyMilliseconds
    }
  }

  /// When an operation fails, as the panel switches it.
  public enum FailureMode: Hashable, Sendable {
    /// Never.
    case off
    /// The next call.
    case once
    /// Every call.
    case always
    /// A rule the panel cannot make, set on the command line (`30%`, `3x`), shown as given.
    case other(String)

    /// The next mode when cycling forwards; a rule from the command line goes back to `off`.
    public var next: FailureMode {
      switch self {
      case .off: .once
      case .once: .always
      case .always, .other: .off
      }
    }

    /// The next mode when cycling backwards.
    public var previous: FailureMode {
      switch self {
      case .off: .always
      case .once, .other: .off
      case .always: .once
      }
    }
  }

  /// One line per operation.
  public var rows: [Row]
  /// The seed of every simulated chance.
  public var seed: UInt64

  /// A panel.
  public init(rows: [Row], seed: UInt64) {
    self.rows = rows
    self.seed = seed
  }

  /// The latencies the panel steps through, in milliseconds.
  public static let latencySteps = [0, 100, 300, 800, 2_000, 5_000]

  /// The latency step after `milliseconds`, or the last.
  public static func longer(than milliseconds: Int) -> Int {
    latencySteps.first { $0 > milliseconds } ?? latencySteps[latencySteps.count - 1]
  }

  /// The latency step before `milliseconds`, or none.
  public static func shorter(than milliseconds: Int) -> Int {
    latencySteps.last { $0 < milliseconds } ?? 0
  }
}
