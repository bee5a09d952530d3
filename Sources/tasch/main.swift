// Until the command line lands, `tasch` prints the default catalogue: name, price and stock.
import Foundation
import Tasch
import TaschJSONEngine

let dataLayer = JSONDataLayer(
  catalogue: JSONCatalogueFile(path: PackagePaths.defaultCatalogue),
  stateFile: NSTemporaryDirectory() + "tasch-preview-state.json")
do {
  for product in try await dataLayer.catalogue().products {
    print(
      "\(product.name)\t\(product.price.currency) \(product.price.decimalText)\t\(product.stock)")
  }
} catch {
  FileHandle.standardError.write(Data("tasch: \(error)\n".utf8))
  exit(1)
}
