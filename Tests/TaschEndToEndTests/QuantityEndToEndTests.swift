import Foundation
import Testing

/// Quantities with the built `tasch`, on the JSON files and on SQLite: a line asks for more
/// than one, the cart prices it, checkout takes it from stock, undo takes a change back, and
/// an order asking for more than is left names what is left.
@Suite struct QuantityEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// The options that run `tasch` on `store` with a catalogue of a carrier (3 left, at most 2
  /// an order) and a tote (5 left), loaded into the database first when needed.
  private func options(for store: EndToEndStore) throws -> [String] {
    let catalogue = try sandbox.write(
      """
      {"currency": "USD", "products": [
        {"id": 1, "name": "Carrier", "price": "250.00", "stock": 3, "maxPerOrder": 2},
        {"id": 2, "name": "Tote", "price": "19.99", "stock": 5}]}
      """, to: "catalogue.json")
    return try sandbox.options(for: store, catalogue: catalogue)
  }

  @Test(arguments: EndToEndStore.allCases)
  func aLineOfSeveralIsPricedOrderedAndTakenBack(store: EndToEndStore) throws {
    let options = try options(for: store)

    let added = try sandbox.run(["wishlist", "add", "2", "--quantity", "3"] + options)
    let set = try sandbox.run(["wishlist", "set", "2", "4"] + options)
    let history = try sandbox.run(["history"] + options)
    let cart = try sandbox.run(["cart"] + options)
    let tooMany = try sandbox.run(["wishlist", "set", "1", "3"] + options)
    let undone = try sandbox.run(["undo"] + options)
    let order = try sandbox.run(["checkout", "--yes", "--json"] + options).json()
    let tote = try sandbox.run(["product", "2", "--json"] + options).json()

    #expect(added.output == "Added Tote ×3 to your wish list.\n")
    #expect(set.output == "Tote on your wish list: 3 → 4.\n")
    #expect(history.output.contains("Tote: 3 → 4"))
    #expect(cart.output.contains("Tote ×4") && cart.output.contains("$79.96"))
    #expect(tooMany.status == 1)
    #expect(tooMany.errors.contains("At most 2 of Carrier can be in one order."))
    #expect(undone.output == "Took back: Tote: 3 → 4.\n")
    let items = (order["order"] as? [String: Any])?["items"] as? [[String: Any]]
    #expect(items?.first?["quantity"] as? Int == 3)
    #expect(tote["stock"] as? Int == 2)
  }

  @Test(arguments: EndToEndStore.allCases)
  func anOrderAskingForMoreThanIsLeftNamesWhatIsLeft(store: EndToEndStore) throws {
    let options = try options(for: store)
    _ = try sandbox.run(["wishlist", "add", "2", "--quantity", "4"] + options)
    _ = try sandbox.run(["checkout", "--yes"] + options)
    _ = try sandbox.run(["wishlist", "add", "2", "--quantity", "3"] + options)

    let refused = try sandbox.run(["checkout", "--yes", "--json"] + options)

    #expect(refused.status == 1)
    let error = try refused.json()
    #expect(error.errorCode == "out-of-stock")
    #expect(error.errorMessage?.contains("Tote (only 1 left)") == true)
  }
}
