import Foundation
import Testing

/// A shopper's wish list, ratings, orders and history belong to one catalogue's shop: another
/// catalogue never sees them, even one whose product numbers are the same.
@Suite struct CatalogueIsolationEndToEndTests {
  private let sandbox: Sandbox
  /// A catalogue of two products, numbered 1 and 7 like two of the default's, with no shop
  /// name: its shop is its file.
  private let mini: String

  init() throws {
    sandbox = try Sandbox()
    mini = try sandbox.write(
      """
      {"currency": "EUR", "products": [
        {"id": 7, "name": "Mini Seven", "price": "7.00", "stock": 3},
        {"id": 1, "name": "Mini One", "price": "1.00", "stock": 5}
      ]}
      """, to: "mini.json")
  }

  private func run(_ arguments: String..., catalogue: String? = nil) throws -> TaschRun {
    try sandbox.run(arguments + (catalogue.map { ["--catalogue", $0] } ?? []))
  }

  private func wishList(catalogue: String? = nil) throws -> [Int] {
    let items = try run("wishlist", "--json", catalogue: catalogue).json()["items"]
    return (items as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
  }

  private func product(_ id: Int, catalogue: String? = nil) throws -> [String: Any] {
    try run("product", String(id), "--json", catalogue: catalogue).json()
  }

  @Test func aWishListInOneCatalogueIsNotInTheOther() throws {
    let added = try run("wishlist", "add", "7", catalogue: mini)

    #expect(added.status == 0)
    #expect(added.output == "Added Mini Seven to your wish list.\n")
    #expect(try wishList() == [1, 2, 3], "the default shop keeps the original wish list")
    #expect(try wishList(catalogue: mini) == [7], "a new shop starts with only what was added")
    #expect(try run("wishlist").output.contains("Mini Seven") == false)
  }

  @Test func aRatingInOneCatalogueDoesNotChangeTheOther() throws {
    #expect(try run("rate", "1", "5", catalogue: mini).status == 0)

    let here = try product(1, catalogue: mini)["rating"] as? [String: Any]
    let there = try product(1)["rating"] as? [String: Any]
    #expect(here?["mine"] as? Int == 5)
    #expect(there?["mine"] is NSNull)
    #expect(there?["count"] as? Int == 17)
  }

  @Test func anOrderInOneCatalogueDoesNotChangeTheOther() throws {
    _ = try run("wishlist", "add", "1", catalogue: mini)

    let order =
      try run("checkout", "--yes", "--json", catalogue: mini).json()["order"]
      as? [String: Any]

    #expect(order?["number"] as? Int == 1)
    #expect(try product(1, catalogue: mini)["stock"] as? Int == 4)
    #expect(try product(1)["stock"] as? Int == 23, "the default shop's stock is its own")
    #expect(try wishList() == [1, 2, 3], "ordering there did not empty the wish list here")
    #expect((try run("orders", "--json").json()["orders"] as? [Any])?.isEmpty == true)
    #expect((try run("orders", "--json", catalogue: mini).json()["orders"] as? [Any])?.count == 1)
  }

  @Test func undoTakesBackOnlyTheChangesOfItsOwnShop() throws {
    _ = try run("wishlist", "add", "5")
    _ = try run("wishlist", "add", "7", catalogue: mini)

    let undone = try run("undo", catalogue: mini)

    #expect(undone.output == "Took back: added Mini Seven to your wish list.\n")
    #expect(try wishList() == [1, 2, 3, 5])
    #expect(try wishList(catalogue: mini).isEmpty)
    #expect(try run("undo").output == "Took back: added Gravity Zero to your wish list.\n")
  }

  @Test func namingTheDefaultFileIsTheDefaultShop() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FakeData/catalogue.json").path

    #expect(try wishList(catalogue: file) == [1, 2, 3], "the original wish list")
    _ = try run("wishlist", "add", "5", catalogue: file)
    #expect(try wishList() == [1, 2, 3, 5], "the same shop as the built-in catalogue")
  }
}
