import Foundation
import Tasch
import TaschJSON
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschPresentation

/// The JSON documents scripts read: every field always there, `"key": value` with sorted keys,
/// `[]` when empty, and no raw control or bidirectional override in any string.
@Suite struct ShopDocumentsTests {
  private let english = Localization.english

  /// A product whose texts hold what a hostile catalogue might: a C1 control (NEL), DEL, a
  /// right-to-left override, a line break, a tab, quotes and a backslash.
  private let hostile = Product(
    ShopProduct.stub(
      id: 13, name: "Evil\u{85}Bag\u{7F} \u{202E}gpj.exe",
      shortDescription: "line\nnext\t\"quoted\" \\ \u{1B}[2J",
      description: "Isolated \u{2066}text\u{2069}, separated\u{2028}lines.",
      colors: [ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B)],
      dimensions: Dimensions(height: Length(centimetres: 36, inches: 14)),
      price: .usd(19, cents: 99), stock: 0, ratings: RatingCounts([.four: 2, .five: 1])),
    for: ShopperData(wishList: WishList([13]), ratings: [13: .five]))

  @Test func aProductInDetailInTheJSONStyle() {
    let detail = ProductDetailViewModel(hostile, localization: english)

    let text = ShopDocuments.text(ShopDocuments.productDetail(detail))

    Golden.assert(text, named: "document-product.json")
  }

  @Test func noRawControlOrBidiOverrideReachesTheText() {
    let text = ShopDocuments.text(
      ShopDocuments.productDetail(ProductDetailViewModel(hostile, localization: english)))

    let unsafe = text.unicodeScalars.filter { scalar in
      scalar != "\n"
        && (scalar.properties.generalCategory == .control
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
          || scalar == "\u{2028}" || scalar == "\u{2029}")
    }
    #expect(unsafe.isEmpty, "\(unsafe.map { String($0.value, radix: 16) })")
    for escape in [#"\u0085"#, #"\u007F"#, #"\u202E"#, #"\u2066"#, #"\u2028"#, #"\u001B"#] {
      #expect(text.contains(escape), "\(escape)")
    }
    #expect(text.contains(#"line\nnext\t\"quoted\" \\ "#))
  }

  @Test func readsBackAsTheSameStrings() throws {
    let text = ShopDocuments.text(
      ShopDocuments.product(ProductRowViewModel(ProductSummary(hostile), localization: english)))

    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]

    #expect(object?["name"] as? String == hostile.name)
    #expect(object?["shortDescription"] as? String == hostile.shortDescription)
  }

  @Test func anEmptyCartHasEveryFieldAndEmptyArrays() throws {
    let cart = PricedListViewModel(try Cart.stub([]), title: .cart, localization: english)

    let text = ShopDocuments.text(ShopDocuments.cart(cart))

    #expect(text.contains(#""items": []"#))
    #expect(text.contains(#""unavailable": []"#))
    Golden.assert(text, named: "document-cart-empty.json")
  }

  @Test func aCartWhoseTotalIsTooLargeHasItsItemsNullTotalsAndWhy() throws {
    let huge = Money(minorUnits: .max, currency: .usd)
    let cart = PricedListViewModel(
      try Cart.stub([
        .product(.stub(.stub(id: 1, price: huge))), .product(.stub(.stub(id: 2, price: huge))),
      ]),
      title: .cart, localization: english)

    let text = ShopDocuments.text(ShopDocuments.cart(cart))

    #expect(text.contains(#""total": null"#))
    #expect(text.contains(#""subtotal": null"#))
    #expect(text.contains(#""code": "amount-out-of-range""#))
    Golden.assert(text, named: "document-cart-too-large.json")
  }

  @Test func aWishListChangeSaysWhatBecameOfEach() throws {
    let list = PricedListViewModel(
      try Cart.stub(lines: [
        WishListLine(.product(hostile)), WishListLine(.discontinued(99)),
        WishListLine(.product(.stub(.stub(id: 3, name: "Urbanito", price: .usd(75)))), quantity: 2),
      ]),
      title: .yourWishList, localization: english)
    #expect(list.countText == "4 items")
    let outcomes = [
      WishListChangeViewModel(id: 13, changed: true, message: "Added", error: nil),
      WishListChangeViewModel(
        id: 3, changed: true, quantityChanged: true, message: "Urbanito: 1 → 2", error: nil),
      WishListChangeViewModel(id: 99, changed: false, message: "Already", error: nil),
      WishListChangeViewModel(
        id: 42, changed: false, message: nil,
        error: ErrorViewModel(.notFound(42), localization: english)),
    ]

    let text = ShopDocuments.text(
      ShopDocuments.wishListChange(outcomes, wishList: list, changedKey: "added"))

    Golden.assert(text, named: "document-wishlist-add.json")
  }

  /// A simulated failure of a change of the wish list once read as a real one.
  @Test func aSimulatedFailureOfAChangeIsMarkedAsAnErrorIs() throws {
    let failed = WishListChangeViewModel(
      id: 4, changed: false, message: nil,
      error: ErrorViewModel(.simulated(.timeout), localization: english))

    let document = ShopDocuments.wishListChange([failed], wishList: nil, changedKey: "added")

    guard case .object(let fields) = document, case .array(let failures)? = fields["failed"],
      case .object(let failure)? = failures.first
    else {
      Issue.record("no failure in \(document)")
      return
    }
    #expect(failure["simulated"] == .bool(true))
    #expect(failure["code"] == .string("timeout"))
    #expect(
      failure["recovery"]
        == .string(ErrorViewModel(.simulated(.timeout), localization: english).recovery))
  }

  @Test func aPlacedOrderAndTheListOfOrders() {
    let order = Order(
      number: 3,
      lines: [
        OrderLine(productID: 1, name: "Carrier", price: .usd(250)),
        OrderLine(productID: 7, name: "旅行用バックパック", price: .usd(129), quantity: 2),
      ],
      total: .usd(508), placedAt: Date(timeIntervalSince1970: 1_700_000_000.25))

    let placed = ShopDocuments.text(
      ShopDocuments.placedOrder(OrderViewModel(order, localization: english)))
    let summary = OrderSummaryViewModel(order, localization: english)
    let list = ShopDocuments.text(ShopDocuments.orders([summary], total: 1))

    #expect(summary.itemCountText == "3 items")

    Golden.assert(placed, named: "document-order.json")
    #expect(list.contains(#""placedAt": "2023-11-14T22:13:20.250Z""#))
    #expect(list.contains(#""total": 1"#))
    #expect(
      ShopDocuments.text(ShopDocuments.orders([], total: 0))
        == "{\n  \"orders\": [],\n  \"total\": 0\n}\n")
  }

  @Test func theHistoryAndAStepOfIt() {
    let rated = HistoryEntryViewModel(
      HistoryEntry(ShopperChange(.rated(.four, previous: nil), of: 1, at: .stub), name: "Carrier"),
      localization: english)
    let removed = HistoryEntryViewModel(
      HistoryEntry(
        ShopperChange(.removedFromWishList(position: 0), of: 99, at: .stub, isUndone: true),
        name: nil),
      localization: english)
    let raised = HistoryEntryViewModel(
      HistoryEntry(
        ShopperChange(.changedQuantity(from: 1, to: 3), of: 1, at: .stub), name: "Carrier"),
      localization: english)
    let step = HistoryStepViewModel(entry: rated, message: "Took back: rated Carrier ★★★★☆.")

    let history = ShopDocuments.text(ShopDocuments.history([raised, rated, removed]))
    let undone = ShopDocuments.text(ShopDocuments.historyStep(step, key: "undone"))

    Golden.assert(history, named: "document-history.json")
    #expect(raised.description == "Carrier: 1 → 3")
    #expect(undone.contains(#""message": "Took back: rated Carrier ★★★★☆.""#))
    #expect(undone.contains(#""undone": {"#))
  }

  @Test func errorsCarryTheirCodeAndSaySimulatedWithTheSeedWhenTheSimulationInjectedThem() {
    let error = ErrorViewModel(.simulated(.offline), localization: english)
    let real = ErrorViewModel(.offline, localization: english)

    let withSeed = ShopDocuments.text(ShopDocuments.error(error, seed: 31))
    let usage = ShopDocuments.text(ShopDocuments.error(code: "usage", message: "bad"))
    let realDocument = ShopDocuments.text(ShopDocuments.error(real, seed: 31))

    #expect(
      withSeed == """
        {
          "error": {
            "code": "offline",
            "message": "The shop could not be reached.",
            "recovery": "\(error.recovery)",
            "seed": 31,
            "simulated": true
          }
        }

        """)
    #expect(!realDocument.contains("simulated") && !realDocument.contains("seed"))
    #expect(
      usage == "{\n  \"error\": {\n    \"code\": \"usage\",\n    \"message\": \"bad\"\n  }\n}\n")
  }

  @Test func ratingsRoundTheAverageAndSayNullForNone() {
    let none = ShopDocuments.rating(RatingViewModel(RatingSummary(), localization: english))
    let some = ShopDocuments.rating(
      RatingViewModel(
        RatingSummary(counts: RatingCounts([.two: 1, .three: 2, .four: 5, .five: 9])),
        localization: english))

    #expect(none == .object(["average": .null, "count": .number("0"), "mine": .null]))
    #expect(some == .object(["average": .number("4.29"), "count": .number("17"), "mine": .null]))
  }

  @Test func theTokensDocumentsNameShoppersAndMomentsAndAShopperNameHostileToTerminals() {
    let holders = [TokenHolder(name: "ann\u{1B}[2J", madeAt: .stub)]
    let token = ShopperToken.drawn()

    let listed = ShopDocuments.text(ShopDocuments.tokenHolders(holders, in: ShopID("tasch")))
    let issued = ShopDocuments.issuedToken(token, to: "ann", in: ShopID("tasch"))

    #expect(
      listed
        == "{\n  \"shop\": \"tasch\",\n  \"shoppers\": [\n    {\n      \"madeAt\": "
        + "\"2023-11-14T22:13:20.000Z\",\n      \"name\": \"ann\\u001B[2J\"\n    }\n  ]\n}\n")
    #expect(
      issued
        == .object([
          "shop": .string("tasch"), "shopper": .string("ann"), "token": .string(token.text),
        ]))
    #expect(
      ShopDocuments.revokedToken(of: "ann", in: ShopID("tasch"))
        == .object(["shop": .string("tasch"), "revoked": .string("ann")]))
  }
}
