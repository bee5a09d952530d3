import Foundation
import Tasch
import TaschJSON
import TaschJSONEngine

/// The JSON files, the embedded default, measured as the databases are, for their figures to
/// be read side by side: "loading" writes the catalogue file (or copies the one measured) and
/// builds its index in the cache, and each shopper's store is a `tasch` process of its own on
/// one state file.
enum JSONFilesBenchmark {
  static func make(catalogue: Catalogue, options: BenchmarkOptions, folder: String)
    -> StoreBenchmark
  {
    let path = folder + "/catalogue.json"
    let open: @Sendable () -> any ShopStore = {
      JSONShopStore(
        catalogue: JSONCatalogueFile(path: path), stateFile: folder + "/state.json",
        indexCache: CatalogueIndexCache(folder: folder + "/cache"))
    }
    let source = options.cataloguePath
    return StoreBenchmark(
      name: "JSON files (the default store)", isDatabase: false, catalogue: catalogue,
      options: options,
      load: { catalogue, _ in
        if let source {
          try FileManager.default.copyItem(atPath: source, toPath: path)
        } else {
          try Data(text(of: catalogue).utf8).write(to: URL(fileURLWithPath: path))
        }
        // An index is kept only for a file that last changed more than a clock tick before it
        // was built; one made at once would serve a single store.
        try await Task.sleep(for: .milliseconds(50))
        guard let shop = try await open().shops().first else { throw ShopError.notFound(nil) }
        return shop
      },
      open: open,
      command: .init(
        options: ["--catalogue", path], shopper: { ["--state", folder + "/command-\($0).json"] },
        home: folder + "/home"))
  }

  /// The catalogue file of `catalogue`, as a shop would write it.
  private static func text(of catalogue: Catalogue) -> String {
    var fields: [String: JSONValue] = [
      "currency": .string(catalogue.currency.code),
      "products": .array(catalogue.products.map(product)),
    ]
    if let shop = catalogue.shopName { fields["shop"] = .string(shop) }
    return JSONWriter.text(of: .object(fields))
  }

  private static func product(_ product: ShopProduct) -> JSONValue {
    let ratings = product.ratings.byStars.map {
      (String($0.key.stars), JSONValue.number(String($0.value)))
    }
    return .object([
      "id": .number(String(product.id.rawValue)),
      "name": .string(product.name),
      "shortDescription": .string(product.shortDescription),
      "price": .string(product.price.decimalText),
      "stock": .number(String(product.stock)),
      "ratings": .object(Dictionary(uniqueKeysWithValues: ratings)),
    ])
  }
}
