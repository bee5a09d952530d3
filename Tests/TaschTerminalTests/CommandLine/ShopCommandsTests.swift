import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// The commands that read: products, product, wishlist, cart, and the home summary.
@MainActor
@Suite struct ShopCommandsTests {
  private let spy = DataLayerSpy()

  init() throws {
    spy.answers.catalogue = .success(Shelf.catalogue)
    spy.answers.product = .success(Shelf.carrier)
    spy.answers.wishList = .success(.stub(Shelf.wishList))
    spy.answers.cart = .success(try .stub(Shelf.wishList))
  }

  private func run(_ arguments: String..., locale: String = "en_US") async
    -> CommandLineHarness.Result
  {
    var harness = CommandLineHarness(spy)
    harness.environment["LANG"] = locale
    return await harness.run(arguments)
  }

  @Test(arguments: ["en_US", "de_DE"])
  func productsAsATable(locale: String) async {
    let result = await run("products", locale: locale)

    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-products-\(locale).txt")
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

  @Test func aSearchThatFindsNothingSaysSoAndSucceeds() async {
    let text = await run("products", "--search", "umbrella")
    let json = await run("products", "--search", "umbrella", "--json")

    #expect(text.status == .success)
    #expect(text.output == "No products match your search\n")
    #expect(
      json.output.contains("\"products\" : [\n\n  ]") || json.output.contains("\"products\" : []"))
    #expect(json.output.contains("\"total\" : 0"))
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
    (["product", "abc"], "tasch: “abc” is not a product ID: IDs are whole numbers above 0"),
    (
      ["product", "99999999999999999999"],
      "tasch: “99999999999999999999” is not a product ID: IDs are whole numbers above 0"
    ),
    (["product", "1", "2"], "tasch: unexpected argument “2”"),
    (["cart", "now"], "tasch: unexpected argument “now”"),
    (["wishlist", "ad", "1"], "tasch: unknown command “ad”; did you mean “add”?"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) async {
    let result = await CommandLineHarness(spy).run(arguments)

    #expect(result.status == .usage)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(message + "\n"))
    #expect(spy.calls.isEmpty, "nothing is asked of the shop")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func aProductInDetail(locale: String) async {
    let result = await run("product", "1", locale: locale)

    #expect(result.status == .success)
    #expect(spy.calls == [.product(1)])
    Golden.assert(result.output, named: "cli-product-\(locale).txt")
  }

  @Test func aProductAsJSON() async {
    Golden.assert(await run("product", "1", "--json").output, named: "cli-product.json")
  }

  @Test func anUnknownProductFailsWithTheReasonOnStandardError() async {
    spy.answers.product = .failure(.notFound(9))

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
    spy.answers.product = .failure(.notFound(9))

    let result = await run("product", "9", "--json")

    #expect(result.status == .failure)
    #expect(result.errors.isEmpty)
    Golden.assert(result.output, named: "cli-error-not-found.json")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func theWishList(locale: String) async {
    let result = await run("wishlist", locale: locale)

    #expect(result.status == .success)
    Golden.assert(result.output, named: "cli-wishlist-\(locale).txt")
  }

  @Test(arguments: ["en_US", "de_DE"])
  func theCart(locale: String) async {
    let result = await run("cart", locale: locale)

    #expect(result.status == .success)
    #expect(spy.calls == [.cart])
    Golden.assert(result.output, named: "cli-cart-\(locale).txt")
  }

  @Test func theCartAsJSON() async {
    Golden.assert(await run("cart", "--json").output, named: "cli-cart.json")
  }

  @Test func theHomeSummaryWithoutACommand() async {
    let result = await run()

    #expect(result.status == .success)
    #expect(result.output.hasPrefix("TASCH\n"))
    #expect(result.output.contains("Your wish list  Total $425.00"))
  }

  @Test func theHomeSummaryAsJSON() async {
    Golden.assert(await run("--json").output, named: "cli-home.json")
  }

  @Test func aPartFailureOfTheHomeSummaryIsExitStatusOne() async {
    spy.answers.wishList = .failure(.offline)

    let result = await run()

    #expect(result.status == .failure)
    #expect(result.errors.contains("You are offline"))
  }
}
