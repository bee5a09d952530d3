import Foundation
import Tasch

/// The measurements of one store: each printed as it is made, and those the targets of issue
/// 35 are about kept for `Targets`.
struct StoreBenchmark {
  let name: String
  /// Whether the store is a database, which the targets of loading and paging are about.
  let isDatabase: Bool
  let catalogue: Catalogue
  let options: BenchmarkOptions
  let load: @Sendable (Catalogue, ShopID) async throws -> ShopSummary
  let open: @Sendable () -> any ShopStore
  /// How the built `tasch` runs on the store, to time `wishlist add` as a shopper runs it.
  let command: WishListCommandBenchmark.Invocation

  private var shop: ShopID { ShopID(catalogue.shopName ?? "bench") }
  private var count: Int { catalogue.products.count }

  /// What `run()` measured that the targets are about.
  struct Figures {
    let store: String
    let isDatabase: Bool
    let products: Int
    /// Seconds.
    let load: Double
    let addOne: Double
    let addMany: Double
    /// The same, timed as the command; `nil` when `tasch` is not built beside the benchmark.
    let commandAdds: (one: Double, many: Double)?
    let listWishList: Double
    let pages: [PageBenchmark.Slowest]
  }

  func run() async throws -> Figures {
    print(name)
    let loading = try await seconds { _ = try await load(catalogue, shop) }
    report("load the catalogue", loading * 1000, "ms")
    let store = open()
    let shopper = Shopper(shop: shop, name: "reader")
    _ = try await store.read(.catalogue, for: shopper) { $0.shop }

    try await lookUp(in: store, as: shopper)
    try await readPages(of: store, as: shopper)
    try await checkOut()

    let wishList = WishListBenchmark(
      shop: shop, open: open, ids: catalogue.products.map(\.id))
    let adds = min(options.adds, count)
    let (addOne, addMany) = try await wishList.add(adds)
    report("wishlist add, one product", addOne * 1000, "ms, fastest of 3")
    report("wishlist add, \(adds) products", addMany * 1000, "ms")
    let commandAdds = try await timeCommand(adds: adds)
    let listed = min(options.wishList, count)
    let listing = try await wishList.list(listed)
    report("wishlist of \(listed) products", listing * 1000, "ms, fastest of 2")

    let pages = try await PageBenchmark(store: store, shopper: shopper, searches: options.searches)
      .run()
    for page in pages {
      report("slowest page, \(page.kind)", page.seconds * 1000, page.query.benchmarkDescription)
    }
    print()
    return Figures(
      store: name, isDatabase: isDatabase, products: count, load: loading, addOne: addOne,
      addMany: addMany, commandAdds: commandAdds, listWishList: listing, pages: pages)
  }

  /// `tasch wishlist add` of one id and of `adds`, run as a shopper runs it.
  private func timeCommand(adds: Int) async throws -> (one: Double, many: Double)? {
    guard let tasch = WishListCommandBenchmark.tasch else {
      print("  tasch wishlist add: not timed, as tasch is not built beside this benchmark")
      return nil
    }
    let times = try await WishListCommandBenchmark(
      tasch: tasch, invocation: command, ids: catalogue.products.map(\.id)
    ).add(adds)
    report("tasch wishlist add, one product", times.one * 1000, "ms, fastest of 3, the command")
    report("tasch wishlist add, \(adds) products", times.many * 1000, "ms, the command")
    return times
  }

  private func lookUp(in store: any ShopStore, as shopper: Shopper) async throws {
    var random = SystemRandomNumberGenerator()
    let ids = (0..<1000).map { _ in
      catalogue.products[Int.random(in: 0..<count, using: &random)].id
    }
    let lookups = try await seconds {
      for id in ids {
        _ = try await store.read(.product, for: shopper) { snapshot throws(ShopError) in
          try snapshot.products([id])
        }
      }
    }
    report("look up one product", lookups * 1000 / Double(ids.count), "ms, each of 1000")
  }

  private func readPages(of store: any ShopStore, as shopper: Shopper) async throws {
    let pages: [(String, CatalogueQuery)] = [
      ("first page, catalogue order", CatalogueQuery(limit: 20)),
      ("middle page by price", CatalogueQuery(sortOrder: .price, offset: count / 2, limit: 20)),
      ("best rated, in stock", CatalogueQuery(sortOrder: .rating, inStockOnly: true, limit: 20)),
    ]
    for (label, query) in pages {
      let time = try await fastest(of: 5) {
        _ = try await store.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
          try snapshot.page(query)
        }
      }
      report(label, time * 1000, "ms, fastest of 5")
    }
  }

  /// Each of the shoppers, with a store of their own, orders 20 times at once, products with
  /// stock enough for every order.
  private func checkOut() async throws {
    let orders = 20
    let ids = catalogue.products.filter { $0.stock >= options.shoppers * orders }.map(\.id)
    guard !ids.isEmpty else { return }
    let time = try await seconds {
      try await checkOut(orders, of: ids)
    }
    report(
      "checkouts per second", Double(options.shoppers * orders) / time,
      "\(options.shoppers) shoppers × \(orders) orders, a store each")
  }

  private func checkOut(_ orders: Int, of ids: [ProductID]) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 1...options.shoppers {
        let store = open()
        let shopper = Shopper(shop: shop, name: "shopper\(number)")
        group.addTask {
          for order in 1...orders {
            let id = ids[(number * 7919 + order * 104_729) % ids.count]
            _ = try await store.update(.checkout, for: shopper, origin: ChangeOrigin()) {
              snapshot, work throws(ShopError) in
              _ = work.shopper.addToWishList(id, at: Date())
              return try work.placeOrder(for: try Cart(work.shopper, in: snapshot), at: Date())
            }
          }
        }
      }
      try await group.waitForAll()
    }
  }
}
