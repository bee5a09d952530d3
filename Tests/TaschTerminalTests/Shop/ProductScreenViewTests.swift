import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The product page on short and narrow terminals: the description shows wherever rows allow,
/// the blank lines between the parts going first, and no value is cut inside.
@MainActor
@Suite struct ProductScreenViewTests {
  /// Found at 44×15, 44×16 and 60×15: the page kept its blank lines and left the description
  /// out, though it showed at 40×12.
  @Test(arguments: [(44, 15), (44, 16), (60, 15)])
  func theDescriptionShowsWhereRowsAllow(columns: Int, rows: Int) async {
    let shop = await ShopHarness.opened(rows: rows, columns: columns)

    await shop.press(.enter)

    #expect(shop.screen.contains("Our Mountain Briefcase is the"))
    #expect(shop.screen.contains("Quantity: 1"))
    #expect(shop.screen.contains("[ Remove from wish list ]"))
    #expect(!shop.screen.contains("D: 2…"))
    Golden.assert(shop.screen, named: "shop-product-description-\(columns)x\(rows).txt")
  }

  /// Found by an attack: the page of a line asking for more than the stock said `Quantity: 3`
  /// beside `1 in stock`, without the `Only 1 left` its wish-list line says.
  @Test func aQuantityOverTheStockSaysHowManyAreLeftAsTheWishListDoes() async {
    let store = InMemoryShopStore(
      .stub(ShopFixture.products),
      shoppers: [Shopper.stub.name: ShopperData(wishList: WishList([4], quantities: [4: 3]))])
    let shop = await ShopHarness.opened(store)

    await shop.press(.tab, .enter)

    #expect(shop.screen.contains("Quantity: 3  Only 1 left + -"))
    await shop.press(.character("-"), .character("-"))
    #expect(shop.screen.contains("Quantity: 1 + -"))
    #expect(!shop.screen.contains("Only 1 left"))
  }

  /// Found with `NO_COLOR`: the colours were swatches of background colour alone, which a
  /// terminal showing no colour showed as blanks after "Colours".
  @Test(arguments: [true, false])
  func aProductsColoursAreNamedWhereTheTerminalShowsNoColour(colorsShow: Bool) async {
    let shop = ShopHarness(columns: 100, colorsShow: colorsShow)
    await shop.open()

    await shop.press(.enter)

    let colours = shop.screenLines.first { $0.contains("Colours") } ?? ""
    #expect(colours.contains("#") == !colorsShow, "\(colours)")
  }

  /// The quantity and the free-shipping amount are never cut on a narrow page: the quantity
  /// goes on its own line, the shipping wraps between words.
  @Test func aNarrowPageCutsNoValue() async {
    let catalogue = Catalogue(
      shopName: "test", currency: .usd, products: ShopFixture.products,
      pricing: ShopPricing(shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(1_000))))
    let store = InMemoryShopStore(
      catalogue, shoppers: [Shopper.stub.name: ShopperData(wishList: WishList([1]))])
    let shop = await ShopHarness.opened(store, rows: 12, columns: 40)

    await shop.press(.enter)

    #expect(shop.screen.contains("Quantity: 1 + -"))
    #expect(shop.screen.contains("$1,000.00"))
    #expect(!shop.screen.contains("Quanti…"))
    #expect(!shop.screen.contains("$…"))
    Golden.assert(shop.screen, named: "shop-product-narrow-40x12.txt")
  }
}
