import Tasch
import Testing

@testable import TaschPresentation

/// Links read as routes: every form, every way of getting one wrong.
@Suite struct RouteTests {
  @Test(arguments: [
    ("tasch://home", Route.home), ("tasch://home/", .home), ("TASCH://Home", .home),
    ("tasch://product/7", .product(7)), ("tasch://product/7/", .product(7)),
    ("tasch://product/%37", .product(7)), ("tasch://product/1%32", .product(12)),
    ("tasch://wishlist", .wishList),
    ("tasch://checkout", .checkout), ("tasch://products", .products(CatalogueQuery())),
    ("tasch://products?", .products(CatalogueQuery())),
    (
      "tasch://products?search=leather&sort=price&reverse&in-stock",
      .products(
        CatalogueQuery(
          searchText: "leather", sortOrder: .price, isReversed: true, inStockOnly: true))
    ),
    ("tasch://products?sort=rating", .products(CatalogueQuery(sortOrder: .rating))),
    (
      "tasch://products?in-stock&&sort=stock",
      .products(CatalogueQuery(sortOrder: .stock, inStockOnly: true))
    ),
    ("tasch://products?search=", .products(CatalogueQuery())),
  ])
  func everyFormOfLink(link: String, route: Route) throws {
    #expect(try Route(link: link) == route)
  }

  @Test(arguments: [
    ("tasch://products?search=sac%20%C3%A0%20dos", "sac à dos"),
    ("tasch://products?search=sac+%C3%A0+dos", "sac à dos"),
    ("tasch://products?search=1%2B1%3D2%26more", "1+1=2&more"),
    ("tasch://products?search=%E6%97%85%E8%A1%8C", "旅行"),
    ("tasch://products?search=%e6%97%85", "旅"),
    ("tasch://products?search=bag%0A", "bag\n"),
  ])
  func searchesArePercentDecoded(link: String, search: String) throws {
    #expect(try Route(link: link) == .products(CatalogueQuery(searchText: search)))
  }

  @Test(arguments: [
    ("home", LinkProblem.notALink), ("", .notALink), ("tasch:home", .notALink),
    ("://home", .notALink), ("1tasch://home", .notALink),
    ("https://home", .wrongScheme("https")), ("taschx://home", .wrongScheme("taschx")),
    ("tasch://", .unknownPlace("")), ("tasch://cart", .unknownPlace("cart")),
    ("tasch://user@home", .unknownPlace("user@home")),
    ("tasch://home:80", .unknownPlace("home:80")),
    ("tasch://basket/3", .unknownPlace("basket")),
    ("tasch://home/x", .unexpectedPath("/x")), ("tasch://wishlist//", .unexpectedPath("//")),
    ("tasch://product", .missingProductID), ("tasch://product/", .missingProductID),
    ("tasch://product/0", .badProductID("0")), ("tasch://product/-3", .badProductID("-3")),
    ("tasch://product/abc", .badProductID("abc")), ("tasch://product/%2D3", .badProductID("%2D3")),
    ("tasch://product/+3", .badProductID("+3")),
    ("tasch://product/%G1", .badPercentEncoding("%G1")),
    ("tasch://product//", .missingProductID),
    (
      "tasch://product/99999999999999999999999",
      .badProductID("99999999999999999999999")
    ),
    ("tasch://product/3//", .unexpectedPath("/3//")),
    ("tasch://product/3%2F4", .badProductID("3%2F4")),
    ("tasch://product/3/4", .unexpectedPath("/3/4")),
    ("tasch://product/3?x", .unexpectedQuery), ("tasch://home?search=a", .unexpectedQuery),
    ("tasch://checkout?yes", .unexpectedQuery), ("tasch://home#top", .unexpectedFragment),
    ("tasch://products?colour=red", .unknownQueryItem("colour")),
    ("tasch://products?Sort=price", .unknownQueryItem("Sort")),
    ("tasch://products?sort=price&sort=name", .repeatedQueryItem("sort")),
    ("tasch://products?reverse&reverse", .repeatedQueryItem("reverse")),
    ("tasch://products?search", .missingValue("search")),
    ("tasch://products?sort", .missingValue("sort")),
    ("tasch://products?reverse=1", .unexpectedValue("reverse", value: "1")),
    ("tasch://products?in-stock=", .unexpectedValue("in-stock", value: "")),
    ("tasch://products?sort=colour", .badSort("colour")),
    ("tasch://products?sort=catalogue", .badSort("catalogue")),
    ("tasch://products?sort=PRICE", .badSort("PRICE")),
    ("tasch://products?search=%", .badPercentEncoding("%")),
    ("tasch://products?search=%4", .badPercentEncoding("%4")),
    ("tasch://products?search=%G1", .badPercentEncoding("%G1")),
    ("tasch://products?search=%FF", .badPercentEncoding("%FF")),
  ])
  func everyMalformedLinkSaysWhatIsWrong(link: String, problem: LinkProblem) {
    #expect(throws: problem) { try Route(link: link) }
  }

  @Test(arguments: [
    Route.home, .product(42), .wishList, .checkout, .products(CatalogueQuery()),
    .products(
      CatalogueQuery(searchText: "sac à dos & 1+1=2 %", sortOrder: .name, isReversed: true)),
    .products(CatalogueQuery(searchText: "旅行", inStockOnly: true)),
    .products(CatalogueQuery(isReversed: true)),
  ])
  func aRoutesLinkLeadsBackToIt(route: Route) throws {
    #expect(try Route(link: route.link) == route)
  }

  @Test func linksAreWrittenPlainly() {
    #expect(
      Route.products(CatalogueQuery(searchText: "sac à dos", sortOrder: .price, inStockOnly: true))
        .link == "tasch://products?search=sac%20%C3%A0%20dos&sort=price&in-stock")
    #expect(Route.products(CatalogueQuery(offset: 20, limit: 5)).link == "tasch://products")
  }
}
