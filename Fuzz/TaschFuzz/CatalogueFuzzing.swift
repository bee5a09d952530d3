import Tasch
import TaschJSONEngine

/// A catalogue file of any bytes: read, or refused with a reason; never a crash.
///
/// The tree reader and the one-pass reader, in blocks of any size, give the same catalogue or
/// the same message: the one-pass reader stops early only a mebibyte past a problem.
enum CatalogueFuzzing {
  static func run(_ input: [UInt8]) {
    let tree = FuzzingEntryPoints.catalogue(in: input)
    if let file = FuzzingEntryPoints.catalogueFile(in: input, blockSize: 1 + input.count % 97) {
      require(file == tree, "the one-pass reader gives \(file), the tree reader \(tree)")
    }
    switch tree {
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
