import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschSimulation
import TaschTestSupport
import Testing

@testable import TaschComposition

/// The panel shows the simulation in force, operation by operation, and what is switched on it
/// is what the simulated store does next.
@Suite struct SimulationSwitchboardTests {
  private func switchboard(_ settings: SimulationSettings) -> SimulationSwitchboard {
    SimulationSwitchboard(
      simulated: SimulatedShopStore(
        wrapping: Shelf.store(), settings: settings, clock: ManualClock()))
  }

  private func row(_ operation: ShopOperation, in panel: SimulationPanel) throws
    -> SimulationPanel.Row
  {
    try #require(panel.rows.first { $0.operation == operation.rawValue })
  }

  @Test func thePanelShowsEveryOperationAndTheSeed() async throws {
    let board = switchboard(
      SimulationSettings(
        latencies: [.cart: Latency(milliseconds: 300)],
        failures: [
          .checkout: FailureRule(trigger: .always), .orders: FailureRule(trigger: .firstCalls(1)),
          .history: FailureRule(trigger: .probability(percent: 30)),
        ],
        seed: 9))

    let panel = await board.panel()

    #expect(panel.rows.map(\.operation) == ShopOperation.allCases.map(\.rawValue))
    #expect(panel.seed == 9)
    #expect(try row(.cart, in: panel).latencyMilliseconds == 300)
    #expect(try row(.cart, in: panel).failure == .off)
    #expect(try row(.checkout, in: panel).failure == .always)
    #expect(try row(.orders, in: panel).failure == .once)
    #expect(
      try row(.history, in: panel).failure
        == .other(FailureRule(trigger: .probability(percent: 30)).description))
  }

  @Test func whatIsSwitchedIsInForce() async throws {
    let kept = FailureRule(trigger: .probability(percent: 30))
    let board = switchboard(
      SimulationSettings(
        latencies: [.rate: Latency(milliseconds: 100, jitterMilliseconds: 20)],
        failures: [.cart: FailureRule(trigger: .always, kind: .timeout), .history: kept]))
    var panel = await board.panel()
    panel.seed = 12
    for index in panel.rows.indices {
      switch panel.rows[index].operation {
      case "cart": panel.rows[index].failure = .once
      case "checkout": panel.rows[index].failure = .always
      case "rate": panel.rows[index].latencyMilliseconds = 800
      case "orders": panel.rows[index].latencyMilliseconds = 2_000
      default: break
      }
    }

    await board.apply(panel)

    let settings = await board.simulated.settings
    #expect(settings.seed == 12)
    #expect(settings.failures[.cart] == FailureRule(trigger: .firstCalls(1), kind: .timeout))
    #expect(settings.failures[.checkout] == FailureRule(trigger: .always, kind: .offline))
    #expect(settings.failures[.history] == kept)
    #expect(settings.latency(of: .rate) == Latency(milliseconds: 800, jitterMilliseconds: 20))
    #expect(settings.latency(of: .orders) == Latency(milliseconds: 2_000))
  }

  @Test func aFailureSwitchedOffIsGoneAndAnUnknownRowIsIgnored() async {
    let board = switchboard(SimulationSettings(failures: [.cart: FailureRule(trigger: .always)]))
    let panel = SimulationPanel(
      rows: [
        .init(operation: "cart", failure: .off, latencyMilliseconds: 0),
        .init(operation: "teleport", failure: .always, latencyMilliseconds: 5_000),
      ],
      seed: 0)

    await board.apply(panel)

    #expect(await board.simulated.settings == SimulationSettings())
  }

  @Test func aLongTailSteppedBecomesAFixedWait() async {
    let board = switchboard(
      SimulationSettings(
        latencies: [.catalogue: Latency(medianMilliseconds: 100, p99Milliseconds: 900)]))

    await board.apply(
      SimulationPanel(
        rows: [.init(operation: "catalogue", failure: .off, latencyMilliseconds: 300)], seed: 0))

    #expect(await board.simulated.settings.latency(of: .catalogue) == Latency(milliseconds: 300))
  }
}
