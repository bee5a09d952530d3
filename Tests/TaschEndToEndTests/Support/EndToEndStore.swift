import Testing

/// The stores an end-to-end test runs commands on: the JSON files, and an SQLite database in
/// the sandbox.
enum EndToEndStore: String, CaseIterable {
  case jsonFiles, sqlite
}

extension Sandbox {
  /// The options that run `tasch` on `store` with the catalogue file at `catalogue`, loaded
  /// into the sandbox's database first when the store is one.
  func options(for store: EndToEndStore, catalogue: String) throws -> [String] {
    switch store {
    case .jsonFiles:
      return ["--catalogue", catalogue]
    case .sqlite:
      let options = ["--store", "sqlite:" + folder + "/shop.db"]
      let load = try run(["store", "load", catalogue] + options)
      #expect(load.status == 0, "\(load.errors)")
      return options
    }
  }
}
