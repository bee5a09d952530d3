import Tasch
import TaschJSONEngine

/// A catalogue file of any bytes: read, or refused with a reason; never a crash.
enum CatalogueFuzzing {
  static func run(_ input: [UInt8]) {
    switch FuzzingEntryPoints.catalogue(in: input) {
    case .success(let catalogue):
      var seen = Set<ProductID>()
      for product in catalogue.products {
        require(seen.insert(product.id).inserted, "product \(product.id) was accepted twice")
        require(product.stock >= 0, "product \(product.id) has a negative stock")
        require(!product.price.isNegative, "product \(product.id) has a negative price")
        require(product.price.currency == catalogue.currency, "a price in another currency")
      }
    case .failure(let error):
      guard case .decoding(let reason) = error else {
        return require(false, "a refusal that is not a decoding error: \(error)")
      }
      require(!reason.isEmpty, "a refusal without a reason")
    }
  }
}
