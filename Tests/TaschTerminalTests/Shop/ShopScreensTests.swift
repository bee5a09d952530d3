import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The shop's screens, as golden text, at 60, 80 and 120 columns, in the light and plain themes
/// and in several languages; layout rules and styles checked cell by cell.
///
/// `TASCH_RECORD_GOLDENS=1 swift test --filter ShopScreensTests` records them afresh.
@MainActor
@Suite struct ShopScreensTests {
  @Test(arguments: [
    ("en_US", Theme.Name.light, 24, 80), ("de_DE", .plain, 24, 80), ("de_DE", .light, 40, 120),
    ("en_US", .plain, 40, 120), ("en_US", .light, 24, 60), ("fr_FR", .plain, 24, 60),
    ("en_US", .plain, 30, 250), ("ja_JP", .light, 30, 250),
  ])
  func home(locale: String, theme: Theme.Name, rows: Int, columns: Int) async {
    let shop = await ShopHarness.opened(locale: locale, theme: theme, rows: rows, columns: columns)

    Golden.assert(
      shop.screen, named: "shop-home-\(columns)x\(rows)-\(theme.rawValue)-\(locale).txt")
  }

  @Test(arguments: [
    ("en_US", Theme.Name.light, 24, 80), ("de_DE", .plain, 40, 120), ("ja_JP", .light, 24, 80),
    ("en_US", .plain, 24, 60),
  ])
  func product(locale: String, theme: Theme.Name, rows: Int, columns: Int) async {
    let shop = await ShopHarness.opened(locale: locale, theme: theme, rows: rows, columns: columns)

    await shop.press(.enter)

    Golden.assert(
      shop.screen, named: "shop-product-\(columns)x\(rows)-\(theme.rawValue)-\(locale).txt")
  }

  @Test func aNarrowProductPageSaysItsStockOnALineOfItsOwn() async {
    let shop = await ShopHarness.opened(rows: 12, columns: 40)

    await shop.press(.enter)

    #expect(shop.screenLines.contains { $0.hasPrefix("  23 in stock") })
    Golden.assert(shop.screen, named: "shop-product-40x12.txt")
  }

  @Test func whileLoadingEachSectionSaysSo() async {
    let shop = ShopHarness()
    shop.spy.hold(.catalogue)
    shop.spy.hold(.wishList)

    shop.start()
    #expect(await shop.eventually { shop.spy.heldCount(.wishList) == 1 })

    Golden.assert(shop.screen, named: "shop-home-loading.txt")
    shop.spy.release(.catalogue)
    shop.spy.release(.wishList)
    await shop.settle()
  }

  @Test func aFailedSectionShowsItsErrorAndHowToReload() async {
    let shop = ShopHarness(locale: "fr_FR")
    shop.spy.failNext(.catalogue, with: .offline)

    await shop.open()

    Golden.assert(shop.screen, named: "shop-home-catalogue-offline-fr_FR.txt")
  }

  @Test func aFailedSectionShowsTheDetailsItsRecoverySendsTheShopperTo() async {
    let shop = ShopHarness()
    let detail = "/home/ann/.local/share/tasch/state.json: wishList[0].quantity must be 1 to 99"
    shop.spy.failNext(.wishList, with: .storage(detail))

    await shop.open()

    #expect(shop.screen.contains("See the details to put it right."))
    #expect(shop.screen.contains("state.json: wishList[0].quantity must be"))
    Golden.assert(shop.screen, named: "shop-home-wishlist-storage.txt")
  }

  @Test func theSearchLine() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("s"), .character("/"), .character("b"), .character("a"))

    Golden.assert(shop.screen, named: "shop-home-search.txt")
  }

  @Test func aKeptSearchThatFindsNothingSaysHowToClearIt() async {
    let shop = await ShopHarness.opened()

    await shop.press(.character("/"))
    for letter in "zz top" { await shop.press(.character(letter)) }
    await shop.press(.enter)

    Golden.assert(shop.screen, named: "shop-home-no-match.txt")
  }

  @Test func theKeysGroupedByScreenAndTheSimulationPanel() async {
    let shop = await ShopHarness.opened(
      simulation: SimulationControlSpy(SimulationControlSpy.quiet))

    await shop.press(.character("?"))
    Golden.assert(shop.screen, named: "shop-help.txt")
    await shop.press(.end)
    for _ in 0..<30 { await shop.press(.down) }
    Golden.assert(shop.screen, named: "shop-help-scrolled.txt")

    await shop.press(.escape, .character("!"))
    Golden.assert(shop.screen, named: "shop-simulation.txt")
  }

  @Test(arguments: [(24, 80), (30, 100)])
  func theKeysScrolledAndFiltered(rows: Int, columns: Int) async {
    let shop = await ShopHarness.opened(rows: rows, columns: columns)

    await shop.press(.character("?"))
    Golden.assert(shop.screen, named: "shop-help-\(columns)x\(rows).txt")
    await shop.press(.character("G"))
    Golden.assert(shop.screen, named: "shop-help-\(columns)x\(rows)-end.txt")
    await shop.press(.character("/"), .character("w"), .character("i"), .character("s"))
    Golden.assert(shop.screen, named: "shop-help-\(columns)x\(rows)-filtered.txt")
    await shop.press(.character("x"))
    Golden.assert(shop.screen, named: "shop-help-\(columns)x\(rows)-no-match.txt")
  }

  @Test(arguments: [(24, 80), (30, 100)])
  func aProductThatFailedToLoad(rows: Int, columns: Int) async {
    let shop = await ShopHarness.opened(rows: rows, columns: columns)
    shop.spy.failNext(.product, with: .offline)

    await shop.press(.down, .enter)

    Golden.assert(shop.screen, named: "shop-product-offline-\(columns)x\(rows).txt")
  }

  /// The config file's rebindings, in the footer and in the help as the logic answers them.
  @Test func reboundKeysShowInTheFooterAndTheHelp() async throws {
    let keys = try KeyMap.standard.rebound([
      .toggleWishList: [.character("W")], .moveDown: [.down, .character("J")],
      .showHelp: [.character("h")],
    ])
    let shop = ShopHarness(rows: 40, columns: 120, keys: keys)
    await shop.open()

    let footer = shop.screen.split(separator: "\n").last ?? ""
    #expect(footer.contains("↑ ↓  k J move"))
    #expect(footer.contains("W wish list"))
    #expect(footer.contains("h help"))
    await shop.press(.character("h"))
    Golden.assert(shop.screen, named: "shop-help-rebound-120x40.txt")
  }

  @Test func theKeysOnATallTerminal() async {
    let shop = await ShopHarness.opened(rows: 40, columns: 120)

    await shop.press(.character("?"))

    Golden.assert(shop.screen, named: "shop-help-120x40.txt")
  }

  /// The question and the thanks list the items, the code's discount, shipping and the total
  /// alike, so that the order placed adds up as the one asked about did.
  @Test func checkoutDialogs() async {
    let shop = await ShopHarness.opened(
      ShopFixture.storeWithCodeAndShipping(wishList: [1, 3]), locale: "de_DE")
    await shop.press(.character("%"))
    for character in "welcome10" { await shop.press(.character(character)) }
    await shop.press(.enter)
    #expect(await shop.eventually { shop.screen.contains("Rabatt (WELCOME10)") })

    await shop.press(.character("c"))
    Golden.assert(shop.screen, named: "shop-checkout-confirm-de_DE.txt")

    await shop.press(.character("y"))
    await shop.settleChanges()
    #expect(shop.screen.contains("Rabatt (WELCOME10)"), "\(shop.screen)")
    #expect(shop.screen.contains("Versand"))
    Golden.assert(shop.screen, named: "shop-checkout-placed-de_DE.txt")
  }

  @Test(arguments: [60, 80])
  func unavailableItemsBlockCheckingOut(columns: Int) async {
    let shop = await ShopHarness.opened(columns: columns)

    await shop.press(.character("c"))

    Golden.assert(shop.screen, named: "shop-checkout-blocked-\(columns).txt")
  }

  @Test func aWishListTooLargeToTotalIsShownAndCannotBeOrdered() async {
    let store = Shelf.overflowingStore()
    let shop = await ShopHarness.opened(store)
    Golden.assert(shop.screen, named: "shop-home-too-large-80x24.txt")

    await shop.press(.character("c"))
    Golden.assert(shop.screen, named: "shop-checkout-too-large-80.txt")
    await shop.press(.enter)
    await shop.settleChanges()

    #expect(!shop.screen.contains("Amount too large"), "OK closes the dialog")
    #expect(!shop.spy.operations.contains(.checkout))
    #expect(store.data(of: Shopper.stub.name).wishList.productIDs == [1, 2])
  }

  @Test func aTerminalTooSmallSaysSo() async {
    let shop = await ShopHarness.opened(rows: 10, columns: 36)

    Golden.assert(shop.screen, named: "shop-too-small.txt")
  }

  /// Found by attack: in Japanese, "40 ×" ended a line and "12" began the next.
  @Test(arguments: ["en_US", "fr_FR", "de_DE", "ja_JP", "es_ES"])
  func aTerminalTooSmallNamesTheSizeItNeedsOnOneLine(locale: String) async {
    for columns in 24...39 {
      let shop = await ShopHarness.opened(locale: locale, rows: 11, columns: columns)

      #expect(
        shop.canvas.text.contains("40\u{A0}×\u{A0}12"), "\(locale) at \(columns) columns")
    }
  }

  /// However small the terminal, and in every language, it says how to quit, whole: what does
  /// not fit is the rest of the notice.
  @Test(arguments: ["en_US", "fr_FR", "de_DE", "ja_JP", "es_ES"])
  func aTerminalTooSmallSaysHowToQuit(locale: String) async {
    let quit = Localization.locale(locale).text(.terminalTooSmallQuit, ["key": "q"])
    #expect(quit.contains("q"))
    for (rows, columns) in [(10, 36), (11, 39), (5, 20), (3, 24), (2, 39), (12, 16)] {
      let shop = await ShopHarness.opened(locale: locale, rows: rows, columns: columns)

      let lines = TextLayout.wrap(quit, to: columns - 2)
      let screen = shop.canvas.text.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      #expect(lines.allSatisfy(screen.contains), "\(locale) at \(columns) × \(rows)")
    }
  }
}
