import TaschPresentation

/// What the keys do on the simulation panel: move between its lines, switch an operation's
/// failure, make it slower or faster, draw a new seed.
extension ShopLogic {
  static func onSimulationPanel(
    _ action: KeyAction, _ screen: ShopState.SimulationScreen, _ state: inout ShopState
  ) -> [ShopEffect] {
    guard var panel = screen.panel else { return [] }
    var screen = screen
    let lines = panel.rows.count + 1
    let row = screen.cursor < panel.rows.count ? screen.cursor : nil
    switch action {
    case .moveUp: screen.cursor = max(0, screen.cursor - 1)
    case .moveDown: screen.cursor = min(lines - 1, screen.cursor + 1)
    case .cycleForward, .cycleBackward:
      guard let row else { return [] }
      panel.rows[row].failure =
        action == .cycleBackward ? panel.rows[row].failure.previous : panel.rows[row].failure.next
    case .longer, .shorter:
      guard let row else { return [] }
      let latency = panel.rows[row].latencyMilliseconds
      panel.rows[row].latencyMilliseconds =
        action == .longer
        ? SimulationPanel.longer(than: latency) : SimulationPanel.shorter(than: latency)
    case .reseed:
      return [.reseedSimulation(panel)]
    default:
      return []
    }
    let changed = panel != screen.panel
    screen.panel = panel
    state.overlay = .simulation(screen)
    return changed ? [.applySimulation(panel)] : []
  }
}
