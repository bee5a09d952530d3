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

  /// Chooses the dialog's button `index`: what it does.
  static func choose(_ index: Int, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    guard let choice = content.checkoutDialog?.choices[safe: index] else { return [] }
    state.dialogFocus = index
    return [choice.effect]
  }
}

extension ShopLogic {
  /// Whether `action` has something to act on in `state`: a footer shows only the keys that
  /// do something where they are pressed.
  static func applies(_ action: KeyAction, in state: ShopState, content: ShopContent) -> Bool {
    if case .checkout(let step) = state.overlay {
      let dialog = content.checkoutDialog
      switch action {
      case .nextChoice, .previousChoice: return (dialog?.choices.count ?? 0) > 1
      case .confirm: return dialog?.choices.isEmpty == false
      case .yes, .no: return dialog?.asksYesOrNo ?? false
      case .back:
        if case .placing = step { return false }
        return true
      default: return true
      }
    }
    return true
  }
}
