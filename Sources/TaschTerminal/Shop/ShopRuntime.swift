import Tasch
import TaschComposition
import TaschPresentation

/// Runs the interactive shop as one loop: every event — a key, a resize, a tick of the spinner,
/// a presenter's news, the end of a change — passes once through `ShopLogic.update`, which alone
/// changes `state` and says what work to do; the work runs through the presenters, and what
/// comes of it comes back as events; once the events of a moment are handled, one frame is
/// drawn.
///
/// The shop's data lives once, in the use cases behind the presenters; `state` holds only the
/// shop's own state. Keys are never dropped but ahead of a question of checkout (which only keys
/// pressed once it shows answer): a key pressed while work it depends on runs (a
/// change, a product loading, the catalogue answering a new query) waits, and the keys are
/// handled in the order they came once that work is done; only the search line's keys go on
/// while the catalogue answers, the loads being the use cases' own, the latest winning. It
/// knows no terminal: the interactive front feeds it keys and draws its frames, and a test
/// drives it with a key script, awaiting `settle()` instead of sleeping.
@MainActor
public final class ShopRuntime {
  /// What a piece of work is, for the keys that wait for it.
  enum Work: Hashable {
    /// A change of the shopper's data, or of the simulation: every key waits for it.
    case change
    /// A load a key's meaning depends on: every key but quitting waits for it.
    case load
    /// The catalogue answering a new query: the keys that only edit the query go on.
    case query
  }

  /// How long each spinner frame shows.
  static let frameTime = Duration.milliseconds(100)

  /// The shop's own state: changed only by `ShopLogic.update`, in `dispatch(_:)`.
  public private(set) var state: ShopState
  /// How the shop ended, once it has.
  public internal(set) var exitStatus: ExitStatus?
  /// Draws a frame: called once for each moment the state settles after events.
  public var onChange: (@MainActor (ShopState, ShopContent) -> Void)?
  /// Called when the person asks to suspend (Ctrl-Z).
  public var onSuspend: (@MainActor () -> Void)?
  /// Called once the shop ends, with how: a key that waited for a change may end it later
  /// than it was pressed.
  public var onExit: (@MainActor (ExitStatus) -> Void)?

  let simulation: (any SimulationControl)?
  let makeSeed: @Sendable () -> UInt64
  let clock: any Clock<Duration>
  private let localization: Localization
  /// What measures the dialogs, as the screen draws them.
  private let view: ShopView
  let scenes: Scenes
  let catalogue: ProductCataloguePresenter
  let wishList: WishListPresenter
  let cart: CartPresenter
  let history: HistoryPresenter
  var product: DetailedProductPresenter?
  var productView: PresentingView<ProductDetailViewModel>?
  var followingProduct: Task<Void, Never>?
  private var homeViews: [AnyObject] = []
  private var following: [Task<Void, Never>] = []
  private var running: [Int: Task<Void, Never>] = [:]
  private var pending: [Work: Int] = [:]
  /// Keys and mouse events waiting for the work before them.
  private var queuedInput: [ShopEvent] = []
  private var nextTaskID = 0
  var lastChange: Task<Void, Never>?
  private var ticking: Task<Void, Never>?
  /// Reloads the wish list once its code starts or stops applying: `repriceWhenDue()`.
  var repricing: Task<Void, Never>?
  private var frameIsDue = false

  /// A shop of `rows` × `columns` on `services`, its simulation switched live through
  /// `simulation` when there is one, its spinner timed by `clock`, its keys `keys`.
  public init(
    services: ServiceLocator, simulation: (any SimulationControl)?, rows: Int, columns: Int,
    keys: KeyMap = .standard, clock: any Clock<Duration> = ContinuousClock(),
    makeSeed: @escaping @Sendable () -> UInt64 = SimulationSpecs.randomSeed
  ) {
    self.simulation = simulation
    self.makeSeed = makeSeed
    self.clock = clock
    localization = services.localization
    view = ShopView(localization: services.localization, theme: services.theme)
    scenes = Scenes(services: services)
    state = ShopState(rows: rows, columns: columns, keys: keys)
    catalogue = scenes.catalogue()
    // The wish list shows the discount of the code entered, and checkout orders with it.
    let codeEntry = PromotionCodeEntry()
    wishList = scenes.wishList(codeEntry: codeEntry)
    cart = scenes.cart(codeEntry: codeEntry)
    history = scenes.history()
  }

  /// What the presenters show now.
  public var content: ShopContent {
    var content = ShopContent(
      catalogue: catalogue.viewState, wishList: wishList.viewState, product: product?.viewState,
      query: catalogue.query, catalogueTotal: catalogue.totalMatching,
      productID: product?.productID)
    content.isAnsweringNewerQuery = catalogue.isAnsweringNewerQuery
    switch state.overlay {
    case .help:
      content.helpLastTop = HelpLayout(state, localization: localization).lastTop
    case .checkout(let step):
      content.checkoutDialog = CheckoutDialog(
        step, localization: localization, keys: state.keys,
        width: OverlayView.contentWidth(columns: state.columns))
      content.dialogLastTop = OverlayView(view: view).checkoutLastTop(step, state)
    case .simulation, nil:
      break
    }
    return content
  }

  /// Loads the home screen's lists, each on its own, keeps them fresh after changes made
  /// anywhere, and opens the shop at `start`.
  public func start(at start: ShopStart = .route(.home)) {
    cart.router = self
    homeViews = [
      PresentingView<ProductCatalogueViewModel>(self, .catalogue).attached(to: catalogue),
      PresentingView<PricedListViewModel>(self, .wishList).attached(to: wishList),
    ]
    following = [catalogue.followChanges(), wishList.followChanges()]
    if let query = start.query { catalogue.query = query }
    run(.load) { await $0.wishList.load() }
    switch start {
    case .route(.products): break
    case .route(let route): dispatch(.open(route))
    case .place(let place): dispatch(.restore(place))
    }
    // The first load lists the query the shop opens with, around the cursor it opens at: one
    // load, not two.
    catalogue.query = ShopLogic.window(of: catalogue.query, state, content: content)
    run(.load) { await $0.catalogue.load() }
    frameIsDue = true
    drawFrame()
  }

  /// Handles `event` from outside: a resize at once; a key or the mouse in its turn, once the
  /// work the keys before it started is done, except Ctrl-C and Ctrl-Z, which act at once.
  public func send(_ event: ShopEvent) {
    switch event {
    case .key(let key) where state.keys.action(for: key, in: .anywhere) == nil:
      if state.keys.action(for: key, in: state.scope) == .quit, pending[.change, default: 0] > 0 {
        dispatch(.quitWhileSaving)
      }
      queuedInput.append(event)
      handleQueuedInput()
    case .mouse, .pasted:
      queuedInput.append(event)
      handleQueuedInput()
    default:
      dispatch(event)
    }
  }

  /// Takes the shop to `route`, as a link does.
  public func open(_ route: Route) {
    dispatch(.open(route))
  }

  /// Waits until every key sent so far is handled and every piece of work they started, and any
  /// it started, has finished.
  public func settle() async {
    while let task = running.values.first {
      await task.value
    }
  }

  /// Waits until the shop has followed every change its store published, once the store's
  /// change streams have ended.
  public func finishFollowing() async {
    for task in following + [followingProduct].compactMap({ $0 }) { await task.value }
    await settle()
  }

  /// Stops following changes and animating, as the shop closes.
  public func stop() {
    for task in following { task.cancel() }
    followingProduct?.cancel()
    ticking?.cancel()
    ticking = nil
    repricing?.cancel()
    repricing = nil
  }

  /// Where the shop is now, to reopen there next time.
  public var place: ShopPlace {
    var productID: ProductID?
    if case .product(let id) = state.screen { productID = id }
    return ShopPlace(
      productID: productID, focus: state.focus, catalogue: state.cataloguePosition,
      wishList: state.wishListPosition, query: catalogue.query.unpaged)
  }

  /// Draws the shop as it is now, once more: after the terminal was given back, say.
  public func redraw() {
    frameIsDue = true
    drawFrame()
  }

  // MARK: - The loop

  /// Passes `event` through `ShopLogic.update`, the one place the state changes, then carries
  /// out the effects it asks for; a frame is drawn once the moment's events are handled.
  func dispatch(_ event: ShopEvent) {
    // The logic has no layout: a resize with the help open keeps its top key here.
    let helpBefore: HelpLayout? =
      if case .resize = event, case .help = state.overlay {
        HelpLayout(state, localization: localization)
      } else {
        nil
      }
    let effects = ShopLogic.update(&state, event, content: content)
    if let helpBefore {
      state.helpTop = HelpLayout(state, localization: localization).top(
        showing: state.helpTop, of: helpBefore)
    }
    // The dialog's list scrolls no further than its end at the new size, not the old one.
    if case .resize = event, let lastTop = content.dialogLastTop {
      state.dialogTop = min(state.dialogTop, lastTop)
    }
    for effect in effects { perform(effect) }
    animateWhileBusy()
    scheduleFrame()
  }

  /// Draws one frame for all the events handled until the main actor is free again.
  private func scheduleFrame() {
    guard !frameIsDue else { return }
    frameIsDue = true
    Task { [weak self] in self?.drawFrame() }
  }

  private func drawFrame() {
    guard frameIsDue else { return }
    frameIsDue = false
    onChange?(state, content)
  }

  /// Stays open when a change the shop was to quit once it was saved failed (`error`).
  func stayOpen(after error: ErrorViewModel?) {
    if error != nil { stayOpen() }
  }

  /// Stays open when the shop was to quit once a change was saved: the quit keys waiting for it
  /// are dropped, so that the shopper sees what became of the change (it failed, or asks them
  /// again) rather than a shop that closed as though everything was saved.
  func stayOpen() {
    guard state.quitsOnceSaved else { return }
    queuedInput.removeAll { input in
      guard case .key(let key) = input else { return false }
      return state.keys.action(for: key, in: state.scope) == .quit
    }
    dispatch(.quitCancelled)
  }

  /// Forgets the keys, clicks and pastes that wait for the work before them, but quitting: a
  /// quit asked for while a change saved still closes the shop once it is saved, unless the
  /// change fails or asks the shopper again (`stayOpen()`).
  func dropTypedAhead() {
    queuedInput.removeAll { input in
      guard case .key(let key) = input else { return true }
      return state.keys.action(for: key, in: state.scope) != .quit
    }
  }

  private func handleQueuedInput() {
    while let input = queuedInput.first, isReady(for: input) {
      queuedInput.removeFirst()
      dispatch(input)
    }
  }

  /// Whether `input` can be handled now, or waits for the work before it: the mouse waits as
  /// the keys that move do, and a character pasted as one typed.
  private func isReady(for input: ShopEvent) -> Bool {
    if pending[.change, default: 0] > 0 { return false }
    let key: Key
    switch input {
    case .key(let pressed):
      if state.keys.action(for: pressed, in: state.scope) == .quit { return true }
      key = pressed
    case .pasted(let text): key = .character(text.first ?? " ")
    default: return pending[.load, default: 0] == 0 && pending[.query, default: 0] == 0
    }
    if pending[.load, default: 0] > 0 { return false }
    return pending[.query, default: 0] == 0 || ShopLogic.editsQuery(key, in: state)
  }

  /// Starts `work` as a task `settle()` waits for and keys of `kind`'s kind wait for; once it
  /// is done, the keys that waited are handled.
  @discardableResult
  func run(_ kind: Work, _ work: @escaping @MainActor (ShopRuntime) async -> Void)
    -> Task<Void, Never>
  {
    let id = nextTaskID
    nextTaskID += 1
    pending[kind, default: 0] += 1
    let task = Task { [weak self] in
      guard let self else { return }
      await work(self)
      self.running[id] = nil
      self.pending[kind, default: 0] -= 1
      self.animateWhileBusy()
      self.handleQueuedInput()
    }
    running[id] = task
    return task
  }

  // MARK: - Spinner

  /// Whether something on screen is loading or saving.
  private var isBusy: Bool {
    let content = self.content
    switch state.overlay {
    case .checkout(.loading), .checkout(.placing): return true
    default: break
    }
    return content.catalogue.isLoading || content.isAnsweringNewerQuery
      || content.wishList.isLoading
      || content.product?.isLoading == true || content.product?.content?.savingChange != nil
      || state.savingItem != nil
  }

  /// Ticks the spinner a frame at a time while something on screen loads or saves.
  private func animateWhileBusy() {
    guard isBusy else {
      ticking?.cancel()
      ticking = nil
      return
    }
    guard ticking == nil, exitStatus == nil else { return }
    ticking = Task { [weak self, clock] in
      while true {
        do { try await clock.sleep(for: Self.frameTime) } catch { return }
        guard let self, !Task.isCancelled else { return }
        self.dispatch(.tick)
      }
    }
  }
}

/// A presenter's view in the shop: each new view state is news for the loop.
@MainActor
final class PresentingView<Content: Sendable>: PresenterView {
  private weak var runtime: ShopRuntime?
  private let section: ShopSection

  init(_ runtime: ShopRuntime, _ section: ShopSection) {
    self.runtime = runtime
    self.section = section
  }

  func display(_ state: ViewState<Content>) {
    if section == .wishList { runtime?.repriceWhenDue() }
    runtime?.dispatch(.presented(section))
  }

  func attached<Presenter: ShopPresenter>(to presenter: Presenter) -> Self
  where Presenter.ViewModel == Content {
    presenter.view = self
    return self
  }
}
