import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// A catalogue read through its index answers from a fresh index when the file changes under
/// it, but only while it is still the same shop.
@Suite struct IndexedCatalogueTests {
  private let folder: TemporaryFolder
  private let catalogue: String

  init() throws {
    folder = try TemporaryFolder()
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
}
