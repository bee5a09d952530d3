import TaschPresentation

/// The checkout dialogs: the question with every item, the discount, shipping and the total, what
/// blocks the order and what could still be ordered, a total too large to order, progress, the
/// placed order as the question showed it, a failure; under each, its buttons (`CheckoutDialog`),
/// the one in focus marked.
///
/// Prices line up on their right edge, and buttons are never cut. On a short screen the total
/// and the question still show: the lists give way instead (`DialogPart`).
extension OverlayView {
  func drawCheckout(_ step: CheckoutStep, _ state: ShopState, on canvas: inout Canvas) {
    let dialog = checkoutDialog(step, state, columns: canvas.width)
    let lines = DialogPart.fit(
      dialog.parts,
      rows: Self.contentRows(height: canvas.height, footerRows: dialog.buttonRows.count),
      width: dialog.width, scrolledBy: state.dialogTop
    ) { hidden, above in
      [
        Span(
          "… " + localization.text(.scrollMore, ["count": String(hidden)]) + (above ? " ↑" : " ↓"),
          theme.style(.discreteText))
      ]
    }
    let origins = drawBox(
      title: dialog.title, lines: lines, footer: dialog.buttonRows, on: &canvas)
    markChoices(
      dialog.buttons, sideBySide: dialog.buttonRows.count == 1, at: origins, on: &canvas)
  }

  /// The last line the list of the dialog showing `step` can be scrolled to, on a screen of
  /// `state`'s size: past it, nothing more shows.
  func checkoutLastTop(_ step: CheckoutStep, _ state: ShopState) -> Int {
    let dialog = checkoutDialog(step, state, columns: state.columns)
    return DialogPart.lastTop(
      dialog.parts,
      rows: Self.contentRows(height: state.rows, footerRows: dialog.buttonRows.count))
  }

  /// A checkout dialog as laid out, before it is fitted to the screen's rows.
  private struct LaidOutDialog {
    let title: String?
    /// Its lines, which give way on a short screen.
    let parts: [DialogPart]
    /// The cells its lines take.
    let width: Int
    /// Its buttons, the one in focus marked.
    let buttons: [StyledLine]
    /// Its buttons side by side in one row, or one a row.
    let buttonRows: [StyledLine]
  }

  /// The dialog showing `step` on a screen `columns` wide.
  private func checkoutDialog(_ step: CheckoutStep, _ state: ShopState, columns: Int)
    -> LaidOutDialog
  {
    let width = min(60, Self.contentWidth(columns: columns))
    let wrap = { (text: String, role: ThemeRole) -> [StyledLine] in
      TextLayout.wrap(text, to: width).map { [Span($0, theme.style(role))] }
    }
    let dialog = CheckoutDialog(
      step, localization: localization, keys: state.keys,
      width: Self.contentWidth(columns: columns))
    let buttons = dialog.choices.enumerated().map { index, choice in
      button(choice, isFocused: index == state.dialogFocus)
    }
    let title: String?
    var parts: [DialogPart]
    switch step {
    case .confirming(let question):
      title = nil
      parts =
        (question.notice.map { [.text(wrap($0, .warning)), .spacer] } ?? [])
        + priced(
          question.lines.map { ($0.label, $0.amountText) },
          adjustments: question.adjustments.map { ($0.label, $0.amount) },
          total: (question.totalLabel, question.total.formatted), width: width)
        + [.spacer, .essential(wrap(question.question, .defaultText))]
    case .blocked(let blocked):
      title = blocked.title
      parts = [
        .text(wrap(blocked.message, .defaultText)),
        .list(
          blocked.unavailable.map { line -> StyledLine in
            [
              Span("• " + line.label + "  "),
              Span(line.availabilityText ?? "", theme.style(.warning)),
            ]
          }),
      ]
      if !blocked.orderable.isEmpty {
        parts += [.spacer, .text(wrap(localization.text(.checkoutOrderable), .defaultText))]
        parts += priced(
          blocked.orderable.map { ($0.label, $0.amountText) }, total: nil, width: width)
      }
    case .tooLarge(let cart):
      title = cart.totalError?.title
      parts =
        priced(
          cart.lines.map { ($0.label, $0.amountText) },
          total: (cart.totalLabel, cart.totalFormatted), width: width)
        + [.spacer, .essential(wrap(localization.text(.checkoutTooLarge), .warning))]
        + (cart.totalError.map { [.text(wrap($0.recovery, .discreteText))] } ?? [])
    case .loading(let text), .placing(let text):
      title = nil
      parts = [.essential([[Span(view.spinner(state) + " " + text, theme.style(.discreteText))]])]
    case .placed(let order):
      title = nil
      parts =
        [.essential(wrap(order.message, .promotion)), .spacer]
        + priced(
          order.lines.map { ($0.label, $0.amountText) },
          adjustments: order.adjustments.map { ($0.label, $0.amount) },
          total: (localization.text(.total), order.total.formatted), width: width)
    case .failed(let error):
      title = error.title
      parts = [
        .text(
          wrap(error.message, .defaultText)
            + (error.details.map { wrap($0, .discreteText) } ?? [])
            + wrap(error.recovery, .discreteText))
      ]
    }
    return LaidOutDialog(
      title: title, parts: parts, width: width, buttons: buttons,
      buttonRows: buttonRows(buttons, columns: columns))
  }

  /// Marks each button where it was drawn from `origins`, the starts of the footer's rows: in
  /// one row side by side, or one a row.
  private func markChoices(
    _ buttons: [StyledLine], sideBySide: Bool, at origins: [(row: Int, column: Int)],
    on canvas: inout Canvas
  ) {
    var column = origins.first?.column ?? 0
    for (index, button) in buttons.enumerated() {
      let origin = sideBySide ? origins.first : origins[safe: index]
      guard let origin else { return }
      if !sideBySide { column = origin.column }
      canvas.mark(
        Rect(row: origin.row, column: column, width: button.width, height: 1), as: .choice(index))
      column += button.width
    }
  }

  /// A dialog's button: its label in brackets, its letter underlined, and, in focus, marked
  /// before it and in the selection's look.
  private func button(_ choice: CheckoutDialog.Choice, isFocused: Bool) -> StyledLine {
    let style =
      isFocused ? theme.style(.selection).over(theme.style(choice.role)) : theme.style(choice.role)
    var label = [Span(choice.label, style)]
    if let letter = choice.letter {
      let after = choice.label.index(after: letter)
      label = [
        Span(String(choice.label[..<letter]), style),
        Span(String(choice.label[letter]), TextStyle(isUnderlined: true).over(style)),
        Span(String(choice.label[after...]), style),
      ].filter { !$0.text.isEmpty }
    }
    return [Span(isFocused ? "› " : "  ", theme.style(.keyHint))] + [Span("[ ", style)] + label
      + [Span(" ]", style)]
  }

  /// Items with their prices, then the amounts between them and the total, the prices lined up
  /// on their right edge, and the total under them when there is one: the items and amounts a
  /// list that gives way, the amounts kept longest, and the total always shown.
  private func priced(
    _ items: [(name: String, price: String)],
    adjustments: [(name: String, price: String)] = [], total: (label: String, amount: String)?,
    width: Int
  ) -> [DialogPart] {
    let items = items + adjustments
    let amountWidth =
      (items.map(\.price) + [total?.amount ?? ""])
      .map { DisplayWidth.of($0) }.max() ?? 0
    let nameWidth = max(8, width - amountWidth - 2)
    let lines = items.map { item -> StyledLine in
      [
        Span(TextLayout.fit(item.name, to: nameWidth) + "  "),
        Span(TextLayout.fit(item.price, to: amountWidth, alignRight: true), theme.style(.price)),
      ]
    }
    guard let total else { return [.list(lines, keepingLast: adjustments.count)] }
    let style = theme.style(.sectionTitle)
    return [
      .list(lines, keepingLast: adjustments.count),
      .essential([
        [
          Span(TextLayout.fit(total.label, to: nameWidth) + "  ", style),
          Span(TextLayout.fit(total.amount, to: amountWidth, alignRight: true), style),
        ]
      ]),
    ]
  }
}
