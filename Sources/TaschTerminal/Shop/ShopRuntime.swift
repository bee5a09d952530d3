import Tasch
import TaschPresentation

/// Runs the shop: feeds events to `ShopLogic`, carries out its effects through the presenters,
/// and turns what the presenters and routers say back into events.
///
/// It knows no terminal: the interactive front feeds it keys and draws its state, and a test
/// drives it the same way with a key script, awaiting `settle()` instead of sleeping.
@MainActor
public final class ShopRuntime {
  /// What the shop shows now.
  public private(set) var state: ShopState
  /// How the shop ended, once it has.
  public private(set) var exitStatus: ExitStatus?
  /// Called after every change of state, to draw it.
  public var onChange: (@MainActor (ShopState) -> Void)?
  /// Called when the person asks to suspend (Ctrl-Z).
  public var onSuspend: (@MainActor () -> Void)?

  private let services: ServiceLocator
  private let simulation: (any SimulationControl)?
  private let makeSeed: @Sendable () -> UInt64
  private var home: ShopAssembly.Home?
  private var product: ShopAssembly.Product?
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0
  private var following: [Task<Void, Never>] = []

  /// A shop of `rows` × `columns` on `services`, its simulation switched live through
  /// `simulation` when there is one.
  public init(
    services: ServiceLocator, simulation: (any SimulationControl)?, rows: Int, columns: Int,
    makeSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: 0...UInt64.max) }
  ) {
    self.services = services
    self.simulation = simulation
    self.makeSeed = makeSeed
    state = ShopState(rows: rows, columns: columns, loading: services.localization.text(.loading))
  }

  /// Loads the home screen's three sections, each on its own, and keeps them fresh after
  /// changes made anywhere.
  public func start() {
    let home = ShopAssembly.home(services: services, router: self) { [weak self] event in
      self?.send(event)
    }
    self.home = home
    following = [
      home.catalogue.followChanges(), home.wishList.followChanges(), home.cart.followChanges(),
    ]
    for effect in [ShopEffect.loadCatalogue, .loadWishList, .loadCart] { perform(effect) }
    onChange?(state)
  }

  /// Handles `event`: updates the state, starts the work it asks for, and draws.
  public func send(_ event: ShopEvent) {
    let effects = ShopLogic.update(&state, event)
    onChange?(state)
    for effect in effects { perform(effect) }
  }

  /// Waits until every piece of work started so far, and any it started, has finished.
  public func settle() async {
    while let task = running.values.first {
      await task.value
    }
  }

  /// Waits for the tasks that keep the sections fresh to end, after their change streams end
  /// (tests end them by finishing their data layer's changes).
  public func finishFollowing() async {
    for task in following { await task.value }
    await settle()
  }

  /// Stops following changes, as the shop closes.
  public func stop() {
    for task in following { task.cancel() }
  }

  // MARK: - Effects

  private func perform(_ effect: ShopEffect) {
    switch effect {
    case .loadCatalogue: run { await $0.home?.catalogue.load() }
    case .loadWishList: run { await $0.home?.wishList.load() }
    case .loadCart: run { await $0.home?.cart.load() }
    case .openFromCatalogue(let id): home?.catalogue.select(id)
    case .openFromWishList(let id): home?.wishList.select(id)
    case .loadProduct: run { await $0.product?.presenter.load() }
    case .closeProduct: product?.presenter.close()
    case .toggleWishList: run { await $0.product?.presenter.toggleWishList() }
    case .rate(let stars): run { await $0.product?.presenter.rate(stars: stars) }
    case .raiseRating: run { await $0.product?.presenter.raiseRating() }
    case .lowerRating: run { await $0.product?.presenter.lowerRating() }
    case .nextProduct: run { await $0.product?.presenter.showNext() }
    case .previousProduct: run { await $0.product?.presenter.showPrevious() }
    case .removeFromWishList(let id): run { _ = await $0.home?.wishList.remove([id]) }
    case .proceedToCheckout: home?.cart.proceedToCheckout()
    case .confirmCheckout: run { await $0.home?.cart.confirmCheckout() }
    case .finishCheckout: home?.cart.finishCheckout()
    case .showSimulation: run { $0.send(.simulation(await $0.simulation?.panel())) }
    case .applySimulation(let panel): run { await $0.simulation?.apply(panel) }
    case .reseedSimulation(var panel):
      panel.seed = makeSeed()
      run { runtime in
        await runtime.simulation?.apply(panel)
        runtime.send(.simulation(panel))
      }
    case .quit(let status):
      exitStatus = status
      stop()
    case .suspend: onSuspend?()
    }
  }

  /// Starts `work` as a task `settle()` waits for.
  private func run(_ work: @escaping @MainActor (ShopRuntime) async -> Void) {
    let id = nextTaskID
    nextTaskID += 1
    running[id] = Task { [weak self] in
      guard let self else { return }
      await work(self)
      self.running[id] = nil
    }
  }
}

// MARK: - Routers

extension ShopRuntime: ProductCatalogueRouter, WishListRouter, DetailedProductRouter, CartRouter {
  /// Builds the product's screen and shows it.
  public func openProduct(_ id: ProductID) {
    product = ShopAssembly.product(id, services: services, router: self) { [weak self] event in
      self?.send(event)
    }
    send(.productOpened(id))
  }

  /// Goes back from the product's screen to the home screen.
  public func close() {
    product = nil
    send(.productClosed)
  }

  /// Shows a checkout dialog.
  public func showCheckout(_ step: CheckoutStep) {
    send(.checkout(step))
  }

  /// Closes the checkout dialog.
  public func finishCheckout() {
    send(.checkoutFinished)
  }
}
