import Foundation
import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The commands that read: products, product, wishlist, cart, and the home summary.
@MainActor
@Suite struct ShopCommandsTests {
  private func run(_ arguments: String..., locale: String = "en_US") async
    -> CommandLineHarness.Result
  {
    var harness = CommandLineHarness()
    harness.environment["LANG"] = locale
    return await harness.run(arguments)
  }

  // MARK: - products

  @Test(arguments: ["en_US", "de_DE"])
  func productsAsATable(locale: String) async {
    let result = await run("products", locale: locale)

    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-products-\(locale).txt")
  }

  /// On a terminal too narrow for every column, the stock is said as its count alone, else left
  /// out, never cut inside its count, which reads as another number (`1,234,5…`).
  @Test(arguments: [
    (60, "1,234,567,890 in stock"), (44, "  1,234,567,890"), (37, "$15.00  ☆☆☆☆☆"),
  ])
  func theStockIsNeverCutInsideItsCount(width: Int, ending: String) async {
    let gravity = ShopProduct.stub(
      id: 5, name: "Gravity Zero", price: .usd(15), stock: 1_234_567_890)
    var harness = CommandLineHarness(Shelf.store(.stub([gravity]), wishList: []))
    (harness.outputIsTerminal, harness.width) = (true, width)

    let result = await harness.run("products", "--no-pager")

    let lines = result.output.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression
    ).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.dropFirst().first?.hasSuffix(ending) == true, "\(result.output)")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
  }

  @Test func productsAsJSON() async {
    let result = await run("products", "--json", "--sort", "price", "--limit", "2")

    #expect(result.status == .success)
    Golden.assert(result.output, named: "cli-products-sorted-limited.json")
  }

  @Test func productsQueryOptionsReachTheQuery() throws {
    let parsed = try ArgumentParser.parse(
      [
        "--search", "bag", "--sort", "rating", "--reverse", "--in-stock", "--limit", "5",
        "--offset", "10",
      ],
      options: ProductsCommand.definition.options)

    #expect(
      try ProductsCommand(parsed).query
        == CatalogueQuery(
          searchText: "bag", sortOrder: .rating, isReversed: true, inStockOnly: true, offset: 10,
          limit: 5))
  }

  @Test(arguments: [("en_US", "2 of 3 products"), ("fr_FR", "2 sur 3 produits")])
  func aPageShowingPartSaysHowManyOfHowMany(locale: String, count: String) async {
    let result = await run("products", "--limit", "2", locale: locale)

    #expect(result.output.hasSuffix("\n" + count + "\n"))
  }

  @Test(arguments: [["--search", ""], ["--search="]])
  func anEmptySearchSearchesForNothing(_ search: [String]) throws {
    let parsed = try ArgumentParser.parse(search, options: ProductsCommand.definition.options)

    #expect(try ProductsCommand(parsed).query == CatalogueQuery())
  }

  @Test func aSearchThatFindsNothingSaysSoAndSucceeds() async {
    let text = await run("products", "--search", "umbrella")
    let json = await run("products", "--search", "umbrella", "--json")

    #expect(text.status == .success)
    #expect(text.output == "No products match your search.\n")
    #expect(json.output == "{\n  \"products\": [],\n  \"total\": 0\n}\n")
  }

  @Test func theLargestOffsetAndLimitNeverTrap() async {
    let largest = String(Int.max)

    let result = await run("products", "--offset", "1", "--limit", largest, "--json")
    let beyond = await run("products", "--limit", largest + "0")

    #expect(result.status == .success)
    #expect(result.output.contains(#""total": 3"#))
    #expect(beyond.status == .usage)
  }

  @Test func aPagePastTheEndAsJSONStillCountsEveryMatch() async {
    let result = await run("products", "--json", "--offset", "99")

    #expect(result.status == .success)
    #expect(result.output.contains(#""products": []"#))
    #expect(result.output.contains(#""total": 3"#))
  }

  @Test func aPagePastTheEndSaysSoWithoutSpeakingOfASearch() async {
    let result = await run("products", "--offset", "10")

    #expect(result.status == .success)
    #expect(result.output == "This page is past the last product (3 products in all).\n")
  }

  @Test(arguments: [
    (
      ["products", "--sort", "prise"],
      "tasch: “prise” is not a choice for --sort: use name, price, rating, stock; did you mean “price”?"
    ),
    (
      ["products", "--limit", "0"],
      "tasch: “0” does not suit --limit: give a whole number of at least 1"
    ),
    (
      ["products", "--offset", "-3"],
      "tasch: “-3” does not suit --offset: give a whole number of at least 0"
    ),
    (
      ["products", "--limit", "1e3"],
      "tasch: “1e3” does not suit --limit: give a whole number of at least 1"
    ),
    (["products", "extra"], "tasch: unexpected argument “extra”"),
    (["product"], "tasch: missing ID"),
    (["product", "0"], "tasch: “0” is not a product ID: IDs are whole numbers above 0"),
    (["product", "-1"], "tasch: “-1” is not a product ID: IDs are whole numbers above 0"),
    (["product", "abc"], "tasch: “abc” is not a product ID: IDs are whole numbers above 0"),
    (
      ["product", "99999999999999999999"],
      "tasch: “99999999999999999999” is too large for a product ID: IDs go up to "
        + "9,223,372,036,854,775,807"
    ),
    (
      ["products", "--limit", "9223372036854775808"],
      "tasch: “9223372036854775808” does not suit --limit: the largest number it takes is "
        + "9,223,372,036,854,775,807"
    ),
    (["product", "1", "2"], "tasch: unexpected argument “2”"),
    (["cart", "now"], "tasch: unexpected argument “now”"),
    (["wishlist", "ad", "1"], "tasch: unknown command “ad”; did you mean “add”?"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) async {
    let harness = CommandLineHarness()

    let result = await harness.run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(message + "\n"))
    #expect(harness.store.calls.isEmpty, "nothing is asked of the shop")
  }

  // MARK: - product

  @Test(arguments: ["en_US", "de_DE"])
  func aProductInDetail(locale: String) async {
    var harness = CommandLineHarness()
    harness.environment["LANG"] = locale

    let result = await harness.run("product", "1")

    #expect(result.status == .success)
    #expect(harness.store.operations == [.product])
    Golden.assert(result.output, named: "cli-product-\(locale).txt")
  }

  @Test(arguments: [("en_US", "No ratings yet"), ("es_ES", "Aún no hay valoraciones")])
  func aProductNobodyRatedSaysSoOnce(locale: String, words: String) async {
    let result = await run("product", "7", locale: locale)

    #expect(result.output.contains("☆☆☆☆☆  " + words + "\n"))
  }

  @Test func aProductAsJSON() async {
    Golden.assert(await run("product", "1", "--json").output, named: "cli-product.json")
  }

  @Test func anUnknownProductFailsWithTheReasonOnStandardError() async {
    let result = await run("product", "9")

    #expect(result.status == .failure)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        Not found: There is no product 9.
        Check the product number; the catalogue lists them all.

        """)
  }

  @Test func withJSONAFailureIsAnErrorDocumentOnStandardOutput() async {
    let result = await run("product", "9", "--json")

    #expect(result.status == .failure)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-error-not-found.json")
  }

  // MARK: - wishlist and cart

  @Test(arguments: ["en_US", "de_DE"])
  func theWishList(locale: String) async {
    let result = await run("wishlist", locale: locale)

    #expect(result.status == .success)
    Golden.assert(result.output, named: "cli-wishlist-\(locale).txt")
  }

  @Test func anEmptyWishListSaysSo() async {
    let result = await CommandLineHarness(Shelf.store(wishList: [])).run("wishlist")

    #expect(
      result.output.contains(
        "Your wish list is empty. You can add items from the product catalogue.\n"))
  }

  @Test(arguments: ["en_US", "de_DE"])
  func theCart(locale: String) async {
    var harness = CommandLineHarness()
    harness.environment["LANG"] = locale

    let result = await harness.run("cart")

    #expect(result.status == .success)
    #expect(harness.store.operations == [.cart])
    Golden.assert(result.output, named: "cli-cart-\(locale).txt")
  }

  @Test func theCartAsJSON() async {
    Golden.assert(await run("cart", "--json").output, named: "cli-cart.json")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func aWishListTooLargeToTotalShowsItsItemsAndSaysSo(locale: String) async {
    var harness = CommandLineHarness(Shelf.overflowingStore())
    harness.environment["LANG"] = locale

    let list = await harness.run("wishlist")
    let cart = await harness.run("cart")

    #expect(list.status == .success && cart.status == .success)
    #expect(list.errors.isEmpty && cart.errors.isEmpty)
    Golden.assert(list.output, named: "cli-wishlist-too-large-\(locale).txt")
    #expect(cart.output.contains("Silver"))
  }

  @Test func aCartTooLargeToTotalInAShopThatChargesShippingSaysShippingCannotBeWorkedOut() async {
    let store = Shelf.overflowingStore(
      pricing: ShopPricing(shipping: ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100))))
    let harness = CommandLineHarness(store)

    let cart = await harness.run("cart")
    let json = await harness.run("cart", "--json")

    #expect(cart.status == .success)
    #expect(cart.output.contains("Shipping   cannot be worked out\n"), "\(cart.output)")
    #expect(!cart.output.contains("Free Shipping"))
    #expect(json.output.contains(#""shipping": null"#))
  }

  @Test func aCartTooLargeToTotalAsJSONHasNullTotalsAndSaysWhy() async throws {
    let result = await CommandLineHarness(Shelf.overflowingStore()).run("cart", "--json")

    #expect(result.status == .success)
    #expect(result.output.contains(#""total": null"#))
    #expect(result.output.contains(#""code": "amount-out-of-range""#))
    #expect(result.output.contains(#""name": "Silver""#))
  }

  // MARK: - Home

  @Test func theHomeSummaryWithoutACommand() async {
    let result = await run()

    #expect(result.status == .success)
    #expect(result.output.hasPrefix("TASCH\n"))
    #expect(result.output.contains("Your wish list  Total $425.00"))
  }

  @Test func theHomeSummaryOfAWishListTooLargeToTotal() async {
    let result = await CommandLineHarness(Shelf.overflowingStore()).run([])

    #expect(result.status == .success)
    #expect(result.output.contains("Your wish list  Total too large to compute"))
    #expect(result.output.contains("Gold") && result.output.contains("Silver"))
    #expect(result.output.contains("Sub-total too large to compute"))
  }

  @Test func theHomeSummaryAsJSON() async {
    Golden.assert(await run("--json").output, named: "cli-home.json")
  }

  @Test func aPartFailureOfTheHomeSummaryIsExitStatusOne() async {
    let harness = CommandLineHarness()
    harness.store.failNext(.wishList, with: .offline)

    let result = await harness.run([])

    #expect(result.status == .failure)
    #expect(result.output.contains("Carrier"))
    #expect(result.errors.contains("You are offline"))
  }
}
