import Foundation
import Glibc
import Testing

/// `wishlist add` and `wishlist remove` of thousands of products in one command, on the JSON
/// files and on SQLite: one change each, every product accounted for.
@Suite struct WishListEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// The options that run `tasch` on `store` with a catalogue of `products` (each a product's
  /// JSON), loaded into the database first when needed.
  private func options(for store: EndToEndStore, products: [String]) throws -> [String] {
    let catalogue = try sandbox.write(
      #"{"currency": "USD", "products": [\#(products.joined(separator: ", "))]}"#,
      to: "catalogue.json")
    return try sandbox.options(for: store, catalogue: catalogue)
  }

  /// A product's JSON.
  private func product(_ id: Int, _ name: String, price: String = "1.00") -> String {
    #"{"id": \#(id), "name": "\#(name)", "price": "\#(price)", "stock": 1}"#
  }

  private func ids(_ items: Any?) -> [Int] {
    (items as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
  }

  @Test(arguments: EndToEndStore.allCases)
  func thousandsOfProductsAreAddedAndRemovedAsOneChangeEach(store: EndToEndStore) throws {
    let options = try options(for: store, products: (1...4_000).map { product($0, "Bag \($0)") })
    let wanted = Array(1...3_000)

    let added = try sandbox.run(
      ["wishlist", "add"] + wanted.map(String.init) + ["99999", "--json"] + options)
    let history = try sandbox.run(["history", "--json"] + options).json()["history"]
    let removed = try sandbox.run(
      ["wishlist", "remove"] + wanted.filter { $0.isMultiple(of: 2) }.map(String.init)
        + options)
    let undone = try sandbox.run(["undo"] + options)
    let list = try sandbox.run(["wishlist", "--json"] + options).json()

    // An unknown product among thousands is refused on its own: the rest are added.
    #expect(added.status == 1)
    let document = try added.json()
    #expect(document["added"] as? [Int] == wanted)
    #expect(ids(document["failed"]) == [99_999])
    #expect(ids((document["wishlist"] as? [String: Any])?["items"]) == wanted)
    // One entry per product, only the newest hundred kept, newest first.
    #expect(ids(history) == Array(wanted.suffix(100).reversed()))
    #expect(removed.status == 0)
    #expect(removed.output.split(separator: "\n").count == 1_500)
    #expect(undone.output == "Took back: removed Bag 3000 from your wish list.\n")
    #expect(ids(list["items"]) == wanted.filter { !$0.isMultiple(of: 2) } + [3_000])
  }

  @Test func anInterruptedChangeKeepsAllOfItOrNothing() throws {
    let before = try sandbox.run(["wishlist", "--json"]).json()["items"]
    let state = sandbox.read(sandbox.state)
    // Each unit of work waits a while first, so that a command of one unit per product would
    // still be at work when the first of them is kept.
    let running = try sandbox.start(
      ["wishlist", "add", "4", "5", "6", "--latency", "wishlist.add=300ms"])

    // Interrupt as soon as anything is kept: the deadline only guards against a hang.
    let deadline = ContinuousClock.now + .seconds(300)
    while sandbox.read(sandbox.state) == state && running.process.isRunning
      && ContinuousClock.now < deadline
    {
      sched_yield()
    }
    kill(running.process.processIdentifier, SIGINT)
    _ = running.finish()
    let after = try sandbox.run(["wishlist", "--json"]).json()["items"]

    #expect([ids(before), ids(before) + [4, 5, 6]].contains(ids(after)), "\(ids(after))")
  }

  @Test(arguments: EndToEndStore.allCases)
  func aWishListTooLargeToTotalIsShownAndCannotBeOrdered(store: EndToEndStore) throws {
    let largest = "92233720368547758.07"
    let options = try options(
      for: store,
      products: [product(1, "Gold", price: largest), product(2, "Silver", price: largest)])

    let added = try sandbox.run(["wishlist", "add", "1", "2"] + options)
    let list = try sandbox.run(["wishlist"] + options)
    let document = try sandbox.run(["cart", "--json"] + options).json()
    let checkout = try sandbox.run(["checkout", "--yes"] + options)
    let removed = try sandbox.run(["wishlist", "remove", "2"] + options)

    #expect(added.output == "Added Gold to your wish list.\nAdded Silver to your wish list.\n")
    #expect(list.status == 0)
    #expect(list.output.contains("Silver  $92,233,720,368,547,758.07"))
    #expect(list.output.contains("Total      too large to compute"))
    #expect(ids(document["items"]) == [1, 2])
    #expect(document["total"] is NSNull)
    #expect((document["totalError"] as? [String: Any])?["code"] as? String == "amount-out-of-range")
    #expect(checkout.status == 1)
    #expect(checkout.errors.hasPrefix("Amount too large: A total is too large to compute exactly."))
    #expect(removed.output == "Removed Silver from your wish list.\n")
    #expect(try sandbox.run(["orders", "--json"] + options).output.contains(#""orders": []"#))
  }
}
