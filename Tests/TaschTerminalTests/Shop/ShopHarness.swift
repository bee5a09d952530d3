import Synchronization
import Tasch
import TaschPresentation
import TaschTestSupport

@testable import TaschTerminal

/// A simulation that remembers every panel put in force.
final class SimulationControlSpy: SimulationControl {
  private let state: Mutex<(current: SimulationPanel, applied: [SimulationPanel])>

  init(_ panel: SimulationPanel) {
    state = Mutex((panel, []))
  }

  var applied: [SimulationPanel] { state.withLock { $0.applied } }

  func panel() async -> SimulationPanel {
    state.withLock { $0.current }
  }

  func apply(_ panel: SimulationPanel) async {
    state.withLock {
      $0.current = panel
      $0.applied.append(panel)
    }
  }

  static let operations = [
    "catalogue", "product", "wishlist", "wishlist.add", "wishlist.remove", "rate", "cart",
    "checkout",
  ]

  static var quiet: SimulationPanel {
    SimulationPanel(
      rows: operations.map { .init(operation: $0, failure: .off, latencyMilliseconds: 0) }, seed: 42
    )
  }
}

/// The shop driven by a key script, against a spy, with no terminal: each key is handled and
/// all the work it started has finished before the next.
@MainActor
final class ShopHarness {
  let spy: DataLayerSpy
  let runtime: ShopRuntime
  let view: ShopView
  private(set) var suspensions = 0

  init(
    _ spy: DataLayerSpy, locale: String = "en_US", theme: Theme.Name = .light, rows: Int = 24,
    columns: Int = 80, simulation: (any SimulationControl)? = nil
  ) {
    self.spy = spy
    let services = ServiceLocator(
      localization: .locale(locale), theme: Theme(theme), dataLayer: spy)
    runtime = ShopRuntime(
      services: services, simulation: simulation, rows: rows, columns: columns, makeSeed: { 7 })
    view = ShopView(localization: services.localization, theme: services.theme)
    runtime.onSuspend = { [weak self] in self?.suspensions += 1 }
  }

  /// Starts the shop and waits until its sections have loaded.
  func open() async {
    runtime.start()
    await runtime.settle()
  }

  /// Presses `keys` one after the other.
  func press(_ keys: Key...) async {
    for key in keys {
      runtime.send(.key(key))
      await runtime.settle()
    }
  }

  /// Waits for the sections that refresh themselves after a change: ends the spy's change
  /// streams and waits for the shop to have followed every change to its end.
  func settleChanges() async {
    spy.finishChanges()
    await runtime.finishFollowing()
  }

  /// The screen as it is drawn now.
  var canvas: Canvas { view.render(runtime.state) }

  /// The screen's text.
  var screen: String { canvas.text + "\n" }

  /// The row of the screen that contains `text`.
  func row(containing text: String) -> Int? {
    canvas.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(text)
    }
  }
}

extension DataLayerSpy {
  /// Answers for a shop on the usual shelf.
  func stockShelf() throws {
    answers.catalogue = .success(Shelf.catalogue)
    answers.wishList = .success(.stub(Shelf.wishList))
    answers.cart = .success(try .stub(Shelf.wishList))
    answers.product = .success(Shelf.carrier)
  }
}
