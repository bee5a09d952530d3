import Tasch
import TaschPresentation

// MARK: - Effects

extension ShopRuntime {
  /// Carries out `effect` through a presenter or the simulation; what comes of it comes back
  /// to the loop as events.
  func perform(_ effect: ShopEffect) {
    switch effect {
    case .reload: reload()
    case .showProduct(let id): showProduct(id)
    case .closeProduct: closeProduct()
    case .query(let query): list(ShopLogic.window(of: query, state, content: content))
    case .nextProduct: run(.load) { await $0.product?.show(.next) }
    case .previousProduct: run(.load) { await $0.product?.show(.previous) }
    case .proceedToCheckout: run(.load) { await $0.cart.proceedToCheckout() }
    case .finishCheckout: cart.finishCheckout()
    case .applyCode(let code):
      // The cart shares the wish list's entry: it orders with the code the list shows.
      wishList.useCase.codeEntry.code = code
      run(.load) { await $0.wishList.load() }
    case .showSimulation:
      run(.load) { $0.dispatch(.simulation(await $0.simulation?.panel())) }
    case .applySimulation(let panel): simulate { await $0.apply(panel) }
    case .applySimulationPreset(let name): simulate { await $0.applyPreset(named: name) }
    case .resetSimulation: simulate { await $0.reset() }
    case .reseedSimulation(var panel):
      panel.seed = makeSeed()
      simulate { await $0.apply(panel) }
    case .quit(let status):
      exitStatus = status
      stop()
      onExit?(status)
    case .suspend: onSuspend?()
    default: change(effect)
    }
  }

  /// Changes the simulation as `change` says; the panel shows what the simulation answers.
  private func simulate(
    _ change: @escaping @MainActor (any SimulationControl) async -> SimulationPanel
  ) {
    run(.change) { runtime in
      guard let simulation = runtime.simulation else { return }
      runtime.dispatch(.simulation(await change(simulation)))
    }
  }

  /// Lists `window`, a query paged to the rows around the cursor: asked for at once so that
  /// the next key builds on it, loaded as the keys that only edit the query go on.
  private func list(_ window: CatalogueQuery) {
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
    case .toggleWishList: stayOpen(after: await product?.toggleWishList())
    case .rate(let rating): stayOpen(after: await product?.rate(rating))
    case .raiseRating: stayOpen(after: await product?.raiseRating())
    case .lowerRating: stayOpen(after: await product?.lowerRating())
    case .toggleListItem(let id): finished(await wishList.toggle(id))
    case .changeQuantity(let difference):
      stayOpen(after: await product?.changeQuantity(by: difference))
    case .changeListItemQuantity(let id, let difference):
      finished(await wishList.changeQuantity(of: id, by: difference))
    case .remove(let id): finished(await wishList.remove([id]).first)
    case .undo: finished(await history.undo())
    case .redo: finished(await history.redo())
    case .confirmCheckout: await cart.confirmCheckout()
    case .leaveOutUnavailable: await cart.leaveOutUnavailable()
    default: break
    }
  }

  private func reload() {
    if catalogue.viewState.isError { run(.load) { await $0.catalogue.load() } }
    if wishList.viewState.isError { run(.load) { await $0.wishList.load() } }
    if product?.viewState.isError == true { run(.load) { await $0.product?.load() } }
  }

  /// Shows the product `id`, stepping through the catalogue's order.
  private func showProduct(_ id: ProductID) {
    followingProduct?.cancel()
    let presenter = scenes.product(id, browsingOrder: catalogue.query.unpaged)
    productView = PresentingView<ProductDetailViewModel>(self, .product).attached(to: presenter)
    product = presenter
    followingProduct = presenter.followChanges()
    run(.load) { _ in await presenter.load() }
  }

  /// Lets go of the product's screen.
  private func closeProduct() {
    followingProduct?.cancel()
    followingProduct = nil
    product = nil
    productView = nil
  }

  private func finished(_ outcome: WishListChangeViewModel?) {
    dispatch(.changed(status: outcome.flatMap { $0.message ?? $0.error?.line }))
    stayOpen(after: outcome?.error)
  }

  private func finished(_ outcome: Result<HistoryStepViewModel, ErrorViewModel>) {
    switch outcome {
    case .success(let step): dispatch(.changed(status: step.message))
    case .failure(let error):
      dispatch(.changed(status: error.line))
      stayOpen(after: error)
    }
  }
}

// MARK: - Checking out

extension ShopRuntime: CartRouter {
  /// Shows a checkout dialog; a question is answered only by keys typed once it is shown.
  public func showCheckout(_ step: CheckoutStep) {
    switch step {
    case .confirming, .blocked:
      // A `y` typed ahead, while the cart loaded or an order that found it changed was placed,
      // would confirm a cart the shopper never saw.
      dropTypedAhead()
    case .loading, .placing, .placed, .tooLarge, .failed:
      break
    }
    dispatch(.checkout(step))
    // A question, or an order that failed, is shown, not quit over.
    switch step {
    case .confirming, .blocked, .tooLarge, .failed: stayOpen()
    case .loading, .placing, .placed: break
    }
  }

  /// Closes the checkout dialog.
  public func finishCheckout() {
    dispatch(.checkout(nil))
  }
}
