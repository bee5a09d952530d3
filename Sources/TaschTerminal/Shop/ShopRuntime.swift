import Tasch
import TaschPresentation

/// Runs the interactive shop: each key takes one path — through `ShopLogic` to an effect, and
/// from the effect to a presenter or to this router — and every presenter's new view state
/// draws the shop again.
///
/// The shop's data lives once, in the presenters; `state` holds only the shop's own state.
/// Changes run one after another in the order their keys came, so no key is ever dropped,
/// while loads are the use cases' own, the latest winning. It knows no terminal: the
/// interactive front feeds it keys and draws, and a test drives it with a key script,
/// awaiting `settle()` instead of sleeping.
@MainActor
public final class ShopRuntime {
  /// The shop's own state.
  public private(set) var state: ShopState
  /// How the shop ended, once it has.
  public private(set) var exitStatus: ExitStatus?
  /// Called after every change, to draw it.
  public var onChange: (@MainActor (ShopState, ShopContent) -> Void)?
  /// Called when the person asks to suspend (Ctrl-Z).
  public var onSuspend: (@MainActor () -> Void)?

  private let simulation: (any SimulationControl)?
  private let makeSeed: @Sendable () -> UInt64
  private let catalogue: ProductCataloguePresenter
  private let wishList: WishListPresenter
  private let cart: CartPresenter
  private let history: HistoryPresenter
  private var product: DetailedProductPresenter?
  private var views: [AnyObject] = []
  private var following: [Task<Void, Never>] = []
  private var followingProduct: Task<Void, Never>?
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0
  private var lastChange: Task<Void, Never>?

  /// A shop of `rows` × `columns` on the registered services, its simulation switched live
  /// through `simulation` when there is one.
  public init(
    simulation: (any SimulationControl)?, rows: Int, columns: Int,
    makeSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: 0...UInt64.max) }
  ) {
    self.simulation = simulation
    self.makeSeed = makeSeed
    state = ShopState(rows: rows, columns: columns)
    catalogue = Scenes.catalogue()
    wishList = Scenes.wishList()
    cart = Scenes.cart()
    history = Scenes.history()
  }

  /// What the presenters show now.
  public var content: ShopContent {
    ShopContent(
      catalogue: catalogue.viewState, wishList: wishList.viewState, product: product?.viewState,
      query: catalogue.query)
  }

  /// Loads the home screen's lists, each on its own, and keeps them fresh after changes made
  /// anywhere.
  public func start() {
    catalogue.router = self
    wishList.router = self
    cart.router = self
    views = [
      RedrawingView<ProductCatalogueViewModel>(self).attached(to: catalogue),
      RedrawingView<CartViewModel>(self).attached(to: wishList),
    ]
    following = [catalogue.followChanges(), wishList.followChanges()]
    run { await $0.catalogue.load() }
    run { await $0.wishList.load() }
    redraw()
  }

  /// Handles `event`: updates the state, starts the work it asks for, and draws.
  public func send(_ event: ShopEvent) {
    if case .key = event { state.status = nil }
    let effects = ShopLogic.update(&state, event, content: content)
    redraw()
    for effect in effects { perform(effect) }
  }

  /// Waits until every piece of work started so far, and any it started, has finished.
  public func settle() async {
    while let task = running.values.first {
      await task.value
    }
  }

  /// Stops following changes, as the shop closes.
  public func stop() {
    for task in following { task.cancel() }
    followingProduct?.cancel()
  }

  /// Draws the shop as it is now.
  func redraw() {
    if case .product = state.screen, let product {
      // Next and previous change the product shown.
      state.screen = .product(product.productID)
    }
    ShopLogic.settle(&state, content: content)
    onChange?(state, content)
  }

  // MARK: - Effects

  private func perform(_ effect: ShopEffect) {
    switch effect {
    case .reload: reload()
    case .open(let id, let from):
      from == .catalogue ? catalogue.select(id) : wishList.select(id)
    case .closeProduct: product?.close()
    case .query(let query): run { await $0.catalogue.show(query) }
    case .proceedToCheckout: run { await $0.cart.proceedToCheckout() }
    case .finishCheckout: cart.finishCheckout()
    case .showSimulation: run { $0.showPanel(await $0.simulation?.panel()) }
    case .applySimulation(let panel): run { await $0.simulation?.apply(panel) }
    case .reseedSimulation(var panel):
      panel.seed = makeSeed()
      run { runtime in
        await runtime.simulation?.apply(panel)
        runtime.showPanel(panel)
      }
    case .quit(let status):
      exitStatus = status
      stop()
    case .suspend: onSuspend?()
    default: change(effect)
    }
  }

  /// Runs the change `effect` after every change asked for before it.
  private func change(_ effect: ShopEffect) {
    let previous = lastChange
    let task = run { runtime in
      await previous?.value
      await runtime.carryOut(effect)
    }
    lastChange = task
  }

  private func carryOut(_ effect: ShopEffect) async {
    switch effect {
    case .toggleWishList: await product?.toggleWishList()
    case .rate(let rating): await product?.rate(rating)
    case .raiseRating: await product?.raiseRating()
    case .lowerRating: await product?.lowerRating()
    case .nextProduct: await product?.showNext()
    case .previousProduct: await product?.showPrevious()
    case .toggleListItem(let id, let isOnWishList):
      say(await wishList.toggle(id, isOnWishList: isOnWishList))
    case .remove(let id):
      if let outcome = await wishList.remove([id]).first { say(outcome) }
    case .undo: say(await history.undo())
    case .redo: say(await history.redo())
    case .confirmCheckout: await cart.confirmCheckout()
    case .removeUnavailable: await cart.removeUnavailableAndContinue()
    default: break
    }
    redraw()
  }

  private func reload() {
    if catalogue.viewState.isError { run { await $0.catalogue.load() } }
    if wishList.viewState.isError { run { await $0.wishList.load() } }
    if product?.viewState.isError == true { run { await $0.product?.load() } }
  }

  private func say(_ outcome: WishListChangeViewModel) {
    state.status = outcome.message ?? outcome.error.map { $0.title + ": " + $0.message }
  }

  private func say(_ outcome: Result<HistoryStepViewModel, ErrorViewModel>) {
    switch outcome {
    case .success(let step): state.status = step.message
    case .failure(let error): state.status = error.title + ": " + error.message
    }
  }

  private func showPanel(_ panel: SimulationPanel?) {
    // New settings or a new seed keep the cursor where it was.
    var screen = ShopState.SimulationScreen(panel: panel)
    if case .simulation(let shown) = state.overlay { screen.cursor = shown.cursor }
    state.overlay = .simulation(screen)
    redraw()
  }

  /// Starts `work` as a task `settle()` waits for.
  @discardableResult
  private func run(_ work: @escaping @MainActor (ShopRuntime) async -> Void) -> Task<Void, Never> {
    let id = nextTaskID
    nextTaskID += 1
    let task = Task { [weak self] in
      guard let self else { return }
      await work(self)
      self.running[id] = nil
    }
    running[id] = task
    return task
  }
}

// MARK: - Routing

extension ShopRuntime: ProductCatalogueRouter, WishListRouter, DetailedProductRouter, CartRouter {
  /// Opens the product's screen, stepping through the catalogue's order.
  public func openProduct(_ id: ProductID) {
    followingProduct?.cancel()
    let presenter = Scenes.product(id, browsingOrder: catalogue.query, router: self)
    views.append(RedrawingView<ProductDetailViewModel>(self).attached(to: presenter))
    product = presenter
    followingProduct = presenter.followChanges()
    state.screen = .product(id)
    run { await $0.product?.load() }
    redraw()
  }

  /// Goes back from the product's screen to the home screen, the cursors where they were.
  public func close() {
    followingProduct?.cancel()
    product = nil
    state.screen = .home
    redraw()
  }

  /// Shows a checkout dialog.
  public func showCheckout(_ step: CheckoutStep) {
    state.overlay = .checkout(step)
    redraw()
  }

  /// Closes the checkout dialog.
  public func finishCheckout() {
    state.overlay = nil
    redraw()
  }
}

/// A presenter's view that draws the shop again whenever the presenter has something new.
@MainActor
final class RedrawingView<Content: Sendable>: PresenterView {
  private weak var runtime: ShopRuntime?

  init(_ runtime: ShopRuntime) {
    self.runtime = runtime
  }

  func display(_ state: ViewState<Content>) {
    runtime?.redraw()
  }

  func attached(to presenter: ProductCataloguePresenter) -> Self
  where Content == ProductCatalogueViewModel {
    presenter.view = self
    return self
  }

  func attached(to presenter: WishListPresenter) -> Self where Content == CartViewModel {
    presenter.view = self
    return self
  }

  func attached(to presenter: DetailedProductPresenter) -> Self
  where Content == ProductDetailViewModel {
    presenter.view = self
    return self
  }
}
