import Tasch
import TaschPresentation
import Testing

@testable import TaschTerminal

/// The shop's loop driven by events alone: where links and restored places take the shop, and
/// what the end of a piece of work does to its state.
@Suite struct ShopLogicRoutesTests {
  private let loading = ShopContent(catalogue: .loading("…"), wishList: .loading("…"))

  /// The shop showing product `id`, opened by the shopper.
  private func showingProduct(_ id: ProductID) -> ShopState {
    var state = ShopState(rows: 24, columns: 80)
    _ = ShopLogic.update(&state, .open(.product(id)), content: loading)
    return state
  }

  /// What shows once the presenter has found that product `id` is gone.
  private func gone(_ id: ProductID) -> ShopContent {
    var answered = loading
    answered.product = .error(ErrorViewModel(.notFound(id), localization: .english))
    answered.productID = id
    return answered
  }

  @Test func openingAProductShowsItsScreenAndAsksForIt() {
    var state = ShopState(rows: 24, columns: 80)

    let effects = ShopLogic.update(&state, .open(.product(3)), content: loading)

    #expect(state.screen == .product(3))
    #expect(effects == [.showProduct(3)])
  }

  @Test func goingHomeFromAProductLetsItGo() {
    var state = showingProduct(3)

    let effects = ShopLogic.update(&state, .open(.wishList), content: loading)

    #expect(state.screen == .home)
    #expect(state.focus == .wishList)
    #expect(effects == [.closeProduct])
  }

  @Test func escOnAProductGoesHome() {
    var state = showingProduct(3)

    let effects = ShopLogic.update(&state, .key(.escape), content: loading)

    #expect(state.screen == .home)
    #expect(effects == [.closeProduct])
  }

  @Test func theScreenFollowsTheProductThePresenterSteppedTo() {
    var state = showingProduct(3)
    var stepped = loading
    stepped.product = .loading("…")
    stepped.productID = 4

    _ = ShopLogic.update(&state, .presented(.product), content: stepped)

    #expect(state.screen == .product(4))
  }

  @Test func aRestoredProductThatIsGoneLeavesTheShopAtHome() {
    var state = ShopState(rows: 24, columns: 80)
    let place = ShopPlace(
      productID: 9, focus: .catalogue, catalogue: ShopState.ListPosition(),
      wishList: ShopState.ListPosition(), query: CatalogueQuery())
    #expect(ShopLogic.update(&state, .restore(place), content: loading) == [.showProduct(9)])

    let effects = ShopLogic.update(&state, .presented(.product), content: gone(9))

    #expect(state.screen == .home)
    #expect(effects == [.closeProduct])
  }

  @Test func aProductOpenedByTheShopperStaysWhenItIsGone() {
    var state = showingProduct(9)

    let effects = ShopLogic.update(&state, .presented(.product), content: gone(9))

    #expect(state.screen == .product(9))
    #expect(effects.isEmpty)
  }

  @Test func aFinishedChangeSaysWhatItDidAndStopsSaving() {
    var state = ShopState(rows: 24, columns: 80)
    state.savingItem = 1

    _ = ShopLogic.update(&state, .changed(status: "Added Carrier"), content: loading)

    #expect(state.savingItem == nil)
    #expect(state.status == "Added Carrier")
  }

  @Test func theSpinnerTurnsOnEveryTickAndComesRound() {
    var state = ShopState(rows: 24, columns: 80)

    for _ in 0..<Spinner.frames.count { _ = ShopLogic.update(&state, .tick, content: loading) }

    #expect(state.spinnerFrame == 0)
    _ = ShopLogic.update(&state, .tick, content: loading)
    #expect(state.spinnerFrame == 1)
  }
}
