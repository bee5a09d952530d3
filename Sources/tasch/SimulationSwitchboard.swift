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
    let kind = rule.kind == .offline ? "" : ":" + rule.kind.rawValue
    switch rule.trigger {
    case .always where kind.isEmpty: return .always
    case .firstCalls(1) where kind.isEmpty: return .once
    case .always: return .other("always" + kind)
    case .firstCalls(let count): return .other("\(count)x" + kind)
    case .probability(let percent): return .other("\(percent)%" + kind)
    case .everyNthCall(let count): return .other("every:\(count)" + kind)
    case .afterCalls(let count): return .other("after:\(count)" + kind)
    case .outage(let milliseconds): return .other("for:\(milliseconds)ms" + kind)
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
