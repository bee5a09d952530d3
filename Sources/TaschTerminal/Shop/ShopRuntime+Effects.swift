import Tasch
import TaschPresentation

// MARK: - Effects

extension ShopRuntime {
  /// Carries out `effect`: through a presenter, this router, or the simulation.
  func perform(_ effect: ShopEffect) {
    switch effect {
    case .reload: reload()
    case .open(let id, _): open(.product(id))
    case .closeProduct: open(.home)
    case .query(let query): list(ShopLogic.window(of: query, state, content: content))
    case .nextProduct: run(.load) { await $0.product?.showNext() }
    case .previousProduct: run(.load) { await $0.product?.showPrevious() }
    case .proceedToCheckout: run(.load) { await $0.cart.proceedToCheckout() }
    case .finishCheckout: cart.finishCheckout()
    case .showSimulation: run(.load) { $0.showPanel(await $0.simulation?.panel()) }
    case .applySimulation(let panel): run(.change) { await $0.simulation?.apply(panel) }
    case .reseedSimulation(var panel):
      panel.seed = makeSeed()
      run(.change) { runtime in
        await runtime.simulation?.apply(panel)
        runtime.showPanel(panel)
      }
    case .quit(let status):
      exitStatus = status
      stop()
      onExit?(status)
    case .suspend: onSuspend?()
    default: change(effect)
    }
  }

  /// Lists `window`, a query paged to the rows around the cursor: asked for at once so that
  /// the next key builds on it, loaded as the keys that only edit the query go on.
  func list(_ window: CatalogueQuery) {
    catalogue.query = window
    run(.query) { await $0.catalogue.load() }
  }

  /// Runs the change `effect` after every change asked for before it.
  private func change(_ effect: ShopEffect) {
    let previous = lastChange
    lastChange = run(.change) { runtime in
      await previous?.value
      await runtime.carryOut(effect)
    }
  }

  private func carryOut(_ effect: ShopEffect) async {
    switch effect {
    case .toggleWishList: await product?.toggleWishList()
    case .rate(let rating): await product?.rate(rating)
    case .raiseRating: await product?.raiseRating()
    case .lowerRating: await product?.lowerRating()
    case .toggleListItem(let id):
      state.savingItem = id
      redraw()
      say(await wishList.toggle(id))
      state.savingItem = nil
    case .remove(let id):
      state.savingItem = id
      redraw()
      if let outcome = await wishList.remove([id]).first { say(outcome) }
      state.savingItem = nil
    case .undo: say(await history.undo())
    case .redo: say(await history.redo())
    case .confirmCheckout: await cart.confirmCheckout()
    case .removeUnavailable: await cart.removeUnavailableAndContinue()
    default: break
    }
  }

  private func reload() {
    if catalogue.viewState.isError { run(.load) { await $0.catalogue.load() } }
    if wishList.viewState.isError { run(.load) { await $0.wishList.load() } }
    if product?.viewState.isError == true { run(.load) { await $0.product?.load() } }
  }

  private func say(_ outcome: WishListChangeViewModel) {
    state.status = outcome.message ?? outcome.error.map(\.line)
  }

  private func say(_ outcome: Result<HistoryStepViewModel, ErrorViewModel>) {
    switch outcome {
    case .success(let step): state.status = step.message
    case .failure(let error): state.status = error.line
    }
  }

  private func showPanel(_ panel: SimulationPanel?) {
    // New settings or a new seed keep the cursor where it was.
    var screen = ShopState.SimulationScreen(panel: panel)
    if case .simulation(let shown) = state.overlay { screen.cursor = shown.cursor }
    state.overlay = .simulation(screen)
    redraw()
  }
}
