import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschJSONEngine

@Suite struct JSONShopStoreTests {
  let folder = TemporaryFolder()

  // MARK: - Helpers

  /// The products of every catalogue here, in this order: 1, 2 (out of stock), 3 (one left), 7.
  static let products: [ShopProduct] = [
    .stub(id: 1, name: "Carrier", price: .usd(250), stock: 23),
    .stub(id: 2, name: "Travol", price: .usd(175), stock: 0),
    .stub(id: 3, name: "Urbanito", price: .usd(75, cents: 50), stock: 1),
    .stub(id: 7, name: "École", price: .usd(175), stock: 5),
  ]

  /// Writes a catalogue of `products` to `name`, declaring the shop name `shop` if any.
  @discardableResult
  func catalogue(_ name: String, shop: String? = nil) throws -> String {
    try folder.write(
      CatalogueText.json(for: Catalogue(shopName: shop, currency: .usd, products: Self.products)),
      to: name)
  }

  /// A store of the catalogue file at `path` keeping its state in `state`.
  func store(
    _ path: String, state: String = "state.json", seeds: [ShopID: ShopperData] = [:],
    clock: any Clock<Duration> = ManualClock()
  ) -> JSONShopStore {
    JSONShopStore(
      catalogue: JSONCatalogueFile(path: path), stateFile: folder.file(state), seeds: seeds,
      clock: clock)
  }

  /// The shopper of the one shop `store` holds.
  func shopper(of store: JSONShopStore) async throws -> Shopper {
    Shopper(shop: try #require(try await store.shops().first).id, name: "ann")
  }

  /// The shopper's data in `store` now.
  func data(in store: JSONShopStore) async throws -> ShopperData {
    try await store.read(.wishList, for: try await shopper(of: store)) { $0.shopper }
  }

  /// Changes the shopper's data in `store`, for `origin`.
  func change(
    _ store: JSONShopStore, origin: ChangeOrigin = ChangeOrigin(),
    _ body: @escaping @Sendable (inout ShopperData) -> Void
  ) async throws {
    try await store.update(.wishListAdd, for: try await shopper(of: store), origin: origin) {
      _, work in body(&work.shopper)
    }
  }

  /// Orders what the shopper's wish list holds in `store`.
  func checkOut(_ store: JSONShopStore) async throws -> Order {
    try await store.update(.checkout, for: try await shopper(of: store), origin: ChangeOrigin()) {
      snapshot, work throws(ShopError) in
      try work.placeOrder(for: try Cart(work.shopper, in: snapshot), at: .stub)
    }
  }

  /// The shopper's orders in `store`, and the stock of each product.
  func ordersAndStock(in store: JSONShopStore) async throws -> ([Order], [ProductID: Int]) {
    try await store.read(.orders, for: try await shopper(of: store)) {
      snapshot throws(ShopError) in
      (try snapshot.orders(), try snapshot.products([1, 2, 3, 7]).mapValues(\.stock))
    }
  }

  // MARK: - One state file, many shops

  @Test func keepsEachShopsDataApartInOneStateFile() async throws {
    let alpha = store(try catalogue("alpha.json", shop: "alpha"))
    let beta = store(try catalogue("beta.json", shop: "beta"))
    try await change(alpha) { data in
      _ = data.addToWishList(1, at: .stub)
      _ = data.addToWishList(3, at: .stub)
      _ = data.rate(7, .five, at: .stub)
    }
    let alphasOrder = try await checkOut(alpha)
    try await change(alpha) { _ = $0.addToWishList(2, at: .stub) }

    let betasData = try await data(in: beta)
    let (betasOrders, betasStock) = try await ordersAndStock(in: beta)
    let betasCount = try await beta.read(.product, for: try await shopper(of: beta)) {
      snapshot throws(ShopError) in try snapshot.products([7])[7]?.ratings.count
    }

    #expect(alphasOrder.number == 1)
    #expect(betasData == ShopperData())
    #expect(betasOrders.isEmpty)
    #expect(betasStock == [1: 23, 2: 0, 3: 1, 7: 5])
    #expect(betasCount == 0)
    try await change(beta) { _ = $0.addToWishList(7, at: .stub) }
    #expect(try await checkOut(beta).number == 1)
    #expect(try await data(in: alpha).wishList.productIDs == [2])
  }

  @Test func aNamedCatalogueIsTheSameShopWhereverItsFileIs() async throws {
    try await change(store(try catalogue("catalogue.json", shop: "tasch"))) {
      _ = $0.addToWishList(1, at: .stub)
    }

    let moved = store(try catalogue("moved/elsewhere.json", shop: "tasch"))

    #expect(try await shopper(of: moved).shop == ShopID("tasch"))
    #expect(try await data(in: moved).wishList.productIDs == [1])
  }

  @Test func anUnnamedCatalogueIsItsFileWhicheverPathLeadsToIt() async throws {
    let path = try catalogue("catalogue.json")
    try FileManager.default.createDirectory(
      atPath: folder.file("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json"), withDestinationPath: path)
    try await change(store(path)) { _ = $0.addToWishList(1, at: .stub) }

    let throughLink = store(folder.file("link.json"))
    let throughParent = store(folder.file("sub/../catalogue.json"))
    let copy = store(try catalogue("copy.json"))

    #expect(try await data(in: throughLink).wishList.productIDs == [1])
    #expect(try await data(in: throughParent).wishList.productIDs == [1])
    #expect(try await data(in: copy).wishList.productIDs.isEmpty, "a copy is another shop")
    #expect(try await shopper(of: copy).shop != shopper(of: throughLink).shop)
  }

  @Test func refusesAShopperOfAnotherShop() async throws {
    let tasch = store(try catalogue("catalogue.json", shop: "tasch"))

    await #expect(
      throws: ShopError.catalogueUnavailable("the catalogue is the shop tasch, not other")
    ) {
      try await tasch.read(.wishList, for: Shopper(shop: ShopID("other"), name: "ann")) { _ in }
    }
  }

  @Test func aCatalogueThatCouldNotBeReadIsReadAgainNextTime() async throws {
    let path = folder.file("catalogue.json")
    let tasch = store(path)
    await #expect(throws: ShopError.self) { try await tasch.shops() }

    try catalogue("catalogue.json", shop: "tasch")

    #expect(try await tasch.shops().map(\.id) == [ShopID("tasch")])
  }

  // MARK: - Seeds

  @Test func seedsOnlyAShopWithNoRecordYet() async throws {
    let seeds = [ShopID("alpha"): ShopperData(wishList: WishList([1, 2, 3]))]
    let alpha = store(try catalogue("alpha.json", shop: "alpha"), seeds: seeds)
    let beta = store(try catalogue("beta.json", shop: "beta"), seeds: seeds)

    #expect(try await data(in: alpha).wishList.productIDs == [1, 2, 3])
    #expect(try await data(in: beta).wishList.productIDs.isEmpty)
    #expect(folder.read("state.json") == nil, "reading writes nothing")

    try await change(alpha) { _ = $0.removeFromWishList(1, at: .stub) }
    let again = store(try catalogue("alpha.json", shop: "alpha"), seeds: seeds)
    #expect(try await data(in: again).wishList.productIDs == [2, 3])
  }

  @Test func aShopWithARecordIsNotSeededEvenWhenItsWishListIsEmpty() async throws {
    try folder.write(
      #"{"version": 2, "shops": {"alpha": {"wishList": []}}}"#, to: "state.json")
    let alpha = store(
      try catalogue("alpha.json", shop: "alpha"),
      seeds: [ShopID("alpha"): ShopperData(wishList: WishList([1]))])

    #expect(try await data(in: alpha).wishList.productIDs.isEmpty)
  }

  // MARK: - Orders and the state file

  @Test func numbersAnOrderOneMoreThanTheLargestEverUsed() async throws {
    try folder.write(
      #"{"version": 2, "shops": {"tasch": {"orders": [\#(StateText.foreignOrder)]}}}"#,
      to: "state.json")
    let tasch = store(try catalogue("catalogue.json", shop: "tasch"))
    try await change(tasch) { _ = $0.addToWishList(1, at: .stub) }

    #expect(try await checkOut(tasch).number == 3)
  }

  @Test func writesOrdersBackExactlyAsTheyWereRead() async throws {
    let text = #"{"version": 2, "shops": {"tasch": {"orders": [\#(StateText.foreignOrder)]}}}"#
    try folder.write(text, to: "state.json")
    let tasch = store(try catalogue("catalogue.json", shop: "tasch"))

    try await change(tasch) { _ = $0.addToWishList(1, at: .stub) }

    let written = try StateText.json(try #require(folder.read("state.json")))
    let orders = StateText.member(
      "orders", of: StateText.member("tasch", of: StateText.member("shops", of: written)))
    #expect(orders == .array([try StateText.json(StateText.foreignOrder)]))
  }

  @Test func readsAVersionOneFileAsThisShopsAndRewritesItAsVersionThreeLosingNothing()
    async throws
  {
    try folder.write(StateText.versionOne, to: "state.json")
    let tasch = store(try catalogue("catalogue.json", shop: "tasch"))

    let before = try await data(in: tasch)
    let (orders, stock) = try await ordersAndStock(in: tasch)
    try await change(tasch) { _ = $0.addToWishList(7, at: .stub) }

    #expect(before.wishList.productIDs == [1, 2, 3])
    #expect(before.ratings == [1: .four])
    #expect(orders.map(\.number) == [1])
    #expect(stock[1] == 22)
    let written = try StateText.json(try #require(folder.read("state.json")))
    let original = try StateText.json(StateText.versionOne)
    let record = StateText.member("tasch", of: StateText.member("shops", of: written))
    #expect(StateText.member("version", of: written) == .number("3"))
    #expect(
      StateText.member("wishList", of: record)
        == (try StateText.json(
          """
          [{"id": 1, "quantity": 1}, {"id": 2, "quantity": 1}, {"id": 3, "quantity": 1},
           {"id": 7, "quantity": 1}]
          """)))
    for field in ["ratings", "stockTaken", "orders", "giftCards"] {
      #expect(StateText.member(field, of: record) == StateText.member(field, of: original))
    }
    try await change(tasch) { data in
      data.wishList = WishList([3])
    }
    #expect(try await checkOut(tasch).number == 2)
  }

  @Test func neverOverwritesAStateFileItCannotRead() async throws {
    try folder.write(
      #"{"version": 2, "shops": {"tasch": {"ratings": {"01": 4}}}}"#, to: "state.json")
    let tasch = store(try catalogue("catalogue.json", shop: "tasch"))

    await #expect(throws: ShopError.self) { try await data(in: tasch) }
    await #expect(throws: ShopError.self) {
      try await change(tasch) { _ = $0.addToWishList(1, at: .stub) }
    }
    #expect(
      folder.read("state.json") == #"{"version": 2, "shops": {"tasch": {"ratings": {"01": 4}}}}"#)
  }
}
