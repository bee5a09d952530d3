/// Which keys do something where they are pressed: the logic acts only on those, and a footer
/// shows only those, so the two never disagree.
extension ShopLogic {
  /// Whether `action` has something to act on in `state`: `x` needs the wish list's cursor, a
  /// product's keys need the product, a dialog's keys need buttons.
  static func applies(_ action: KeyAction, in state: ShopState, content: ShopContent) -> Bool {
    if case .checkout(let step) = state.overlay {
      return dialogApplies(action, step, content: content)
    }
    guard state.overlay == nil, state.searchLine == nil, state.codeLine == nil else { return true }
    switch (state.screen, action) {
    case (.product, .toggleWishList), (.product, .rateWithDigit), (.product, .raiseRating),
      (.product, .lowerRating):
      return content.product?.content != nil
    case (.home, .remove): return state.focus == .wishList && content.wishListCount > 0
    case (.home, .open), (.home, .toggleWishList):
      return state.focus == .catalogue ? content.catalogueCount > 0 : content.wishListCount > 0
    case (.home, .switchList): return content.wishListCount > 0
    default: return true
    }
  }
}
