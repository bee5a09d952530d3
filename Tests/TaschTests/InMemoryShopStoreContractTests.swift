import Tasch
import TaschTestSupport
import Testing

/// The in-memory store the use-case tests run on honours the contract every store must.
@Suite struct InMemoryShopStoreContractTests {
  @Test(arguments: ShopStoreContract.cases)
  func honoursTheContract(_ contract: ShopStoreContract.Case) async throws {
    try await contract.run { fixture in
      let store = InMemoryShopStore(
        fixture.catalogue, shoppers: [Shopper.stub.name: fixture.shopper])
      return ShopStoreContract.Subject(
        store: store, shopper: Shopper(shop: store.shop, name: Shopper.stub.name))
    }
  }
}
