import Foundation
import Tasch
import TaschJSON
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// A catalogue read in stretches on several cores gives exactly what reading it in order
/// gives: the same products in the same order, or the same messages.
@Suite struct CatalogueStretchesTests {
  private let folder = TemporaryFolder()

  /// Cuts even a small catalogue into four stretches.
  private static let fourStretches = StretchSettings(count: 4, minimumBytes: 0, searchBytes: 4_096)

  private func write(_ text: String) throws -> String {
    try folder.write(Array(text.utf8), to: "catalogue.json")
  }

  private func catalogue(count: Int, seed: UInt64 = 7) -> Catalogue {
    var random = RandomProducts(seed: seed)
    return Catalogue(shopName: nil, currency: .usd, products: random.products(count: count))
  }

  /// What a scan in stretches collects, and how many stretches it took.
  private func scan(_ path: String, settings: StretchSettings, blockSize: Int = 4 << 20) throws
    -> (products: ProductsSeen, summary: CatalogueSummary, stretchesTaken: Int)
  {
    var scan = CatalogueScan(
      try PositionalFile(path: path, limit: .catalogue), blockSize: blockSize,
      stretchSettings: settings)
    var products = ProductsSeen()
    let summary = try scan.run(into: &products)
    return (products, summary, scan.stretchesTaken)
  }

  private func read(_ path: String, settings: StretchSettings) -> Result<Catalogue, ShopError> {
    Result { () throws(ShopError) in
      try CatalogueReader(path: path, blockSize: 4 << 20, stretchSettings: settings)
        .readCatalogue()
    }
  }

  private func tree(_ path: String) -> Result<Catalogue, ShopError> {
    Result { () throws(ShopError) in try JSONCatalogueFile(path: path).readCatalogue() }
  }

  // MARK: - Valid catalogues

  @Test(arguments: [4 << 20, 97])
  func takesEveryStretchOfAValidCatalogue(blockSize: Int) throws {
    let path = try write(CatalogueText.json(for: catalogue(count: 300)))

    let inOrder = try scan(path, settings: StretchSettings(count: 1), blockSize: blockSize)
    let inStretches = try scan(path, settings: Self.fourStretches, blockSize: blockSize)

    #expect(inStretches.stretchesTaken == 3)
    #expect(inOrder.stretchesTaken == 0)
    #expect(inStretches.products == inOrder.products)
    #expect(inStretches.summary == inOrder.summary)
    #expect(inStretches.products.ids == catalogue(count: 300).products.map(\.id.rawValue))
  }

  @Test func readsTheSameCatalogueAsTheTreeReader() throws {
    let path = try write(CatalogueText.json(for: catalogue(count: 200, seed: 11)))

    #expect(read(path, settings: Self.fourStretches) == tree(path))
  }

  @Test func readsASmallCatalogueInOrder() throws {
    let path = try write(CatalogueText.json(for: catalogue(count: 50)))

    let result = try scan(path, settings: StretchSettings(count: 4))

    #expect(result.stretchesTaken == 0)
    #expect(result.products.ids.count == 50)
  }

  @Test func productsBeforeTheCurrencyAreTakenInStretchesTheSecondTime() throws {
    let products = (1...200).map { CatalogueText.product(id: $0) }.joined(separator: ", ")
    let path = try write("{\"products\": [\(products)], \"currency\": \"USD\"}")

    let result = try scan(path, settings: Self.fourStretches)

    #expect(result.stretchesTaken == 3)
    #expect(result.products.ids == Array(1...200))
  }

  // MARK: - Cuts in the wrong place

  @Test func aCutInsideAStringChangesNothing() throws {
    // Every description looks like boundaries between products, so most cuts fall in one.
    let description = "\"" + String(repeating: "} , { ", count: 40) + "\""
    let products = (1...120).map { CatalogueText.product(id: $0, ["description": description]) }
    let path = try write(CatalogueText.usd(products: products.joined(separator: ", ")))

    let inOrder = try scan(path, settings: StretchSettings(count: 1))
    let inStretches = try scan(path, settings: Self.fourStretches)

    #expect(inStretches.stretchesTaken < 3, "a cut fell in a string, and its stretch was dropped")
    #expect(inStretches.products == inOrder.products)
    #expect(inStretches.products.ids == Array(1...120))
    #expect(read(path, settings: Self.fourStretches) == tree(path))
  }

  @Test func noBoundaryNearACutMeansNoStretch() throws {
    let path = try write(CatalogueText.json(for: catalogue(count: 100)))

    let result = try scan(
      path, settings: StretchSettings(count: 4, minimumBytes: 0, searchBytes: 1))

    #expect(result.stretchesTaken == 0)
    #expect(result.products.ids.count == 100)
  }

  // MARK: - Catalogues with problems

  @Test(arguments: [
    (250, ["id": "5"]), (251, ["id": "250"]), (290, ["price": "-1"]), (120, ["name": "7"]),
    (299, ["stock": "\"many\""]),
  ])
  func reportsAProblemInAStretchAsTheReaderInOrderDoes(at index: Int, fields: [String: String])
    throws
  {
    var products = (1...300).map { CatalogueText.product(id: $0) }
    products[index] = CatalogueText.product(id: index + 1, fields)
    let path = try write(CatalogueText.usd(products: products.joined(separator: ", ")))

    let result = read(path, settings: Self.fourStretches)

    #expect(result == tree(path))
    #expect(throws: ShopError.self) { try result.get() }
  }

  @Test func reportsASyntaxErrorInAStretchAsTheReaderInOrderDoes() throws {
    var products = (1...300).map { CatalogueText.product(id: $0) }
    products[260] = "{\"id\": 261, \"name\": \"Bag\" \"price\": \"1.00\", \"stock\": 1}"
    let path = try write(CatalogueText.usd(products: products.joined(separator: ", ")))

    #expect(read(path, settings: Self.fourStretches) == tree(path))
  }

  @Test func aProblemNearTheStartStopsTheReadingAsTheReaderInOrderDoes() throws {
    let products = [
      CatalogueText.product(id: 1, ["stock": "-1"]),
      CatalogueReaderTests.productsPastTheCheckedStretch,
    ]
    // Text that is not JSON at the end: reading that far would report it.
    let path = try write(CatalogueText.usd(products: products.joined(separator: ", ")) + "x")

    let inStretches = read(path, settings: Self.fourStretches)

    #expect(inStretches == read(path, settings: StretchSettings(count: 1)))
    guard case .failure(.decoding(let message)) = inStretches else {
      Issue.record("the catalogue was accepted")
      return
    }
    #expect(message.contains(#"products[0] (id 1): "stock" must be a whole number"#))
    #expect(message.hasSuffix("on was checked; it may have more problems"))
  }

  @Test func agreesWithTheTreeReaderOnRandomCatalogues() throws {
    var texts = RandomCatalogueText(seed: 20_261_122)
    var accepted = 0
    for round in 0..<300 {
      let text = texts.catalogue(
        maximumCount: 40, validity: round.isMultiple(of: 3) ? 0.95 : 0.9998)
      let bytes = round.isMultiple(of: 4) ? texts.mutated(text) : Array(text.utf8)
      let path = try folder.write(bytes, to: "catalogue.json")
      let settings = StretchSettings(count: 2 + round % 3, minimumBytes: 0, searchBytes: 256)

      let expected = tree(path)

      #expect(read(path, settings: settings) == expected, "round \(round): \(text)")
      if case .success = expected { accepted += 1 }
    }
    #expect(accepted > 20, "enough of the texts are valid catalogues")
  }

  // MARK: - The index

  /// 5,000 products are enough for the builders of the scan and of each stretch to make room
  /// for the products they expect, after measuring the first ones.
  @Test(arguments: [400, 5_000])
  func buildsTheSameIndexInStretches(count: Int) throws {
    let path = try write(CatalogueText.json(for: catalogue(count: count, seed: 3)))
    let file = try PositionalFile(path: path, limit: .catalogue)
    let status = try #require(file.status())
    let fingerprint = FileFingerprint(status)
    let builtAt = FileTime(seconds: 1_800_000_000, nanoseconds: 0)

    func image(_ settings: StretchSettings) throws -> [UInt8] {
      var scan = CatalogueScan(file, stretchSettings: settings)
      var builder = IndexBuilder()
      let summary = try scan.run(into: &builder)
      let layout = builder.layout(of: summary)
      #expect(layout != nil)
      guard let layout else { return [] }
      var bytes = [UInt8](repeating: 0xA5, count: layout.fileSize)
      bytes.withUnsafeMutableBytes {
        builder.layOut(
          into: $0, layout: layout, summary: summary, catalogue: fingerprint, builtAt: builtAt)
      }
      return bytes
    }

    let inOrder = try image(StretchSettings(count: 1))
    let inStretches = try image(Self.fourStretches)

    #expect(inStretches == inOrder)
  }
}

/// The products a scan collected: identifiers and where they are.
private struct ProductsSeen: PartedCatalogueCollector, Equatable, Sendable {
  private(set) var ids: [Int] = []
  private(set) var names: [String] = []
  private(set) var byteRanges: [Range<Int>] = []

  mutating func add(_ product: CheckedProduct, byteRange: Range<Int>, scanner: JSONScanner) {
    ids.append(product.id)
    names.append(scanner.string(product.name))
    byteRanges.append(byteRange)
  }

  static func makePart() -> ProductsSeen { ProductsSeen() }

  mutating func append(_ part: consuming ProductsSeen) {
    ids += part.ids
    names += part.names
    byteRanges += part.byteRanges
  }
}
