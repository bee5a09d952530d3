import Foundation
import Tasch

/// The measurements of one store: each printed as it is made.
struct StoreBenchmark {
  let name: String
  let catalogue: Catalogue
  let shoppers: Int
  let load: @Sendable (Catalogue, ShopID) async throws -> ShopSummary
  let open: @Sendable () -> any ShopStore

  private var shop: ShopID { ShopID(catalogue.shopName ?? "bench") }
  private var count: Int { catalogue.products.count }

  func run() async throws {
    print(name)
    let loading = try await seconds { _ = try await load(catalogue, shop) }
    report("load the catalogue", loading * 1000, "ms")
    let store = open()
    let shopper = Shopper(shop: shop, name: "reader")
    _ = try await store.read(.catalogue, for: shopper) { $0.shop }

    var random = SystemRandomNumberGenerator()
    let ids = (0..<1000).map { _ in ProductID(Int.random(in: 1...count, using: &random)) }
    let lookups = try await seconds {
      for id in ids {
        _ = try await store.read(.product, for: shopper) { snapshot throws(ShopError) in
          try snapshot.products([id])
        }
      }
    }
    report("look up one product", lookups * 1000 / Double(ids.count), "ms, each of 1000")

    let pages: [(String, CatalogueQuery)] = [
      ("first page, catalogue order", CatalogueQuery(limit: 20)),
      ("middle page by price", CatalogueQuery(sortOrder: .price, offset: count / 2, limit: 20)),
      ("best rated, in stock", CatalogueQuery(sortOrder: .rating, inStockOnly: true, limit: 20)),
      (
        "search \"bag 12\" by name",
        CatalogueQuery(searchText: "bag 12", sortOrder: .name, limit: 20)
      ),
      ("search matching nothing", CatalogueQuery(searchText: "no such bag", limit: 20)),
    ]
    for (label, query) in pages {
      let time = try await fastest(of: 5) {
        _ = try await store.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
          try snapshot.page(query)
        }
      }
      report(label, time * 1000, "ms, fastest of 5")
    }

    let orders = 20
    let checkouts = try await seconds { try await checkOut(orders) }
    report(
      "checkouts per second", Double(shoppers * orders) / checkouts,
      "\(shoppers) shoppers × \(orders) orders, a store each")
    print()
  }

  /// Each of `shoppers` shoppers, with a store of their own, orders `orders` times at once.
  private func checkOut(_ orders: Int) async throws {
    let count = self.count
    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 1...shoppers {
        let store = open()
        let shopper = Shopper(shop: shop, name: "shopper\(number)")
        group.addTask {
          for order in 1...orders {
            let id = ProductID((number * 7919 + order * 104_729) % count + 1)
            _ = try await store.update(.checkout, for: shopper, origin: ChangeOrigin()) {
              snapshot, work throws(ShopError) in
              _ = work.shopper.addToWishList(id, at: Date())
              let items = try snapshot.products([id]).values.map {
                WishListItem.product(Product($0, for: work.shopper))
              }
              return try work.placeOrder(
                for: try Cart(currency: snapshot.shop.currency, items: items), at: Date())
            }
          }
        }
      }
      try await group.waitForAll()
    }
  }

  private func report(_ label: String, _ value: Double, _ unit: String) {
    let padded = label.padding(toLength: 30, withPad: " ", startingAt: 0)
    print("  \(padded)\(String(format: "%10.2f", value)) \(unit)")
  }
}

/// How long `work` takes, in seconds.
func seconds(_ work: () async throws -> Void) async rethrows -> Double {
  let start = ContinuousClock.now
  try await work()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The shortest time `work` takes in `runs` runs, in seconds.
func fastest(of runs: Int, _ work: () async throws -> Void) async rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<runs { best = min(best, try await seconds(work)) }
  return best
}
