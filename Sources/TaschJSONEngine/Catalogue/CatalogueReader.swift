import Tasch
import TaschJSON
import TaschStoreSupport

/// A catalogue in a JSON file, read in one pass without building a tree: the same checks and
/// messages as `JSONCatalogueFile`, a product at a time, at any size.
///
/// The file is only ever read.
public struct CatalogueReader: CatalogueSource {
  /// The file's path, as the user gave it: messages show it like that.
  public let path: String
  private let blockSize: Int
  private let stretchSettings: StretchSettings

  /// The catalogue in the file at `path`.
  public init(path: String) {
    self.init(path: path, blockSize: FileWindow.defaultBlockSize)
  }

  /// The catalogue in the file at `path`, read `blockSize` bytes at a time, a large one in
  /// stretches as `stretchSettings` say.
  init(path: String, blockSize: Int, stretchSettings: StretchSettings = StretchSettings()) {
    self.path = path
    self.blockSize = blockSize
    self.stretchSettings = stretchSettings
  }

  /// Reads and checks the whole file, handing each product to `body` in catalogue order, with
  /// where it is in the file.
  ///
  /// Products are handed out as they are read, before the rest of the file is checked: when
  /// this throws, drop whatever `body` was given.
  ///
  /// - Throws: `ShopError.catalogueUnavailable` when the file cannot be read,
  ///   `.decoding` naming the file, and the product and field, of every problem.
  public func read(_ body: (CatalogueEntry) -> Void) throws(ShopError) -> CatalogueSummary {
    try withoutActuallyEscaping(body) { body throws(ShopError) in
      var entries = EntryStream(body: body)
      return try scanningWhole { scan throws(CatalogueScanFailure) in try scan.run(into: &entries) }
    }
  }

  /// Reads and checks the whole file; a large one on every core.
  public func readCatalogue() throws(ShopError) -> Catalogue {
    var products = ProductList()
    let summary = try scanningWhole { scan throws(CatalogueScanFailure) in
      try scan.run(into: &products)
    }
    return Catalogue(
      shopName: summary.shopName, currency: summary.currency, products: products.products,
      pricing: summary.pricing)
  }

  /// The file's canonical path: symbolic links, `.` and `..` resolved.
  public func identityWithoutName() -> ShopID {
    ShopID(Path.canonical(path) ?? path)
  }

  /// Runs `body` on a scan of `file`, and reports its failure as the shop does.
  static func scanning(
    _ file: PositionalFile, blockSize: Int = FileWindow.defaultBlockSize,
    stretchSettings: StretchSettings = StretchSettings(),
    _ body: (inout CatalogueScan) throws(CatalogueScanFailure) -> CatalogueSummary
  ) throws(ShopError) -> CatalogueSummary {
    var scan = CatalogueScan(file, blockSize: blockSize, stretchSettings: stretchSettings)
    let before = file.fingerprint
    do throws(CatalogueScanFailure) {
      return try body(&scan)
    } catch {
      // A file cut short or rewritten while it was read fails where it changed, with words
      // about text that was never in it.
      guard file.fingerprint == before else {
        throw .catalogueChangedWhileRead(file.path)
      }
      throw error.shopError(reading: file)
    }
  }

  /// Runs `body` on a scan of the whole file, refused as changed when the file changed while
  /// it was read, even into another catalogue: what was read would be a mix of the two.
  private func scanningWhole(
    _ body: (inout CatalogueScan) throws(CatalogueScanFailure) -> CatalogueSummary
  ) throws(ShopError) -> CatalogueSummary {
    let file = try open()
    let before = file.fingerprint
    let summary = try Self.scanning(
      file, blockSize: blockSize, stretchSettings: stretchSettings, body)
    guard file.fingerprint == before else { throw .catalogueChangedWhileRead(path) }
    return summary
  }

  private func open() throws(ShopError) -> PositionalFile {
    do throws(FileError) {
      return try PositionalFile(path: path, limit: .catalogue)
    } catch {
      throw .catalogueUnavailable(error.description)
    }
  }
}

extension ShopError {
  /// The catalogue at `path` changed while it was read, too much or too often to answer from.
  static func catalogueChangedWhileRead(_ path: String) -> ShopError {
    .catalogueUnavailable("\(path.inMessage): the catalogue changed while it was read; try again")
  }
}

/// Hands each product to a closure as it comes, with its place: every product handed out
/// follows only valid products, so its place is how many came before it.
private struct EntryStream: CatalogueCollector {
  let body: (CatalogueEntry) -> Void
  private var position = 0

  init(body: @escaping (CatalogueEntry) -> Void) {
    self.body = body
  }

  mutating func add(_ product: CheckedProduct, byteRange: Range<Int>, scanner: JSONScanner) {
    body(
      CatalogueEntry(
        position: position, byteRange: byteRange, product: product.product(in: scanner)))
    position += 1
  }
}

/// Every product, in catalogue order.
private struct ProductList: PartedCatalogueCollector {
  private(set) var products: [ShopProduct] = []

  mutating func add(_ product: CheckedProduct, byteRange: Range<Int>, scanner: JSONScanner) {
    products.append(product.product(in: scanner))
  }

  static func makePart() -> ProductList { ProductList() }

  mutating func append(_ part: consuming ProductList) {
    products += part.products
  }
}

/// One product of a catalogue, as the reader hands it out.
public struct CatalogueEntry: Sendable {
  /// Its place in `products`, from 0, counting every element.
  public let position: Int
  /// Where its JSON object is in the file, braces included, in bytes.
  public let byteRange: Range<Int>
  /// The product.
  public let product: ShopProduct
}
