import Foundation
import Tasch
import TaschJSONEngine
import TaschPostgreSQL
import TaschSimulation

/// What the command line asks for.
struct BenchmarkOptions {
  var products = 10_000
  var shoppers = 16
  var postgreSQL = ProcessInfo.processInfo.environment["TASCH_TEST_POSTGRES_URL"]
  /// A catalogue file to measure instead of the made-up one, such as CatalogueGenerator's.
  var cataloguePath: String?
  /// The searches the pages are measured with: one that matches few products, one many.
  var searches: [String] = []
  /// How many products the measured wish list holds, at most the catalogue's.
  var wishList = 100_000
  /// How many products one `wishlist add` adds, at most the catalogue's.
  var adds = 4_000

  private static let usage =
    "usage: TaschStoreBenchmarks [--products N | --catalogue PATH] [--postgres URL]"
    + " [--search TEXT]... [--wishlist N] [--adds N]"

  init(_ arguments: ArraySlice<String>) {
    var arguments = arguments
    while let argument = arguments.popFirst() {
      switch (argument, arguments.popFirst()) {
      case ("--products", let value?) where Int(value).map({ $0 > 0 }) == true:
        products = Int(value) ?? products
      case ("--catalogue", let value?):
        cataloguePath = value
      case ("--postgres", let value?):
        postgreSQL = value
      case ("--search", let value?):
        searches.append(value)
      case ("--wishlist", let value?) where Int(value).map({ $0 > 0 }) == true:
        wishList = Int(value) ?? wishList
      case ("--adds", let value?) where Int(value).map({ $0 > 0 }) == true:
        adds = Int(value) ?? adds
      default:
        print(Self.usage)
        exit(2)
      }
    }
    if searches.isEmpty { searches = BenchmarkCatalogue.searches }
  }

  /// The catalogue to measure: the file asked for, else a made-up one of `products`.
  func catalogue() throws -> Catalogue {
    guard let cataloguePath else { return BenchmarkCatalogue.make(products: products) }
    return try CatalogueReader(path: cataloguePath).readCatalogue()
  }
}

/// A catalogue of made-up bags with varied names, prices, stock and ratings.
enum BenchmarkCatalogue {
  static let words = ["Travel", "City", "Leather", "Canvas", "Mini", "Weekend", "École", "Größe"]

  /// A search matching about one product in a hundred ("bag 12", "bag 120"…), and one matching
  /// about one in four (a word of the names and short descriptions).
  static let searches = ["bag 12", "leather"]

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

/// How long `work` takes, in seconds, run where the caller runs.
nonisolated(nonsending) func seconds(_ work: () async throws -> Void) async rethrows -> Double {
  let start = ContinuousClock.now
  try await work()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The shortest time `work` takes in `runs` runs, in seconds, run where the caller runs.
nonisolated(nonsending) func fastest(of runs: Int, _ work: () async throws -> Void) async rethrows
  -> Double
{
  var best = Double.infinity
  for _ in 0..<runs { best = min(best, try await seconds(work)) }
  return best
}

/// Prints one figure, its label padded to a column (or followed by a space, when longer).
func report(_ label: String, _ value: Double, _ unit: String) {
  let padded = label.count < 34 ? label.padding(toLength: 34, withPad: " ", startingAt: 0) : label
  print("  \(padded)\(String(format: "%10.2f", value)) \(unit)")
  // Each figure as it is made, even into a file: a long run shows how far it got.
  fflush(nil)
}
