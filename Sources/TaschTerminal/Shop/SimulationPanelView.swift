import TaschPresentation

/// The simulation panel: per operation its failure pattern, kind and latency; the presets; the
/// seed; and the options it all amounts to, as a user could paste them.
extension OverlayView {
  /// The panel, the cursor on line `cursor`, the hints of `keys` at its foot.
  func drawSimulation(
    _ screen: ShopState.SimulationScreen, line cursor: Int, keys: KeyMap, on canvas: inout Canvas
  ) {
    guard let panel = screen.panel else {
      drawBox(
        title: localization.text(.simulationTitle),
        lines: [[Span(localization.text(.simulationUnavailable))]], footer: [],
        on: &canvas)
      return
    }
    let headings = [
      localization.text(.simulationOperation), localization.text(.simulationFailure),
      localization.text(.simulationKind), localization.text(.simulationLatency),
    ]
    let cells = panel.rows.map {
      [$0.operation, $0.failure.value, $0.kind.value, $0.latency.value]
    }
    let widths = headings.indices.map { column in
      ([headings] + cells).map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    let discreet = theme.style(.discreteText)
    var lines: [StyledLine] = [
      [Span("  ", discreet)]
        + zip(headings, widths).map { Span(TextLayout.fit($0, to: $1) + "  ", discreet) }
    ]
    for (index, row) in panel.rows.enumerated() {
      let failing = row.fails ? theme.style(.warning) : discreet
      let styles = [TextStyle.plain, failing, failing, TextStyle.plain]
      let line: StyledLine =
        [Span(index == cursor ? "› " : "  ", theme.style(.keyHint))]
        + cells[index].indices.map { column in
          Span(TextLayout.fit(cells[index][column], to: widths[column]) + "  ", styles[column])
        }
      lines.append(index == cursor ? selected(line) : line)
    }
    if let presets = panel.presets, let presetLine = screen.presetLine {
      let chosen: StyledLine = [
        Span(presetLine == cursor ? "› " : "  ", theme.style(.keyHint)),
        Span(localization.text(.simulationPreset) + "  ‹ " + presets.value + " ›"),
      ]
      lines.append(presetLine == cursor ? selected(chosen) : chosen)
    }
    let seedLine = screen.lineCount - 1
    let seed: StyledLine = [
      Span(seedLine == cursor ? "› " : "  ", theme.style(.keyHint)),
      Span(localization.text(.simulationSeed) + " " + String(panel.seed)),
    ]
    lines.append(seedLine == cursor ? selected(seed) : seed)
    if !panel.options.isEmpty {
      lines.append([Span("  " + localization.text(.simulationOptions) + ": ", discreet)])
      // Between rules, never inside one: a rule cut in two reads as two.
      lines += TextLayout.wrap(
        panel.options, to: max(1, canvas.width - 10), breakingAfter: [","]
      ).map {
        [Span("  " + $0)]
      }
    }
    let footer = hintLines(
      keys.hints(for: .simulation, localization: localization), width: canvas.width - 6,
      height: canvas.height)
    // The heading takes the first line. On the last line, the seed, the options below it show
    // too; elsewhere the panel scrolls only as far as keeps the cursor in sight.
    let cursorLine = cursor + 1
    let rows = Self.contentRows(height: canvas.height, footerRows: footer.count)
    let top = cursor == seedLine ? lines.count - rows : cursorLine - rows + 1
    drawBox(
      title: localization.text(.simulationTitle), lines: lines, scrolledTo: max(0, top),
      footer: footer, showsWhatIsHidden: true, on: &canvas)
  }

  /// The fewest lines of the panel its box shows: the headings and the cursor's row.
  static let leastContentRows = 2

  /// `hints` on as many lines of at most `width` columns as leave the panel, on a screen
  /// `height` rows high, its headings and the cursor's row: the hints that would take more are
  /// left out, the least needed first, as the screen's footer leaves out what does not fit.
  private func hintLines(
    _ hints: [(key: String, word: String, isEssential: Bool)], width: Int, height: Int
  ) -> [StyledLine] {
    var kept = hints
    var lines = view.hintLines(kept, width: width)
    while !kept.isEmpty,
      Self.contentRows(height: height, footerRows: lines.count) < Self.leastContentRows
    {
      kept.removeLast()
      lines = kept.isEmpty ? [] : view.hintLines(kept, width: width)
    }
    return lines
  }

  private func selected(_ line: StyledLine) -> StyledLine {
    line.map { Span($0.text, theme.style(.selection).over($0.style)) }
  }
}
