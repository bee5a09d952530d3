import TaschPresentation

/// What the keys do on the simulation panel: move between its lines; step an operation's
/// failure pattern, its kind or its latency; choose and apply a preset; reset; draw a new seed.
///
/// Each change is asked of the simulation, whose answer comes back as a `.simulation` event:
/// the panel shows what is in force, never what it expected.
extension ShopLogic {
  static func onSimulationPanel(
    _ action: KeyAction, _ screen: ShopState.SimulationScreen, _ state: inout ShopState
  ) -> [ShopEffect] {
    guard var panel = screen.panel else { return [] }
    let line = min(state.simulationLine, screen.lineCount - 1)
    let row = line < panel.rows.count ? line : nil
    switch action {
    case .moveUp, .moveDown:
      state.simulationLine = max(0, min(screen.lineCount - 1, line + (action == .moveUp ? -1 : 1)))
      return []
    case .cycleForward, .cycleBackward:
      let forward = action == .cycleForward
      if let row {
        panel.rows[row].failure.step(forward: forward)
        return [.applySimulation(panel)]
      }
      guard line == screen.presetLine else { return [] }
      panel.presets?.step(forward: forward)
      state.overlay = .simulation(ShopState.SimulationScreen(panel: panel))
      return []
    case .cycleKind:
      guard let row, panel.rows[row].kind.options.count > 1 else { return [] }
      panel.rows[row].kind.step(forward: true)
      if panel.rows[row].fails { return [.applySimulation(panel)] }
      // Nothing fails yet: the kind is kept for when something does.
      state.overlay = .simulation(ShopState.SimulationScreen(panel: panel))
      return []
    case .longer, .shorter:
      guard let row else { return [] }
      panel.rows[row].latency.step(forward: action == .longer)
      return [.applySimulation(panel)]
    case .confirm:
      // Enter applies the preset chosen, as the footer says, and nothing else: pressed on an
      // operation's row to confirm or to leave, it must not make the shop fail on purpose.
      guard line == screen.presetLine, let preset = panel.presets?.value else { return [] }
      return [.applySimulationPreset(preset)]
    case .resetSimulation:
      return [.resetSimulation]
    case .reseed:
      return [.reseedSimulation(panel)]
    default:
      return []
    }
  }

  /// Shows `panel`, as the simulation answered: the preset chosen on the panel stays chosen.
  static func showSimulation(_ panel: SimulationPanel?, _ state: inout ShopState) {
    var panel = panel
    if case .simulation(let shown) = state.overlay, let chosen = shown.panel?.presets?.value,
      let presets = panel?.presets
    {
      panel?.presets = SimulationPanel.Choice(presets.options, value: chosen)
    }
    let screen = ShopState.SimulationScreen(panel: panel)
    state.simulationLine = max(0, min(state.simulationLine, screen.lineCount - 1))
    state.overlay = .simulation(screen)
  }
}
