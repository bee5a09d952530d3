import Foundation
import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The shop's screens, as golden text, at the two sizes, in the light and plain themes and in
/// two languages; their styles checked cell by cell.
@MainActor
@Suite struct ShopScreensTests {
  private let spy = DataLayerSpy()

  init() throws {
    try spy.stockShelf()
  }

  @Test(arguments: [
    ("en_US", Theme.Name.light, 24, 80), ("de_DE", .plain, 24, 80), ("de_DE", .light, 40, 120),
    ("en_US", .plain, 40, 120),
  ])
  func home(locale: String, theme: Theme.Name, rows: Int, columns: Int) async {
    let shop = ShopHarness(spy, locale: locale, theme: theme, rows: rows, columns: columns)

    await shop.open()

    #expect(Set(spy.calls) == [.catalogue, .wishList, .cart])
    Golden.assert(
      shop.screen, named: "shop-home-\(columns)x\(rows)-\(theme.rawValue)-\(locale).txt")
  }

  @Test(arguments: [
    ("en_US", Theme.Name.light, 24, 80), ("de_DE", .plain, 40, 120), ("ja_JP", .light, 24, 80),
  ])
  func product(locale: String, theme: Theme.Name, rows: Int, columns: Int) async {
    let shop = ShopHarness(spy, locale: locale, theme: theme, rows: rows, columns: columns)
    await shop.open()

    await shop.press(.enter)

    #expect(spy.calls.last == .product(1))
    Golden.assert(
      shop.screen, named: "shop-product-\(columns)x\(rows)-\(theme.rawValue)-\(locale).txt")
  }

  @Test func whileLoadingEachSectionSaysSo() {
    let shop = ShopHarness(spy)

    shop.runtime.start()

    Golden.assert(shop.screen, named: "shop-home-loading.txt")
  }

  @Test func aFailedSectionShowsItsErrorAndHowToReload() async {
    spy.answers.catalogue = .failure(.offline)
    let shop = ShopHarness(spy, locale: "fr_FR")

    await shop.open()

    Golden.assert(shop.screen, named: "shop-home-catalogue-offline-fr_FR.txt")
  }

  @Test func theKeysAndTheSimulationPanel() async {
    let shop = ShopHarness(spy, simulation: SimulationControlSpy(SimulationControlSpy.quiet))
    await shop.open()

    await shop.press(.character("?"))
    Golden.assert(shop.screen, named: "shop-help.txt")

    await shop.press(.escape, .character("!"))
    Golden.assert(shop.screen, named: "shop-simulation.txt")
  }

  @Test func checkoutDialogs() async throws {
    spy.answers.wishList = .success(.stub([.product(Shelf.carrier)]))
    spy.answers.cart = .success(try .stub([.product(Shelf.carrier)]))
    spy.answers.checkout = .success(.stub(number: 4))
    let shop = ShopHarness(spy, locale: "de_DE")
    await shop.open()

    await shop.press(.character("c"))
    Golden.assert(shop.screen, named: "shop-checkout-confirm-de_DE.txt")

    spy.answers.wishList = .success(.stub([]))
    spy.answers.cart = .success(try .stub([]))
    await shop.press(.enter)
    await shop.settleChanges()
    Golden.assert(shop.screen, named: "shop-checkout-placed-de_DE.txt")
  }

  @Test func unavailableItemsBlockCheckingOut() async {
    let shop = ShopHarness(spy)
    await shop.open()

    await shop.press(.character("c"))

    Golden.assert(shop.screen, named: "shop-checkout-blocked.txt")
  }

  @Test func aTerminalTooSmallSaysSo() async {
    let shop = ShopHarness(spy, rows: 10, columns: 36)
    await shop.open()

    Golden.assert(shop.screen, named: "shop-too-small.txt")
  }

  // MARK: - Styles

  @Test func theCursorRowIsHighlightedOnlyInTheFocusedList() async throws {
    let shop = ShopHarness(spy)
    let theme = Theme(.light)
    await shop.open()
    await shop.press(.down)

    let travol = try #require(shop.row(containing: "Travol"))
    #expect(shop.canvas[travol, 10].style == theme.style(.selection).over(theme.style(.card)))
    #expect(shop.canvas[travol, 1].text == "›")

    await shop.press(.tab)
    #expect(shop.canvas[travol, 10].style == theme.style(.card))
    #expect(shop.canvas[travol, 1].text == " ")
  }

  @Test func outOfStockIsAWarningAndTheTitleBarIsGreen() async throws {
    let shop = ShopHarness(spy)
    let theme = Theme(.light)
    await shop.open()

    let line = shop.canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(
      line.firstIndex { $0.contains("Out of stock") && $0.contains("$175.00") && $0.contains("★") })
    let column = try #require(line[row].distance(of: "Out of stock"))
    #expect(shop.canvas[row, column].style.foreground == theme.style(.warning).foreground)
    #expect(shop.canvas[0, 40].style == theme.style(.navigationBar))
  }

  @Test func coloursShowAsSwatchesInColourThemesAndAsHexInThePlainOne() async throws {
    let light = ShopHarness(spy, theme: .light)
    let plain = ShopHarness(spy, theme: .plain)
    await light.open()
    await plain.open()

    #expect(!light.screen.contains("#1F2B3B"))
    #expect(plain.screen.contains("#1F2B3B"))
    let row = try #require(light.row(containing: "Navy blue"))
    let navy = RGBColor(0x1F_2B3B)
    #expect((0..<80).contains { light.canvas[row, $0].style.background == navy })
  }
}

extension Substring {
  /// The column, in cells, where `text` starts.
  func distance(of text: String) -> Int? {
    guard let range = range(of: text) else { return nil }
    return DisplayWidth.of(self[..<range.lowerBound])
  }
}
