import Foundation
import Tasch
import Testing

// MARK: - Shops and catalogues

extension SharedShopContract {
  static let catalogueCases: [Case] = [
    Case("keeps shops apart, even with the same product identifiers") { database in
      let (north, south) = (ShopID("north"), ShopID("south"))
      try await database.load(.stub(ShopStoreContract.products, shopName: nil), north)
      try await database.load(.stub(ShopStoreContract.products, shopName: nil), south)
      let store = database.open()
      let (annNorth, annSouth) = (
        Shopper(shop: north, name: "ann"), Shopper(shop: south, name: "ann")
      )

      try await change(store, annNorth) { _ = $0.addToWishList(1, at: .stub) }
      _ = try await checkOut(store, annNorth)
      let (southData, southOrders, southStock) = try await read(store, annSouth) {
        ($0.shopper, try $0.orders(), try $0.products([1])[1]?.stock)
      }
      let northStock = try await read(store, annNorth) { try $0.products([1])[1]?.stock }

      #expect(try await store.shops().map(\.id) == [north, south])
      #expect(southData == ShopperData() && southOrders.isEmpty)
      #expect(northStock == 22 && southStock == 23)
    },
    Case("loading again replaces products and stock and keeps every shopper's data") {
      database in
      let database = try await loaded(database)
      let store = database.open()
      try await change(store, ann) { data in
        _ = data.addToWishList(1, at: .stub)
        _ = data.rate(2, .four, at: .stub)
      }
      _ = try await checkOut(store, ann)
      try await change(store, ann) { _ = $0.addToWishList(3, at: .stub) }
      var renamed = ShopStoreContract.carrier
      renamed.name = "Carrier II"
      renamed.stock = 50
      renamed.ratings = RatingCounts([.two: 1])

      try await database.load(.stub([renamed, ShopStoreContract.ecole]), shop)
      let (summary, page, found, data, orders) = try await read(store, ann) {
        (
          $0.shop, try $0.page(CatalogueQuery()).products.map(\.id),
          try $0.products([1, 2, 3, 7]), $0.shopper, try $0.orders()
        )
      }
      try await database.load(.stub([ShopStoreContract.travol]), shop)
      let travol = try await read(store, ann) { try $0.products([2])[2] }

      #expect(summary.productCount == 2 && page == [1, 7])
      #expect(found[1] == renamed && Set(found.keys) == [1, 7])
      #expect(data.wishList.productIDs == [3] && data.ratings == [2: .four])
      #expect(orders.count == 1 && data.lastOrderNumber == 1)
      #expect(travol?.ratings == RatingCounts([.three: 1, .four: 1]))
    },
    Case("refuses a catalogue it cannot hold, changing nothing") { database in
      let database = try await loaded(database)
      let twice = Catalogue.stub([ShopStoreContract.carrier, ShopStoreContract.carrier])
      var negative = ShopStoreContract.travol
      negative.stock = -1

      await #expect(throws: ShopError.self) { try await database.load(twice, shop) }
      await #expect(throws: ShopError.self) { try await database.load(.stub([negative]), shop) }
      let page = try await read(database.open(), ann) { try $0.page(CatalogueQuery()) }

      #expect(page == ProductPage(products: ShopStoreContract.products, totalMatching: 4))
    },
    Case("says which shops it holds when asked for another") { database in
      let database = try await loaded(database)

      await #expect(
        throws: ShopError.catalogueUnavailable(
          "\(database.name) holds no shop elsewhere; it holds test")
      ) {
        try await read(database.open(), Shopper(shop: ShopID("elsewhere"), name: "ann")) { $0.shop }
      }
    },
  ]
}
