import Tasch
import TaschJSON
import Testing

@testable import TaschTerminal

/// A place as a small JSON document with a version.
@Suite struct ShopPlaceTests {
  @Test func theDocumentSaysEverythingAPlaceHolds() {
    let place = ShopPlace(
      productID: 3, focus: .wishList, catalogue: ShopState.ListPosition(cursor: 5, top: 2),
      wishList: ShopState.ListPosition(cursor: 1, top: 1),
      query: CatalogueQuery(searchText: "bag", sortOrder: .stock, isReversed: true))

    #expect(
      JSONWriter.text(of: place.json(shop: ShopID("tasch")))
        == """
        {
          "catalogue": {
            "cursor": 5,
            "top": 2
          },
          "focus": "wishlist",
          "inStock": false,
          "product": 3,
          "reverse": true,
          "search": "bag",
          "shop": "tasch",
          "sort": "stock",
          "version": 1,
          "wishlist": {
            "cursor": 1,
            "top": 1
          }
        }

        """)
  }

  @Test func homeHasNoProduct() {
    let document = ShopPlace().json(shop: ShopID("tasch"))

    #expect(ShopPlace(json: document, shop: ShopID("tasch")) == ShopPlace())
    guard case .object(let fields) = document else {
      Issue.record("not an object")
      return
    }
    #expect(fields["product"] == .null)
  }

  @Test(arguments: [
    ("sort", JSONValue.string("colour")), ("focus", .string("cart")), ("product", .number("0")),
    ("product", .string("3")), ("reverse", .string("yes")), ("search", .null),
    ("wishlist", .array([])),
  ])
  func aFieldNotAsWrittenIsNoPlace(field: String, value: JSONValue) {
    guard case .object(var fields) = ShopPlace().json(shop: ShopID("tasch")) else {
      Issue.record("not an object")
      return
    }
    fields[field] = value

    #expect(ShopPlace(json: .object(fields), shop: ShopID("tasch")) == nil)
  }
}
