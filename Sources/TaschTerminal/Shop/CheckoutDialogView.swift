import TaschPresentation

/// The checkout dialogs: the question with every item and the total, what blocks the order and
/// what could still be ordered, a total too large to order, progress, the placed order, a
/// failure; under each, its buttons (`CheckoutDialog`), the one in focus marked.
///
/// Prices line up on their right edge, and buttons are never cut.
extension OverlayView {
  func drawCheckout(_ step: CheckoutStep, _ state: ShopState, on canvas: inout Canvas) {
    let width = min(60, canvas.width - 6)
    let wrap = { (text: String, role: ThemeRole) -> [StyledLine] in
      TextLayout.wrap(text, to: width).map { [Span($0, theme.style(role))] }
    }
    let dialog = CheckoutDialog(step, localization: localization, keys: state.keys)
    let buttons = dialog.choices.enumerated().map { index, choice in
      button(choice, isFocused: index == state.dialogFocus)
    }
    let buttonRows = buttonRows(buttons, on: canvas)
    let title: String?
    var lines: [StyledLine]
    switch step {
    case .confirming(let question):
      title = nil
      lines =
        (question.notice.map { wrap($0, .warning) + [[]] } ?? [])
        + priced(
          question.lines.map { ($0.label, $0.amountText) }
            + question.adjustments.map { ($0.label, $0.amount) },
          total: (question.totalLabel, question.total.formatted), width: width)
        + [[]] + wrap(question.question, .defaultText)
    case .blocked(let blocked):
      title = blocked.title
      lines =
        wrap(blocked.message, .defaultText)
        + blocked.unavailable.map { line -> StyledLine in
          [
            Span("• " + line.label + "  "),
            Span(line.availabilityText ?? "", theme.style(.warning)),
          ]
        }
      if !blocked.orderable.isEmpty {
        lines += [[]] + wrap(localization.text(.checkoutOrderable), .defaultText)
        lines += priced(
          blocked.orderable.map { ($0.label, $0.amountText) }, total: nil, width: width)
      }
    case .tooLarge(let cart):
      title = cart.totalError?.title
      lines =
        priced(
          cart.lines.map { ($0.label, $0.amountText) },
          total: (cart.totalLabel, cart.totalFormatted), width: width)
        + [[]] + wrap(localization.text(.checkoutTooLarge), .warning)
        + (cart.totalError.map { wrap($0.recovery, .discreteText) } ?? [])
    case .loading(let text), .placing(let text):
      title = nil
      lines = [[Span(view.spinner(state) + " " + text, theme.style(.discreteText))]]
    case .placed(let order):
      title = nil
      lines =
        wrap(order.message, .promotion) + [[]]
        + priced(
          order.lines.map { ($0.label, $0.amountText) },
          total: (localization.text(.total), order.total.formatted), width: width)
    case .failed(let error):
      title = error.title
      lines =
        wrap(error.message, .defaultText)
        + (error.details.map { wrap($0, .discreteText) } ?? [])
        + wrap(error.recovery, .discreteText)
    }
    let origins = drawBox(title: title, lines: lines, footer: buttonRows, on: &canvas)
    markChoices(buttons, sideBySide: buttonRows.count == 1, at: origins, on: &canvas)
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

  /// Items with their prices, the prices lined up on their right edge, and the total under
  /// them when there is one.
  private func priced(
    _ items: [(name: String, price: String)], total: (label: String, amount: String)?,
    width: Int
  ) -> [StyledLine] {
    let amountWidth =
      (items.map(\.price) + [total?.amount ?? ""])
      .map { DisplayWidth.of($0) }.max() ?? 0
    let nameWidth = max(8, width - amountWidth - 2)
    var lines = items.map { item -> StyledLine in
      [
        Span(TextLayout.fit(item.name, to: nameWidth) + "  "),
        Span(TextLayout.fit(item.price, to: amountWidth, alignRight: true), theme.style(.price)),
      ]
    }
    if let total {
      let style = theme.style(.sectionTitle)
      lines.append([
        Span(TextLayout.fit(total.label, to: nameWidth) + "  ", style),
        Span(TextLayout.fit(total.amount, to: amountWidth, alignRight: true), style),
      ])
    }
    return lines
  }
}
