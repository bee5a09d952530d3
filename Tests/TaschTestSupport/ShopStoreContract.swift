import Foundation
import Tasch
import Testing

/// What every `ShopStore` must do, as tests each adapter runs: the JSON files, SQLite,
/// PostgreSQL, and the in-memory store.
///
/// An adapter's test target runs each case with a factory that sets up a fresh store holding a
/// fixture:
///
///     @Test(arguments: ShopStoreContract.cases)
///     func honoursTheContract(_ contract: ShopStoreContract.Case) async throws {
///       try await contract.run { fixture in try await makeMyStore(fixture) }
///     }
public enum ShopStoreContract {
  /// What a fresh store holds at the start of a case.
  public struct Fixture: Sendable {
    /// The catalogue, as its file or loader gives it.
    public var catalogue: Catalogue
    /// The data the shopper under test starts with.
    public var shopper: ShopperData
  }

  /// A store set up for a case, and the shopper the case acts for.
  public struct Subject: Sendable {
    /// The store.
    public let store: any ShopStore
    /// The shopper under test.
    public let shopper: Shopper

    /// A subject.
    public init(store: any ShopStore, shopper: Shopper) {
      self.store = store
      self.shopper = shopper
    }
  }

  /// Sets up a fresh store holding a fixture.
  public typealias Factory = @Sendable (Fixture) async throws -> Subject

  /// One rule of the contract, checked on stores made by a factory.
  public typealias Case = ContractRule<Factory>

  /// Every rule of the contract.
  public static var cases: [Case] {
    catalogueCases + queryCases + searchCases + unitOfWorkCases + orderCases + quantityCases
      + pricingCases
  }
}

// MARK: - Fixture

extension ShopStoreContract {
  static let carrier = ShopProduct.stub(
    id: 1, name: "Carrier", shortDescription: "Soft leather", description: "A briefcase.",
    colors: [ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B)],
    dimensions: Dimensions(height: Length(centimetres: 36, inches: 14)),
    price: .usd(250), stock: 23, ratings: RatingCounts([.four: 5, .five: 9]))
  static let travol = ShopProduct.stub(
    id: 2, name: "Travol", shortDescription: "", description: "", price: .usd(175), stock: 0,
    ratings: RatingCounts([.three: 1]))
  static let urbanito = ShopProduct.stub(
    id: 3, name: "Urbanito", shortDescription: "Biker basics", description: "",
    price: .usd(75, cents: 50), stock: 1)
  static let ecole = ShopProduct.stub(
    id: 7, name: "École", shortDescription: "Satchel for LEATHER lovers", description: "",
    price: .usd(175), stock: 5, maxPerOrder: 2, ratings: RatingCounts([.four: 5, .five: 9]))

  /// The catalogue of every case, in this order: 1, 2, 3, 7.
  static let products = [carrier, travol, urbanito, ecole]

  static func fixture(
    wishList: [ProductID] = [], quantities: [ProductID: Int] = [:],
    ratings: [ProductID: Rating] = [:]
  ) -> Fixture {
    Fixture(
      catalogue: .stub(products),
      shopper: ShopperData(wishList: WishList(wishList, quantities: quantities), ratings: ratings))
  }

  /// Reads through `subject`'s store.
  static func read<Result: Sendable>(
    _ subject: Subject, _ body: @escaping @Sendable (any ShopSnapshot) throws -> Result
  ) async throws -> Result {
    try await subject.store.read(.catalogue, for: subject.shopper) {
      snapshot throws(ShopError) in try typed { try body(snapshot) }
    }
  }

  /// Changes through `subject`'s store.
  static func update<Result: Sendable>(
    _ subject: Subject, origin: ChangeOrigin = ChangeOrigin(),
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws -> Result
  ) async throws -> Result {
    try await subject.store.update(.wishListAdd, for: subject.shopper, origin: origin) {
      snapshot, work throws(ShopError) in try typed { try body(snapshot, &work) }
    }
  }

  /// `body`'s result, its error as a `ShopError`: test bodies throw untyped for brevity.
  static func typed<Result>(_ body: () throws -> Result) throws(ShopError) -> Result {
    do {
      return try body()
    } catch let error as ShopError {
      throw error
    } catch {
      throw .storage("unexpected error in a test body: \(error)")
    }
  }
}

// MARK: - The shop and its products

extension ShopStoreContract {
  static let catalogueCases: [Case] = [
    Case("holds the shop with its currency and size") { make in
      let subject = try await make(fixture())

      let shops = try await subject.store.shops()
      let summary = try await read(subject) { $0.shop }

      #expect(shops == [summary])
      #expect(summary.id == subject.shopper.shop)
      #expect(summary.currency == .usd)
      #expect(summary.productCount == 4)
    },
    Case("lists every product in catalogue order with all its facts") { make in
      let subject = try await make(fixture())

      let page = try await read(subject) { try $0.page(CatalogueQuery()) }

      #expect(page == ProductPage(products: products, totalMatching: 4))
    },
    Case("finds products by identifier, leaving unknown ones out") { make in
      let subject = try await make(fixture())

      let found = try await read(subject) { try $0.products([3, 99, 1]) }

      #expect(found == [3: urbanito, 1: carrier])
    },
    Case("gives the shopper's data as it was set up") { make in
      let subject = try await make(fixture(wishList: [3, 99, 1], ratings: [2: .four]))

      let data = try await read(subject) { $0.shopper }

      #expect(data.wishList.productIDs == [3, 99, 1])
      #expect(data.ratings == [2: .four])
    },
    Case("counts the shopper's own rating in everyone's") { make in
      let subject = try await make(fixture(ratings: [1: .one, 3: .five]))

      let found = try await read(subject) { try $0.products([1, 3]) }

      #expect(found[1]?.ratings == RatingCounts([.one: 1, .four: 5, .five: 9]))
      #expect(found[3]?.ratings == RatingCounts([.five: 1]))
    },
  ]
}
