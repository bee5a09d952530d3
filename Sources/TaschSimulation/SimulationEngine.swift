import Tasch

/// What happens to each call of each operation: how long it waits and whether it fails, decided
/// from the settings, the calls counted so far and one seeded generator.
///
/// A plain value, so that whatever wraps a store (or anything else) can ask it, and a run with
/// the same seed and the same calls is the same run. Calls are counted per operation from the
/// first, or from the moment the operation's failure rule was put in force.
public struct SimulationEngine: Sendable {
  /// The settings in force.
  public private(set) var settings: SimulationSettings
  private var generator: SeededRandomNumberGenerator
  private var callCounts: [ShopOperation: Int] = [:]
  /// When each operation's outage began: the time of its first call under its `for:` rule.
  private var outageStarts: [ShopOperation: Duration] = [:]

  /// An engine that has seen no call yet.
  public init(settings: SimulationSettings) {
    self.settings = settings
    self.generator = SeededRandomNumberGenerator(seed: settings.seed)
  }

  /// The wait and the failure of the next call of `operation`, made `time` after some fixed
  /// moment (the same for every call), such as when the simulation started.
  ///
  /// The wait is drawn first, then the failure, each from the generator only when it depends
  /// on chance.
  public mutating func nextCall(of operation: ShopOperation, at time: Duration) -> SimulatedCall {
    let wait = settings.latency(of: operation).draw(using: &generator)
    let (calls, overflow) = callCounts[operation, default: 0].addingReportingOverflow(1)
    callCounts[operation] = overflow ? Int.max : calls
    guard let rule = settings.failures[operation] else {
      return SimulatedCall(wait: wait, failure: nil)
    }
    let fails =
      switch rule.trigger {
      case .always: true
      case .firstCalls(let count): calls <= count
      case .probability(let percent): Int.random(in: 0..<100, using: &generator) < percent
      case .everyNthCall(let count): count > 0 && calls.isMultiple(of: count)
      case .afterCalls(let count): calls > count
      case .outage(let milliseconds): isInOutage(operation, milliseconds: milliseconds, at: time)
      }
    return SimulatedCall(wait: wait, failure: fails ? rule.kind : nil)
  }

  /// Switches to new settings.
  ///
  /// An operation whose failure rule changed counts its calls afresh, so that switching it to
  /// "once" makes its next call fail; a new seed restarts the random sequence. When
  /// `restartingDraws` says a seed was given, even the one in force, the sequence and every
  /// count start again, so that the run it began is replayed.
  public mutating func apply(_ newSettings: SimulationSettings, restartingDraws: Bool = false) {
    for operation in ShopOperation.allCases
    where restartingDraws || newSettings.failures[operation] != settings.failures[operation] {
      callCounts[operation] = nil
      outageStarts[operation] = nil
    }
    if restartingDraws || newSettings.seed != settings.seed {
      generator = SeededRandomNumberGenerator(seed: newSettings.seed)
    }
    settings = newSettings
  }

  /// Starts again, with the same settings: no call counted, no outage begun, and the generator
  /// back at the start of its seed's sequence.
  public mutating func reset() {
    self = SimulationEngine(settings: settings)
  }

  /// Whether a call at `time` falls in the outage that `operation`'s first call under its rule
  /// began.
  private mutating func isInOutage(
    _ operation: ShopOperation, milliseconds: Int, at time: Duration
  ) -> Bool {
    let start = outageStarts[operation] ?? time
    outageStarts[operation] = start
    return time - start < .milliseconds(milliseconds)
  }
}

/// What happens to one call: it waits, then fails as `failure` says, or goes through.
public struct SimulatedCall: Hashable, Sendable {
  /// How long the call waits before anything else happens.
  public let wait: Duration
  /// The failure the call meets after waiting; `nil` when it goes through.
  public let failure: FailureKind?

  /// A call that waits `wait`, then fails with `failure` or goes through.
  public init(wait: Duration, failure: FailureKind?) {
    self.wait = wait
    self.failure = failure
  }
}
