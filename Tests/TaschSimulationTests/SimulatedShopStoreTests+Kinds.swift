import Tasch
import TaschSimulation
import TaschTestSupport
import Testing

/// Each kind of failure put into a real store, and read through the real use cases: what they
/// show is what they show for the real case.
@MainActor
@Suite struct SimulatedShopStoreKindTests {
  private let memory: InMemoryShopStore
  private let spy: ShopStoreSpy

  init() {
    var data = ShopperData(wishList: WishList([1, 3]))
    _ = data.rate(2, .four, at: .stub)
    memory = InMemoryShopStore(
      .stub([
        .stub(id: 1, name: "Carrier"), .stub(id: 2, name: "Hiker"), .stub(id: 3, name: "Tote"),
      ]),
      shoppers: [Shopper.stub.name: data])
    spy = ShopStoreSpy(wrapping: memory)
  }

  /// Access to the in-memory store behind a simulation failing as `spec` says.
  private func access(failing spec: String) throws -> ShopAccess {
    var settings = SimulationSettings()
    settings.override(with: try SimulationSpec.failures(spec))
    return .stub(SimulatedShopStore(wrapping: spy, settings: settings, clock: RecordingClock()))
  }

  /// The shopper's lists, each read through the real use case.
  private struct Lists {
    let wishList: WishListUseCase
    let cart: CartUseCase
    let orders: OrdersUseCase
    let history: HistoryUseCase
  }

  /// The shopper's lists, each loaded through the store behind a simulation failing as `spec`
  /// says.
  private func loadedLists(failing spec: String) async throws -> Lists {
    let access = try access(failing: spec)
    let lists = Lists(
      wishList: WishListUseCase(access: access), cart: CartUseCase(access: access),
      orders: OrdersUseCase(access: access), history: HistoryUseCase(access: access))
    await lists.wishList.load()
    await lists.cart.load()
    await lists.orders.load()
    await lists.history.load()
    return lists
  }

  /// The store's data of the stub shopper now, unsimulated.
  private var stored: ShopperData { memory.data(of: Shopper.stub.name) }

  // MARK: - Checking out

  @Test func outOfStockRefusesTheOrderNamingTheCartsProductsAndKeepsNothing() async throws {
    let cart = CartUseCase(access: try access(failing: "checkout:out-of-stock"))
    await cart.load()
    let quote = try #require(cart.state.content?.quote)

    await #expect(throws: ShopError.simulated(.outOfStock([1, 3]))) {
      try await cart.checkout(confirming: quote)
    }
    #expect(stored.wishList.productIDs == [1, 3])
    #expect(stored.lastOrderNumber == 0)
    #expect(
      try memory.read(for: .stub) { snapshot throws(ShopError) in
        try snapshot.orders(offset: 0, limit: nil)
      }.total == 0)
  }

  @Test func outOfStockLeavesAnEmptyCartItsOwnError() async throws {
    memory.changeElsewhere(Shopper.stub.name) { $0.wishList.removeAll() }
    let cart = CartUseCase(access: try access(failing: "checkout:out-of-stock"))
    await cart.load()
    let quote = try #require(cart.state.content?.quote)

    await #expect(throws: ShopError.emptyCart) { try await cart.checkout(confirming: quote) }
  }

  @Test func aChangedCartIsTheRealOneSoTheCartIsShownAgain() async throws {
    let cart = CartUseCase(access: try access(failing: "checkout=once:cart-changed"))
    await cart.load()
    let quote = try #require(cart.state.content?.quote)

    await #expect(throws: ShopError.cartChanged) { try await cart.checkout(confirming: quote) }
    #expect(spy.operations == [.cart, .cart], "the cart was read again to be confirmed again")
    #expect(try await cart.checkout(confirming: quote).lines.map(\.productID) == [1, 3])
  }

  // MARK: - Storage

  @Test func storageFailsAReadAndAChangeAsTheStoreWould() async throws {
    let access = try access(failing: "wishlist:storage,wishlist.add:storage")
    let wishList = WishListUseCase(access: access)

    await wishList.load()
    await #expect(
      throws: ShopError.simulated(.storage("the shopper's data could not be saved"))
    ) { try await wishList.add([2]) }

    #expect(
      wishList.state == .error(.simulated(.storage("the shopper's data could not be read"))))
    #expect(stored.wishList.productIDs == [1, 3])
    #expect(spy.calls.isEmpty)
  }

  // MARK: - Products no longer sold

  @Test func anUnavailableProductIsNotFoundByItsIdentifier() async throws {
    let product = DetailedProductUseCase(
      productID: 3, access: try access(failing: "product:unavailable"))

    await product.load()

    #expect(product.state == .error(.notFound(3)))
  }

  @Test func unavailableProductsAreListedAsNoLongerSold() async throws {
    let lists = try await loadedLists(
      failing: "wishlist:unavailable,cart:unavailable,history:unavailable")

    #expect(lists.wishList.state.content?.items == [.discontinued(1), .discontinued(3)])
    #expect(lists.cart.state.content?.unavailableLines.map(\.id) == [1, 3])
    #expect(lists.cart.state.content?.total == .usd(0))
    #expect(lists.history.state.content?.map(\.productName) == [nil])
  }

  @Test func anUnavailableProductCannotBeAddedOrRatedAndNothingChanges() async throws {
    let access = try access(failing: "wishlist.add:unavailable,rate:unavailable")
    let wishList = WishListUseCase(access: access)
    let rating = DetailedProductUseCase(productID: 2, access: access)
    await rating.load()

    let edit = try await wishList.add([2])
    #expect(edit.entries.map(\.outcome) == [.refused(.notFound(2))])
    await #expect(throws: ShopError.notFound(2)) { try await rating.rate(.one) }
    #expect(stored.wishList.productIDs == [1, 3])
    #expect(stored.ratings == [2: .four])
  }

  // MARK: - Empty reads

  @Test func anEmptyCatalogueIsTheRealEmptyCatalogue() async throws {
    let catalogue = ProductCatalogueUseCase(access: try access(failing: "catalogue:empty"))

    await catalogue.load()

    #expect(catalogue.state == .error(.emptyCatalogue))
  }

  @Test func emptyListsHaveNothingInThem() async throws {
    let placed = CartUseCase(access: .stub(memory))
    await placed.load()
    _ = try await placed.checkout(confirming: try #require(placed.state.content?.quote))
    memory.changeElsewhere(Shopper.stub.name) { _ = $0.addToWishList(2, at: .stub) }

    let lists = try await loadedLists(
      failing: "wishlist:empty,cart:empty,orders:empty,history:empty")

    #expect(lists.wishList.state.content?.items == [])
    #expect(lists.cart.state.content?.isEmpty == true)
    #expect(lists.orders.state.content == OrderPage(of: []))
    #expect(lists.history.state.content == [])
    #expect(stored.wishList.productIDs == [2], "the data itself is untouched")
  }

  @Test func anEmptyReadIsTheShopItselfOnlyWhenTheRuleSaysSo() async throws {
    let wishList = WishListUseCase(access: try access(failing: "wishlist=every:2:empty"))

    await wishList.load()
    let first = wishList.state.content?.items.map(\.id)
    await wishList.load()
    let second = wishList.state.content?.items.map(\.id)

    #expect(first == [1, 3])
    #expect(second == [])
  }
}
