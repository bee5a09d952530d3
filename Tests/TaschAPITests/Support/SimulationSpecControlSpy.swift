import Synchronization
import Tasch
import TaschPresentation

/// A simulation that records the specs it is asked for: any failure spec fails the calls of
/// a scenario with a simulated offline failure; a spec of `refused` is refused.
final class SimulationSpecControlSpy: SimulationSpecControl {
  private let starting: SimulationSpecs
  private let state: Mutex<(current: SimulationSpecs, scenarios: [SimulationSpecs])>
  private let store: any ShopStore

  /// A simulation of `specs`, around `store`.
  init(_ specs: SimulationSpecs, around store: any ShopStore) {
    starting = specs
    state = Mutex((specs, []))
    self.store = store
  }

  /// The specs in force.
  var current: SimulationSpecs { state.withLock { $0.current } }
  /// The specs of every scenario asked for, in order.
  var scenarios: [SimulationSpecs] { state.withLock { $0.scenarios } }

  func specs() async -> SimulationSpecs { current }

  /// The seed in force whenever a failure spec is: every one is taken as depending on chance.
  func chanceSeed() async -> UInt64? {
    state.withLock { $0.current.fail == nil ? nil : $0.current.seed }
  }

  func replace(with specs: SimulationSpecs) async throws(SimulationSpecRefusal) -> SimulationSpecs {
    try refuseIfAsked(specs)
    return state.withLock { state in
      state.current = SimulationSpecs(
        latency: specs.latency, fail: specs.fail, seed: specs.seed ?? state.current.seed)
      return state.current
    }
  }

  func restart() async -> SimulationSpecs {
    state.withLock { state in
      state.current = starting
      return starting
    }
  }

  func scenario(_ specs: SimulationSpecs) async throws(SimulationSpecRefusal)
    -> SimulationScenario
  {
    try refuseIfAsked(specs)
    state.withLock { $0.scenarios.append(specs) }
    return SimulationScenario(
      store: specs.fail == nil ? store : FailingStore(.simulated(.offline)), chanceSeed: specs.seed)
  }

  private func refuseIfAsked(_ specs: SimulationSpecs) throws(SimulationSpecRefusal) {
    if specs.fail == "refused" {
      throw SimulationSpecRefusal(field: "fail", reason: "\"refused\" is not a rule")
    }
  }
}
