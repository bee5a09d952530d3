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
}
