import Tasch
import TaschPresentation

/// The shop's behaviour as a pure function: a state, an event and what the presenters show give
/// the next state and the work to do.
///
/// No terminal, no presenter, no clock: a key script tests it directly.
public enum ShopLogic {
  /// Applies `event` to `state`, reading `content` for what the lists hold: the one place the
  /// shop's state changes.
  ///
  /// After every event the cursors are kept inside their lists and on screen, and the window of
  /// catalogue rows the screen needs is asked for when it is not the one asked for last.
  ///
  /// - Returns: the effects to run, in order.
  public static func update(_ state: inout ShopState, _ event: ShopEvent, content: ShopContent)
    -> [ShopEffect]
  {
    var effects = handle(event, &state, content: content)
    placeCursors(&state, content: content)
    if let lastTop = content.helpLastTop { state.helpTop = min(state.helpTop, lastTop) }
    if let lastTop = content.dialogLastTop { state.dialogTop = min(state.dialogTop, lastTop) }
    let asksForAQuery = effects.contains { if case .query = $0 { true } else { false } }
    if !asksForAQuery, windowToLoad(state, content: content) != nil {
      effects.append(.query(content.query))
    }
    return effects
  }

  private static func handle(_ event: ShopEvent, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    switch event {
    case .resize(let rows, let columns):
      state.rows = rows
      state.columns = columns
      return []
    case .key(let key):
      state.clearStatus()
      return press(key, &state, content: content)
    case .pasted(let text):
      // Typed at once, as one edit and one search; nothing where no line takes text, where
      // its letters would be keys.
      var typing = state
      typing.clearStatus()
      guard let effects = type(text, &typing, content: content) else { return [] }
      state = typing
      return effects
    case .mouse(let mouse, let target):
      return point(mouse, at: target, &state, content: content)
    case .tick:
      state.spinnerFrame = (state.spinnerFrame + 1) % Spinner.frames.count
      return []
    case .presented(let section):
      return presented(section, &state, content: content)
    case .open(let route):
      return open(route, &state, content: content)
    case .restore(let place):
      return restore(place, &state, content: content)
    case .changed(let status):
      state.status = status
      state.savingItem = nil
      return []
    case .checkout(let step):
      state.overlay = step.map { .checkout($0) }
      state.dialogFocus = 0
      state.dialogTop = 0
      return []
    case .simulation(let panel):
      showSimulation(panel, &state)
      return []
    case .quitWhileSaving:
      // Quitting at once loses nothing: the store saves all of a change or none of it.
      if state.quitsOnceSaved { return [.quit(.success)] }
      state.quitsOnceSaved = true
      return []
    case .quitCancelled:
      state.quitsOnceSaved = false
      return []
    }
  }

  /// What `key` does where the shop is: the key map's action, or a character typed.
  static func press(_ key: Key, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    // On a line that takes text, characters are typed and Backspace erases one.
    if case .character(let typed) = key,
      let effects = type(String(typed), &state, content: content)
    {
      return effects
    }
    if key == .backspace, let effects = erase(&state, content: content) { return effects }
    guard let action = state.keys.action(for: key, in: state.scope) else {
      // In a dialog, a button's underlined letter chooses it.
      guard state.scope == .checkout, case .character(let typed) = key,
        let choice = content.checkoutDialog?.choice(typed: typed)
      else { return [] }
      return choose(choice, &state, content: content)
    }
    return perform(action, key: key, &state, content: content)
  }

  /// Keeps the cursors inside the lists and on screen after the lists changed.
  ///
  /// A list still loading, or whose load failed, keeps its cursor, so a restored or kept
  /// position survives until the list is there.
  static func placeCursors(_ state: inout ShopState, content: ShopContent) {
    let layout = HomeLayout(state, content: content)
    if let count = content.catalogueTotal {
      keepCursorOnItsProduct(&state, content: content)
      state.cataloguePosition = state.cataloguePosition.scrolled(
        count: count, visible: layout.catalogue.height)
    }
    if let catalogue = content.catalogue.content {
      let cursor = state.cataloguePosition.cursor
      state.catalogueCursorRow = catalogue.row(at: cursor).map { row in
        ShopState.ListedRow(id: row.id, position: cursor, query: catalogue.query.unpaged)
      }
    }
    if let count = content.shownWishListCount {
      state.wishListPosition = state.wishListPosition.scrolled(
        count: count, visible: layout.wishList.height)
      if state.focus == .wishList && count == 0 { state.focus = .catalogue }
    }
    state.helpTop = max(0, state.helpTop)
  }

  /// Moves the catalogue's cursor to the product it was on, when that product moved.
  ///
  /// When the same query is listed again (after another shopper's order, or a rating), Enter
  /// and `w` must still act on the product the shopper chose. A cursor the shopper moved since,
  /// or a product no longer among the rows loaded, stays where it is.
  private static func keepCursorOnItsProduct(_ state: inout ShopState, content: ShopContent) {
    guard let last = state.catalogueCursorRow, let catalogue = content.catalogue.content,
      catalogue.query.unpaged == last.query, content.query.unpaged == last.query,
      state.cataloguePosition.cursor == last.position,
      catalogue.row(at: last.position)?.id != last.id,
      let position = catalogue.position(of: last.id)
    else { return }
    state.cataloguePosition.cursor = position
  }

  /// Whether `key`, pressed in `state`, only edits the catalogue's query.
  ///
  /// The search line's keys and the sort and filter keys need not wait for the query before
  /// them to be answered, so typing never waits for the catalogue; every other key does.
  public static func editsQuery(_ key: Key, in state: ShopState) -> Bool {
    guard !state.isTooSmall else { return false }
    if state.scope == .search { return true }
    switch state.keys.action(for: key, in: state.scope) {
    case .search, .clearSearch, .sort, .reverseSort, .inStockOnly: return state.scope == .home
    default: return false
    }
  }

  // MARK: - Actions

  private static func perform(
    _ action: KeyAction, key: Key, _ state: inout ShopState, content: ShopContent
  ) -> [ShopEffect] {
    guard applies(action, in: state, content: content) else { return [] }
    if state.overlay == .help, let effects = onHelp(action, &state) { return effects }
    switch action {
    case .interrupt: return [.quit(.interrupted)]
    case .suspend: return [.suspend]
    case .quit: return [.quit(.success)]
    case .showHelp:
      toggleHelp(&state)
      return []
    case .showSimulation:
      if case .simulation = state.overlay {
        state.overlay = nil
        return []
      }
      return [.showSimulation]
    case .back: return back(&state, content: content)
    case .confirm:
      if case .simulation(let screen) = state.overlay {
        return onSimulationPanel(action, screen, &state)
      }
      if case .checkout = state.overlay {
        return choose(state.dialogFocus, &state, content: content)
      }
      return confirm(&state)
    case .nextChoice, .previousChoice, .yes, .no:
      return onDialog(action, &state, content: content)
    case .moveUp, .moveDown, .cycleForward, .cycleBackward, .cycleKind, .longer, .shorter,
      .reseed, .resetSimulation:
      if case .simulation(let screen) = state.overlay {
        return onSimulationPanel(action, screen, &state)
      }
      if case .checkout(let step) = state.overlay {
        scrollDialog(action, step, &state)
        return []
      }
      return move(action, &state, content: content)
    case .pageUp, .pageDown, .first, .last:
      if case .checkout(let step) = state.overlay {
        scrollDialog(action, step, &state)
        return []
      }
      return move(action, &state, content: content)
    case .switchList:
      state.focus = state.focus == .catalogue ? .wishList : .catalogue
      if state.focus == .wishList && content.wishListCount == 0 { state.focus = .catalogue }
      return []
    case .open:
      if state.focus == .wishList,
        let line = content.wishList.content?.lines[safe: state.wishListPosition.cursor],
        line.isNoLongerSold
      {
        // Its page would only say the product is not found.
        state.unopenableLine = line.name
        return []
      }
      guard let id = underCursor(state, content: content) else { return [] }
      return open(.product(id), &state, content: content)
    case .toggleWishList, .remove, .oneMore, .oneLess:
      return changeWishList(action, &state, content: content)
    case .rateWithDigit:
      guard case .character(let digit) = key,
        let rating = digit.wholeNumberValue.flatMap(Rating.init(stars:))
      else { return [] }
      return [.rate(rating)]
    case .raiseRating: return [.raiseRating]
    case .lowerRating: return [.lowerRating]
    case .next: return [.nextProduct]
    case .previous: return [.previousProduct]
    case .undo: return [.undo]
    case .redo: return [.redo]
    case .checkOut: return [.proceedToCheckout]
    case .reload: return [.reload]
    case .clearSearch: return closeSearch(&state, content: content)
    case .search, .sort, .reverseSort, .inStockOnly:
      return editQuery(action, &state, content: content)
    case .enterCode:
      state.codeLine = content.wishList.content?.code ?? ""
      return []
    }
  }

  /// Changes the wish list as `action` asks, for the product shown or the row under the
  /// cursor, marking that row as saving: putting it on or taking it off, or one more or one less.
  private static func changeWishList(
    _ action: KeyAction, _ state: inout ShopState, content: ShopContent
  ) -> [ShopEffect] {
    let difference = action == .oneMore ? 1 : -1
    if case .product = state.screen {
      switch action {
      case .toggleWishList: return [.toggleWishList]
      case .oneMore, .oneLess:
        return content.product?.content == nil ? [] : [.changeQuantity(by: difference)]
      default: break
      }
    }
    guard let id = underCursor(state, content: content) else { return [] }
    state.savingItem = id
    switch action {
    case .toggleWishList: return [.toggleListItem(id)]
    case .oneMore, .oneLess: return [.changeListItemQuantity(id, by: difference)]
    case .remove: return [.remove(id)]
    default: return []
    }
  }

  private static func back(_ state: inout ShopState, content: ShopContent) -> [ShopEffect] {
    switch state.overlay {
    case .checkout(.placing): return []
    case .checkout: return [.finishCheckout]
    case .simulation, .help:
      state.overlay = nil
      return []
    case nil: break
    }
    if state.searchLine != nil { return closeSearch(&state, content: content) }
    if state.codeLine != nil {
      state.codeLine = nil
      return []
    }
    if case .product = state.screen { return open(.home, &state, content: content) }
    return []
  }

  /// Enter on the search line keeps the search; on the code's line, prices the cart with the
  /// code typed, or without one when the line is empty.
  private static func confirm(_ state: inout ShopState) -> [ShopEffect] {
    state.searchLine = nil
    guard let code = state.codeLine else { return [] }
    state.codeLine = nil
    return [.applyCode(code.isEmpty ? nil : code)]
  }

  /// Types `typed` on the line that takes text where the shop is: the search line, the code's
  /// line or the help's filter; `nil` where none does.
  private static func type(_ typed: String, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]?
  {
    switch state.scope {
    case .search: typeInSearch(typed, &state, content: content)
    case .code: typeInCode(typed, &state)
    case .helpFilter: typeInHelpFilter(typed, &state)
    default: nil
    }
  }

  /// Erases the last character of the line that takes text where the shop is; `nil` where none
  /// does.
  private static func erase(_ state: inout ShopState, content: ShopContent) -> [ShopEffect]? {
    switch state.scope {
    case .search: eraseInSearch(&state, content: content)
    case .code: eraseInCode(&state)
    case .helpFilter: eraseInHelpFilter(&state)
    default: nil
    }
  }

  /// Adds `typed` to the code's line, up to the longest code there is.
  private static func typeInCode(_ typed: String, _ state: inout ShopState) -> [ShopEffect] {
    guard let line = state.codeLine else { return [] }
    state.codeLine = String((line + typed).prefix(ShopRules.longestCode))
    return []
  }

  /// Deletes the last character of the code's line.
  private static func eraseInCode(_ state: inout ShopState) -> [ShopEffect] {
    if state.codeLine?.isEmpty == false { state.codeLine?.removeLast() }
    return []
  }

  // MARK: - Lists

  private static func move(_ action: KeyAction, _ state: inout ShopState, content: ShopContent)
    -> [ShopEffect]
  {
    guard state.screen == .home else { return [] }
    let layout = HomeLayout(state, content: content)
    let visible = state.focus == .catalogue ? layout.catalogue.height : layout.wishList.height
    let page = max(1, visible - 1)
    let offset =
      switch action {
      case .moveUp: -1
      case .moveDown: 1
      case .pageUp: -page
      case .pageDown: page
      case .first: -Int.max / 2
      default: Int.max / 2
      }
    switch state.focus {
    case .catalogue:
      state.cataloguePosition = state.cataloguePosition.moved(
        by: offset, count: content.catalogueCount, visible: layout.catalogue.height)
    case .wishList:
      state.wishListPosition = state.wishListPosition.moved(
        by: offset, count: content.wishListCount, visible: layout.wishList.height)
    }
    return []
  }

  /// The product under the cursor of the focused list.
  private static func underCursor(_ state: ShopState, content: ShopContent) -> ProductID? {
    switch state.focus {
    case .catalogue:
      return content.catalogueRow(at: state.cataloguePosition.cursor)?.id
    case .wishList:
      return content.wishList.content?.lines[safe: state.wishListPosition.cursor]?.id
    }
  }
}

extension ShopContent {
  /// How many entries the wish list shows, once it shows something.
  var shownWishListCount: Int? {
    switch wishList {
    case .content(let list): list.lines.count
    case .empty: 0
    case .loading, .error: nil
    }
  }
}

extension ViewState {
  /// Whether this is an error.
  var isError: Bool {
    if case .error = self { return true }
    return false
  }

  /// Whether this is still loading.
  var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }
}

extension RandomAccessCollection where Index == Int {
  /// The element at `index`, or `nil` outside the collection.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
