import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The shop driven by key scripts: what each key asks of the store, and what shows.
@MainActor
@Suite struct ShopRuntimeTests {
  // MARK: - Home

  @Test func theHomeScreenLoadsEachListOnce() async {
    let shop = await ShopHarness.opened()

    #expect(Set(shop.requests()) == ["read catalogue", "read wishlist"])
    #expect(shop.requests().count == 2)
    #expect(shop.screen.contains("› Carrier"))
  }

  @Test func theCursorMovesWithinTheCatalogue() async {
    let shop = await ShopHarness.opened()

    await shop.press(.down, .character("j"))
    #expect(shop.runtime.state.cataloguePosition.cursor == 2)
    await shop.press(.end)
    #expect(shop.runtime.state.cataloguePosition.cursor == 7)
    await shop.press(.down)
    #expect(shop.runtime.state.cataloguePosition.cursor == 7, "stops at the last")
    await shop.press(.up, .character("k"), .character("g"))
    #expect(shop.runtime.state.cataloguePosition.cursor == 0)
  }

  @Test func tabSwitchesListsAndEnterOpensTheProductUnderTheCursor() async {
    let shop = await ShopHarness.opened()

    await shop.press(.down, .enter)
    #expect(shop.runtime.state.screen == .product(2))
    #expect(shop.screen.contains("‹ Travol"))

    await shop.press(.escape, .tab, .down, .down, .enter)
    #expect(shop.runtime.state.screen == .product(3))
    await shop.press(.backspace)
    #expect(shop.runtime.state.screen == .home)
  }

  @Test func anEmptyWishListKeepsTheCursorInTheCatalogue() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: []))

    await shop.press(.tab)

    #expect(shop.runtime.state.focus == .catalogue)
  }

  @Test func rReloadsOnlyTheListsThatFailed() async {
    let shop = ShopHarness()
    shop.spy.failNext(.catalogue, with: .offline)
    await shop.open()
    #expect(shop.screen.contains("You are offline"))
    let before = shop.spy.calls.count

    await shop.press(.character("r"))

    #expect(shop.requests(since: before) == ["read catalogue"])
    #expect(shop.screen.contains("› Carrier"))
  }

  @Test func aHundredThousandProductsScrollLikeEight() async {
    let many = (1...100_000).map {
      ShopProduct.stub(id: ProductID($0), name: "Bag \($0)", price: .usd(Int64($0 % 500)))
    }
    let shop = await ShopHarness.opened(ShopFixture.store(many, wishList: []))

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
    let shop = await ShopHarness.opened()
    await shop.press(.enter)

    await shop.press(.character("4"))
    #expect(shop.store.data(of: "ann").ratings[1] == .four)
    await shop.press(.right)
    #expect(shop.store.data(of: "ann").ratings[1] == .five)
    await shop.press(.left, .left)
    #expect(shop.store.data(of: "ann").ratings[1] == .three)
    let before = shop.spy.calls.count
    await shop.press(.character("9"))
    #expect(!shop.requests(since: before).contains("update rate"), "9 is not a rating")
  }

  @Test func aReboundKeyDoesWhatTheOldOneDidAndTheOldOneNothing() async throws {
    let keys = try KeyMap.standard.rebound([.toggleWishList: [.character("W")]])
    let shop = ShopHarness(keys: keys)
    await shop.open()
    await shop.press(.enter)

    await shop.press(.character("w"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3])
    await shop.press(.character("W"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [2, 3])
  }

  @Test func nAndPStepThroughTheCatalogueInItsOrder() async {
    let shop = await ShopHarness.opened()
    await shop.press(.enter)

    await shop.press(.character("n"))
    #expect(shop.runtime.state.screen == .product(2))
    await shop.press(.character("p"), .character("p"))
    #expect(shop.runtime.state.screen == .product(8), "before the first comes the last")
  }

  @Test func nThatFailsStaysOnTheProductShownAndSaysWhy() async {
    let shop = await ShopHarness.opened()
    await shop.press(.enter)
    shop.spy.failNext(.product, with: .offline)

    await shop.press(.character("n"))
    #expect(shop.runtime.state.screen == .product(1))
    #expect(shop.screen.contains("‹ Carrier"))
    #expect(shop.screen.contains("You are offline"))
    #expect(shop.screen.contains("Rate the product"), "the product is still shown")

    await shop.press(.character("n"))
    #expect(shop.runtime.state.screen == .product(2))
    #expect(!shop.screen.contains("You are offline"))
  }

  @Test func enterOnALineNoLongerSoldSaysWhyItHasNoPageAndHowToTakeItOff() async throws {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 99]))

    await shop.press(.tab, .down, .enter)

    #expect(shop.runtime.state.screen == .home)
    let footer = try #require(shop.screen.split(separator: "\n").last)
    #expect(
      footer.contains(
        "Product 99 is no longer sold, so it has no page; x takes it off your wish list."))
    await shop.press(.character("x"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1])
  }

  @Test func aProductThatFailedReloadsWithR() async {
    let shop = await ShopHarness.opened()
    shop.spy.failNext(.product, with: .offline)
    await shop.press(.enter)
    #expect(shop.screen.contains("You are offline"))

    await shop.press(.character("w"))
    #expect(shop.store.data(of: "ann").wishList.productIDs == [1, 2, 3], "nothing to toggle yet")
    await shop.press(.character("r"))
    #expect(shop.screen.contains("Rate the product"))
  }

  // MARK: - Checkout

  @Test func checkoutAsksAndEscCancels() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1]))

    await shop.press(.character("c"))
    #expect(shop.screen.contains("Carrier"))
    await shop.press(.escape)

    #expect(shop.runtime.state.overlay == nil)
    #expect(!shop.requests().contains("update checkout"))
  }

  @Test func checkoutYesOrdersAndEnterCloses() async {
    let shop = await ShopHarness.opened(ShopFixture.store(wishList: [1, 3]))

    await shop.press(.character("c"), .character("y"))
    #expect(shop.requests().filter { $0 == "update checkout" }.count == 1)
    #expect(shop.screen.contains("Order 1"))

    await shop.press(.enter)
    #expect(shop.runtime.state.overlay == nil)
    await shop.settleChanges()
    #expect(shop.screen.contains("Your wish list is empty"))
  }

  // MARK: - Overlays

  @Test func helpOpensAndClosesWithQuestionMarkOrEscape() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("?"))
    #expect(shop.screen.contains("On the home screen"))
    await shop.press(.character("?"))
    #expect(shop.runtime.state.overlay == nil)
    await shop.press(.character("?"), .down, .escape)
    #expect(shop.runtime.state.overlay == nil)
    #expect(shop.runtime.state.cataloguePosition.cursor == 0)
  }

  @Test func theHelpScrollsNoFurtherThanItsEnd() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("?"))

    for _ in 0..<60 { await shop.press(.down) }
    let end = shop.runtime.state.helpTop

    #expect(end > 0)
    #expect(shop.screen.contains("Suspend"))
    await shop.press(.up)
    #expect(shop.runtime.state.helpTop == end - 1)
  }

  @Test func theSimulationPanelSwitchesFailuresAndLatencyLive() async {
    let simulation = SimulationControlSpy(SimulationControlSpy.quiet)
    let shop = await ShopHarness.opened(simulation: simulation)

    await shop.press(.character("!"), .right)
    #expect(simulation.applied.last?.rows[0].failure.value == "once")
    await shop.press(.right)
    #expect(simulation.applied.last?.rows[0].failure.value == "every:3")
    await shop.press(.down, .character("+"), .character("+"))
    #expect(simulation.applied.last?.rows[1].latency.value == "300ms")
    await shop.press(.character("-"))
    #expect(simulation.applied.last?.rows[1].latency.value == "100ms")
    for _ in 0..<9 { await shop.press(.down) }
    await shop.press(.character("s"))
    #expect(simulation.applied.last?.seed == 7)
    #expect(shop.screen.contains("Seed 7"))

    await shop.press(.escape)
    #expect(shop.runtime.state.overlay == nil)
  }

  @Test func theKindIsKeptUntilSomethingFailsThenPutInForceWithIt() async {
    let simulation = SimulationControlSpy(SimulationControlSpy.quiet)
    let shop = await ShopHarness.opened(simulation: simulation)

    await shop.press(.character("!"), .character("t"))
    #expect(simulation.applied.isEmpty)
    await shop.press(.right)

    #expect(simulation.applied.last?.rows[0].failure.value == "once")
    #expect(simulation.applied.last?.rows[0].kind.value == "timeout")
    #expect(shop.screen.contains("--fail catalogue=once:timeout"))
  }

  @Test func onASmallTerminalThePanelScrollsToKeepTheCursorInSightAndSaysWhatIsHidden() async {
    let shop = await ShopHarness.opened(
      rows: 12, columns: 40, simulation: SimulationControlSpy(SimulationControlSpy.quiet))

    await shop.press(.character("!"), .down, .down, .down, .right)

    #expect(shop.screen.contains("› wishlist.add "))
    #expect(shop.screen.contains("↑ 3 more"))
    #expect(shop.screen.contains("↓ "))
  }

  @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES", "ja_JP"])
  func onTheSmallestTerminalThePanelShowsTheCursorsRowInEveryLanguage(locale: String) async {
    let shop = await ShopHarness.opened(
      locale: locale, rows: 12, columns: 40,
      simulation: SimulationControlSpy(SimulationControlSpy.quiet))

    await shop.press(.character("!"), .down)

    // Keys that would leave no room for it are left out of the footer, never the row.
    #expect(shop.screen.contains("› product "))
  }

  @Test func onTheSeedLineThePanelShowsTheOptionsItAmountsToWhole() async {
    var panel = SimulationControlSpy.quiet
    panel.options = "--fail wishlist.add=once:timeout --latency wishlist.add=300ms"
    let shop = await ShopHarness.opened(rows: 16, simulation: SimulationControlSpy(panel))

    await shop.press(.character("!"))
    let atTheTop = shop.screen
    for _ in 0..<12 { await shop.press(.down) }

    #expect(!atTheTop.contains("wishlist.add=300ms") && atTheTop.contains("↓ "))
    #expect(shop.screen.contains("--latency wishlist.add=300ms"))
  }

  @Test func enterOnAnOperationsRowChangesNothing() async {
    let simulation = SimulationControlSpy(SimulationControlSpy.quiet)
    let shop = await ShopHarness.opened(simulation: simulation)

    await shop.press(.character("!"), .enter, .down, .enter)

    #expect(simulation.applied.isEmpty)
    #expect(!shop.screen.contains("--fail"))
  }

  @Test func aPresetIsChosenThenAppliedAndResetGoesBackToTheStart() async {
    let simulation = SimulationControlSpy(SimulationControlSpy.quiet)
    let shop = await ShopHarness.opened(simulation: simulation)
    await shop.press(.character("!"), .right)

    for _ in 0..<8 { await shop.press(.down) }
    await shop.press(.right)
    #expect(shop.screen.contains("‹ flaky ›"))
    await shop.press(.enter)
    #expect(simulation.presetsApplied == ["flaky"])
    #expect(shop.screen.contains("‹ flaky ›"))

    await shop.press(.character("r"))
    #expect(simulation.resets == 1)
    #expect(!shop.screen.contains("--fail"))
  }

  @Test func thePanelReopensOnTheLineItWasLeftOn() async {
    let shop = await ShopHarness.opened(
      simulation: SimulationControlSpy(SimulationControlSpy.quiet))

    await shop.press(.character("!"), .down, .down, .escape, .character("!"))

    #expect(shop.runtime.state.simulationLine == 2)
    #expect(shop.screen.contains("› wishlist "))
  }

  @Test func withoutASimulationThePanelSaysSo() async {
    let shop = await ShopHarness.opened()

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
    let shop = await ShopHarness.opened()

    await shop.press(.character("?"), key)

    #expect(shop.runtime.exitStatus == status)
  }

  @Test func ctrlZAsksToSuspend() async {
    let shop = await ShopHarness.opened()

    await shop.press(.control("z"))

    #expect(shop.suspensions == 1)
    #expect(shop.runtime.exitStatus == nil)
  }

  @Test func qQuitsATerminalTooSmall() async {
    let shop = await ShopHarness.opened()

    shop.send(.resize(rows: 10, columns: 36))
    await shop.press(.character("q"))

    #expect(shop.runtime.exitStatus == .success)
  }

  @Test func aTerminalTooSmallNamesTheKeyThatQuitsWhenItIsRebound() async throws {
    let keys = try KeyMap.standard.rebound([.quit: [.character("Q")]])
    let shop = ShopHarness(keys: keys)
    await shop.open()

    shop.send(.resize(rows: 10, columns: 36))
    let tooSmall = shop.screen
    await shop.press(.character("q"))
    let afterQ = shop.runtime.exitStatus
    await shop.press(.character("Q"))

    #expect(tooSmall.contains("Press Q to quit."))
    #expect(afterQ == nil)
    #expect(shop.runtime.exitStatus == .success)
  }

  @Test func resizingRedrawsAndTooSmallOnlyListensToLeaving() async {
    let shop = await ShopHarness.opened()

    shop.send(.resize(rows: 10, columns: 36))
    #expect(shop.screen.contains("too small"))
    await shop.press(.down, .enter)
    #expect(shop.runtime.state.screen == .home)

    shop.send(.resize(rows: 40, columns: 120))
    #expect(shop.canvas.width == 120)
    #expect(shop.screen.contains("Product catalogue"))
  }
}
