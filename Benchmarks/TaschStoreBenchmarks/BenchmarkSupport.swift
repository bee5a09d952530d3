import Foundation
import Tasch
import TaschPostgreSQL
import TaschSimulation

/// What the command line asks for.
struct BenchmarkOptions {
  var products = 10_000
  var shoppers = 16
  var postgreSQL = ProcessInfo.processInfo.environment["TASCH_TEST_POSTGRES_URL"]

  init(_ arguments: ArraySlice<String>) {
    var arguments = arguments
    while let argument = arguments.popFirst() {
      switch (argument, arguments.popFirst()) {
      case ("--products", let value?) where Int(value).map({ $0 > 0 }) == true:
        products = Int(value) ?? products
      case ("--postgres", let value?):
        postgreSQL = value
      default:
        print("usage: TaschStoreBenchmarks [--products N] [--postgres URL]")
        exit(2)
      }
    }
  }
}

/// A catalogue of made-up bags with varied names, prices, stock and ratings.
enum BenchmarkCatalogue {
  static let words = ["Travel", "City", "Leather", "Canvas", "Mini", "Weekend", "École", "Größe"]

  static func make(products count: Int) -> Catalogue {
    guard let usd = Currency(code: "USD") else { preconditionFailure("USD is ISO 4217") }
    var random = SeededRandomNumberGenerator(seed: 1)
    let products = (1...count).map { id in
      ShopProduct(
        id: ProductID(id),
        name: "\(words[id % words.count]) Bag \(id)",
        shortDescription: "\(words[(id / 8) % words.count]) and \(words[(id / 64) % words.count])",
        price: Money(minorUnits: Int64.random(in: 100...99_999, using: &random), currency: usd),
        // Enough that every checkout of the run finds stock.
        stock: 10_000 + id % 40,
        ratings: RatingCounts([.four: id % 7, .five: id % 5]))
    }
    return Catalogue(shopName: "bench", currency: usd, products: products)
  }
}

/// A PostgreSQL schema of the benchmark's own, dropped at the end.
struct BenchmarkSchema {
  let server: String
  let name = "tasch_bench_\(getpid())"

  init(server: String) throws {
    self.server = server
    try PostgreSQLConnection(url: server).executeScript("CREATE SCHEMA \(name)")
  }

  /// The server's URL, with the schema first in the search path.
  var url: String {
    server + (server.contains("?") ? "&" : "?") + "options=-c%20search_path%3D\(name)"
  }

  func drop() {
    try? PostgreSQLConnection(url: server).executeScript("DROP SCHEMA \(name) CASCADE")
  }
}
