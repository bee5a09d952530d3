import TaschPresentation

/// The simulation panel: per operation its failure and latency, and the seed of chance.
extension OverlayView {
  /// The panel, the cursor on one of its lines.
  func drawSimulation(_ screen: ShopState.SimulationScreen, on canvas: inout Canvas) {
    guard let panel = screen.panel else {
      drawBox(
        title: localization.text(.simulationTitle),
        lines: [[Span(localization.text(.simulationUnavailable))]], footer: [],
        on: &canvas)
      return
    }
    let operationWidth = max(
      DisplayWidth.of(localization.text(.simulationOperation)),
      panel.rows.map { DisplayWidth.of($0.operation) }.max() ?? 0)
    let failureWidth =
      ([localization.text(.simulationFailure)] + [.off, .once, .always].map(label))
      .map { DisplayWidth.of($0) }.max() ?? 0
    let discreet = theme.style(.discreteText)
    var lines: [StyledLine] = [
      [
        Span(
          "  " + TextLayout.fit(localization.text(.simulationOperation), to: operationWidth) + "  ",
          discreet),
        Span(
          TextLayout.fit(localization.text(.simulationFailure), to: failureWidth) + "  ", discreet),
        Span(localization.text(.simulationLatency), discreet),
      ]
    ]
    for (index, row) in panel.rows.enumerated() {
      let failureStyle = row.failure == .off ? theme.style(.discreteText) : theme.style(.warning)
      var line: StyledLine = [
        Span(index == screen.cursor ? "› " : "  ", theme.style(.keyHint)),
        Span(TextLayout.fit(row.operation, to: operationWidth) + "  "),
        Span(TextLayout.fit(label(row.failure), to: failureWidth) + "  ", failureStyle),
        Span(
          TextLayout.fit(
            localization.number(row.latencyMilliseconds) + " ms", to: 8, alignRight: true)),
      ]
      if index == screen.cursor {
        line = line.map { Span($0.text, theme.style(.selection).over($0.style)) }
      }
      lines.append(line)
    }
    let seedLine: StyledLine = [
      Span(screen.cursor == panel.rows.count ? "› " : "  ", theme.style(.keyHint)),
      Span(localization.text(.simulationSeed) + " " + String(panel.seed)),
    ]
    lines.append(seedLine)
    let footer = view.hintLine(KeyMap.hints(for: .simulation, localization: localization))
    drawBox(
      title: localization.text(.simulationTitle), lines: lines, footer: [footer], on: &canvas)
  }

  private func label(_ failure: SimulationPanel.FailureMode) -> String {
    switch failure {
    case .off: localization.text(.failureOff)
    case .once: localization.text(.failureOnce)
    case .always: localization.text(.failureAlways)
    case .other(let rule): rule
    }
  }
}
