import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

/// The JSON engine honours the contract every data layer must, and so does the simulation
/// wrapped around it when it injects no failures: latency alone changes no answer.
@Suite struct JSONDataLayerContractTests {
  @Test(arguments: DataLayerContract.cases)
  func honoursTheContract(_ contract: DataLayerContract.Case) async throws {
    let folder = try TemporaryFolder()
    try await contract.run { fixture in
      try Self.jsonDataLayer(holding: fixture, in: folder)
    }
  }

  @Test(arguments: DataLayerContract.cases)
  func honoursTheContractWhenSlowedDown(_ contract: DataLayerContract.Case) async throws {
    let folder = try TemporaryFolder()
    let slow = SimulationSettings(
      defaultLatency: Latency(milliseconds: 800, jitterMilliseconds: 200), seed: 7)
    try await contract.run { fixture in
      SimulatedDataLayer(
        wrapping: try Self.jsonDataLayer(holding: fixture, in: folder), settings: slow,
        clock: RecordingClock())
    }
  }

  private static func jsonDataLayer(
    holding fixture: DataLayerContract.Fixture, in folder: TemporaryFolder
  ) throws -> JSONDataLayer {
    let catalogue = try folder.write(
      CatalogueText.json(for: fixture.catalogue), to: "catalogue.json")
    let state = UserState(wishList: WishList(fixture.wishList))
    let statePath = try folder.write(UserStateCodec.encode(state), to: "state.json")
    return JSONDataLayer(catalogue: JSONCatalogueFile(path: catalogue), stateFile: statePath)
  }
}
