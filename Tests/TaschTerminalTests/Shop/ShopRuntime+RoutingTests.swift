import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// Routes and places: a link, a restored place and a key press reach a screen the same way.
@MainActor
@Suite struct ShopRuntimeRoutingTests {
  @Test func aProductRouteOpensTheProduct() async {
    let shop = ShopHarness()

    await shop.open(at: .route(.product(3)))

    #expect(shop.runtime.state.screen == .product(3))
    #expect(shop.screen.contains("‹ Urbanito"))
    #expect(Set(shop.requests()) == ["read catalogue", "read wishlist", "read product"])
  }

  @Test func goingBackPutsTheCursorOnTheProductLastShown() async {
    let shop = ShopHarness()
    await shop.open()

    await shop.press(.enter, .character("n"), .character("n"), .escape)

    let state = shop.runtime.state
    #expect(state.screen == .home)
    #expect(state.cataloguePosition.cursor == 2)
    let shown = shop.runtime.content.catalogueRow(at: state.cataloguePosition.cursor)?.id
    #expect(shown != nil && shown == shop.runtime.content.catalogue.content?.row(at: 2)?.id)
  }

  @Test func goingBackOnTheWishListPutsItsCursorOnTheProductLastShown() async {
    let shop = ShopHarness()
    await shop.open(at: .route(.wishList))
    await shop.press(.enter, .character("n"))
    guard case .product(let shown) = shop.runtime.state.screen,
      let position = shop.runtime.content.wishList.content?.lines.firstIndex(where: {
        $0.id == shown
      })
    else {
      Issue.record("the next product is not on the wish list")
      return
    }

    await shop.press(.escape)

    #expect(position != 0)
    #expect(shop.runtime.state.focus == .wishList)
    #expect(shop.runtime.state.wishListPosition.cursor == position)
  }

  @Test func theWishListRouteFocusesTheWishList() async {
    let shop = ShopHarness()

    await shop.open(at: .route(.wishList))

    #expect(shop.runtime.state.focus == .wishList)
    #expect(shop.screen.contains(" › $250.00"))
  }

  @Test func theCheckoutRouteOpensTheDialog() async {
    let shop = ShopHarness(ShopFixture.store(wishList: [1]))

    await shop.open(at: .route(.checkout))

    guard case .checkout(.confirming) = shop.runtime.state.overlay else {
      Issue.record("no confirmation: \(String(describing: shop.runtime.state.overlay))")
      return
    }
    #expect(shop.screen.contains("Place this order for $250.00?"))
  }

  @Test func theProductsRouteListsItsQueryWithOneLoad() async {
    let shop = ShopHarness()
    let query = CatalogueQuery(sortOrder: .price, isReversed: true, inStockOnly: true)

    await shop.open(at: .route(.products(query)))

    #expect(shop.runtime.content.query.unpaged == query)
    #expect(shop.requests().filter { $0 == "read catalogue" }.count == 1)
    #expect(shop.screen.contains("› Papago Pack"))
    #expect(shop.runtime.content.catalogue.content?.rows.contains { $0.name == "Travol" } == false)
  }

  @Test func aRouteLeadsAwayFromWhereverTheShopIs() async {
    let shop = ShopHarness()
    await shop.open()
    await shop.press(.enter, .character("?"))

    await shop.open(.products(CatalogueQuery(searchText: "leather")))

    #expect(shop.runtime.state.screen == .home)
    #expect(shop.runtime.state.overlay == nil)
    #expect(shop.screen.contains("“leather”"))
  }

  // MARK: - Places

  @Test func aPlaceRestoresTheScreenCursorsFocusAndQuery() async {
    let shop = ShopHarness()
    let place = ShopPlace(
      productID: 8, focus: .wishList, catalogue: ShopState.ListPosition(cursor: 3, top: 0),
      wishList: ShopState.ListPosition(cursor: 2, top: 0),
      query: CatalogueQuery(sortOrder: .name))

    await shop.open(at: .place(place))

    #expect(shop.runtime.state.screen == .product(8))
    #expect(shop.runtime.place == place)
    await shop.press(.escape)
    #expect(shop.runtime.state.focus == .wishList)
    #expect(shop.runtime.state.cataloguePosition.cursor == 3)
    #expect(shop.screen.contains("›  $75.00"), "the wish list's cursor is on its third item")
  }

  @Test func aPlaceWhoseProductIsGoneOpensAtHomeWithoutAWord() async {
    let shop = ShopHarness()

    await shop.open(at: .place(ShopPlace(productID: 99)))

    #expect(shop.runtime.state.screen == .home)
    #expect(!shop.screen.contains("found"))
    #expect(shop.runtime.place == ShopPlace())
  }

  @Test func aCursorPastTheEndOfTheListComesBackIntoIt() async {
    let shop = ShopHarness()

    await shop.open(at: .place(ShopPlace(catalogue: ShopState.ListPosition(cursor: 500, top: 490))))

    #expect(shop.runtime.state.cataloguePosition.cursor == 7)
  }

  /// However large a position is (a place file refuses what no list reaches; the shop's own
  /// arithmetic must hold all the same), the shop opens, with the cursor back in the list.
  @Test(arguments: [Int.max, Int.max - 1, Int.max / 2, 4_294_967_295])
  func aCursorAsFarAsAnIntGoesComesBackIntoTheList(position: Int) async {
    let shop = ShopHarness()
    let far = ShopState.ListPosition(cursor: position, top: position)

    await shop.open(at: .place(ShopPlace(focus: .wishList, catalogue: far, wishList: far)))
    await shop.press(.pageDown, .end, .up, .tab, .pageDown, .home, .down)

    #expect(shop.runtime.state.cataloguePosition.cursor == 1)
    #expect(shop.runtime.state.wishListPosition.cursor == 1)
    #expect(shop.screen.contains("Product catalogue"))
  }

  @Test func thePlaceFollowsTheShop() async {
    let shop = ShopHarness()
    await shop.open()

    await shop.press(.character("s"), .character("S"), .character("i"), .down, .enter)

    #expect(
      shop.runtime.place
        == ShopPlace(
          productID: shop.runtime.place.productID, catalogue: ShopState.ListPosition(cursor: 1),
          query: CatalogueQuery(sortOrder: .name, isReversed: true, inStockOnly: true)))
    #expect(shop.runtime.place.productID != nil)
  }
}
