import TaschPresentation

/// The home screen's last line above the key hints: the sub-total, the promotion code's discount
/// or why it was refused, shipping and the total on the left, the checkout button whole on the
/// right.
///
/// At every width it says what checking out would charge, and that a code was refused; and what it
/// shows adds up, so the sub-total shows only with every amount between it and the total, and a
/// code's amount off only with the sub-total and shipping. What does not fit is left out least
/// needed first: the sub-total, then shipping (with a code taken off, the breakdown goes on its own
/// line above the total, then shipping goes down beside the total, then only the code's name
/// stays); then the code goes on its own line above, then only a refused code's title stays, and
/// last the total goes above too. Free shipping without a code says only the sub-total, which is
/// the total, and the promise, as the original app did.
struct TotalsView {
  let view: ShopView

  private var theme: Theme { view.theme }

  /// A way to lay the totals out: the parts on the line above the button's, if any, and the
  /// parts beside the button.
  private struct Layout {
    var above: StyledLine = []
    var beside: StyledLine
  }

  /// Draws the totals of `cart` on `row`, and on the row above when they need it.
  func draw(_ cart: PricedListViewModel, row: Int, on canvas: inout Canvas) {
    let button = view.button(cart.checkoutAction, .enticingAction)
    let layouts = self.layouts(of: cart, width: canvas.width - 1)
    let layout =
      layouts.first {
        $0.above.width <= canvas.width - 1 && $0.beside.width <= canvas.width - button.width - 3
      } ?? layouts[layouts.count - 1]
    canvas.draw(layout.above, row: row - 1, column: 0, limit: canvas.width - 1)
    canvas.draw(layout.beside, row: row, column: 0, limit: canvas.width - 1)
    let column = max(0, canvas.width - 1 - button.width)
    canvas.draw([button], row: row, column: column)
    canvas.mark(Rect(row: row, column: column, width: button.width, height: 1), as: .checkOutButton)
  }

  /// The ways to lay `cart`'s totals out in `width` cells, the most complete first.
  private func layouts(of cart: PricedListViewModel, width: Int) -> [Layout] {
    let title = theme.style(.sectionTitle)
    let subtotalAmount = theme.amountSpan(cart.subtotalFormatted, computed: cart.subtotal != nil)
    let subtotal: StyledLine = [Span(cart.subtotalLabel + " ", title), subtotalAmount]
    let freeShipping = cart.freeShipping.map { [Span($0, theme.style(.promotion))] }
    if cart.code == nil, cart.codeRefusal == nil, let freeShipping {
      return [
        Layout(beside: line(subtotal, freeShipping)), Layout(beside: line(subtotal)),
        Layout(beside: line([subtotalAmount])), Layout(above: line(subtotal), beside: []),
      ]
    }
    let shipping =
      freeShipping ?? [
        Span(cart.shippingLabel + " ", title),
        theme.amountSpan(cart.shippingFormatted, computed: cart.shipping != nil),
      ]
    let totalAmount = theme.amountSpan(cart.totalFormatted, computed: cart.total != nil)
    let total: StyledLine = [Span(cart.totalLabel + " ", title), totalAmount]
    if cart.codeRefusal == nil, let discountLabel = cart.discountLabel,
      let off = cart.discountFormatted
    {
      // The amount off shows only beside the sub-total and the shipping it comes between;
      // with less room the code's name says a code is taken off, with no amounts to add up.
      let code: StyledLine = [Span(discountLabel + " ", title), Span(off, theme.style(.promotion))]
      let name: StyledLine = [Span(discountLabel, title)]
      return [
        Layout(beside: line(subtotal, code, shipping, total)),
        Layout(
          above: line(subtotal, code, freeShipping == nil ? shipping : []), beside: line(total)),
        Layout(above: line(subtotal, code), beside: line(shipping, total)),
        Layout(beside: line(name, total)), Layout(above: line(name), beside: line(total)),
        Layout(above: line(name, total), beside: []),
        Layout(above: line(name).truncated(to: width), beside: line([totalAmount])),
        Layout(above: line(total).truncated(to: width), beside: []),
      ]
    }
    let code: StyledLine
    let codeTitle: StyledLine
    if let refusal = cart.codeRefusal {
      code = [Span(refusal.line, theme.style(.warning))]
      codeTitle = [Span(refusal.title, theme.style(.warning))]
    } else {
      (code, codeTitle) = ([], [])
    }
    return [
      Layout(beside: line(subtotal, code, shipping, total)),
      // Without shipping's amount, the sub-total would not add up to the total.
      Layout(
        beside: freeShipping == nil ? line(code, shipping, total) : line(subtotal, code, total)),
      Layout(beside: line(code, total)), Layout(above: line(code), beside: line(total)),
      Layout(beside: line(codeTitle, total)), Layout(above: line(codeTitle, total), beside: []),
      Layout(above: line(code).truncated(to: width), beside: line([totalAmount])),
      Layout(above: line(total).truncated(to: width), beside: []),
    ]
  }

  /// `parts` on one line after a space, two spaces between them; nothing without any.
  private func line(_ parts: StyledLine...) -> StyledLine {
    let shown = parts.filter { !$0.isEmpty }
    guard !shown.isEmpty else { return [] }
    return [Span(" ")] + shown.joined(separator: [Span("  ")])
  }
}
