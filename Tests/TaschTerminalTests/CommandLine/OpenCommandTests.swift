import Tasch
import TaschPresentation
import TaschPresentationTestSupport
import TaschTestSupport
import Testing

@testable import TaschTerminal

/// `tasch open` refusing a link: the message names the part at fault and offers every shape of
/// link, the parameters of `products` included.
@MainActor
@Suite struct OpenCommandTests {
  private static let shapes =
    "try tasch://home, tasch://product/ID, tasch://wishlist, tasch://checkout, "
    + "tasch://products?search=TEXT&sort=name|price|rating|stock&reverse&in-stock\n"

  @Test(arguments: [
    ("tasch://products?sort=bogus", "“sort=bogus” is not a sort: use name, price, rating, stock"),
    ("tasch://products?reverse=maybe", "“reverse=maybe” gives reverse a value, and it takes none"),
    ("tasch://products?sort=price&foo=1", "tasch://products takes no parameter “foo”"),
    ("tasch://products?sort=price&sort=name", "the parameter “sort” is given twice"),
    ("tasch://products?search", "the parameter “search” needs a value: search=…"),
    ("tasch://product/0", "“0” is not a product ID: IDs are whole numbers above 0"),
    (
      "tasch://product/9223372036854775808",
      "“9223372036854775808” is too large for a product ID: IDs go up to 9,223,372,036,854,775,807"
    ),
    ("tasch://product/", "the product ID is missing after tasch://product/"),
    ("tasch://basket", "the shop has no place “basket”"),
    ("tasch://home/x", "this place takes no path “/x”"),
    ("tasch://home?x", "only tasch://products takes parameters"),
    ("tasch://home#top", "a link to the shop has no # part"),
    ("https://home", "it starts with https://, not tasch://"),
    ("home", "a link starts with tasch://"),
    (
      "tasch://products?search=%zz",
      "“%zz” has a % without two hexadecimal digits after it, or bytes that are not UTF-8"
    ),
  ])
  func aBadLinkIsAUsageErrorNamingThePartAtFault(link: String, reason: String) async {
    let harness = CommandLineHarness(Shelf.store())

    let result = await harness.run("open", link)

    #expect(result.status == .usage)
    #expect(
      result.errors.hasPrefix(
        "tasch: “\(link)” is not a link tasch opens: \(reason); \(Self.shapes)"),
      "\(result.errors)")
    #expect(harness.store.calls.isEmpty)
  }

  @Test(arguments: ["fr_FR", "de_DE", "ja_JP", "es_ES"])
  func theReasonIsInTheUsersLanguage(locale: String) async {
    var harness = CommandLineHarness(Shelf.store())
    harness.environment["LANG"] = locale + ".UTF-8"

    let result = await harness.run("open", "tasch://products?sort=bogus")

    #expect(result.status == .usage)
    #expect(result.errors.contains("sort=bogus"))
    #expect(result.errors.contains("name, price, rating, stock"))
    #expect(result.errors.contains("&reverse&in-stock"))
    #expect(!result.errors.contains("is not a sort"))
  }
}
