import Foundation
import Synchronization
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport

@testable import TaschTerminal

/// A simulation that remembers everything asked of it, and answers with the panel asked for.
final class SimulationControlSpy: SimulationControl {
  private struct Record {
    let starting: SimulationPanel
    var current: SimulationPanel
    var applied: [SimulationPanel] = []
    var presetsApplied: [String] = []
    var resets = 0
  }

  private let state: Mutex<Record>

  init(_ panel: SimulationPanel) {
    state = Mutex(Record(starting: panel, current: panel))
  }

  var applied: [SimulationPanel] { state.withLock { $0.applied } }
  var presetsApplied: [String] { state.withLock { $0.presetsApplied } }
  var resets: Int { state.withLock { $0.resets } }

  func panel() async -> SimulationPanel {
    state.withLock { $0.current }
  }

  func apply(_ panel: SimulationPanel) async -> SimulationPanel {
    state.withLock {
      $0.current = panel
      $0.current.options = panel.rows.filter(\.fails).map {
        "--fail \($0.operation)=\($0.failure.value):\($0.kind.value)"
      }.joined(separator: " ")
      $0.applied.append($0.current)
      return $0.current
    }
  }

  func applyPreset(named name: String) async -> SimulationPanel {
    state.withLock {
      $0.presetsApplied.append(name)
      return $0.current
    }
  }

  func reset() async -> SimulationPanel {
    state.withLock {
      $0.resets += 1
      $0.current = $0.starting
      return $0.current
    }
  }

  static var quiet: SimulationPanel {
    SimulationPanel(
      rows: ShopOperation.allCases.prefix(8).map {
        .init(
          operation: $0.rawValue,
          failure: .init([SimulationPanel.off, "once", "every:3", "always"], value: "off"),
          kind: .init(["offline", "timeout"], value: "offline"),
          latency: .init(["0ms", "100ms", "300ms", "lognormal:200ms:2s"], value: "0ms"))
      },
      presets: .init(["offline", "flaky"], value: "offline"), seed: 42, options: "")
  }
}

/// The shop driven by a key script over an in-memory store, seen through a counting spy, with
/// no terminal and a clock that moves only when told.
///
/// `press` handles each key and waits for all the work it started; `type` sends keys without
/// waiting, as a person typing ahead does.
@MainActor
final class ShopHarness {
  let store: InMemoryShopStore
  let spy: ShopStoreSpy
  let clock = ManualClock()
  let services: ServiceLocator
  let runtime: ShopRuntime
  let view: ShopView
  private(set) var suspensions = 0

  init(
    _ store: InMemoryShopStore = ShopFixture.store(), locale: String = "en_US",
    theme: Theme.Name = .light, rows: Int = 24, columns: Int = 80,
    simulation: (any SimulationControl)? = nil, keys: KeyMap = .standard,
    datedByClock: Bool = false, colorsShow: Bool = true
  ) {
    self.store = store
    spy = ShopStoreSpy(wrapping: store)
    let clock = clock
    // Dated at `Date.stub`, or, for a test of what time changes, as long after it as the
    // clock has moved.
    let now: @Sendable () -> Date = { datedByClock ? Self.date(at: clock.now) : .stub }
    services = ServiceLocator(
      localization: .locale(locale), theme: Theme(theme),
      shop: ShopAccess(store: spy, shopper: .stub, now: now))
    runtime = ShopRuntime(
      services: services, simulation: simulation, rows: rows, columns: columns, keys: keys,
      clock: clock, makeSeed: { 7 })
    view = ShopView(
      localization: services.localization, theme: services.theme, colorsShow: colorsShow)
    runtime.onSuspend = { [weak self] in self?.suspensions += 1 }
  }

  /// The date `instant` of the harness's clock stands for: as long after `Date.stub` as the
  /// clock has moved.
  nonisolated static func date(at instant: ManualClock.Instant) -> Date {
    let (seconds, attoseconds) = instant.offset.components
    return Date.stub.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// A shop over `store` opened at home, with everything it shows loaded.
  static func opened(
    _ store: InMemoryShopStore = ShopFixture.store(), locale: String = "en_US",
    theme: Theme.Name = .light, rows: Int = 24, columns: Int = 80,
    simulation: (any SimulationControl)? = nil
  ) async -> ShopHarness {
    let shop = ShopHarness(
      store, locale: locale, theme: theme, rows: rows, columns: columns, simulation: simulation)
    await shop.open()
    return shop
  }

  /// Starts the shop at `start` and waits until it has loaded what it shows.
  func open(at start: ShopStart = .route(.home)) async {
    self.start(at: start)
    await settle()
  }

  /// Starts the shop at `start`, without waiting for anything.
  func start(at start: ShopStart = .route(.home)) {
    ServiceLocator.$current.withValue(services) { runtime.start(at: start) }
  }

  /// Presses `keys` one after the other, each handled with all it started before the next.
  func press(_ keys: Key...) async {
    for key in keys {
      send(.key(key))
      await settle()
    }
  }

  /// Types `keys` ahead, without waiting for anything.
  func type(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  /// Sends `event` to the shop.
  func send(_ event: ShopEvent) {
    ServiceLocator.$current.withValue(services) { runtime.send(event) }
  }

  /// Does the mouse's `action` at `row`, `column`, over what the screen shows there now, and
  /// waits for what it started.
  func mouse(_ action: MouseEvent.Action, row: Int, column: Int) async {
    let target = canvas.target(row: row, column: column)
    send(.mouse(MouseEvent(action, row: row, column: column), on: target))
    await settle()
  }

  /// Clicks the first cell of the first `text` on the screen; whether it is there.
  @discardableResult
  func click(_ text: String) async -> Bool {
    guard let row = row(containing: text) else { return false }
    let line = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[row]
    guard let start = line.range(of: text)?.lowerBound else { return false }
    await mouse(.press(.left), row: row, column: DisplayWidth.of(String(line[..<start])))
    return true
  }

  /// Takes the shop to `route`, and waits for what it started.
  func open(_ route: Route) async {
    ServiceLocator.$current.withValue(services) { runtime.open(route) }
    await settle()
  }

  /// Waits for every key sent and all the work they started.
  func settle() async {
    await ServiceLocator.$current.withValue(services) { await runtime.settle() }
  }

  /// Waits for the sections that refresh themselves after a change: ends the store's change
  /// streams and waits for the shop to have followed every change to its end.
  func settleChanges() async {
    store.finishChanges()
    await ServiceLocator.$current.withValue(services) { await runtime.finishFollowing() }
  }

  /// Lets other tasks run until `condition` holds, for five minutes at most; whether it does.
  ///
  /// Bounded by time, not by a count of turns: the work waited for runs on the shared threads,
  /// which a loaded machine's other tests may hold for most of a minute.
  func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(300)
    while ContinuousClock.now < deadline {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }

  /// The screen as it is drawn now.
  var canvas: Canvas { view.render(runtime.state, runtime.content) }

  /// The screen's text.
  var screen: String { canvas.text + "\n" }

  /// The product under the catalogue's cursor, when its row is loaded.
  var productUnderCatalogueCursor: ProductID? {
    runtime.content.catalogueRow(at: runtime.state.cataloguePosition.cursor)?.id
  }

  /// The screen's lines of text, top to bottom.
  var screenLines: [String] {
    canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The row of the screen that contains `text`.
  func row(containing text: String) -> Int? {
    canvas.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(text)
    }
  }

  /// The requests made to the store from the `start`th on, as `read catalogue` or
  /// `update wishlist.remove`.
  func requests(since start: Int = 0) -> [String] {
    spy.calls.dropFirst(start).map {
      ($0.isUpdate ? "update " : "read ") + ($0.operation?.rawValue ?? "(no operation)")
    }
  }
}
