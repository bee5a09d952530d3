import Foundation
import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// A catalogue read through its index answers from a fresh index when the file changes under
/// it, but only while it is still the same shop.
@Suite struct IndexedCatalogueTests {
  private let folder = TemporaryFolder()
  private let catalogue: String

  init() throws {
    catalogue = try Self.write(shopName: "alpha", name: "Alpha bag", currency: .usd, in: folder)
  }

  /// Writes the catalogue of one product, in place of any before it.
  @discardableResult
  private static func write(
    shopName: String, name: String, currency: Currency, in folder: TemporaryFolder
  ) throws -> String {
    let products = [ShopProduct.stub(id: 1, name: name)]
    let text = CatalogueText.json(
      for: Catalogue(shopName: shopName, currency: currency, products: products))
    return try folder.write(text, to: "catalogue.json")
  }

  private func opened() throws -> IndexedCatalogue {
    let cache = CatalogueIndexCache(
      folder: folder.file("cache"), clock: IndexClock.settled(catalogue))
    return try IndexedCatalogue(path: catalogue, cache: cache) { ShopID("unnamed") }
  }

  @Test func aCatalogueEditedInTheSameShopIsReadAgain() throws {
    let indexed = try opened()
    try Self.write(shopName: "alpha", name: "Beta bag", currency: .usd, in: folder)

    let found = try indexed.products([1], adjustedBy: ShopRecord())

    #expect(found[1]?.name == "Beta bag")
  }

  @Test(arguments: [("beta", Currency.usd), ("alpha", Currency.eur)])
  func aCatalogueEditedIntoAnotherShopOrCurrencyIsNotAnsweredFrom(
    shopName: String, currency: Currency
  ) throws {
    let indexed = try opened()
    try Self.write(shopName: shopName, name: "Beta bag", currency: currency, in: folder)

    #expect(throws: ShopError.self) { try indexed.products([1], adjustedBy: ShopRecord()) }
    #expect(indexed.shop == ShopID("alpha"))
    #expect(indexed.summary.currency.code == "USD")
  }

  /// Changes the first `old` in the file at `path` to `new`, of the same length, through a
  /// shared mapping: `edit` is called with a function that does it, while the file is mapped.
  private static func withSharedMapping(
    of path: String, _ edit: (_ replace: (String, String) -> Void) throws -> Void
  ) throws {
    let descriptor = open(path, O_RDWR)
    defer { close(descriptor) }
    let size = Int(IndexClock.status(path).st_size)
    let start = try #require(mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0))
    try #require(start != MAP_FAILED)
    defer { munmap(start, size) }
    let bytes = UnsafeMutableRawBufferPointer(start: start, count: size)
    try edit { old, new in
      let text = Array(old.utf8)
      guard
        let at = (0...size - text.count).first(where: {
          bytes[$0..<$0 + text.count].elementsEqual(text)
        })
      else {
        Issue.record("\(old) is not in the catalogue")
        return
      }
      for (offset, byte) in new.utf8.enumerated() { bytes[at + offset] = byte }
    }
  }

  @Test func anEditThroughASharedMappingIsSeenAlikeByAListAndALookup() throws {
    try Self.withSharedMapping(of: catalogue) { replace in
      // The first write to a clean page stamps the file's times; the index is built after it.
      replace("\"250.00\"", "\"251.00\"")
      let indexed = try opened()
      let built = FileFingerprint(IndexClock.status(catalogue))
      // A second write to the same page, still dirty, leaves the times as they were.
      replace("\"251.00\"", "\"999.00\"")
      #expect(FileFingerprint(IndexClock.status(catalogue)) == built, "the times did not change")

      let listed = try indexed.summaries(CatalogueQuery(), adjustedBy: ShopRecord())
      let found = try indexed.products([1], adjustedBy: ShopRecord())

      #expect(listed.summaries.first?.price == .usd(999))
      #expect(found[1]?.price == .usd(999))
    }
  }
}
