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

  /// The place document of the shop `tasch`, with `catalogue` and `wishList` as its positions.
  private func document(catalogue: String, wishList: String = #"{"cursor": 0, "top": 0}"#)
    throws -> JSONValue
  {
    let text = """
      {"version": 1, "shop": "tasch", "product": null, "focus": "catalogue",
       "catalogue": \(catalogue), "wishlist": \(wishList),
       "search": "", "sort": "name", "reverse": false, "inStock": false}
      """
    return try JSONReader().read(Array(text.utf8))
  }

  @Test(arguments: [
    #"{"cursor": 0, "top": 9223372036854775807}"#, #"{"cursor": 9223372036854775807, "top": 0}"#,
    #"{"cursor": 4294967296, "top": 0}"#, #"{"cursor": 0, "top": -1}"#,
    #"{"cursor": 0, "top": 1.5}"#, #"{"cursor": 0, "top": 1e300}"#,
    #"{"cursor": -9223372036854775808, "top": 0}"#,
  ])
  func aPositionOutOfRangeIsNoPlace(position: String) throws {
    #expect(ShopPlace(json: try document(catalogue: position), shop: ShopID("tasch")) == nil)
    #expect(
      ShopPlace(
        json: try document(catalogue: "{\"cursor\": 0, \"top\": 0}", wishList: position),
        shop: ShopID("tasch")) == nil)
  }

  @Test func thePositionsOfTheLongestListAreAPlace() throws {
    let largest = #"{"cursor": 4294967295, "top": 4294967295}"#

    let place = ShopPlace(json: try document(catalogue: largest), shop: ShopID("tasch"))

    #expect(place?.catalogue == ShopState.ListPosition(cursor: 4_294_967_295, top: 4_294_967_295))
  }
}
