import Tasch
import TaschPresentation

/// Draws the shop: a pure function of its state, in the user's words and the theme's looks.
public struct ShopView: Sendable {
  /// The words.
  public let localization: Localization
  /// The looks.
  public let theme: Theme
  /// Whether the terminal shows colours: where it shows none (`NO_COLOR`), a product's colours
  /// are named by their hex digits, as its swatches would be blanks.
  public let colorsShow: Bool

  /// A view in `localization`'s words and `theme`'s looks, on a terminal that shows colours
  /// when `colorsShow` says so.
  public init(localization: Localization, theme: Theme, colorsShow: Bool = true) {
    self.localization = localization
    self.theme = theme
    self.colorsShow = colorsShow
  }

  /// The screen for `state`, showing what the presenters give in `content`.
  public func render(_ state: ShopState, _ content: ShopContent) -> Canvas {
    var canvas = Canvas(
      width: state.columns, height: state.rows, background: theme.style(.background))
    if state.isTooSmall {
      drawTooSmall(state, on: &canvas)
      return canvas
    }
    if let product = content.product, case .product = state.screen {
      ProductScreenView(view: self).draw(product, state, content, on: &canvas)
    } else {
      HomeScreenView(view: self).draw(state, content, on: &canvas)
    }
    switch state.overlay {
    case .help: OverlayView(view: self).drawHelp(state, on: &canvas)
    case .simulation(let screen):
      OverlayView(view: self).drawSimulation(
        screen, line: state.simulationLine, keys: state.keys, on: &canvas)
    case .checkout(let step): OverlayView(view: self).drawCheckout(step, state, on: &canvas)
    case nil: break
    }
    return canvas
  }

  /// Says the terminal is too small, and how to quit: that much whole however small it is,
  /// the notice above it as far as it fits.
  private func drawTooSmall(_ state: ShopState, on canvas: inout Canvas) {
    let width = max(1, canvas.width - 2)
    let key = state.keys.label(of: .quit, in: .tooSmall, localization: localization)
    let quit = TextLayout.wrap(localization.text(.terminalTooSmallQuit, ["key": key]), to: width)
    let notice = TextLayout.wrap(localization.text(.terminalTooSmall), to: width)
    // A blank line between them, when there is room for one.
    let gap = notice.count + 1 + quit.count <= canvas.height ? [""] : []
    let lines = Array(notice.prefix(max(0, canvas.height - quit.count))) + gap + quit
    let top = max(0, (canvas.height - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let column = max(0, (canvas.width - DisplayWidth.of(line)) / 2)
      canvas.draw(line, row: top + offset, column: column, style: theme.style(.warning))
    }
  }

  // MARK: - Shared pieces

  /// The spinner's frame now: loading and saving show it, and it moves while they last.
  func spinner(_ state: ShopState) -> String {
    String(Spinner.frames[state.spinnerFrame % Spinner.frames.count])
  }

  /// Marks the row under the cursor across `area`.
  func highlight(row: Int, in area: Rect, on canvas: inout Canvas) {
    canvas.restyle(
      Rect(row: row, column: area.column, width: area.width, height: 1), theme.style(.selection))
  }

  /// The title bar across the top, with `title` on it.
  func drawTitleBar(_ title: String, on canvas: inout Canvas) {
    canvas.fill(
      Rect(row: 0, column: 0, width: canvas.width, height: 1), theme.style(.navigationBar))
    canvas.draw(" " + title, row: 0, column: 0, style: theme.style(.navigationText))
  }

  /// What the status line says in `state`: that the shop quits once a change is saved, or
  /// what the last change did.
  func statusLine(_ state: ShopState) -> String? {
    if state.quitsOnceSaved {
      let key = state.keys.label(of: .quit, in: state.scope, localization: localization)
      return localization.text(.quitOnceSaved, ["key": key])
    }
    if let name = state.unopenableLine {
      let key = state.keys.label(of: .remove, in: state.scope, localization: localization)
      return localization.text(.noPageNoLongerSold, ["name": name, "key": key])
    }
    return state.status
  }

  /// The bottom line: the status when there is one, else the hints of the keys that do
  /// something where they are pressed now, the most needed first, as many as fit whole.
  func drawFooter(
    _ state: ShopState, _ content: ShopContent, status: String?, on canvas: inout Canvas
  ) {
    if let status {
      canvas.draw(
        " " + TextLayout.printable(status), row: canvas.height - 1, column: 0,
        style: theme.style(.promotion), limit: canvas.width)
      return
    }
    // The simulation panel lists its keys itself.
    guard state.scope != .simulation else { return }
    let hints = state.keys.hints(for: state.scope, localization: localization) {
      ShopLogic.applies($0, in: state, content: content)
    }
    let essential = hints.filter(\.isEssential)
    var fitting: [(key: String, word: String, isEssential: Bool)] = []
    // A hint that does not fit whole is left out, never cut; the key to the help always shows.
    for hint in hints where !hint.isEssential {
      guard hintLine(fitting + [hint] + essential).width < canvas.width else { break }
      fitting.append(hint)
    }
    let line = [Span(" ")] + hintLine(fitting + essential)
    canvas.draw(line, row: canvas.height - 1, column: 0, limit: canvas.width)
  }

  /// `hints` on as many lines of at most `width` columns as they need, none cut in two.
  func hintLines(_ hints: [(key: String, word: String, isEssential: Bool)], width: Int)
    -> [StyledLine]
  {
    var lines: [[(key: String, word: String, isEssential: Bool)]] = [[]]
    for hint in hints {
      let candidate = hintLine(lines[lines.count - 1] + [hint])
      if candidate.width > width && !lines[lines.count - 1].isEmpty { lines.append([]) }
      lines[lines.count - 1].append(hint)
    }
    return lines.map(hintLine)
  }

  /// Key hints as one line: each key, then its word, two spaces apart.
  func hintLine(_ hints: [(key: String, word: String, isEssential: Bool)]) -> StyledLine {
    hints.enumerated().flatMap { index, hint -> StyledLine in
      [
        Span((index > 0 ? "  " : ""), theme.style(.discreteText)),
        Span(hint.key, theme.style(.keyHint)),
        Span(" " + hint.word, theme.style(.discreteText)),
      ]
    }
  }

  /// What a section shows while it loads, has nothing, or failed: the words, or the error with
  /// what to do and how to reload.
  func drawPlaceholder<Content>(
    _ state: ViewState<Content>, _ shop: ShopState, in area: Rect, on canvas: inout Canvas
  ) {
    let row = area.row
    switch state {
    case .loading(let text):
      canvas.draw(
        "  " + spinner(shop) + " " + text, row: row, column: area.column,
        style: theme.style(.discreteText), limit: area.width)
    case .empty(let text):
      canvas.draw(
        "  " + text, row: row, column: area.column, style: theme.style(.discreteText),
        limit: area.width)
    case .error(let error):
      canvas.draw(
        "  " + error.title, row: row, column: area.column, style: theme.style(.warning),
        limit: area.width)
      // The details (which file, which field) stand between what happened and what to do,
      // which may send the shopper to them.
      let lines = [error.message, error.details, error.recovery].compactMap { $0 }.flatMap {
        TextLayout.wrap(TextLayout.printable($0), to: max(1, area.width - 4))
      }
      for (offset, line) in lines.prefix(max(0, area.height - 2)).enumerated() {
        canvas.draw("  " + line, row: row + 1 + offset, column: area.column, limit: area.width)
      }
      if area.height > 1 {
        let reload: StyledLine = [
          Span("  r", theme.style(.keyHint)),
          Span(" " + error.retryAction, theme.style(.discreteText)),
        ]
        canvas.draw(
          reload, row: row + min(area.height - 1, 1 + lines.count), column: area.column,
          limit: area.width)
      }
    case .content:
      break
    }
  }

  /// A button: the label in brackets, in `role`'s look.
  func button(_ label: String, _ role: ThemeRole) -> Span {
    Span("[ " + label + " ]", theme.style(role))
  }
}
