import Tasch

/// A catalogue in a JSON file, read in one pass without building a tree: the same checks and
/// messages as `JSONCatalogueFile`, a product at a time, at any size.
///
/// The file is only ever read.
public struct CatalogueReader: CatalogueSource {
  /// The file's path, as the user gave it: messages show it like that.
  public let path: String
  private let blockSize: Int

  /// The catalogue in the file at `path`.
  public init(path: String) {
    self.init(path: path, blockSize: 4 << 20)
  }

  /// The catalogue in the file at `path`, read `blockSize` bytes at a time.
  init(path: String, blockSize: Int) {
    self.path = path
    self.blockSize = blockSize
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
    let file: PositionalFile
    do throws(FileError) {
      file = try PositionalFile(path: path, limit: .catalogue)
    } catch {
      throw .catalogueUnavailable(error.description)
    }
    return try Self.scan(file, blockSize: blockSize) {
      product, position, range, scanner in
      body(
        CatalogueEntry(position: position, byteRange: range, product: product.product(in: scanner)))
    }
  }

  /// Reads and checks the whole file.
  public func readCatalogue() throws(ShopError) -> Catalogue {
    var products: [ShopProduct] = []
    let summary = try read { products.append($0.product) }
    return Catalogue(shopName: summary.shopName, currency: summary.currency, products: products)
  }

  /// The file's canonical path: symbolic links, `.` and `..` resolved.
  public func identityWithoutName() -> ShopID {
    ShopID(Path.canonical(path) ?? path)
  }

  /// Scans `file`, handing out each product's checked facts.
  static func scan(
    _ file: PositionalFile, blockSize: Int = 4 << 20, _ handler: CatalogueScan.Handler
  ) throws(ShopError) -> CatalogueSummary {
    var scan = CatalogueScan(file, blockSize: blockSize)
    do throws(CatalogueScanFailure) {
      return try scan.run(handler)
    } catch {
      throw error.shopError(reading: file)
    }
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
