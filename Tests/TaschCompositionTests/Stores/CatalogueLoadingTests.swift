import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschComposition

/// A catalogue file is read and checked as the JSON files' is, then loaded into the database
/// store as the shop it declares, else as the shop its file is named after.
@Suite struct CatalogueLoadingTests {
  private let folder = TemporaryFolder()

  @Test func theCatalogueIsLoadedAsTheShopItDeclares() async throws {
    let catalogue = try folder.write(DefaultShop.catalogue, to: "bags.json")
    let database = folder.file("shop.db")

    let outcome = await Composition.load(catalogue, into: .sqlite(path: database))

    let shop = try outcome.shop.get()
    #expect(shop.id == ShopID("tasch"))
    #expect(shop.productCount == 26)
    #expect(outcome.store == "sqlite:" + database)
  }

  @Test func aCatalogueThatDeclaresNoShopIsLoadedAsItsFile() async throws {
    let undeclared = DefaultShop.catalogue.replacingOccurrences(of: #""shop": "tasch","#, with: "")
    let catalogue = try folder.write(undeclared, to: "bags.json")

    let outcome = await Composition.load(catalogue, into: .sqlite(path: folder.file("shop.db")))

    #expect(try outcome.shop.get().id == ShopID("bags"))
  }

  @Test func aCatalogueThatCannotBeReadLoadsNothing() async {
    let database = folder.file("shop.db")

    let outcome = await Composition.load(folder.file("missing.json"), into: .sqlite(path: database))

    guard case .failure(.catalogueUnavailable) = outcome.shop else {
      Issue.record("loaded \(outcome.shop)")
      return
    }
    #expect(outcome.store == "sqlite:" + database)
  }

  @Test func theJSONFilesTakeNoLoad() async {
    let catalogue = folder.file("bags.json")

    let outcome = await Composition.load(catalogue, into: .files(catalogue: nil, state: nil))

    #expect(outcome.shop == .failure(.invalidInput("store load needs a database store")))
    #expect(outcome.store.isEmpty)
  }
}
