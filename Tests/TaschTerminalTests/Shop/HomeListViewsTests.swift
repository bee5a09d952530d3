import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
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

  /// Where a description fits beside the name, every count is shown in words.
  ///
  /// Found at 80 to 140 columns: a count past 10^17 was not shown at all, however wide the
  /// terminal.
  @Test func aWideTerminalShowsTheLargestStockInWords() async {
    let products = [ShopProduct.stub(id: 1, name: "Hoard", stock: .max)]
    let shop = ShopHarness(ShopFixture.store(products, wishList: []), columns: 140)
    await shop.open()

    #expect(shop.screen.contains("9,223,372,036,854,775,807 in stock"))
    #expect(CatalogueListView.columns(width: 249, widestStock: 34).stock == 34)
    #expect(CatalogueListView.columns(width: 119, widestStock: 34).stock == 22)
  }

  @Test func theNameGoesFirstThenTheStockThenADescriptionBesideIt() {
    let wide = CatalogueListView.columns(width: 249)
    let medium = CatalogueListView.columns(width: 119)
    let standard = CatalogueListView.columns(width: 79)
    let narrow = CatalogueListView.columns(width: 59)
    // Two fifths of what is left, up to 64 cells: 63 at 206 columns, 64 from 211 on.
    let belowTheMost = CatalogueListView.columns(width: 206)
    let atTheMost = CatalogueListView.columns(width: 211)

    #expect(belowTheMost == .init(name: 63, description: 64, price: 11, stock: 22))
    #expect(atTheMost == .init(name: 64, description: 64, price: 11, stock: 22))
    #expect(wide == .init(name: 64, description: 64, price: 11, stock: 22))
    #expect(medium == .init(name: 32, description: 37, price: 11, stock: 22))
    #expect(standard == .init(name: 31, description: 0, price: 11, stock: 22))
    #expect(narrow == .init(name: 19, description: 0, price: 11, stock: 14))
  }

  /// A count is shown whole, alone where its words do not fit, or not at all.
  ///
  /// Found from 41 to 59 columns: the stock was cut inside its count, `9…` for 908, and at 41
  /// the column held nothing but `…`.
  @Test(arguments: Array(40...60))
  func aStockIsNeverCutInsideItsCount(columns: Int) async {
    let shop = await ShopHarness.opened(rows: 14, columns: columns)

    for product in ShopFixture.products.prefix(8) {
      guard let line = lines(shop).first(where: { $0.contains(product.name.prefix(3)) }),
        let stars = line.lastIndex(where: { "★☆".contains($0) })
      else { continue }
      let stock = line[line.index(after: stars)...].trimmingCharacters(in: .whitespaces)
      let count = product.stock.formatted(.number.locale(Locale(identifier: "en_US")))
      let words = product.stock > 0 ? "\(count) in stock" : "Out of stock"
      #expect(
        ["", words, product.stock > 0 ? count : "0"].contains(stock),
        "\(product.name): \(stock)")
    }
    if [41, 44].contains(columns) {
      Golden.assert(shop.screen, named: "shop-home-stock-\(columns)x14.txt")
    }
  }

  /// Found from 44 to 58 columns: a column showed `23` beside `1 in stock`, and nothing for
  /// a count wider than it, as for no stock told.
  @Test func aNarrowStockColumnShowsEveryCountAloneAndTheLargestAsMoreThanItHolds() async {
    let products = [
      ShopProduct.stub(id: 1, name: "Few", stock: 1),
      ShopProduct.stub(id: 2, name: "Many", stock: 23),
      ShopProduct.stub(id: 3, name: "None", stock: 0),
      ShopProduct.stub(id: 4, name: "Hoard", stock: 1_234_567_890),
    ]
    let shop = ShopHarness(ShopFixture.store(products, wishList: []), rows: 14, columns: 55)
    await shop.open()

    var stocks: [String: String] = [:]
    for product in products {
      guard let line = lines(shop).first(where: { $0.contains(" \(product.name) ") }),
        let stars = line.lastIndex(where: { "★☆".contains($0) })
      else { continue }
      stocks[product.name] = line[line.index(after: stars)...].trimmingCharacters(in: .whitespaces)
    }

    #expect(stocks == ["Few": "1", "Many": "23", "None": "0", "Hoard": "9,999,999+"])
  }

  /// Found on 250 columns: the columns were measured on the rows on screen, so the prices
  /// jumped sideways as a page with a longer name scrolled in.
  @Test(arguments: [80, 250])
  func theColumnsStayPutWhileTheListScrolls(columns: Int) async throws {
    // Further down, a longer name, a wider price and a larger stock than the first page's.
    let products = (1...60).map { id in
      ShopProduct.stub(
        id: ProductID(id), name: id == 40 ? String(repeating: "Long bag ", count: 8) : "Bag",
        shortDescription: "Soft", price: .usd(id == 45 ? 12_345 : 9),
        stock: id == 50 ? 1_234_567_890 : 3)
    }
    let shop = ShopHarness(ShopFixture.store(products, wishList: []), columns: columns)
    await shop.open()

    var starColumns: Set<Int> = []
    for _ in 0..<5 {
      for line in lines(shop) where line.contains("☆") || line.contains("★") {
        let stars = try #require(line.firstIndex { $0 == "☆" || $0 == "★" })
        starColumns.insert(DisplayWidth.of(String(line[..<stars])))
      }
      await shop.press(.pageDown)
    }

    #expect(starColumns.count == 1, "the stars' column moved: \(starColumns.sorted())")
  }

  @Test func theWishListsColumnsStayPutWhileItScrolls() async throws {
    let products = (1...20).map { id in
      ShopProduct.stub(
        id: ProductID(id), name: id == 19 ? "A longer name" : "Bag", shortDescription: "Soft",
        price: .usd(id == 20 ? 12_345 : 9), stock: 3)
    }
    let shop = ShopHarness(ShopFixture.store(products, wishList: (1...20).map { ProductID($0) }))
    await shop.open()
    await shop.press(.tab)

    var descriptionColumns: Set<Int> = []
    let firstRow = HomeLayout(shop.runtime.state, content: shop.runtime.content).wishList.row
    for _ in 0..<4 {
      for line in lines(shop).dropFirst(firstRow) where line.contains("Soft") {
        let description = try #require(line.range(of: "Soft")).lowerBound
        descriptionColumns.insert(DisplayWidth.of(String(line[..<description])))
      }
      await shop.press(.pageDown)
    }

    #expect(descriptionColumns.count == 1, "the descriptions moved: \(descriptionColumns.sorted())")
  }

  @Test func aPriceWiderThanItsColumnTakesRoomFromItsOwnRowsName() async {
    let shop = ShopHarness(Shelf.overflowingStore(), rows: 24, columns: 80)
    await shop.open()
    let screen = lines(shop)

    #expect(screen[3].contains("$92,233,720,368,547,758.07  ☆☆☆☆☆"))
    #expect(
      screen[3].firstIndex(of: "☆").map { screen[3].distance(from: screen[3].startIndex, to: $0) }
        == screen[5].firstIndex(of: "☆").map {
          screen[5].distance(from: screen[5].startIndex, to: $0)
        })
  }

  /// Found at 40 columns: a price too wide for its row pushed the name out entirely.
  @Test func aPriceTooWideForItsRowKeepsSomeOfTheNameAndMovesOverItsOwnStars() async {
    let shop = ShopHarness(Shelf.overflowingStore(), rows: 12, columns: 40)
    await shop.open()
    let screen = lines(shop)

    #expect(screen[3].contains("› Gold   ✓ $92,233,720,368,547,758.07"))
    #expect(screen[4].contains("Silver"))
    Golden.assert(shop.screen, named: "shop-home-too-large-40x12.txt")
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
