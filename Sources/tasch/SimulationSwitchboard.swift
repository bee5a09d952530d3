import Tasch
import TaschPresentation
import TaschSimulation

/// The simulation as the shop's panel sees it: per operation a failure (off, once, always, or a
/// rule from the command line shown as given) and a latency, and the seed.
struct SimulationSwitchboard: SimulationControl {
  let simulated: SimulatedShopStore

  func panel() async -> SimulationPanel {
    let settings = await simulated.settings
    return SimulationPanel(
      rows: ShopOperation.allCases.map { operation in
        SimulationPanel.Row(
          operation: operation.rawValue, failure: Self.mode(settings.failures[operation]),
          latencyMilliseconds: settings.latency(of: operation).milliseconds)
      },
      seed: settings.seed)
  }

  func apply(_ panel: SimulationPanel) async {
    var settings = await simulated.settings
    settings.seed = panel.seed
    for row in panel.rows {
      guard let operation = ShopOperation(rawValue: row.operation) else { continue }
      let kind = settings.failures[operation]?.kind ?? .offline
      switch row.failure {
      case .off: settings.failures[operation] = nil
      case .once: settings.failures[operation] = FailureRule(trigger: .firstCalls(1), kind: kind)
      case .always: settings.failures[operation] = FailureRule(trigger: .always, kind: kind)
      case .other: break
      }
      let latency = settings.latency(of: operation)
      // A latency the panel did not change keeps its spread, a long tail included.
      if row.latencyMilliseconds != latency.milliseconds {
        settings.latencies[operation] = Self.latency(latency, at: row.latencyMilliseconds)
      }
    }
    await simulated.apply(settings)
  }

  private static func mode(_ rule: FailureRule?) -> SimulationPanel.FailureMode {
    guard let rule else { return .off }
    switch (rule.trigger, rule.kind) {
    case (.always, .offline): return .always
    case (.firstCalls(1), .offline): return .once
    default: return .other(rule.description)
    }
  }

  /// `latency` stepped to `milliseconds`: jitter is kept, a long tail becomes a fixed wait.
  private static func latency(_ latency: Latency, at milliseconds: Int) -> Latency {
    guard case .uniform(let jitter) = latency.spread else {
      return Latency(milliseconds: milliseconds)
    }
    return Latency(milliseconds: milliseconds, jitterMilliseconds: jitter)
  }
}
