import TaschPresentation

/// The checkout dialogs: the question with every item and the total, what blocks the order and
/// what could still be ordered, a total too large to order, progress, the placed order, a
/// failure.
///
/// Prices line up on their right edge, and buttons are never cut.
extension OverlayView {
  func drawCheckout(_ step: CheckoutStep, _ state: ShopState, on canvas: inout Canvas) {
    let width = min(60, canvas.width - 6)
    let wrap = { (text: String, role: ThemeRole) -> [StyledLine] in
      TextLayout.wrap(text, to: width).map { [Span($0, theme.style(role))] }
    }
    let ok = view.button(localization.text(.ok), .enticingAction)
    switch step {
    case .confirming(let question):
      let items = priced(
        question.lines.map { ($0.label, $0.amountText) },
        total: (question.totalLabel, question.total.formatted), width: width)
      drawBox(
        title: nil,
        lines: (question.notice.map { wrap($0, .warning) + [[]] } ?? []) + items + [[]]
          + wrap(question.question, .defaultText),
        footer: buttonRows(
          [
            view.button(question.cancelAction, .discreteText),
            view.button(question.confirmAction, .enticingAction),
          ], on: canvas),
        on: &canvas)
    case .blocked(let blocked):
      let unavailable = blocked.unavailable.map { line -> StyledLine in
        [Span("• " + line.label + "  "), Span(line.availabilityText ?? "", theme.style(.warning))]
      }
      var lines = wrap(blocked.message, .defaultText) + unavailable
      if !blocked.orderable.isEmpty {
        lines += [[]] + wrap(localization.text(.checkoutOrderable), .defaultText)
        lines += priced(
          blocked.orderable.map { ($0.label, $0.amountText) }, total: nil, width: width)
      }
      let buttons =
        [view.button(blocked.cancelAction, .discreteText)]
        + (blocked.removeAction.map { [view.button($0, .enticingAction)] } ?? [])
      drawBox(
        title: blocked.title, lines: lines, footer: buttonRows(buttons, on: canvas), on: &canvas)
    case .tooLarge(let cart):
      let items = priced(
        cart.lines.map { ($0.label, $0.amountText) },
        total: (cart.totalLabel, cart.totalFormatted), width: width)
      drawBox(
        title: cart.totalError?.title,
        lines: items + [[]]
          + wrap(localization.text(.checkoutTooLarge), .warning)
          + (cart.totalError.map { wrap($0.recovery, .discreteText) } ?? []),
        footer: buttonRows([ok], on: canvas), on: &canvas)
    case .loading(let text), .placing(let text):
      drawBox(
        title: nil,
        lines: [[Span(view.spinner(state) + " " + text, theme.style(.discreteText))]],
        footer: [], on: &canvas)
    case .placed(let order):
      let items = priced(
        order.lines.map { ($0.label, $0.amountText) },
        total: (localization.text(.total), order.total.formatted), width: width)
      drawBox(
        title: nil, lines: wrap(order.message, .promotion) + [[]] + items,
        footer: buttonRows([ok], on: canvas), on: &canvas)
    case .failed(let error):
      drawBox(
        title: error.title,
        lines: wrap(error.message, .defaultText)
          + (error.details.map { wrap($0, .discreteText) } ?? [])
          + wrap(error.recovery, .discreteText),
        footer: buttonRows([ok], on: canvas), on: &canvas)
    }
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
