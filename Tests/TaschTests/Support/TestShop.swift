import Tasch
import TaschTestSupport

/// A shop for use-case tests: an in-memory store of four products, seen through a spy, and the
/// access the use cases get to it for the stub shopper.
struct TestShop {
  static let carrier = ShopProduct.stub(
    id: 1, name: "Carrier", price: .usd(250), stock: 23,
    ratings: RatingCounts([.four: 5, .five: 9]))
  static let travol = ShopProduct.stub(
    id: 2, name: "Travol", price: .usd(175), stock: 0, ratings: RatingCounts([.three: 1]))
  static let urbanito = ShopProduct.stub(id: 3, name: "Urbanito", price: .usd(75), stock: 1)
  static let ecole = ShopProduct.stub(id: 7, name: "École", price: .usd(175), stock: 5)

  /// The catalogue, in this order: 1, 2 (out of stock), 3 (one left), 7.
  static let products = [carrier, travol, urbanito, ecole]

  /// The store, to look at or change its data behind the use cases' backs.
  let store: InMemoryShopStore
  /// The spy the use cases reach the store through.
  let spy: ShopStoreSpy
  /// The use cases' access.
  let access: ShopAccess

  /// A shop of `products`, priced beyond them by `pricing`, whose stub shopper starts with
  /// `data`.
  init(
    _ data: ShopperData = ShopperData(), products: [ShopProduct] = TestShop.products,
    pricing: ShopPricing = ShopPricing()
  ) {
    let catalogue = Catalogue(
      shopName: "test", currency: .usd, products: products, pricing: pricing)
    store = InMemoryShopStore(catalogue, shoppers: [Shopper.stub.name: data])
    spy = ShopStoreSpy(wrapping: store)
    access = .stub(spy)
  }

  /// A shop of the four products whose next request of `operation` fails with `error`.
  static func failingNext(_ operation: ShopOperation, with error: ShopError) -> TestShop {
    let shop = TestShop()
    shop.spy.failNext(operation, with: error)
    return shop
  }

  /// The stub shopper's data now.
  var data: ShopperData { store.data(of: Shopper.stub.name) }

  /// How many reads of `operation` the use cases asked for.
  func reads(_ operation: ShopOperation) -> Int {
    spy.calls.filter { $0.operation == operation && !$0.isUpdate }.count
  }

  /// How many units of work of `operation` the use cases asked for.
  func updates(_ operation: ShopOperation) -> Int {
    spy.calls.filter { $0.operation == operation && $0.isUpdate }.count
  }

  /// Changes the stub shopper's data as another process would.
  func changeElsewhere(_ change: (inout ShopperData) -> Void) {
    store.changeElsewhere(Shopper.stub.name, change)
  }

  /// Loads `useCase` following the store's changes, runs `changes`, then ends the store's
  /// changes and waits until the use case has taken in every one they published.
  @MainActor
  func follow(
    _ useCase: some ShopUseCase & ChangeFollowing, through changes: () async throws -> Void
  ) async rethrows {
    let following = useCase.followChanges()
    await useCase.load()
    try await changes()
    store.finishChanges()
    await following.value
  }

  /// The product `id` as the stub shopper sees it now.
  func product(_ id: ProductID) throws -> Product {
    try store.read(for: .stub) { snapshot throws(ShopError) in
      guard let product = try snapshot.products([id])[id] else { throw .notFound(id) }
      return Product(product, for: snapshot.shopper)
    }
  }
}
