import Tasch
import TaschPresentation

/// The shop's behaviour as a pure function.
///
/// A state and an event give the next state and the work to do. No terminal, no presenter, no
/// clock: a key script tests it directly.
public enum ShopLogic {
  /// Applies `event` to `state`.
  ///
  /// - Returns: the effects to run, in order.
  public static func update(_ state: inout ShopState, _ event: ShopEvent) -> [ShopEffect] {
    switch event {
    case .key(let key): return handle(key, &state)
    case .resize(let rows, let columns):
      state.rows = rows
      state.columns = columns
      keepCursorsOnScreen(&state)
      return []
    case .catalogue(let viewState):
      state.catalogue = viewState
      keepCursorsOnScreen(&state)
      return []
    case .wishList(let viewState):
      state.wishList = viewState
      keepCursorsOnScreen(&state)
      return []
    case .cart(let viewState):
      state.cart = viewState
      return []
    case .productOpened(let id):
      state.product = ShopState.ProductScreen(id: id, viewState: .loading(state.loadingText))
      return [.loadProduct]
    case .product(let viewState):
      state.product?.viewState = viewState
      return []
    case .productClosed:
      state.product = nil
      return []
    case .checkout(let step):
      state.overlay = .checkout(step)
      return []
    case .checkoutFinished:
      state.overlay = nil
      return []
    case .simulation(let panel):
      // A new seed or fresh settings keep the cursor where it was.
      var screen = ShopState.SimulationScreen(panel: panel)
      if case .simulation(let shown) = state.overlay { screen.cursor = shown.cursor }
      state.overlay = .simulation(screen)
      return []
    }
  }

  // MARK: - Keys

  private static func handle(_ key: Key, _ state: inout ShopState) -> [ShopEffect] {
    switch key {
    case .control("c"): return [.quit(.interrupted)]
    case .control("z"): return [.suspend]
    case .character("q"): return [.quit(.success)]
    default: break
    }
    if state.isTooSmall { return [] }
    switch state.overlay {
    case .help: return helpKey(key, &state)
    case .simulation(let screen): return simulationKey(key, screen, &state)
    case .checkout(let step): return checkoutKey(key, step)
    case nil: break
    }
    switch key {
    case .character("?"):
      state.overlay = .help
      return []
    case .character("!"): return [.showSimulation]
    default: break
    }
    return state.product == nil ? homeKey(key, &state) : productKey(key, state)
  }

  private static func helpKey(_ key: Key, _ state: inout ShopState) -> [ShopEffect] {
    if [.escape, .backspace, .enter, .character("?")].contains(key) { state.overlay = nil }
    return []
  }

  private static func checkoutKey(_ key: Key, _ step: CheckoutStep) -> [ShopEffect] {
    switch (step, key) {
    case (.placing, _): return []
    case (.confirming, .enter): return [.confirmCheckout]
    case (_, .enter), (_, .escape), (_, .backspace): return [.finishCheckout]
    default: return []
    }
  }

  private static func simulationKey(
    _ key: Key, _ screen: ShopState.SimulationScreen, _ state: inout ShopState
  ) -> [ShopEffect] {
    guard var panel = screen.panel else {
      if [.escape, .backspace, .enter, .character("!")].contains(key) { state.overlay = nil }
      return []
    }
    var screen = screen
    let lines = panel.rows.count + 1
    let row = screen.cursor < panel.rows.count ? screen.cursor : nil
    switch key {
    case .escape, .backspace, .character("!"):
      state.overlay = nil
      return []
    case .up, .character("k"): screen.cursor = max(0, screen.cursor - 1)
    case .down, .character("j"): screen.cursor = min(lines - 1, screen.cursor + 1)
    case .right, .left, .enter, .character(" "):
      guard let row else { return [] }
      panel.rows[row].failure =
        key == .left ? panel.rows[row].failure.previous : panel.rows[row].failure.next
    case .character("+"), .character("="):
      guard let row else { return [] }
      panel.rows[row].latencyMilliseconds = SimulationPanel.longer(
        than: panel.rows[row].latencyMilliseconds)
    case .character("-"):
      guard let row else { return [] }
      panel.rows[row].latencyMilliseconds = SimulationPanel.shorter(
        than: panel.rows[row].latencyMilliseconds)
    case .character("s"):
      return [.reseedSimulation(panel)]
    default:
      return []
    }
    let changed = panel != screen.panel
    screen.panel = panel
    state.overlay = .simulation(screen)
    return changed ? [.applySimulation(panel)] : []
  }

  private static func productKey(_ key: Key, _ state: ShopState) -> [ShopEffect] {
    let loaded = state.product?.viewState.content != nil
    switch key {
    case .escape, .backspace: return [.closeProduct]
    case .character("r") where state.product?.viewState.isError == true: return [.loadProduct]
    case .character("n"): return [.nextProduct]
    case .character("p"): return [.previousProduct]
    case .character("w") where loaded: return [.toggleWishList]
    case .character(let digit) where loaded && ("1"..."5").contains(digit):
      return [.rate(stars: digit.wholeNumberValue ?? 0)]
    case .left where loaded: return [.lowerRating]
    case .right where loaded: return [.raiseRating]
    default: return []
    }
  }

  private static func homeKey(_ key: Key, _ state: inout ShopState) -> [ShopEffect] {
    let layout = HomeLayout(state)
    let catalogueRows = layout.catalogue.height
    let wishListRows = layout.wishList.height
    func move(_ offset: Int) {
      switch state.focus {
      case .catalogue:
        state.cataloguePosition = state.cataloguePosition.moved(
          by: offset, count: state.catalogueCount, visible: catalogueRows)
      case .wishList:
        state.wishListPosition = state.wishListPosition.moved(
          by: offset, count: state.wishListCount, visible: wishListRows)
      }
    }
    let page = max(1, (state.focus == .catalogue ? catalogueRows : wishListRows) - 1)
    switch key {
    case .up, .character("k"): move(-1)
    case .down, .character("j"): move(1)
    case .pageUp: move(-page)
    case .pageDown: move(page)
    case .home, .character("g"): move(-Int.max / 2)
    case .end, .character("G"): move(Int.max / 2)
    case .tab, .backTab:
      state.focus = state.focus == .catalogue ? .wishList : .catalogue
      if state.focus == .wishList && state.wishListCount == 0 { state.focus = .catalogue }
    case .enter: return open(state)
    case .character("x"), .delete:
      guard state.focus == .wishList,
        let line = state.wishList.content?.lines[safe: state.wishListPosition.cursor]
      else { return [] }
      return [.removeFromWishList(line.id)]
    case .character("c"): return [.proceedToCheckout]
    case .character("r"):
      var effects: [ShopEffect] = []
      if state.catalogue.isError { effects.append(.loadCatalogue) }
      if state.wishList.isError { effects.append(.loadWishList) }
      if state.cart.isError { effects.append(.loadCart) }
      return effects
    default: break
    }
    return []
  }

  private static func open(_ state: ShopState) -> [ShopEffect] {
    switch state.focus {
    case .catalogue:
      guard let row = state.catalogue.content?.rows[safe: state.cataloguePosition.cursor] else {
        return []
      }
      return [.openFromCatalogue(row.id)]
    case .wishList:
      guard let line = state.wishList.content?.lines[safe: state.wishListPosition.cursor] else {
        return []
      }
      return [.openFromWishList(line.id)]
    }
  }

  private static func keepCursorsOnScreen(_ state: inout ShopState) {
    let layout = HomeLayout(state)
    state.cataloguePosition = state.cataloguePosition.scrolled(
      count: state.catalogueCount, visible: layout.catalogue.height)
    state.wishListPosition = state.wishListPosition.scrolled(
      count: state.wishListCount, visible: layout.wishList.height)
    if state.focus == .wishList && state.wishListCount == 0 { state.focus = .catalogue }
  }
}

extension ViewState {
  /// Whether this is an error.
  var isError: Bool {
    if case .error = self { return true }
    return false
  }

}

extension RandomAccessCollection where Index == Int {
  /// The element at `index`, or `nil` outside the collection.
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
