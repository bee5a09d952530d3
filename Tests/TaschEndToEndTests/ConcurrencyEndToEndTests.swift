import Foundation
import Testing

/// Many `tasch` processes at once share one state file and lose nothing.
@Suite struct ConcurrencyEndToEndTests {
  @Test func fortyParallelAddsKeepAllForty() throws {
    let sandbox = try Sandbox()
    let products = (1...40).map {
      #"{"id": \#($0), "name": "Bag \#($0)", "price": "1.00", "stock": 1}"#
    }
    let catalogue = try sandbox.write(
      #"{"currency": "EUR", "products": [\#(products.joined(separator: ", "))]}"#,
      to: "catalogue.json")
    let environment = ["TASCH_CATALOGUE": catalogue]

    let running = try (1...40).map { id in
      try sandbox.start(["wishlist", "add", String(id)], environment: environment)
    }
    let results = running.map { $0.finish() }

    #expect(results.allSatisfy { $0.status == 0 })
    let items =
      try sandbox.run(["wishlist", "--json"], environment: environment).json()["items"]
      as? [[String: Any]]
    #expect(Set(items?.compactMap { $0["id"] as? Int } ?? []) == Set(1...40))
  }

  @Test func twentyParallelAddsThenTwentyParallelUndosLeaveTheWishListAsItWas() throws {
    let sandbox = try Sandbox()
    let before = try sandbox.run(["wishlist", "--json"]).output

    let adds = try (4...23).map { id in try sandbox.start(["wishlist", "add", String(id)]) }
      .map { $0.finish() }
    let added = try sandbox.run(["wishlist", "--json"]).json()["items"] as? [[String: Any]]
    let undos = try (1...20).map { _ in try sandbox.start(["undo"]) }.map { $0.finish() }

    #expect(adds.allSatisfy { $0.status == 0 })
    #expect(Set(added?.compactMap { $0["id"] as? Int } ?? []) == Set(1...23))
    #expect(undos.allSatisfy { $0.status == 0 }, "\(undos.map(\.errors))")
    #expect(try sandbox.run(["wishlist", "--json"]).output == before)
    #expect(try sandbox.run(["undo"]).status == 1, "every change was taken back once")
  }
}
