import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// Searching, sorting and filtering in the shop, as the commands do: `/` searches as you type,
/// `s` and `S` sort, `i` filters, and the catalogue's header says what is in force.
@MainActor
@Suite struct ShopRuntimeSearchTests {
  /// The names the catalogue lists, in order.
  private func names(_ shop: ShopHarness) -> [String] {
    shop.runtime.content.catalogue.content?.rows.map(\.name) ?? []
  }

  @Test func slashSearchesAsYouTypeAndTheHeaderSaysSo() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("/"), .character("l"), .character("e"), .character("a"))

    #expect(names(shop) == ["Carrier", "Travol"])
    #expect(shop.screen.contains("Search: lea▏"))
    #expect(shop.screen.contains("“lea” · 2 of 8"))
  }

  /// What is pasted is typed on the search line, at once, as one search; and is nothing at
  /// home, where its letters would be keys: a pasted `q` does not quit, nor a pasted `w`
  /// change the wish list.
  @Test func aPasteIsTypedOnALineAndIsNothingElsewhere() async {
    let shop = await ShopHarness.opened()
    let screen = shop.screen

    shop.send(.pasted("qwx"))
    await shop.settle()
    #expect(shop.runtime.exitStatus == nil)
    #expect(shop.screen == screen)

    await shop.press(.character("/"))
    shop.send(.pasted("lea"))
    await shop.settle()
    #expect(names(shop) == ["Carrier", "Travol"])
    #expect(shop.screen.contains("Search: lea▏"))
    #expect(!shop.spy.pagesWorkedOut.contains { ["l", "le"].contains($0.searchText) })
  }

  @Test func backspaceErasesEnterKeepsEscClears() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("/"), .character("u"), .character("r"), .character("x"))
    #expect(names(shop).isEmpty)
    #expect(shop.screen.contains("No products match"))

    await shop.press(.backspace)
    #expect(names(shop) == ["Urbanito"])
    await shop.press(.enter)
    #expect(shop.runtime.state.searchLine == nil)
    #expect(names(shop) == ["Urbanito"], "Enter keeps the search")

    await shop.press(.character("/"), .escape)
    #expect(names(shop).count == 8, "Esc clears it")
    #expect(!shop.screen.contains("“"))
  }

  /// Text longer than the line scrolls: its end and the caret stay in sight, `…` marking what
  /// scrolled out, in the search line and in the help's filter alike.
  @Test func aFieldLongerThanItsLineKeepsWhatIsTypedLastAndTheCaretInSight() async {
    let shop = await ShopHarness.opened(rows: 12, columns: 40)
    let typed = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"

    await shop.press(.character("/"))
    for letter in typed { await shop.press(.character(letter)) }
    let searchLine = shop.screen.split(separator: "\n").last.map(String.init) ?? ""
    await shop.press(.escape, .character("?"), .character("/"))
    for letter in typed { await shop.press(.character(letter)) }

    #expect(searchLine.hasPrefix(" Search: …"), "\(searchLine)")
    #expect(searchLine.hasSuffix("DEFGHIJ▏"), "\(searchLine)")
    #expect(searchLine.count == 40)
    #expect(shop.screen.contains("DEFGHIJ▏"), "\(shop.screen)")
    #expect(shop.screen.contains("Filter: …"))
  }

  @Test func wordsAreFoundInAnyOrder() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("/"))
    for letter in "LEATHER  soft" { await shop.press(.character(letter)) }

    #expect(names(shop) == ["Carrier", "Travol"])
    #expect(shop.screen.contains("“LEATHER  soft” · 2 of 8"))
  }

  @Test func escOnTheHomeScreenClearsAKeptSearch() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("/"), .character("u"), .character("r"), .enter)
    #expect(names(shop) == ["Urbanito"])

    await shop.press(.escape)

    #expect(names(shop).count == 8)
    #expect(shop.runtime.content.query.searchText.isEmpty)
    #expect(!shop.screen.contains("“"))
  }

  @Test func escOnTheHomeScreenWithoutASearchChangesNothing() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("s"), .down)
    let requests = shop.requests().count

    await shop.press(.escape)

    #expect(shop.requests().count == requests, "nothing is asked again")
    #expect(shop.runtime.content.query.sortOrder == .name)
    #expect(shop.runtime.state.cataloguePosition.cursor == 1)
  }

  @Test func theNoMatchScreenSaysHowToClearTheSearch() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("/"), .character("z"), .character("z"), .enter)
    #expect(shop.screen.contains("No products match your search."))
    #expect(shop.screen.contains("Esc clears the search."))

    await shop.press(.escape)

    #expect(names(shop).count == 8)
    #expect(!shop.screen.contains("Esc clears the search."))
  }

  @Test func whileANewerSearchIsAnsweredTheHeaderSaysSoInsteadOfCountingTheOldResults() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("/"))
    shop.spy.hold(.catalogue)

    shop.type(.character("u"))
    await shop.spy.waitUntilHeld(.catalogue)

    let header = shop.row(containing: "Product catalogue").map { shop.screenLines[$0] } ?? ""
    #expect(header.contains("“u” · "))
    #expect(header.contains("Loading…"))
    #expect(!header.contains("8 products"), "the old results are not the new search's")
    shop.spy.release(.catalogue)
    await shop.settle()
    let answered = shop.row(containing: "Product catalogue").map { shop.screenLines[$0] } ?? ""
    #expect(answered.contains("“u” · 6 of 8"))
    #expect(!answered.contains("Loading…"))
  }

  @Test func sSortsInTurnAndSReverses() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("s"))
    #expect(names(shop).first == "Carrier")
    #expect(shop.screen.contains("by name"))
    await shop.press(.character("s"))
    #expect(names(shop).first == "Gravity Zero", "cheapest first")
    await shop.press(.character("S"))
    #expect(names(shop).first == "Papago Pack")
    #expect(shop.screen.contains("by price, reversed"))
    await shop.press(.character("s"), .character("s"), .character("s"))
    #expect(shop.runtime.content.query.sortOrder == .catalogue)
    #expect(names(shop).first == "Sac à dos Élégant", "the catalogue's order, reversed")
  }

  @Test func iShowsOnlyWhatIsInStock() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("i"))

    #expect(!names(shop).contains("Travol"))
    #expect(shop.screen.contains("in stock only · 7 of 8"))
    await shop.press(.character("i"))
    #expect(names(shop).count == 8)
  }

  @Test func steppingFollowsTheOrderInForce() async {
    let shop = await ShopHarness.opened()
    await shop.press(.character("s"), .character("s"), .enter)
    #expect(shop.runtime.state.screen == .product(5))

    await shop.press(.character("n"))

    #expect(shop.runtime.state.screen == .product(3), "Urbanito is the next cheapest")
  }
}
