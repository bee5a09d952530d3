import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The shop driven by key scripts: what each key asks of the presenters, and what shows.
@MainActor
@Suite struct ShopBehaviourTests {
  private let spy = DataLayerSpy()

  init() throws {
    try spy.stockShelf()
  }

  private func openShop(rows: Int = 24, simulation: (any SimulationControl)? = nil) async
    -> ShopHarness
  {
    let shop = ShopHarness(spy, rows: rows, simulation: simulation)
    await shop.open()
    return shop
  }

  // MARK: - Home

  @Test func theCursorMovesWithinTheCatalogue() async {
    let shop = await openShop()

    await shop.press(.down, .character("j"))
    #expect(shop.runtime.state.cataloguePosition.cursor == 2)
    await shop.press(.down)
    #expect(shop.runtime.state.cataloguePosition.cursor == 2, "stops at the last")
    await shop.press(.up, .character("k"), .up)
    #expect(shop.runtime.state.cataloguePosition.cursor == 0)
    await shop.press(.end)
    #expect(shop.runtime.state.cataloguePosition.cursor == 2)
    await shop.press(.character("g"))
    #expect(shop.runtime.state.cataloguePosition.cursor == 0)
  }

  @Test func tabSwitchesListsAndEnterOpensTheProductUnderTheCursor() async {
    let shop = await openShop()

    await shop.press(.down, .enter)
    #expect(spy.calls.last == .product(2))
    #expect(shop.runtime.state.product?.id == 2)

    await shop.press(.escape, .tab, .down, .enter)
    #expect(spy.calls.last == .product(2))
    await shop.press(.backspace)
    #expect(shop.runtime.state.product == nil)
  }

  @Test func anEmptyWishListKeepsTheCursorInTheCatalogue() async {
    spy.answers.wishList = .success(.stub([]))
    let shop = await openShop()

    await shop.press(.tab)

    #expect(shop.runtime.state.focus == .catalogue)
  }

  @Test func xTakesTheWishListItemUnderTheCursorOff() async {
    spy.answers.removeFromWishList = .success(true)
    let shop = await openShop()

    await shop.press(.tab, .down, .down, .character("x"))

    #expect(spy.calls.contains(.removeFromWishList(99)))
  }

  @Test func rReloadsOnlyTheSectionsThatFailed() async {
    spy.answers.catalogue = .failure(.timeout)
    let shop = await openShop()
    spy.answers.catalogue = .success(Shelf.catalogue)

    await shop.press(.character("r"))

    #expect(spy.count(of: .catalogue) == 2)
    #expect(spy.count(of: .wishList) == 1)
    #expect(shop.runtime.state.catalogue.content != nil)
  }

  @Test func aHundredThousandProductsScrollLikeTwentyFour() async throws {
    let many = (1...100_000).map {
      Product.stub(id: ProductID($0), name: "Bag \($0)", price: .usd(Int64($0 % 500)))
    }
    spy.answers.catalogue = .success(.stub(many))
    let shop = await openShop()

    await shop.press(.end)
    #expect(shop.runtime.state.cataloguePosition.cursor == 99_999)
    #expect(shop.screen.contains("Bag 100000"))
    #expect(!shop.screen.contains("Bag 1 "))

    await shop.press(.pageUp, .home)
    #expect(shop.runtime.state.cataloguePosition == ShopState.ListPosition(cursor: 0, top: 0))
    #expect(shop.screen.contains("Bag 1 "))
  }

  // MARK: - Product

  @Test func rateWithDigitsAndArrows() async {
    spy.answers.rate = .success(Shelf.carrier)
    let shop = await openShop()
    await shop.press(.enter)

    // A rating publishes a change and the home sections reload meanwhile: look at the ratings.
    func ratings() -> [DataLayerSpy.Call] {
      spy.calls.filter { if case .rate = $0 { true } else { false } }
    }

    await shop.press(.character("4"))
    #expect(ratings() == [.rate(1, .four)])
    await shop.press(.right)
    #expect(ratings().last == .rate(1, .one), "raising from no rating gives one star")
    await shop.press(.character("9"))
    #expect(ratings().count == 2, "9 is not a rating")
  }

  @Test func wTogglesTheWishListAndTheHomeScreenShowsItOnReturn() async throws {
    spy.answers.removeFromWishList = .success(true)
    let shop = await openShop()
    await shop.press(.enter)
    spy.answers.wishList = .success(.stub([.product(Shelf.travol)]))
    spy.answers.cart = .success(try .stub([.product(Shelf.travol)]))

    await shop.press(.character("w"), .escape)
    await shop.settleChanges()

    #expect(spy.calls.contains(.removeFromWishList(1)))
    #expect(shop.runtime.state.wishList.content?.lines.map(\.name) == ["Travol"])
    #expect(shop.screen.contains("Total $175.00"))
  }

  @Test func nAndPStepThroughTheCatalogue() async {
    let shop = await openShop()
    await shop.press(.enter)

    await shop.press(.character("n"))
    #expect(shop.runtime.state.product?.viewState.content?.summary.name == "Travol")
    await shop.press(.character("p"), .character("p"))
    #expect(shop.runtime.state.product?.viewState.content?.summary.name == "旅行用バックパック")
  }

  @Test func aProductThatFailedReloadsWithR() async {
    spy.answers.product = .failure(.offline)
    let shop = await openShop()
    await shop.press(.enter)
    #expect(shop.screen.contains("You are offline"))

    await shop.press(.character("w"))
    #expect(spy.count(of: .addToWishList(1)) == 0, "nothing to toggle yet")
    spy.answers.product = .success(Shelf.carrier)
    await shop.press(.character("r"))
    #expect(shop.screen.contains("Rate the product"))
  }

  // MARK: - Checkout

  @Test func checkoutAsksAndEscCancels() async throws {
    spy.answers.cart = .success(try .stub([.product(Shelf.carrier)]))
    let shop = await openShop()

    await shop.press(.character("c"), .escape)

    #expect(shop.runtime.state.overlay == nil)
    #expect(spy.count(of: .checkout) == 0)
  }

  @Test func checkoutEnterOrdersAndEnterAgainCloses() async throws {
    spy.answers.cart = .success(try .stub([.product(Shelf.carrier)]))
    spy.answers.checkout = .success(.stub(number: 9))
    let shop = await openShop()

    await shop.press(.character("c"), .enter)
    #expect(spy.count(of: .checkout) == 1)
    #expect(shop.screen.contains("Thank you! Order 9 is placed."))

    await shop.press(.enter)
    #expect(shop.runtime.state.overlay == nil)
  }

  // MARK: - Overlays

  @Test func helpOpensAndClosesWithQuestionMarkOrEscape() async {
    let shop = await openShop()

    await shop.press(.character("?"))
    #expect(shop.screen.contains("Take the item under the cursor off the wish list"))
    await shop.press(.character("?"))
    #expect(shop.runtime.state.overlay == nil)
    await shop.press(.character("?"), .down, .escape)
    #expect(shop.runtime.state.overlay == nil)
    #expect(
      shop.runtime.state.cataloguePosition.cursor == 0, "keys under help do not move the list")
  }

  @Test func theSimulationPanelSwitchesFailuresAndLatencyLive() async throws {
    let simulation = SimulationControlSpy(SimulationControlSpy.quiet)
    let shop = await openShop(simulation: simulation)

    await shop.press(.character("!"), .right)
    #expect(simulation.applied.last?.rows[0].failure == .once)
    await shop.press(.right)
    #expect(simulation.applied.last?.rows[0].failure == .always)
    await shop.press(.down, .character("+"), .character("+"))
    #expect(simulation.applied.last?.rows[1].latencyMilliseconds == 300)
    await shop.press(.character("-"))
    #expect(simulation.applied.last?.rows[1].latencyMilliseconds == 100)
    await shop.press(.end, .down, .down, .down, .down, .down, .down, .down, .character("s"))
    #expect(simulation.applied.last?.seed == 7)
    #expect(shop.screen.contains("Seed 7"))

    await shop.press(.escape)
    #expect(shop.runtime.state.overlay == nil)
  }

  @Test func withoutASimulationThePanelSaysSo() async {
    let shop = await openShop()

    await shop.press(.character("!"))

    #expect(shop.screen.contains("This shop has no simulation."))
    await shop.press(.right, .escape)
    #expect(shop.runtime.state.overlay == nil)
  }

  // MARK: - Leaving, suspending, resizing

  @Test(arguments: [
    (Key.character("q"), TaschTerminal.ExitStatus.success), (.control("c"), .interrupted),
  ])
  func quitting(key: Key, status: TaschTerminal.ExitStatus) async {
    let shop = await openShop()

    await shop.press(.character("?"), key)

    #expect(shop.runtime.exitStatus == status)
  }

  @Test func ctrlZAsksToSuspend() async {
    let shop = await openShop()

    await shop.press(.control("z"))

    #expect(shop.suspensions == 1)
    #expect(shop.runtime.exitStatus == nil)
  }

  @Test func resizingRedrawsAndTooSmallOnlyListensToQuit() async {
    let shop = await openShop()

    shop.runtime.send(.resize(rows: 10, columns: 36))
    #expect(shop.screen.contains("too small"))
    await shop.press(.down, .enter)
    #expect(shop.runtime.state.product == nil)

    shop.runtime.send(.resize(rows: 40, columns: 120))
    #expect(shop.canvas.width == 120)
    #expect(shop.screen.contains("Product catalogue"))
  }
}

extension ShopState.Overlay: Equatable {
  /// Overlays are equal when they are the same kind showing the same thing.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.help, .help): true
    case (.simulation(let left), .simulation(let right)): left == right
    case (.checkout(let left), .checkout(let right)): left == right
    default: false
    }
  }
}
