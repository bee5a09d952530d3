import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The JSON engine honours the contract every data layer must.
@Suite struct JSONDataLayerContractTests {
  @Test(arguments: DataLayerContract.cases)
  func honoursTheContract(_ contract: DataLayerContract.Case) async throws {
    let folder = try TemporaryFolder()
    try await contract.run { fixture in
      let catalogue = try folder.write(
        CatalogueText.json(for: fixture.catalogue), to: "catalogue.json")
      let state = UserState(wishList: WishList(fixture.wishList))
      let statePath = try folder.write(UserStateCodec.encode(state), to: "state.json")
      return JSONDataLayer(catalogue: JSONCatalogueFile(path: catalogue), stateFile: statePath)
    }
  }
}
