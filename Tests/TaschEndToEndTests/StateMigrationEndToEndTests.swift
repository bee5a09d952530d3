import Foundation
import Testing

/// A state file the first engine wrote (format 1: one shop's data at the top level) is read as
/// it is, changed without losing anything, and written back in format 3.
@Suite struct StateMigrationEndToEndTests {
  private let sandbox: Sandbox

  /// What the first engine wrote after its user rated Urbanito four stars, ordered Carrier,
  /// and put Gravity Zero and Travol on their wish list: keys sorted, `"key": value`, arrays of
  /// numbers on one line, dates to the second.
  static let versionOne = """
    {
      "orders": [
        {
          "lines": [
            {
              "id": 1,
              "name": "Carrier",
              "price": {
                "amount": "250.00",
                "currency": "USD"
              }
            }
          ],
          "number": 1,
          "placedAt": "2026-11-20T09:30:00Z",
          "total": {
            "amount": "250.00",
            "currency": "USD"
          }
        }
      ],
      "ratings": {
        "3": 4
      },
      "stockTaken": {
        "1": 1
      },
      "version": 1,
      "wishList": [5, 2]
    }

    """

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(Self.versionOne, to: "state.json")
  }

  private func json(_ arguments: String...) throws -> [String: Any] {
    try sandbox.run(arguments + ["--json"]).json()
  }

  @Test func readingAVersionOneFileShowsAllOfItAndWritesNothing() throws {
    let items = try json("wishlist")["items"] as? [[String: Any]]
    let urbanito = try json("product", "3")["rating"] as? [String: Any]
    let carrier = try json("product", "1")
    let orders = try json("orders")["orders"] as? [[String: Any]]

    #expect(items?.compactMap { $0["id"] as? Int } == [5, 2])
    #expect(urbanito?["mine"] as? Int == 4)
    #expect(urbanito?["count"] as? Int == 18, "the shopper's rating counts with the catalogue's")
    #expect(carrier["stock"] as? Int == 22, "the order took one")
    #expect(orders?.map { $0["number"] as? Int } == [1])
    #expect(orders?.first?["placedAt"] as? String == "2026-11-20T09:30:00.000Z")
    #expect(sandbox.read(sandbox.state) == Self.versionOne, "a read writes nothing")
  }

  @Test func aChangeWritesItBackAsVersionThreeLosingNothing() throws {
    let added = try sandbox.run(["wishlist", "add", "7"])

    #expect(added.status == 0)
    let text = try #require(sandbox.read(sandbox.state))
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let shops = try #require(file["shops"] as? [String: [String: Any]])
    let shop = try #require(shops["tasch"])
    let order = try #require((shop["orders"] as? [[String: Any]])?.first)
    #expect(file["version"] as? Int == 3)
    #expect(Set(file.keys) == ["version", "shops"], "nothing of the shop left at the top")
    let lines = shop["wishList"] as? [[String: Int]]
    #expect(lines?.compactMap { $0["id"] } == [5, 2, 7])
    #expect(lines?.compactMap { $0["quantity"] } == [1, 1, 1])
    #expect(shop["ratings"] as? [String: Int] == ["3": 4])
    #expect(shop["stockTaken"] as? [String: Int] == ["1": 1])
    #expect(shop["lastOrderNumber"] as? Int == 1)
    #expect(order["placedAt"] as? String == "2026-11-20T09:30:00Z", "the order as it was written")
    #expect(order["number"] as? Int == 1)
    #expect(((order["lines"] as? [[String: Any]])?.first?["name"]) as? String == "Carrier")
  }

  @Test func afterMigrationEverythingGoesOnWhereItStopped() throws {
    _ = try sandbox.run(["wishlist", "remove", "2"])

    let order = try json("checkout", "--yes")["order"] as? [String: Any]
    let orders = try json("orders")["orders"] as? [[String: Any]]

    #expect(order?["number"] as? Int == 2, "the next number after the migrated order")
    #expect(orders?.compactMap { $0["number"] as? Int } == [2, 1])
    #expect(try json("product", "1")["stock"] as? Int == 22)
    #expect(try json("product", "5")["stock"] as? Int == 1_234_567_889)
    #expect((try json("product", "3")["rating"] as? [String: Any])?["mine"] as? Int == 4)
  }

  @Test func theMigratedChangesCanBeTakenBackFromTheMigrationOn() throws {
    _ = try sandbox.run(["rate", "3", "2"])

    let undone = try sandbox.run(["undo"])
    let nothingMore = try sandbox.run(["undo"])

    #expect(undone.output == "Took back: rated Urbanito ★★☆☆☆.\n")
    #expect((try json("product", "3")["rating"] as? [String: Any])?["mine"] as? Int == 4)
    #expect(nothingMore.status == 1, "format 1 kept no history")
  }

  @Test func fieldsThisVersionDoesNotKnowAreKeptInTheShopsRecord() throws {
    try sandbox.write(
      #"{"version": 1, "wishList": [1], "theme": "dark", "shops": ["mine"], "ratings": {"1": 5}}"#,
      to: "state.json")

    _ = try sandbox.run(["wishlist", "add", "3"])

    let text = try #require(sandbox.read(sandbox.state))
    let file = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let shop = (file?["shops"] as? [String: [String: Any]])?["tasch"]
    #expect(shop?["theme"] as? String == "dark")
    #expect(shop?["shops"] as? [String] == ["mine"])
    #expect(
      (shop?["wishList"] as? [[String: Int]])?.compactMap { $0["id"] } == [1, 3])
  }

  @Test func aVersionTwoFileIsWrittenBackAsVersionThreeEachLineOfOneLosingNothing() throws {
    try sandbox.write(
      """
      {"version": 2, "theme": "dark",
       "shops": {"tasch": {"wishList": [5, 2], "ratings": {"3": 4}, "notes": ["kept"]}}}
      """, to: "state.json")

    let set = try sandbox.run(["wishlist", "set", "2", "3"])

    #expect(set.status == 0, "\(set.errors)")
    let text = try #require(sandbox.read(sandbox.state))
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let shop = try #require((file["shops"] as? [String: [String: Any]])?["tasch"])
    #expect(file["version"] as? Int == 3)
    #expect(file["theme"] as? String == "dark")
    #expect(
      shop["wishList"] as? [[String: Int]] == [
        ["id": 5, "quantity": 1], ["id": 2, "quantity": 3],
      ])
    #expect(shop["ratings"] as? [String: Int] == ["3": 4])
    #expect(shop["notes"] as? [String] == ["kept"])
  }
}
