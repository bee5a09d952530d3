import TaschPresentation

/// A checkout dialog's keys: the focus moves between its buttons, and a button is chosen by
/// Enter on it, by its letter, or by `y` and `n` where the dialog asks yes or no.
extension ShopLogic {
  /// Moves the focus, or answers yes or no.
  static func onDialog(_ action: KeyAction, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    guard let dialog = content.checkoutDialog, !dialog.choices.isEmpty else { return [] }
    let count = dialog.choices.count
    switch action {
    case .nextChoice:
      state.dialogFocus = (state.dialogFocus + 1) % count
      return []
    case .previousChoice:
      state.dialogFocus = (state.dialogFocus + count - 1) % count
      return []
    case .yes where dialog.asksYesOrNo: return choose(1, &state, content: content)
    case .no where dialog.asksYesOrNo: return choose(0, &state, content: content)
    default: return []
    }
  }

  /// Scrolls the dialog's list a line or half a screen: the view shows it from the line
  /// `dialogTop` on, as far down as it can.
  static func scrollDialog(_ action: KeyAction, _ step: CheckoutStep, _ state: inout ShopState) {
    let page = max(1, state.rows / 2)
    let offset =
      switch action {
      case .moveUp: -1
      case .moveDown: 1
      case .pageUp: -page
      case .first: -Int.max / 2
      case .last: Int.max / 2
      default: page
      }
    scrollDialog(by: offset, step, &state)
  }

  /// Scrolls the dialog's list `offset` lines down, or up when it is negative, as the wheel
  /// and the keys do.
  static func scrollDialog(by offset: Int, _ step: CheckoutStep, _ state: inout ShopState) {
    let last = max(0, step.listedLineCount - 1)
    // The top is at most the lines listed, so no offset here overflows it.
    state.dialogTop = min(max(0, state.dialogTop + offset), last)
  }

  /// Chooses the dialog's button `index`: what it does.
  static func choose(_ index: Int, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    guard let choice = content.checkoutDialog?.choices[safe: index] else { return [] }
    state.dialogFocus = index
    return [choice.effect]
  }

  /// Whether `action` has something to act on in a dialog showing `step`.
  static func dialogApplies(_ action: KeyAction, _ step: CheckoutStep, content: ShopContent)
    -> Bool
  {
    let choices = content.checkoutDialog?.choices.count ?? 0
    switch action {
    case .nextChoice, .previousChoice: return choices > 1
    case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last: return step.listedLineCount > 0
    case .confirm: return choices > 0
    case .yes, .no: return content.checkoutDialog?.asksYesOrNo ?? false
    case .back:
      if case .placing = step { return false }
      return true
    default: return true
    }
  }
}

extension CheckoutStep {
  /// How many lines the dialog showing it lists: items, and the amounts under them.
  var listedLineCount: Int {
    switch self {
    case .confirming(let question): question.lines.count + question.adjustments.count
    case .blocked(let blocked): blocked.unavailable.count + blocked.orderable.count
    case .tooLarge(let cart): cart.lines.count
    case .placed(let order): order.lines.count + order.adjustments.count
    case .loading, .placing, .failed: 0
    }
  }
}
