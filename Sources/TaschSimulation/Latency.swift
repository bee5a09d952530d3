import Foundation

/// A simulated wait: a typical time, and how the waits drawn spread around it.
public struct Latency: Hashable, Sendable {
  /// How the waits spread around the typical time.
  public enum Spread: Hashable, Sendable {
    /// Every wait is the typical time.
    case none
    /// Each wait is the typical time plus or minus up to `jitterMilliseconds`, drawn uniformly.
    case uniform(jitterMilliseconds: Int)
    /// Each wait is drawn from a log-normal distribution whose median is the typical time and
    /// whose 99th percentile is `p99Milliseconds`; the long tail is cut at `capMilliseconds`.
    case lognormal(p99Milliseconds: Int, capMilliseconds: Int)
  }

  /// The typical wait in milliseconds: the fixed wait, the middle of a jittered one, or the
  /// median of a long tail.
  public var milliseconds: Int
  /// How the waits spread around `milliseconds`.
  public var spread: Spread

  /// A wait of `milliseconds`, give or take up to `jitterMilliseconds` (none when 0).
  public init(milliseconds: Int, jitterMilliseconds: Int = 0) {
    self.milliseconds = milliseconds
    self.spread = jitterMilliseconds == 0 ? .none : .uniform(jitterMilliseconds: jitterMilliseconds)
  }

  /// Waits with a long tail, as networks have: half of them shorter than `medianMilliseconds`,
  /// one in a hundred longer than `p99Milliseconds`, none longer than `capMilliseconds`.
  public init(
    medianMilliseconds: Int, p99Milliseconds: Int,
    capMilliseconds: Int = SimulationSpec.maximumLatencyMilliseconds
  ) {
    self.milliseconds = medianMilliseconds
    self.spread = .lognormal(p99Milliseconds: p99Milliseconds, capMilliseconds: capMilliseconds)
  }

  /// No wait at all.
  public static let none = Latency(milliseconds: 0)

  /// Whether the waits are drawn by chance, so that a run is replayed by its seed.
  public var usesChance: Bool { spread != .none }

  /// One wait, drawn from `generator` when the waits spread; never below zero nor above the
  /// longest latency, whatever values the latency holds.
  func draw(using generator: inout some RandomNumberGenerator) -> Duration {
    let longest = SimulationSpec.maximumLatencyMilliseconds
    let typical = milliseconds.clamped(to: 0...longest)
    let wait: Int
    switch spread {
    case .none:
      wait = typical
    case .uniform(let jitterMilliseconds):
      let jitter = jitterMilliseconds.clamped(to: 0...longest)
      wait = typical + Int.random(in: -jitter...jitter, using: &generator)
    case .lognormal(let p99Milliseconds, let capMilliseconds):
      let cap = capMilliseconds.clamped(to: 0...longest)
      guard typical > 0, p99Milliseconds > typical else { return .milliseconds(min(typical, cap)) }
      // ln(wait) is normal around ln(median); its spread puts the 99th percentile at p99.
      let sigma = log(Double(p99Milliseconds) / Double(typical)) / Self.standardNormalP99
      let drawn = Double(typical) * exp(sigma * generator.nextStandardNormal())
      wait = drawn.isFinite ? Int(min(drawn, Double(cap)).rounded()) : cap
    }
    return .milliseconds(wait.clamped(to: 0...longest))
  }

  /// The 99th percentile of the standard normal distribution.
  private static let standardNormalP99 = 2.326_347_874_040_841
}

extension RandomNumberGenerator {
  /// A draw from the standard normal distribution (mean 0, standard deviation 1), by the
  /// Box–Muller transform of two uniform draws.
  ///
  /// The uniform draws are made here, from the top 53 bits of each number, rather than by
  /// `Double.random(in:using:)`, so that a seed replays the same waits on every version of Swift.
  mutating func nextStandardNormal() -> Double {
    let unit = 0x1p-53
    // In (0, 1], so that its logarithm is finite.
    let first = (Double(next() >> 11) + 1) * unit
    let second = Double(next() >> 11) * unit
    return (-2 * log(first)).squareRoot() * cos(2 * Double.pi * second)
  }
}

extension Comparable {
  /// The value, or the nearer end of `range` when it lies outside.
  func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
