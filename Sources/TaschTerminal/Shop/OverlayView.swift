import TaschPresentation

/// What is drawn over a screen in a box: the keys, the simulation panel, checkout dialogs.
struct OverlayView {
  let view: ShopView

  var theme: Theme { view.theme }
  var localization: Localization { view.localization }

  // MARK: - Help

  /// The keys, grouped by where they work and kept by the filter, from the line
  /// `state.helpTop` on; the filter line at the foot while it is typed or kept.
  func drawHelp(_ state: ShopState, on canvas: inout Canvas) {
    let layout = HelpLayout(state, localization: localization)
    let lines = layout.lines.map { line -> StyledLine in
      switch line {
      case .title(let title): [Span(title, theme.style(.sectionTitle))]
      case .key(let keys, let text):
        [
          Span("  " + TextLayout.fit(keys, to: layout.keyWidth), theme.style(.keyHint)),
          Span("  " + text),
        ]
      case .blank: []
      case .noMatch(let text): [Span(text, theme.style(.discreteText))]
      }
    }
    var footer: [StyledLine] = []
    if state.showsHelpFilterLine {
      let prompt = localization.text(.helpFilterPrompt)
      let caret = state.isTypingHelpFilter ? "▏" : ""
      // The field scrolls: what is typed last, and the caret after it, stay in sight.
      let room = Self.contentWidth(columns: canvas.width) - DisplayWidth.of(prompt + caret)
      footer.append([
        Span(prompt, theme.style(.keyHint)),
        Span(TextLayout.keepingEnd(TextLayout.printable(state.helpFilter), within: room) + caret),
      ])
    }
    drawBox(
      title: localization.text(.helpKeysTitle), lines: lines, scrolledTo: state.helpTop,
      footer: footer, footerAlignment: .leading, showsWhatIsHidden: true, on: &canvas)
  }

  // MARK: - The box

  /// The rows of content a box shows on a screen `height` rows high, beside `footerRows` rows
  /// of footer.
  static func contentRows(height: Int, footerRows: Int) -> Int {
    max(0, height - 4 - (footerRows > 0 ? footerRows + 1 : 0))
  }

  /// The cells a box's content may take on a screen `columns` wide.
  static func contentWidth(columns: Int) -> Int {
    columns - 6
  }

  /// Buttons in a row, or one under another when they do not fit side by side: a button is
  /// never cut.
  func buttonRows(_ buttons: [StyledLine], columns: Int) -> [StyledLine] {
    let row = buttons.flatMap { $0 }
    return row.width <= Self.contentWidth(columns: columns) ? [row] : buttons
  }

  /// Where a box's footer rows go.
  enum FooterAlignment {
    /// On the right, as buttons are.
    case trailing
    /// On the left, as a line being typed is.
    case leading
  }

  /// A box in the middle of the screen, on the card colour, with an optional title on its top
  /// border and footer rows (buttons, key hints, a line being typed) at its bottom; when the
  /// lines do not all fit, those from `top` on show, and when `showsWhatIsHidden`, its borders
  /// say how many lines are above and below.
  ///
  /// - Returns: where each footer row starts, for what is marked on it.
  @discardableResult
  func drawBox(
    title: String?, lines: [StyledLine], scrolledTo top: Int = 0, footer: [StyledLine],
    footerAlignment: FooterAlignment = .trailing, showsWhatIsHidden: Bool = false,
    on canvas: inout Canvas
  ) -> [(row: Int, column: Int)] {
    let footer = footer.filter { !$0.isEmpty }
    // Room for the marks of what is hidden beside the title, whichever shows.
    let marks = showsWhatIsHidden ? DisplayWidth.of(moreMark(.up, lines.count)) + 2 : 0
    let contentWidth = min(
      canvas.width - 6,
      max((lines + footer).map(\.width).max() ?? 0, DisplayWidth.of(title ?? "") + 2 + marks))
    let footerRows = footer.isEmpty ? 0 : footer.count + 1
    let contentRows = min(
      lines.count, Self.contentRows(height: canvas.height, footerRows: footer.count))
    let first = max(0, min(top, lines.count - contentRows))
    let boxWidth = contentWidth + 4
    let boxHeight = contentRows + footerRows + 2
    let boxTop = max(0, (canvas.height - boxHeight) / 2)
    let left = max(0, (canvas.width - boxWidth) / 2)
    let card = theme.style(.card)
    canvas.fill(Rect(row: boxTop, column: left, width: boxWidth, height: boxHeight), card)
    // A margin of a cell or two beside the box would show the screen beneath cut into slivers
    // (`P│`, `│s`), which read as a broken screen: it is cleared.
    let right = left + boxWidth
    for (column, width) in [(0, left), (right, canvas.width - right)] where width <= 2 {
      canvas.fill(
        Rect(row: boxTop, column: column, width: width, height: boxHeight),
        theme.style(.background))
    }
    let border = theme.style(.discreteText).over(card)
    let rule = String(repeating: "─", count: boxWidth - 2)
    canvas.draw("╭" + rule + "╮", row: boxTop, column: left, style: border)
    for row in (boxTop + 1)..<(boxTop + boxHeight - 1) {
      canvas.draw("│", row: row, column: left, style: border)
      canvas.draw("│", row: row, column: left + boxWidth - 1, style: border)
    }
    canvas.draw("╰" + rule + "╯", row: boxTop + boxHeight - 1, column: left, style: border)
    if let title {
      canvas.draw(
        " " + title + " ", row: boxTop, column: left + 2,
        style: theme.style(.sectionTitle).over(card), limit: boxWidth - 4)
    }
    for (offset, line) in lines[first..<(first + contentRows)].enumerated() {
      canvas.draw(line, row: boxTop + 1 + offset, column: left + 2, limit: contentWidth)
    }
    canvas.mark(Rect(row: boxTop, column: left, width: boxWidth, height: boxHeight), as: .box)
    var origins: [(row: Int, column: Int)] = []
    for (offset, line) in footer.enumerated() {
      let indent = footerAlignment == .trailing ? max(0, contentWidth - line.width) : 0
      origins.append((boxTop + 1 + contentRows + 1 + offset, left + 2 + indent))
      canvas.draw(
        line, row: origins[offset].row, column: origins[offset].column, limit: contentWidth)
    }
    guard showsWhatIsHidden else { return origins }
    let below = lines.count - first - contentRows
    for (direction, count, row) in [
      (Direction.up, first, boxTop), (.down, below, boxTop + boxHeight - 1),
    ]
    where count > 0 {
      let mark = moreMark(direction, count)
      canvas.draw(
        mark, row: row, column: left + boxWidth - 2 - DisplayWidth.of(mark),
        style: theme.style(.keyHint).over(card))
    }
    return origins
  }

  /// Which way more lines are.
  enum Direction {
    case up, down
  }

  /// The mark on a box's border that says `count` more lines are that way: ` ↓ 12 more `.
  private func moreMark(_ direction: Direction, _ count: Int) -> String {
    " " + (direction == .up ? "↑ " : "↓ ")
      + localization.text(.scrollMore, ["count": String(count)]) + " "
  }
}
