import Tasch
import TaschPresentation
import Testing

@testable import TaschTerminal

/// The pure parts of the shop's behaviour: where lists scroll, how the screen is shared, what
/// the query keys ask for.
@Suite struct ShopLogicTests {
  private let loading = ShopContent(catalogue: .loading("…"), wishList: .loading("…"))

  /// The home screen with its catalogue's cursor moved down and the list scrolled.
  private static var scrolledDown: ShopState {
    var state = ShopState(rows: 24, columns: 80)
    state.cataloguePosition = ShopState.ListPosition(cursor: 5, top: 2)
    return state
  }

  /// What shows while the catalogue searched for "bag" by price loads.
  private var bagsByPrice: ShopContent {
    var content = loading
    content.query = CatalogueQuery(searchText: "bag", sortOrder: .price)
    return content
  }

  @Test func theCursorStaysOnScreen() {
    let position = ShopState.ListPosition()

    let moved = position.moved(by: 12, count: 100, visible: 10)

    #expect(moved == ShopState.ListPosition(cursor: 12, top: 3))
    #expect(
      moved.moved(by: -5, count: 100, visible: 10) == ShopState.ListPosition(cursor: 7, top: 3))
    #expect(
      moved.moved(by: -10, count: 100, visible: 10) == ShopState.ListPosition(cursor: 2, top: 2))
  }

  @Test func theCursorStaysInTheList() {
    #expect(ShopState.ListPosition().moved(by: 5, count: 3, visible: 10).cursor == 2)
    #expect(ShopState.ListPosition().moved(by: -5, count: 3, visible: 10).cursor == 0)
    #expect(
      ShopState.ListPosition(cursor: 8, top: 4).scrolled(count: 0, visible: 5)
        == ShopState.ListPosition())
  }

  @Test func aShrinkingListPullsTheCursorBack() {
    #expect(
      ShopState.ListPosition(cursor: 90, top: 85).scrolled(count: 20, visible: 10)
        == ShopState.ListPosition(cursor: 19, top: 10))
  }

  @Test func aListStillLoadingKeepsItsCursorAndFocus() {
    var state = ShopState(rows: 24, columns: 80)
    state.focus = .wishList
    state.cataloguePosition = ShopState.ListPosition(cursor: 40, top: 30)
    state.wishListPosition = ShopState.ListPosition(cursor: 2, top: 0)

    ShopLogic.placeCursors(&state, content: loading)

    #expect(state.focus == .wishList)
    #expect(state.cataloguePosition == ShopState.ListPosition(cursor: 40, top: 30))
    #expect(state.wishListPosition.cursor == 2)
  }

  @Test func theWishListTakesWhatItNeedsUpToHalf() {
    let short = HomeLayout(rows: 24, columns: 80, wishListCount: 3)
    let long = HomeLayout(rows: 24, columns: 80, wishListCount: 50)
    let empty = HomeLayout(rows: 24, columns: 80, wishListCount: 0)

    #expect((short.catalogue.height, short.wishList.height) == (13, 3))
    #expect((long.catalogue.height, long.wishList.height) == (8, 8))
    #expect(empty.wishList.height == 1)
    #expect(short.wishList.row == 18)
  }

  @Test func keysDoNothingButLeaveOnATooSmallTerminal() {
    var state = ShopState(rows: 10, columns: 30)

    #expect(ShopLogic.update(&state, .key(.character("c")), content: loading).isEmpty)
    #expect(ShopLogic.update(&state, .key(.enter), content: loading).isEmpty)
    #expect(ShopLogic.update(&state, .key(.character("q")), content: loading) == [.quit(.success)])
    #expect(
      ShopLogic.update(&state, .key(.control("c")), content: loading) == [.quit(.interrupted)])
    #expect(ShopLogic.update(&state, .key(.control("z")), content: loading) == [.suspend])
  }

  /// Whatever was open when the terminal shrank, `q` leaves: even the search line, which would
  /// otherwise take it as a letter to search for.
  @Test func qLeavesATooSmallTerminalWhateverIsOpen() {
    var searching = ShopState(rows: 24, columns: 30)
    searching.searchLine = "lea"
    var onAProduct = ShopState(rows: 8, columns: 80)
    onAProduct.screen = .product(3)
    var inHelp = ShopState(rows: 11, columns: 80)
    inHelp.overlay = .help

    for var state in [searching, onAProduct, inHelp] {
      #expect(
        ShopLogic.update(&state, .key(.character("q")), content: loading) == [.quit(.success)])
    }
    #expect(searching.searchLine == "lea")
  }

  @Test func productKeysWaitForTheProduct() {
    var state = ShopState(rows: 24, columns: 80)
    state.screen = .product(3)
    var content = loading
    content.product = .loading("…")

    #expect(ShopLogic.update(&state, .key(.character("w")), content: content).isEmpty)
    #expect(ShopLogic.update(&state, .key(.character("4")), content: content).isEmpty)
    #expect(ShopLogic.update(&state, .key(.escape), content: content) == [.closeProduct])
  }

  // MARK: - Searching, sorting, filtering

  @Test func sCyclesThroughTheSortsAndBackToTheCatalogueOrder() {
    var order = CatalogueQuery.SortOrder.catalogue
    var seen: [CatalogueQuery.SortOrder] = []
    for _ in 0..<5 {
      order = ShopLogic.nextSort(after: order)
      seen.append(order)
    }

    #expect(seen == [.name, .price, .rating, .stock, .catalogue])
  }

  @Test func theQueryKeysAskForTheCatalogueFromItsTop() {
    var state = Self.scrolledDown
    let content = bagsByPrice

    #expect(
      ShopLogic.update(&state, .key(.character("S")), content: content) == [
        .query(CatalogueQuery(searchText: "bag", sortOrder: .price, isReversed: true))
      ])
    #expect(state.cataloguePosition == ShopState.ListPosition())
    #expect(
      ShopLogic.update(&state, .key(.character("i")), content: content) == [
        .query(CatalogueQuery(searchText: "bag", sortOrder: .price, inStockOnly: true))
      ])
  }

  @Test func theSearchLineTypesErasesKeepsAndClears() {
    var state = ShopState(rows: 24, columns: 80)
    var content = loading

    #expect(ShopLogic.update(&state, .key(.character("/")), content: content).isEmpty)
    #expect(state.searchLine == "")
    #expect(
      ShopLogic.update(&state, .key(.character("q")), content: content) == [
        .query(CatalogueQuery(searchText: "q"))
      ], "q is typed, not quitting")
    content.query.searchText = "q"
    #expect(
      ShopLogic.update(&state, .key(.backspace), content: content) == [
        .query(CatalogueQuery(searchText: ""))
      ])
    content.query.searchText = ""
    #expect(ShopLogic.update(&state, .key(.backspace), content: content).isEmpty)
    _ = ShopLogic.update(&state, .key(.character("x")), content: content)
    content.query.searchText = "x"
    #expect(ShopLogic.update(&state, .key(.enter), content: content).isEmpty)
    #expect(state.searchLine == nil, "Enter keeps the search and closes the line")

    _ = ShopLogic.update(&state, .key(.character("/")), content: content)
    #expect(state.searchLine == "x", "the line opens on the search in force")
    #expect(
      ShopLogic.update(&state, .key(.escape), content: content) == [
        .query(CatalogueQuery(searchText: ""))
      ])
    #expect(state.searchLine == nil)
  }

  @Test func escOnTheHomeScreenClearsTheSearchKeptAndNothingElse() {
    var state = Self.scrolledDown
    var content = bagsByPrice

    #expect(
      ShopLogic.update(&state, .key(.escape), content: content) == [
        .query(CatalogueQuery(sortOrder: .price))
      ])
    #expect(state.cataloguePosition == ShopState.ListPosition())
    content.query.searchText = ""
    #expect(ShopLogic.update(&state, .key(.escape), content: content).isEmpty)
  }

  @Test func onlyTheQueryKeysGoOnWhileTheCatalogueAnswers() {
    var home = ShopState(rows: 24, columns: 80)
    var searching = home
    searching.searchLine = "le"

    #expect(ShopLogic.editsQuery(.character("s"), in: home))
    #expect(ShopLogic.editsQuery(.character("/"), in: home))
    #expect(ShopLogic.editsQuery(.escape, in: home))
    #expect(!ShopLogic.editsQuery(.down, in: home))
    #expect(!ShopLogic.editsQuery(.enter, in: home))
    #expect(ShopLogic.editsQuery(.character("a"), in: searching))
    #expect(ShopLogic.editsQuery(.enter, in: searching))
    home.screen = .product(1)
    #expect(!ShopLogic.editsQuery(.character("s"), in: home))
  }

  // MARK: - Help

  @Test func theArrowsScrollTheHelpNotTheList() {
    var state = ShopState(rows: 24, columns: 80)
    _ = ShopLogic.update(&state, .key(.character("?")), content: loading)

    _ = ShopLogic.update(&state, .key(.up), content: loading)
    #expect(state.helpTop == 0)
    _ = ShopLogic.update(&state, .key(.character("j")), content: loading)
    _ = ShopLogic.update(&state, .key(.down), content: loading)
    #expect(state.helpTop == 2)
    #expect(state.cataloguePosition.cursor == 0, "keys under help do not move the list")
    _ = ShopLogic.update(&state, .key(.character("?")), content: loading)
    _ = ShopLogic.update(&state, .key(.character("?")), content: loading)
    #expect(state.helpTop == 0, "the help opens at its top")
  }
}
