import TaschPresentation

/// What is drawn over a screen in a box: the keys, the simulation panel, checkout dialogs.
struct OverlayView {
  let view: ShopView

  private var theme: Theme { view.theme }
  private var localization: Localization { view.localization }

  // MARK: - Help

  func drawHelp(on canvas: inout Canvas) {
    let keys = KeyMap.help(localization: localization)
    let keyWidth = keys.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let lines: [StyledLine] = keys.map { key, help in
      [Span(TextLayout.fit(key, to: keyWidth), theme.style(.keyHint)), Span("  " + help)]
    }
    drawBox(title: localization.text(.helpKeysTitle), lines: lines, footer: [], on: &canvas)
  }

  // MARK: - Simulation

  func drawSimulation(_ screen: ShopState.SimulationScreen, on canvas: inout Canvas) {
    guard let panel = screen.panel else {
      drawBox(
        title: localization.text(.simulationTitle),
        lines: [[Span(localization.text(.simulationUnavailable))]], footer: [], on: &canvas)
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
    drawBox(title: localization.text(.simulationTitle), lines: lines, footer: footer, on: &canvas)
  }

  private func label(_ failure: SimulationPanel.FailureMode) -> String {
    switch failure {
    case .off: localization.text(.failureOff)
    case .once: localization.text(.failureOnce)
    case .always: localization.text(.failureAlways)
    case .other(let rule): rule
    }
  }

  // MARK: - Checkout

  func drawCheckout(_ step: CheckoutStep, on canvas: inout Canvas) {
    let width = min(60, canvas.width - 6)
    let wrap = { (text: String, role: ThemeRole) -> [StyledLine] in
      TextLayout.wrap(text, to: width).map { [Span($0, theme.style(role))] }
    }
    switch step {
    case .confirming(let question):
      let priceWidth = question.lines.map { DisplayWidth.of($0.price.formatted) }.max() ?? 0
      let amountWidth = max(priceWidth, DisplayWidth.of(question.total.formatted))
      let nameWidth = max(8, width - amountWidth - 2)
      let items = question.lines.map { line -> StyledLine in
        [
          Span(TextLayout.fit(line.name, to: nameWidth) + "  "),
          Span(
            TextLayout.fit(line.price.formatted, to: amountWidth, alignRight: true),
            theme.style(.price)),
        ]
      }
      let total: StyledLine = [
        Span(TextLayout.fit(question.totalLabel, to: nameWidth) + "  ", theme.style(.sectionTitle)),
        Span(
          TextLayout.fit(question.total.formatted, to: amountWidth, alignRight: true),
          theme.style(.sectionTitle)),
      ]
      drawBox(
        title: nil,
        lines: (question.notice.map { wrap($0, .warning) + [[]] } ?? []) + items + [total, []]
          + wrap(question.question, .defaultText),
        footer: [
          view.button(question.cancelAction, .discreteText), Span("  "),
          view.button(question.confirmAction, .enticingAction),
        ],
        on: &canvas)
    case .blocked(let blocked):
      let items = blocked.unavailable.map { line -> StyledLine in
        [Span("• " + line.name + "  "), Span(line.availabilityText ?? "", theme.style(.warning))]
      }
      let buttons: StyledLine =
        [view.button(blocked.cancelAction, .discreteText)]
        + (blocked.removeAction.map { [Span("  "), view.button($0, .enticingAction)] } ?? [])
      drawBox(
        title: blocked.title, lines: wrap(blocked.message, .defaultText) + items,
        footer: buttons, on: &canvas)
    case .loading(let text):
      drawBox(
        title: nil, lines: [[Span("⋯ " + text, theme.style(.discreteText))]], footer: [],
        on: &canvas)
    case .placing(let text):
      drawBox(
        title: nil, lines: [[Span("⋯ " + text, theme.style(.discreteText))]], footer: [],
        on: &canvas)
    case .placed(let order):
      let items = order.lines.map { line -> StyledLine in
        [Span(line.name + "  "), Span(line.price.formatted, theme.style(.price))]
      }
      drawBox(
        title: nil,
        lines: wrap(order.message, .promotion) + [[]] + items + [
          [Span(order.totalText, theme.style(.sectionTitle))]
        ],
        footer: [view.button(localization.text(.ok), .enticingAction)], on: &canvas)
    case .failed(let error):
      drawBox(
        title: error.title,
        lines: wrap(error.message, .defaultText)
          + (error.details.map { wrap($0, .discreteText) } ?? [])
          + wrap(error.recovery, .discreteText),
        footer: [view.button(localization.text(.ok), .enticingAction)], on: &canvas)
    }
  }

  // MARK: - The box

  /// A box in the middle of the screen, on the card colour, with an optional title on its top
  /// border and an optional footer line (buttons, key hints) at its bottom.
  private func drawBox(
    title: String?, lines: [StyledLine], footer: StyledLine, on canvas: inout Canvas
  ) {
    let contentWidth = min(
      canvas.width - 6,
      max((lines + [footer]).map(\.width).max() ?? 0, DisplayWidth.of(title ?? "") + 2))
    let footerRows = footer.isEmpty ? 0 : 2
    let contentRows = min(lines.count, max(0, canvas.height - 4 - footerRows))
    let boxWidth = contentWidth + 4
    let boxHeight = contentRows + footerRows + 2
    let top = max(0, (canvas.height - boxHeight) / 2)
    let left = max(0, (canvas.width - boxWidth) / 2)
    let card = theme.style(.card)
    canvas.fill(Rect(row: top, column: left, width: boxWidth, height: boxHeight), card)
    let border = theme.style(.discreteText).over(card)
    canvas.draw(
      "╭" + String(repeating: "─", count: boxWidth - 2) + "╮", row: top, column: left, style: border
    )
    for row in (top + 1)..<(top + boxHeight - 1) {
      canvas.draw("│", row: row, column: left, style: border)
      canvas.draw("│", row: row, column: left + boxWidth - 1, style: border)
    }
    canvas.draw(
      "╰" + String(repeating: "─", count: boxWidth - 2) + "╯", row: top + boxHeight - 1,
      column: left, style: border)
    if let title {
      canvas.draw(
        " " + title + " ", row: top, column: left + 2, style: theme.style(.sectionTitle).over(card),
        limit: boxWidth - 4)
    }
    for (offset, line) in lines.prefix(contentRows).enumerated() {
      canvas.draw(line, row: top + 1 + offset, column: left + 2, limit: contentWidth)
    }
    if !footer.isEmpty {
      let column = left + 2 + max(0, contentWidth - footer.width)
      canvas.draw(footer, row: top + boxHeight - 2, column: column, limit: contentWidth)
    }
  }
}
