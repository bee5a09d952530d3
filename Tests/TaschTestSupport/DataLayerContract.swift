import Tasch
import Testing

/// What any `DataLayer` must do, as tests that every implementation runs: the JSON engine
/// today, a database adapter tomorrow.
///
/// An implementation's test target runs each case with a factory that sets up a fresh data
/// layer holding a fixture:
///
///     @Test(arguments: DataLayerContract.cases)
///     func honoursTheContract(_ contract: DataLayerContract.Case) async throws {
///       try await contract.run { fixture in try await makeMyDataLayer(fixture) }
///     }
public enum DataLayerContract {
  /// What a fresh data layer holds at the start of a case.
  public struct Fixture: Sendable {
    /// The catalogue: its currency and products, in order, as the shop sells them.
    public var catalogue: Catalogue
    /// The user's wish list, possibly naming products the catalogue does not have.
    public var wishList: [ProductID]
  }

  /// Sets up a fresh data layer holding a fixture.
  public typealias Factory = @Sendable (Fixture) async throws -> any DataLayer

  /// One rule of the contract.
  public struct Case: Sendable, CustomTestStringConvertible {
    /// What the rule says, as the test's name.
    public let testDescription: String
    fileprivate let body: @Sendable (Factory) async throws -> Void

    /// Checks the rule on data layers made by `factory`.
    public func run(_ factory: Factory) async throws {
      try await body(factory)
    }
  }

  /// Every rule of the contract.
  public static let cases: [Case] = catalogueCases + wishListCases + ratingCases + cartCases
}

// MARK: - Fixture

extension DataLayerContract {
  static let carrier = Product.stub(
    id: 1, name: "Carrier", shortDescription: "Soft leather", description: "A briefcase.",
    colors: [ProductColor(red: 0x1F, green: 0x2B, blue: 0x3B)],
    dimensions: Dimensions(height: Length(centimetres: 36, inches: 14)),
    price: .usd(250), stock: 23, rating: RatingSummary(othersCounts: [.four: 5, .five: 9]))
  static let travol = Product.stub(
    id: 2, name: "Travol", shortDescription: "", description: "", price: .usd(175), stock: 0)
  static let urbanito = Product.stub(
    id: 3, name: "Urbanito", shortDescription: "Biker basics", description: "",
    price: .usd(75, cents: 50), stock: 1)

  static func fixture(wishList: [ProductID] = []) -> Fixture {
    Fixture(catalogue: .stub([carrier, travol, urbanito]), wishList: wishList)
  }

  static func rule(
    _ description: String, _ body: @escaping @Sendable (Factory) async throws -> Void
  ) -> Case {
    Case(testDescription: description, body: body)
  }

  static func wished(_ product: Product) -> Product {
    var product = product
    product.isInWishList = true
    return product
  }
}

// MARK: - Catalogue

extension DataLayerContract {
  static let catalogueCases: [Case] = [
    rule("lists the catalogue's products in order with their facts") { make in
      let dataLayer = try await make(fixture())

      let catalogue = try await dataLayer.catalogue()

      #expect(catalogue == .stub([carrier, travol, urbanito]))
    },
    rule("marks the products on the wish list") { make in
      let dataLayer = try await make(fixture(wishList: [3]))

      let products = try await dataLayer.catalogue().products

      #expect(products.map(\.isInWishList) == [false, false, true])
    },
    rule("finds one product by identifier") { make in
      let dataLayer = try await make(fixture(wishList: [1]))

      #expect(try await dataLayer.product(1) == wished(carrier))
    },
    rule("reports an unknown product as not found") { make in
      let dataLayer = try await make(fixture())

      await #expect(throws: ShopError.notFound(99)) { try await dataLayer.product(99) }
    },
  ]
}

// MARK: - Wish list

extension DataLayerContract {
  static let wishListCases: [Case] = [
    rule("keeps the wish list's order and shows discontinued products") { make in
      let dataLayer = try await make(fixture(wishList: [3, 99, 1]))

      let items = try await dataLayer.wishList().items

      #expect(items == [.product(wished(urbanito)), .discontinued(99), .product(wished(carrier))])
    },
    rule("gives the shop's currency with the wish list, even an empty one") { make in
      let dataLayer = try await make(fixture(wishList: [99]))

      let contents = try await dataLayer.wishList()

      #expect(contents.currency == .usd)
      #expect(try contents.priced().total == .usd(0))
    },
    rule("adds to the end of the wish list once, saying whether it was new") { make in
      let dataLayer = try await make(fixture(wishList: [3]))

      let first = try await dataLayer.addToWishList(1)
      let second = try await dataLayer.addToWishList(1)

      #expect(first && !second)
      #expect(try await dataLayer.wishList().items.map(\.id) == [3, 1])
    },
    rule("refuses to add a product the catalogue does not have") { make in
      let dataLayer = try await make(fixture(wishList: [1]))

      await #expect(throws: ShopError.notFound(99)) { try await dataLayer.addToWishList(99) }
      #expect(try await dataLayer.wishList().items.map(\.id) == [1])
    },
    rule("removes from the wish list, discontinued products included") { make in
      let dataLayer = try await make(fixture(wishList: [1, 99, 3]))

      let removedDiscontinued = try await dataLayer.removeFromWishList(99)
      let removedAbsent = try await dataLayer.removeFromWishList(2)

      #expect(removedDiscontinued && !removedAbsent)
      #expect(try await dataLayer.wishList().items.map(\.id) == [1, 3])
    },
    rule("publishes a change for each add and remove that changed the wish list") { make in
      let dataLayer = try await make(fixture())
      var changes = dataLayer.changes().makeAsyncIterator()

      _ = try await dataLayer.addToWishList(1)
      _ = try await dataLayer.addToWishList(1)
      _ = try await dataLayer.removeFromWishList(2)
      _ = try await dataLayer.removeFromWishList(1)
      _ = try await dataLayer.rate(3, .two)

      // The no-op add and remove published nothing: the next change after the first is the
      // second real one.
      #expect(await changes.next() == .wishList)
      #expect(await changes.next() == .wishList)
      #expect(await changes.next() == .rating(3))
    },
  ]
}

// MARK: - Ratings

extension DataLayerContract {
  static let ratingCases: [Case] = [
    rule("keeps one rating per product, the latest") { make in
      let dataLayer = try await make(fixture())

      _ = try await dataLayer.rate(1, .two)
      let rated = try await dataLayer.rate(1, .five)

      #expect(rated.rating == RatingSummary(othersCounts: [.four: 5, .five: 9], mine: .five))
      #expect(try await dataLayer.product(1).rating.mine == .five)
      #expect(try await dataLayer.catalogue().products[0].rating.count == 15)
    },
    rule("clears a rating") { make in
      let dataLayer = try await make(fixture())
      _ = try await dataLayer.rate(3, .four)

      let cleared = try await dataLayer.rate(3, nil)

      #expect(cleared.rating.mine == nil)
      #expect(try await dataLayer.product(3).rating == RatingSummary())
    },
    rule("refuses to rate a product the catalogue does not have") { make in
      let dataLayer = try await make(fixture())

      await #expect(throws: ShopError.notFound(99)) { try await dataLayer.rate(99, .three) }
    },
  ]
}

// MARK: - Cart and checkout

extension DataLayerContract {
  static let cartCases: [Case] = [
    rule("prices the wish list as a cart with free shipping") { make in
      let dataLayer = try await make(fixture(wishList: [1, 2, 99]))

      let cart = try await dataLayer.cart()

      #expect(cart.lines.map(\.availability) == [.available, .outOfStock, .discontinued])
      #expect(cart.subtotal == .usd(425))
      #expect(cart.shipping == .usd(0))
      #expect(cart.total == .usd(425))
    },
    rule("refuses to check out an empty cart") { make in
      let dataLayer = try await make(fixture())

      await #expect(throws: ShopError.emptyCart) { try await dataLayer.checkout() }
    },
    rule("refuses to check out unavailable items and changes nothing") { make in
      let dataLayer = try await make(fixture(wishList: [1, 2, 99]))

      await #expect(throws: ShopError.outOfStock([2, 99])) { try await dataLayer.checkout() }
      #expect(try await dataLayer.wishList().items.map(\.id) == [1, 2, 99])
      #expect(try await dataLayer.product(1).stock == 23)
    },
    rule("checks out: orders, takes stock, empties the wish list, publishes") { make in
      let dataLayer = try await make(fixture(wishList: [1, 3]))
      var changes = dataLayer.changes().makeAsyncIterator()

      let order = try await dataLayer.checkout()

      #expect(order.number == 1)
      #expect(order.lines.map(\.productID) == [1, 3])
      #expect(order.lines.map(\.price) == [.usd(250), .usd(75, cents: 50)])
      #expect(order.total == .usd(325, cents: 50))
      #expect(try await dataLayer.wishList().items.isEmpty)
      #expect(try await dataLayer.product(1).stock == 22)
      #expect(try await dataLayer.product(3).isInStock == false)
      #expect(await changes.next() == .order)
    },
    rule("numbers orders one after another") { make in
      let dataLayer = try await make(fixture(wishList: [1]))
      _ = try await dataLayer.checkout()
      _ = try await dataLayer.addToWishList(1)

      #expect(try await dataLayer.checkout().number == 2)
    },
  ]
}
