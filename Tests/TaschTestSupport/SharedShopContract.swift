import Foundation
import Tasch
import Testing

/// A store of a database: the shop, and its shoppers' tokens.
public typealias DatabaseStore = ShopStore & ShopperTokenStore

/// What a store shared by many shoppers and shops must do, beyond `ShopStoreContract`: the
/// database stores run it, each case on a fresh database reached through several store
/// instances at once, as several `tasch` processes would.
///
///     @Test(arguments: SharedShopContract.cases)
///     func sharesTheShop(_ contract: SharedShopContract.Case) async throws {
///       try await contract.run(makeDatabase())
///     }
public enum SharedShopContract {
  /// One fresh database, reached through as many stores as a case opens.
  public struct Database: Sendable {
    /// The store as its messages name it.
    public let name: String
    /// Makes a new store on the database, with a connection of its own, looking for changes
    /// made elsewhere on `clock`.
    public let makeStore: @Sendable (_ clock: any Clock<Duration>) -> any DatabaseStore
    /// Loads a catalogue as a shop through a new store.
    public let load: @Sendable (Catalogue, ShopID) async throws -> Void
    /// Runs one SQL statement on the database by hand, as someone with the database's own
    /// client would: how a case damages what the stores keep.
    public let execute: @Sendable (String) async throws -> Void

    /// A database called `name`, reached through the stores `makeStore` makes, loaded through
    /// `load`, changed by hand through `execute`.
    public init(
      name: String,
      makeStore: @escaping @Sendable (_ clock: any Clock<Duration>) -> any DatabaseStore,
      load: @escaping @Sendable (Catalogue, ShopID) async throws -> Void,
      execute: @escaping @Sendable (String) async throws -> Void
    ) {
      self.name = name
      self.makeStore = makeStore
      self.load = load
      self.execute = execute
    }

    /// A new store on the database, looking for changes on `clock`.
    func open(_ clock: any Clock<Duration> = ContinuousClock()) -> any DatabaseStore {
      makeStore(clock)
    }
  }

  /// One rule, checked on a fresh database.
  public typealias Case = ContractRule<Database>

  /// Every rule.
  public static var cases: [Case] {
    shopperCases + catalogueCases + queryCases + searchCases + schemaCases + damagedDataCases
      + tokenCases
  }

  // MARK: - Fixture

  /// How many products the databases put in each run of each order (see `SQLShopStore`) when
  /// they run the contracts: few, so that every order of every fixture spans several runs.
  public static let runLength = 3

  static let shop = ShopID("test")
  static let ann = Shopper(shop: shop, name: "ann")
  static let bob = Shopper(shop: shop, name: "bob")

  /// The catalogue of `ShopStoreContract`, loaded as the shop `test`.
  static func loaded(_ database: Database) async throws -> Database {
    try await database.load(.stub(ShopStoreContract.products), shop)
    return database
  }

  /// Changes `shopper`'s data through `store` with `change`.
  static func change(
    _ store: any ShopStore, _ shopper: Shopper, origin: ChangeOrigin = ChangeOrigin(),
    _ change: @escaping @Sendable (inout ShopperData) -> Void
  ) async throws {
    try await store.update(.wishListAdd, for: shopper, origin: origin) { _, work in
      change(&work.shopper)
    }
  }

  /// Reads `shopper`'s snapshot through `store`.
  static func read<Result: Sendable>(
    _ store: any ShopStore, _ shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws -> Result
  ) async throws -> Result {
    try await ShopStoreContract.read(
      ShopStoreContract.Subject(store: store, shopper: shopper), body)
  }

  /// Checks out `shopper`'s whole wish list through `store`.
  static func checkOut(_ store: any ShopStore, _ shopper: Shopper, key: CheckoutKey? = nil)
    async throws -> Order
  {
    try await ShopStoreContract.checkOut(
      ShopStoreContract.Subject(store: store, shopper: shopper), key: key)
  }
}

extension ShopStoreContract.Fixture {
  /// `store` set up for a case, as a store that loads its catalogue is: the catalogue loaded
  /// through `load` as its shop, then the shopper's data written by a unit of work as `ann`'s.
  public func subject(
    of store: any ShopStore, loadingWith load: (Catalogue, ShopID) async throws -> Void
  ) async throws -> ShopStoreContract.Subject {
    let shop = ShopID(catalogue.shopName ?? "test")
    try await load(catalogue, shop)
    let subject = ShopStoreContract.Subject(store: store, shopper: Shopper(shop: shop, name: "ann"))
    let data = self.shopper
    try await SharedShopContract.change(store, subject.shopper) { $0 = data }
    return subject
  }
}

// MARK: - Shoppers

extension SharedShopContract {
  static let shopperCases: [Case] = [
    Case("keeps each shopper's data apart and counts everyone's ratings") { database in
      let database = try await loaded(database)
      let (annStore, bobStore) = (database.open(), database.open())

      try await change(annStore, ann) { data in
        _ = data.addToWishList(1, at: .stub)
        _ = data.rate(1, .one, at: .stub)
      }
      try await change(bobStore, bob) { data in _ = data.rate(1, .five, at: .stub) }
      _ = try await checkOut(annStore, ann)
      let annSees = try await read(bobStore, ann) { ($0.shopper, try $0.orders()) }
      let (bobSees, bobsOrders, counts) = try await read(annStore, bob) {
        ($0.shopper, try $0.orders(), try $0.products([1])[1]?.ratings)
      }

      #expect(annSees.0.ratings == [1: .one] && annSees.1.count == 1)
      #expect(bobSees.ratings == [1: .five] && bobSees.wishList.productIDs.isEmpty)
      #expect(bobsOrders.isEmpty)
      #expect(counts == RatingCounts([.one: 1, .four: 5, .five: 10]))
    },
    // Found by attack: a rating added to a count at the catalogue's largest was written, then
    // refused as damaged by every read of the shop, undo included.
    Case("counts a shopper's rating beyond the largest count a catalogue may give") {
      database in
      let most = {
        var product = ShopStoreContract.carrier
        product.ratings = RatingCounts([.five: ShopRules.largestRatingCount])
        return product
      }()
      try await database.load(.stub([most]), shop)
      let store = database.open()

      try await change(store, ann) { _ = $0.rate(most.id, .five, at: .stub) }
      try await change(store, bob) { _ = $0.rate(most.id, .five, at: .stub) }
      try await database.load(.stub([most]), shop)
      let counts = try await read(database.open(), ann) { try $0.products([most.id])[most.id] }
      try await change(database.open(), ann) { _ = $0.rate(most.id, nil, at: .stub) }
      let cleared = try await read(database.open(), bob) {
        try $0.page(CatalogueQuery()).products.first?.ratings
      }

      #expect(counts?.ratings == RatingCounts([.five: ShopRules.largestRatingCount + 2]))
      #expect(cleared == RatingCounts([.five: ShopRules.largestRatingCount + 1]))
    },
    Case("keeps each shopper's checkout keys apart, and a key to one order of each") {
      database in
      let database = try await loaded(database)
      let key = try #require(CheckoutKey("k"))
      try await change(database.open(), ann) { _ = $0.addToWishList(1, at: .stub) }
      try await change(database.open(), bob) { _ = $0.addToWishList(7, at: .stub) }
      let annsOrder = try await checkOut(database.open(), ann, key: key)
      let bobsOrder = try await checkOut(database.open(), bob, key: key)
      try await change(database.open(), ann) { _ = $0.addToWishList(3, at: .stub) }

      // A second order with the key, placed past the use case's look for the first.
      await #expect(throws: ShopError.self) { try await checkOut(database.open(), ann, key: key) }
      let (annFinds, annsOrders) = try await read(database.open(), ann) {
        (try $0.order(placedWith: key), try $0.orders())
      }
      let bobFinds = try await read(database.open(), bob) { try $0.order(placedWith: key) }

      #expect(annFinds == annsOrder)
      #expect(annsOrders == [annsOrder])
      #expect(bobFinds == bobsOrder)
      #expect(bobsOrder.lines.map(\.productID) == [7])
    },
    Case("lets exactly as many of 40 shoppers order as there is stock") { database in
      try await race(wanting: 1, in: database)
    },
    Case("lets exactly 5 of 40 shoppers wanting 2 each order the last 10") { database in
      try await race(wanting: 2, in: database)
    },
    Case("tells a stream opened once nobody listened nothing of what changed meanwhile") {
      database in
      let database = try await loaded(database)
      let clock = ManualClock()
      let watching = database.open(clock)
      let elsewhere = database.open()
      do {
        var first = watching.changes(for: ann).makeAsyncIterator()
        _ = try await read(watching, ann) { $0.shopper }
        try await change(elsewhere, ann) { _ = $0.addToWishList(1, at: .stub) }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(500))
        #expect(await first.next() == DataChange(wishList: true, history: true))
      }
      for _ in 0..<10_000 where clock.sleeperCount > 0 { await Task.yield() }
      #expect(clock.sleeperCount == 0, "nobody listens")

      // A read while nobody listens is no starting point either.
      _ = try await read(watching, ann) { $0.shopper }
      try await change(elsewhere, ann) { _ = $0.rate(2, .two, at: .stub) }
      // As the API follows changes: listens, then reads.
      var second = watching.changes(for: ann).makeAsyncIterator()
      _ = try await read(watching, ann) { $0.shopper }
      try await change(elsewhere, ann) { _ = $0.addToWishList(2, at: .stub) }
      await clock.waitForSleepers(1)
      clock.advance(by: .milliseconds(500))

      #expect(await second.next() == DataChange(wishList: true, history: true))
    },
    Case("tells a shopper what other stores changed: their data precisely, others' as products") {
      database in
      let database = try await loaded(database)
      let clock = ManualClock()
      let watching = database.open(clock)
      let elsewhere = database.open()
      var changes = watching.changes(for: ann).makeAsyncIterator()
      _ = try await read(watching, ann) { $0.shopper }
      let own = ChangeOrigin()

      try await change(watching, ann, origin: own) { _ = $0.rate(2, .three, at: .stub) }
      try await change(elsewhere, ann) { _ = $0.addToWishList(1, at: .stub) }
      await clock.waitForSleepers(1)
      clock.advance(by: .milliseconds(500))
      let ownChange = await changes.next()
      let annsChange = await changes.next()
      try await change(elsewhere, bob) { _ = $0.rate(3, .four, at: .stub) }
      await clock.waitForSleepers(1)
      clock.advance(by: .milliseconds(500))
      let bobsChange = await changes.next()

      #expect(ownChange == DataChange(origin: own, ratedProducts: [2], history: true))
      #expect(annsChange == DataChange(wishList: true, history: true))
      #expect(bobsChange == DataChange(products: true))
    },
  ]
}

extension SharedShopContract {
  /// Races 40 shoppers, each through a store of their own and each wanting `quantity`, for the
  /// last 10 of a product: as many order as the stock covers, the others are refused as out of
  /// stock, and the stock ends at what no order could take.
  static func race(wanting quantity: Int, in database: Database) async throws {
    var scarce = ShopStoreContract.carrier
    scarce.stock = 10
    try await database.load(.stub([scarce]), shop)
    let shoppers = (1...40).map { Shopper(shop: shop, name: "shopper\($0)") }
    let stores = shoppers.map { _ in database.open() }
    for (store, shopper) in zip(stores, shoppers) {
      try await change(store, shopper) { _ = $0.setQuantity(quantity, of: 1, at: .stub) }
    }

    let outcomes = await withTaskGroup(of: Result<Order, ShopError>.self) { group in
      for (store, shopper) in zip(stores, shoppers) {
        group.addTask {
          do { return .success(try await checkOut(store, shopper)) } catch let error as ShopError {
            return .failure(error)
          } catch { return .failure(.storage("\(error)")) }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let stock = try await read(database.open(), ann) { try $0.products([1])[1]?.stock }

    let orders = 10 / quantity
    #expect(outcomes.filter { (try? $0.get()) != nil }.count == orders)
    let refusals = outcomes.compactMap { outcome -> ShopError? in
      guard case .failure(let error) = outcome else { return nil }
      return error
    }
    #expect(refusals == Array(repeating: ShopError.outOfStock([1]), count: 40 - orders))
    #expect(stock == 10 - orders * quantity)
  }
}
