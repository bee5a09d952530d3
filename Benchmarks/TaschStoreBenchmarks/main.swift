// Measures the stores on a catalogue of many products, the JSON files first and then the
// databases: loading it, looking products up, pages in every order, checkouts by 16 shoppers at
// once (each with a store of their own, as 16 `tasch` processes would), and the wish list as its
// commands use it; then prints each of its speed targets beside its figure, met or not. Run it
// in release mode:
//
//   swift run -c release TaschStoreBenchmarks [--products N | --catalogue PATH]
//     [--postgres URL] [--search TEXT]... [--wishlist N] [--adds N]
//
// 10,000 made-up products by default; --products 1000000 for a million, or --catalogue with a
// file CatalogueGenerator wrote (Benchmarks/run does that). PostgreSQL is measured when a URL is
// given or TASCH_TEST_POSTGRES_URL is set (eval "$(.ci/postgres start)" starts one), in a schema
// of its own that is dropped afterwards. Tests never time anything; these numbers are for
// people comparing versions and machines.
import Foundation
import TaschPostgreSQL
import TaschSQLite

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let catalogue = try options.catalogue()
print(
  "\(catalogue.products.count) products, \(options.shoppers) shoppers checking out at once\n")

let folder = NSTemporaryDirectory() + "tasch-store-benchmark-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
var figures = [
  try await JSONFilesBenchmark.make(catalogue: catalogue, options: options, folder: folder).run()
]

let sqlitePath = folder + "/shop.sqlite"
figures.append(
  try await StoreBenchmark(
    name: "SQLite", isDatabase: true, catalogue: catalogue, options: options,
    load: { try await SQLiteShopStore(path: sqlitePath).load($0, as: $1) },
    open: { SQLiteShopStore(path: sqlitePath, busyTimeout: .seconds(60)) },
    command: .init(
      options: ["--store", "sqlite:" + sqlitePath], shopper: { ["--user", "command-\($0)"] },
      home: folder + "/home")
  ).run())

if let server = options.postgreSQL {
  let schema = try BenchmarkSchema(server: server)
  defer { schema.drop() }
  figures.append(
    try await StoreBenchmark(
      name: "PostgreSQL", isDatabase: true, catalogue: catalogue, options: options,
      load: { try await PostgreSQLShopStore(url: schema.url).load($0, as: $1) },
      open: { PostgreSQLShopStore(url: schema.url) },
      command: .init(
        options: ["--store", schema.url], shopper: { ["--user", "command-\($0)"] },
        home: folder + "/home")
    ).run())
} else {
  print("PostgreSQL: skipped (no --postgres URL and no TASCH_TEST_POSTGRES_URL)\n")
}

Targets(figures: figures, options: options).print()
