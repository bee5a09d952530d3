import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The help driven by key scripts: it scrolls as the lists do, says what is above and below,
/// filters its rows as you type; and every footer lists only the keys that do something there.
@MainActor
@Suite struct ShopRuntimeHelpTests {
  private func footer(_ shop: ShopHarness) -> String {
    String(shop.screen.split(separator: "\n").last ?? "")
  }

  // MARK: - Scrolling

  @Test func pagesAndEndsScrollTheHelp() async throws {
    let shop = await ShopHarness.opened()
    await shop.press(.character("?"))
    let lastTop = try #require(shop.runtime.content.helpLastTop)
    let page = HelpLayout(shop.runtime.state, localization: .english).visibleRows - 1

    await shop.press(.pageDown)
    #expect(shop.runtime.state.helpTop == min(page, lastTop))
    await shop.press(.character("G"))
    #expect(shop.runtime.state.helpTop == lastTop)
    await shop.press(.pageUp)
    #expect(shop.runtime.state.helpTop == max(0, lastTop - page))
    await shop.press(.character("g"))
    #expect(shop.runtime.state.helpTop == 0)
    await shop.press(.end)
    #expect(shop.runtime.state.helpTop == lastTop)
    await shop.press(.home)
    #expect(shop.runtime.state.helpTop == 0)
    #expect(
      shop.runtime.state.cataloguePosition.cursor == 0, "keys under help do not move the list")
  }

  @Test func theBordersSayHowManyLinesAreAboveAndBelow() async throws {
    let shop = await ShopHarness.opened(rows: 30, columns: 100)
    await shop.press(.character("?"))
    let layout = HelpLayout(shop.runtime.state, localization: .english)
    let hidden = layout.lines.count - layout.visibleRows
    try #require(hidden > 0, "the help is longer than a terminal of 30 rows")

    #expect(shop.screen.contains("↓ \(hidden) more ─╯"))
    #expect(!shop.screen.contains("more ─╮"), "nothing above")
    await shop.press(.down, .down)
    #expect(shop.screen.contains("↑ 2 more"))
    #expect(shop.screen.contains("↓ \(hidden - 2) more"))
    await shop.press(.end)
    #expect(shop.screen.contains("↑ \(hidden) more ─╮"))
    #expect(!shop.screen.contains("more ─╯"), "nothing below")
  }

  /// Found by an attack: a resize kept the help's top line number, which a narrower terminal,
  /// wrapping the keys' words to more lines, shows a different key at.
  @Test func aResizeKeepsTheKeyReadAtTheTopInSight() async throws {
    let shop = await ShopHarness.opened(rows: 20, columns: 120)
    await shop.press(.character("?"))
    for _ in 0..<12 { await shop.press(.down) }
    let wide = HelpLayout(shop.runtime.state, localization: .english)
    let shown = try #require(wide.lines[safe: shop.runtime.state.helpTop])

    shop.send(.resize(rows: 20, columns: 44))
    await shop.settle()

    let narrow = HelpLayout(shop.runtime.state, localization: .english)
    try #require(narrow.lines.count > wide.lines.count, "words wrap at 44 columns")
    #expect(narrow.lines[safe: shop.runtime.state.helpTop] == shown)
  }

  // MARK: - Filtering

  @Test func slashFiltersTheRowsAsYouType() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("?"), .character("/"))

    for letter in "stars" { await shop.press(.character(letter)) }

    #expect(shop.runtime.state.helpFilter == "stars")
    #expect(shop.screen.contains("On a product"))
    #expect(shop.screen.contains("Rate the product 1 to 5 stars"))
    #expect(shop.screen.contains("Filter: stars▏"))
    #expect(!shop.screen.contains("Sort by"))
    #expect(!shop.screen.contains("On the home screen"), "a group with no match is left out")
  }

  @Test func theFilterIgnoresCaseAndAccentsAndTypesWhatWouldBeKeys() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("?"), .character("/"))

    for letter in "qUÏT" { await shop.press(.character(letter)) }

    #expect(shop.runtime.exitStatus == nil, "q is typed, not quitting")
    #expect(shop.screen.contains("Quit"))
    await shop.press(.backspace, .backspace, .backspace, .backspace)
    #expect(shop.runtime.state.helpFilter.isEmpty)
  }

  @Test func enterKeepsTheFilterThenEscClearsItThenCloses() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("?"), .character("/"), .character("w"), .enter)
    #expect(shop.runtime.state.scope == .help)
    #expect(shop.runtime.state.helpFilter == "w")
    #expect(shop.screen.contains("Filter: w "))

    await shop.press(.escape)
    #expect(shop.runtime.state.overlay == .help)
    #expect(shop.runtime.state.helpFilter.isEmpty)
    await shop.press(.escape)
    #expect(shop.runtime.state.overlay == nil)
  }

  @Test func escOnTheFilterLineClearsTheFilter() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("?"), .character("/"), .character("w"), .escape)

    #expect(shop.runtime.state.overlay == .help)
    #expect(shop.runtime.state.helpFilter.isEmpty)
    #expect(!shop.runtime.state.isTypingHelpFilter)
  }

  @Test func aFilterThatKeepsNothingSaysSoAndHowToClearIt() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("?"), .character("/"), .character("x"), .character("z"))

    #expect(shop.screen.contains("No key matches “xz”. Esc clears the filter."))
  }

  // MARK: - Footers

  @Test func theHelpsFooterListsItsOwnKeys() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("?"))
    #expect(footer(shop).contains("↑ ↓ scroll  / filter"))
    #expect(!footer(shop).contains("switch list"))
    await shop.press(.character("/"))
    #expect(footer(shop).contains("Enter keep  Esc clear"))
  }

  @Test func xIsOnTheFooterOnlyWhereItRemovesSomething() async {
    let shop = await ShopHarness.opened(columns: 120)
    #expect(!footer(shop).contains("remove"), "x does nothing in the catalogue")

    await shop.press(.tab)

    #expect(footer(shop).contains("x  Delete remove"))
  }

  @Test func aFailedProductHasATitleAndOnlyTheKeysThatWork() async {
    let shop = await ShopHarness.opened()
    shop.spy.failNext(.product, with: .offline)

    await shop.press(.down, .enter)

    #expect(shop.screen.hasPrefix(" ‹ Travol"))
    #expect(!footer(shop).contains("wish list"))
    #expect(!footer(shop).contains("rate"))
    #expect(footer(shop).contains("n  p next/previous"))
  }
}
