/// The mouse, read through the key map: a click on a button does what the key bound to its
/// action does where the shop is; a click selects a row, and a click on the selected row opens
/// it, as Enter does; the wheel scrolls the list under the pointer, the help, or a checkout
/// dialog's list.
///
/// What is under the pointer comes with the event, read from the frame the person saw
/// (`ScreenTarget`), so nothing here knows where anything is drawn.
extension ShopLogic {
  /// How many rows a notch of the wheel scrolls.
  static let wheelRows = 3

  /// What `mouse` does over `target`.
  static func point(
    _ mouse: MouseEvent, at target: ScreenTarget?, _ state: inout ShopState, content: ShopContent
  ) -> [ShopEffect] {
    guard !state.isTooSmall, let target else { return [] }
    switch mouse.action {
    case .wheelUp: return wheel(-wheelRows, over: target, &state, content: content)
    case .wheelDown: return wheel(wheelRows, over: target, &state, content: content)
    case .press(.left): return click(target, &state, content: content)
    case .press, .release, .drag: return []
    }
  }

  private static func wheel(
    _ rows: Int, over target: ScreenTarget, _ state: inout ShopState, content: ShopContent
  ) -> [ShopEffect] {
    state.clearStatus()
    switch (state.scope, target) {
    case (.home, .list(let list)), (.home, .row(let list, _, _)), (.search, .list(let list)),
      (.search, .row(let list, _, _)):
      scroll(list, by: rows, &state, content: content)
    case (.help, .box), (.helpFilter, .box):
      // `update` keeps the help within its lines.
      state.helpTop = max(0, state.helpTop + rows)
    case (.checkout, .box), (.checkout, .choice):
      if case .checkout(let step) = state.overlay { scrollDialog(by: rows, step, &state) }
    default: break
    }
    return []
  }

  private static func click(
    _ target: ScreenTarget, _ state: inout ShopState, content: ShopContent
  ) -> [ShopEffect] {
    state.clearStatus()
    switch (state.scope, target) {
    case (.home, .row(let list, let drawnAt, let shown)):
      // The product clicked, where it is now: the click may have waited behind a change that
      // moved the rows since the frame the person saw (a line taken off, a new order). One no
      // longer among the rows loaded (gone, moved far by a new order, the list reloading) is
      // not clicked: better nothing than another product.
      guard let row = shown.map({ content.position(of: $0, in: list) }) ?? drawnAt else {
        return []
      }
      let position = list == .catalogue ? state.cataloguePosition : state.wishListPosition
      if state.focus == list && position.cursor == row {
        return pressing(.open, &state, content: content)
      }
      select(row, of: list, &state, content: content)
      return []
    case (.home, .checkOutButton): return pressing(.checkOut, &state, content: content)
    case (.product, .backMark): return pressing(.back, &state, content: content)
    case (.product, .wishListButton): return pressing(.toggleWishList, &state, content: content)
    case (.checkout, .choice(let index)): return choose(index, &state, content: content)
    default: return []
    }
  }

  /// What the key bound to `action` where the shop is does.
  private static func pressing(
    _ action: KeyAction, _ state: inout ShopState, content: ShopContent
  ) -> [ShopEffect] {
    guard let key = state.keys.key(for: action, in: state.scope) else { return [] }
    return press(key, &state, content: content)
  }

  /// Puts the cursor of `list` on its row `row`, and the focus in it.
  private static func select(
    _ row: Int, of list: ShopState.Focus, _ state: inout ShopState, content: ShopContent
  ) {
    let layout = HomeLayout(state, content: content)
    state.focus = list
    switch list {
    case .catalogue:
      state.cataloguePosition.cursor = row
      state.cataloguePosition = state.cataloguePosition.scrolled(
        count: content.catalogueCount, visible: layout.catalogue.height)
    case .wishList:
      state.wishListPosition.cursor = row
      state.wishListPosition = state.wishListPosition.scrolled(
        count: content.wishListCount, visible: layout.wishList.height)
    }
  }

  /// Scrolls `list` by `rows`, its cursor kept on the rows that show.
  private static func scroll(
    _ list: ShopState.Focus, by rows: Int, _ state: inout ShopState, content: ShopContent
  ) {
    let layout = HomeLayout(state, content: content)
    let (count, visible) =
      list == .catalogue
      ? (content.catalogueCount, max(1, layout.catalogue.height))
      : (content.wishListCount, max(1, layout.wishList.height))
    var position = list == .catalogue ? state.cataloguePosition : state.wishListPosition
    position.top = min(max(0, position.top.addingSaturated(rows)), max(0, count - visible))
    position.cursor = min(max(position.cursor, position.top), position.top + visible - 1)
    position = position.scrolled(count: count, visible: visible)
    switch list {
    case .catalogue: state.cataloguePosition = position
    case .wishList: state.wishListPosition = position
    }
  }
}
