import Foundation
import Testing

/// Every command, in text and in JSON, run as the built binary on the default catalogue.
@Suite struct CommandsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func productsListsTheDefaultCatalogue() throws {
    let result = try sandbox.run("products")

    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains(" 1  Carrier"))
    #expect(result.output.hasSuffix("26 products\n"))
  }

  @Test func productsAsJSONHasEveryDocumentedField() throws {
    let document = try sandbox.run("products", "--json").json()
    let products = try #require(document["products"] as? [[String: Any]])
    let carrier = try #require(products.first)
    let price = try #require(carrier["price"] as? [String: Any])
    let rating = try #require(carrier["rating"] as? [String: Any])

    #expect(document["total"] as? Int == 26)
    #expect(
      Set(carrier.keys) == [
        "id", "name", "shortDescription", "price", "stock", "inStock", "rating", "inWishList",
      ])
    #expect(price["amount"] as? String == "250.00")
    #expect(price["currency"] as? String == "USD")
    #expect(price["minorUnits"] as? Int == 25_000)
    #expect(price["formatted"] as? String == "$250.00")
    #expect(Set(rating.keys) == ["average", "count", "mine"])
    #expect(rating["mine"] is NSNull)
    #expect(carrier["inWishList"] as? Bool == true)
  }

  /// The names `products --json` lists with `arguments`.
  private func names(_ arguments: String...) throws -> [String] {
    let products =
      try sandbox.run(["products", "--json"] + arguments).json()["products"] as? [[String: Any]]
    return products?.compactMap { $0["name"] as? String } ?? []
  }

  @Test func productsSearchesSortsFiltersAndPages() throws {
    #expect(try names("--search", "SAC A DOS") == ["Sac à dos Élégant"])
    #expect(
      try names("--sort", "price", "--limit", "3") == [
        "Minimal Pouch", "Kid's Lunch Bag", "Gravity Zero",
      ])
    #expect(try names("--sort", "price", "--reverse", "--limit", "1") == ["Papago Pack"])
    #expect(try names("--in-stock").contains("Travol") == false)
    #expect(try names("--offset", "24") == ["Дорожная сумка", "Roll-Top Dry Bag"])
    #expect(try names("--sort", "name", "--limit", "2") == ["Bolsa de Praia", "Camera Sling"])
  }

  @Test func productsSearchFindsEveryWordInAnyOrderIgnoringCaseAndAccents() throws {
    let text = try sandbox.run("products", "--search", "28 hiking")

    #expect(text.status == 0)
    #expect(text.output.contains("Hiking Daypack 28L"))
    #expect(try names("--search", "hiking 28") == ["Hiking Daypack 28L"])
    #expect(try names("--search", "LEATHER  waxed") == ["Messenger Classic"])
    #expect(try names("--search", "elegant SAC") == ["Sac à dos Élégant"])
    #expect(try names("--search", "leather wallet zip") == [])
  }

  @Test func productInDetail() throws {
    let text = try sandbox.run("product", "3")
    let document = try sandbox.run("product", "3", "--json").json()
    let dimensions = try #require(document["dimensions"] as? [String: [String: Int]])

    #expect(text.status == 0)
    #expect(text.output.hasPrefix("Urbanito\n$75.00  Free Shipping World Wide\n"))
    #expect(text.output.contains(#"Sizes    H: 20cm/8"  W: 65cm/26"  D: 10cm/4""#))
    #expect(document["colors"] as? [String] == ["D9D9D9", "A8684C", "D2EEE7", "292A2B"])
    #expect(dimensions["width"] == ["cm": 65, "in": 26])
    #expect((document["description"] as? String)?.hasPrefix("When you travel") == true)
    #expect(document["name"] as? String == "Urbanito")
  }

  @Test func aNewUserStartsWithTheOriginalWishList() throws {
    let text = try sandbox.run("wishlist")
    let document = try sandbox.run("wishlist", "--json").json()

    #expect(text.output.contains("Travol"))
    #expect(text.output.contains("Out of stock"))
    #expect((document["items"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [1, 2, 3])
    #expect(document["unavailable"] as? [Int] == [2])
    #expect((document["total"] as? [String: Any])?["formatted"] as? String == "$500.00")
    #expect(
      Set(document.keys) == [
        "items", "subtotal", "code", "discount", "codeRefused", "shipping", "total", "totalError",
        "unavailable",
      ])
    #expect(document["totalError"] is NSNull)
    #expect(!FileManager.default.fileExists(atPath: sandbox.state), "reading writes nothing")
  }

  @Test func addingAndRemovingKeepsTheStateAndSaysWhatHappened() throws {
    #expect(
      try sandbox.run("wishlist", "add", "5").output == "Added Gravity Zero to your wish list.\n")
    #expect(
      try sandbox.run("wishlist", "add", "5").output
        == "Gravity Zero is already on your wish list.\n")
    #expect(
      try sandbox.run("wishlist", "remove", "2").output == "Removed Travol from your wish list.\n")
    #expect(
      try sandbox.run("wishlist", "remove", "2").output == "Travol was not on your wish list.\n")

    let ids = try sandbox.run("wishlist", "--json").json()["items"] as? [[String: Any]]
    #expect(ids?.compactMap { $0["id"] as? Int } == [1, 3, 5])
  }

  @Test func ratingIsKeptAndClearable() throws {
    #expect(try sandbox.run("rate", "3", "4").output == "You rated Urbanito ★★★★☆.\n")
    let rated = try sandbox.run("product", "3", "--json").json()["rating"] as? [String: Any]
    #expect(rated?["mine"] as? Int == 4)
    #expect(rated?["count"] as? Int == 18)

    #expect(try sandbox.run("rate", "3", "--clear").status == 0)
    let cleared = try sandbox.run("product", "3", "--json").json()["rating"] as? [String: Any]
    #expect(cleared?["mine"] is NSNull)
  }

  @Test func theCart() throws {
    let text = try sandbox.run("cart")
    let document = try sandbox.run("cart", "--json").json()

    #expect(text.output.contains("Sub-total  $500.00"))
    #expect(text.output.contains("Shipping     $0.00  Free Shipping World Wide"))
    #expect((document["shipping"] as? [String: Any])?["minorUnits"] as? Int == 0)
  }

  @Test func checkingOutOrdersTakesStockAndEmptiesTheWishList() throws {
    _ = try sandbox.run("wishlist", "remove", "2")

    let order = try sandbox.run("checkout", "--yes", "--json").json()["order"] as? [String: Any]

    #expect(order?["number"] as? Int == 1)
    #expect((order?["total"] as? [String: Any])?["formatted"] as? String == "$325.00")
    #expect((order?["items"] as? [[String: Any]])?.count == 2)
    #expect((try sandbox.run("wishlist", "--json").json()["items"] as? [Any])?.isEmpty == true)
    #expect(try sandbox.run("product", "1", "--json").json()["stock"] as? Int == 22)
    _ = try sandbox.run("wishlist", "add", "1")
    #expect(
      try sandbox.run("checkout", "--yes").output.hasPrefix("Thank you! Order 2 is placed.\n"))
  }

  @Test func theHomeSummaryWithoutATerminal() throws {
    let result = try sandbox.run()

    #expect(result.status == 0)
    #expect(result.output.hasPrefix("TASCH\n\nProduct catalogue  26 products\n"))
    #expect(result.output.contains("Your wish list  Total $500.00"))
    #expect(result.output.hasSuffix("Sub-total $500.00\nFree Shipping World Wide\n"))
  }

  @Test func versionHelpAndCompletion() throws {
    #expect(try sandbox.run("--version").output == "tasch 2.0.0\n")
    #expect(try sandbox.run("help").output.contains("Exit status:\n  0    success"))
    #expect(try sandbox.run("completion", "bash").output.contains("complete -F _tasch tasch"))
    #expect(try sandbox.run("completion", "fish").output.contains("complete -c tasch"))
    #expect(try sandbox.run("completion", "zsh").output.hasPrefix("#compdef tasch"))
  }
}
