/// The simulation as a front's panel shows it and changes it, live.
///
/// The fronts cannot see the data adapters' types; the composition root adapts its simulation
/// to this. Every change answers with the simulation now in force, so the panel shows what
/// the simulation did, never what the front expected it to do.
public protocol SimulationControl: Sendable {
  /// The simulation in force.
  func panel() async -> SimulationPanel

  /// Puts the rows and the seed of `panel` in force.
  func apply(_ panel: SimulationPanel) async -> SimulationPanel

  /// Puts the preset called `name` in force.
  func applyPreset(named name: String) async -> SimulationPanel

  /// Goes back to the simulation the shop started with, every count from the beginning.
  func reset() async -> SimulationPanel
}

/// What the simulation panel shows: per operation when it fails, how and how long it waits,
/// the presets to choose from, the seed, and the options it all amounts to.
///
/// Every value is a word of the spec language the options use (`every:3`, `timeout`,
/// `lognormal:200ms:2s`), so what the panel shows can be pasted after `--fail` and
/// `--latency`.
public struct SimulationPanel: Hashable, Sendable {
  /// One of a few values, stepped through in turn.
  public struct Choice: Hashable, Sendable {
    /// The values, in the order they are stepped through.
    public let options: [String]
    /// Which of them is chosen.
    public private(set) var index: Int

    /// `options`, `value` chosen; a value not among them comes first, so that one set on the
    /// command line is never lost by stepping past it.
    public init(_ options: [String], value: String) {
      if let index = options.firstIndex(of: value) {
        self.options = options
        self.index = index
      } else {
        self.options = [value] + options
        index = 0
      }
    }

    /// The value chosen.
    public var value: String { options[index] }

    /// Chooses the next value, or the previous one; after the last comes the first.
    public mutating func step(forward: Bool) {
      index = (index + (forward ? 1 : options.count - 1)) % options.count
    }
  }

  /// One operation's line.
  public struct Row: Hashable, Sendable {
    /// The operation's name, such as `catalogue` or `wishlist.add`.
    public let operation: String
    /// Which calls fail: `off`, or a pattern such as `once` or `every:3`.
    public var failure: Choice
    /// How they fail: the kinds that can happen to this operation.
    public var kind: Choice
    /// How long each call waits: `0ms`, `800ms~200ms`, `lognormal:200ms:2s`.
    public var latency: Choice

    /// A line.
    public init(operation: String, failure: Choice, kind: Choice, latency: Choice) {
      self.operation = operation
      self.failure = failure
      self.kind = kind
      self.latency = latency
    }

    /// Whether the operation fails at all.
    public var fails: Bool { failure.value != SimulationPanel.off }
  }

  /// The failure pattern that fails nothing.
  public static let off = "off"

  /// One line per operation.
  public var rows: [Row]
  /// The presets to choose from; `nil` when there are none.
  public var presets: Choice?
  /// The seed of every simulated chance.
  public var seed: UInt64
  /// The options the simulation in force amounts to, such as
  /// `--fail cart=every:3:timeout --latency 800ms`; empty when nothing is simulated.
  public var options: String

  /// A panel.
  public init(rows: [Row], presets: Choice?, seed: UInt64, options: String) {
    self.rows = rows
    self.presets = presets
    self.seed = seed
    self.options = options
  }
}
