import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The JSON store honours the contract every store must, and so does the simulation wrapped
/// around it when it injects no failures: latency alone changes no answer.
@Suite struct JSONShopStoreContractTests {
  @Test(arguments: ShopStoreContract.cases)
  func honoursTheContract(_ contract: ShopStoreContract.Case) async throws {
    let folder = TemporaryFolder()
    try await contract.run { fixture in try Self.store(holding: fixture, in: folder) }
  }

  @Test(arguments: ShopStoreContract.cases)
  func honoursTheContractWhenSlowedDown(_ contract: ShopStoreContract.Case) async throws {
    let folder = TemporaryFolder()
    try await contract.run(
      ShopStoreContract.slowedDown { fixture in try Self.store(holding: fixture, in: folder) })
  }

  /// A JSON store of `fixture`: its catalogue in a file, its shopper's data in a state file.
  static func store(holding fixture: ShopStoreContract.Fixture, in folder: TemporaryFolder)
    throws -> ShopStoreContract.Subject
  {
    let catalogue = try folder.write(
      CatalogueText.json(for: fixture.catalogue), to: "catalogue.json")
    let shop = ShopID(fixture.catalogue.shopName ?? catalogue)
    let document = StateDocument(shops: [shop: ShopRecord(shopper: fixture.shopper)])
    let state = try folder.write(StateCodec.encode(document), to: "state.json")
    return ShopStoreContract.Subject(
      store: JSONShopStore(catalogue: JSONCatalogueFile(path: catalogue), stateFile: state),
      shopper: Shopper(shop: shop, name: "ann"))
  }
}
