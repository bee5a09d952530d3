import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct JSONDataLayerTests {
  private let folder: TemporaryFolder
  private let cataloguePath: String

  init() throws {
    folder = try TemporaryFolder()
    cataloguePath = try folder.write(
      CatalogueText.json(
        for: .stub([.stub(id: 1, stock: 2), .stub(id: 2, name: "Travol", stock: 1)])),
      to: "catalogue.json")
  }

  private func dataLayer(now: Date = Date(timeIntervalSince1970: 0)) -> JSONDataLayer {
    JSONDataLayer(
      catalogue: JSONCatalogueFile(path: cataloguePath), stateFile: folder.file("state.json"),
      now: { now })
  }

  @Test func twoInstancesShareOneStateLikeTwoProcesses() async throws {
    let first = dataLayer()
    let second = dataLayer()

    _ = try await first.addToWishList(2)
    _ = try await second.rate(2, .three)

    #expect(try await first.product(2).rating.mine == .three)
    #expect(try await second.product(2).isInWishList)
  }

  @Test func stockGoesDownWithEachOrderWithoutWritingTheCatalogue() async throws {
    let catalogueBefore = folder.read("catalogue.json")
    let dataLayer = dataLayer()

    _ = try await dataLayer.addToWishList(1)
    _ = try await dataLayer.checkout()
    _ = try await dataLayer.addToWishList(1)
    _ = try await dataLayer.checkout()

    #expect(try await dataLayer.product(1).stock == 0)
    await #expect(throws: ShopError.outOfStock([1])) {
      _ = try await dataLayer.addToWishList(1)
      return try await dataLayer.checkout()
    }
    #expect(folder.read("catalogue.json") == catalogueBefore)
  }

  @Test func ordersAreDatedToTheSecondAndKept() async throws {
    let moment = Date(timeIntervalSince1970: 1_700_000_000.75)
    let dataLayer = dataLayer(now: moment)
    _ = try await dataLayer.addToWishList(1)

    let order = try await dataLayer.checkout()

    #expect(order.placedAt == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(
      try UserStateStore(path: folder.file("state.json"), seedPath: nil).load().orders == [order])
  }

  @Test func keepsTheCatalogueOnceRead() async throws {
    let dataLayer = dataLayer()
    _ = try await dataLayer.catalogue()

    try folder.write("broken", to: "catalogue.json")

    #expect(try await dataLayer.catalogue().products.count == 2)
  }

  @Test func aCatalogueFixedAfterAFailedReadIsReadAgain() async throws {
    try folder.write("broken", to: "catalogue.json")
    let dataLayer = dataLayer()
    await #expect(throws: ShopError.self) { try await dataLayer.catalogue() }

    try folder.write(CatalogueText.json(for: .stub([.stub(id: 7)])), to: "catalogue.json")

    #expect(try await dataLayer.catalogue().products.map(\.id) == [7])
  }

  @Test func aStateFileProblemReachesEveryOperation() async throws {
    try folder.write("{", to: "state.json")
    let dataLayer = dataLayer()

    await #expect(throws: ShopError.self) { try await dataLayer.catalogue() }
    await #expect(throws: ShopError.self) { try await dataLayer.wishList() }
    await #expect(throws: ShopError.self) { try await dataLayer.addToWishList(1) }
    #expect(folder.read("state.json") == "{")
  }
}
