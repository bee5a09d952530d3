import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// How the home lists share their width: names and prices first, never cut while there is room.
@MainActor
@Suite struct HomeListViewsTests {
  /// The screen's lines.
  private func lines(_ shop: ShopHarness) -> [Substring] {
    shop.canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test func theStockIsWholeAt120ColumnsBesideTheLongestName() async {
    let shop = ShopHarness(rows: 40, columns: 120)
    await shop.open()

    #expect(shop.screen.contains("1,234,567,890 in stock"))
  }

  @Test func theNameGoesFirstThenTheStock() {
    let wide = CatalogueListView.columns(
      names: [10, 79], prices: [9], stocks: [22], width: 120)
    let narrow = CatalogueListView.columns(
      names: [10, 79], prices: [9], stocks: [22], width: 60)
    let short = CatalogueListView.columns(names: [8], prices: [7], stocks: [11], width: 80)

    #expect(wide == (name: 74, price: 9, stock: 22))
    #expect(narrow.price == 9 && narrow.name == 20 && narrow.stock == 16)
    #expect(short.stock == 11 && short.name == 80 - 15 - 7 - 11)
  }

  @Test func wishListNamesAreWholeWithRoomToSpare() async {
    let named = ShopFixture.products.map { product -> ShopProduct in
      var product = product
      if product.id == 1 { product.name = "Carrier with a Name Longer than Twenty-four" }
      return product
    }
    let shop = ShopHarness(ShopFixture.store(named), rows: 24, columns: 120)
    await shop.open()

    #expect(shop.screen.contains("Carrier with a Name Longer than Twenty-four  "))
  }

  @Test(arguments: [40, 60, 80, 120])
  func theFooterAndTheButtonAreNeverCut(columns: Int) async {
    let shop = ShopHarness(rows: 24, columns: columns)
    await shop.open()
    let screen = lines(shop)

    #expect(!screen[23].trimmingCharacters(in: .whitespaces).hasSuffix("…"))
    #expect(screen[22].contains("[ Proceed to check out ]"))
  }

  @Test func aProductsButtonIsWholeAt60Columns() async {
    let shop = ShopHarness(locale: "de_DE", rows: 24, columns: 60)
    await shop.open()

    await shop.press(.enter)

    #expect(shop.screen.contains("[ Von der Wunschliste entfernen ]"))
  }

  @Test func buttonsThatDoNotFitSideBySideStack() async {
    let shop = ShopHarness(rows: 24, columns: 50)
    await shop.open()

    await shop.press(.character("c"))

    #expect(shop.screen.contains("[ Cancel ]"))
    #expect(shop.screen.contains("[ Take them off your wish list and go on ]"))
  }

  @Test func theOrdersPricesLineUpOnTheirRightEdge() async throws {
    let shop = ShopHarness(ShopFixture.store(wishList: [1, 3]))
    await shop.open()

    await shop.press(.character("c"))
    let screen = lines(shop)

    let edges = try [("Carrier", "$250.00"), ("Urbanito", "$75.00"), ("Total", "$325.00")].map {
      name, amount in
      let line = try #require(
        screen.first { $0.contains("│") && $0.contains(name) && $0.contains(amount) })
      return try #require(line.distance(of: amount)) + amount.count
    }
    #expect(Set(edges).count == 1, "\(edges)\n\(shop.screen)")
  }
}

extension Substring {
  /// The column, in cells, where `text` starts.
  func distance(of text: String) -> Int? {
    guard let range = range(of: text) else { return nil }
    return DisplayWidth.of(self[..<range.lowerBound])
  }
}
