import Foundation
import Tasch
import Testing

// MARK: - Values changed by hand

extension SharedShopContract {
  /// A value set by hand that no catalogue or state file may hold, how to set it back, and the
  /// message that refuses it.
  private struct Damage: Sendable {
    let statement: String
    let repair: String
    let problem: String
  }

  private static let damages = [
    Damage(
      statement: "UPDATE products SET rated_3 = -1 WHERE id = 2",
      repair: "UPDATE products SET rated_3 = 1 WHERE id = 2",
      problem: #"product 2: "ratings.3" must be a whole number of at least 0, not -1"#),
    Damage(
      statement: "UPDATE products SET height_cm = -36 WHERE id = 1",
      repair: "UPDATE products SET height_cm = 36 WHERE id = 1",
      problem: #"product 1: "dimensions.height.cm" must be a whole number of at least 0, not -36"#),
    Damage(
      statement: "UPDATE products SET name = '  ' WHERE id = 3",
      repair: "UPDATE products SET name = 'Urbanito' WHERE id = 3",
      problem: #"product 3: "name" must not be empty"#),
    Damage(
      statement: "UPDATE products SET colors = 'navy' WHERE id = 1",
      repair: "UPDATE products SET colors = '1F2B3B' WHERE id = 1",
      problem: #"product 1: "colors[0]" must be six hex digits, not "navy""#),
    Damage(
      statement: "UPDATE shoppers SET last_order_number = -1",
      repair: "UPDATE shoppers SET last_order_number = 1",
      problem: #"shopper ann: "lastOrderNumber" must be a whole number of at least 0, not -1"#),
    Damage(
      statement: "UPDATE wish_list_entries SET product_id = 0",
      repair: "UPDATE wish_list_entries SET product_id = 3",
      problem: #"shopper ann: "wishList[0]" must be a whole number above 0, not 0"#),
    Damage(
      statement: "UPDATE orders SET total = -1",
      repair: "UPDATE orders SET total = 25000",
      problem: #"order 1: "total" must not be negative, not -0.01"#),
    Damage(
      statement: "UPDATE orders SET total = 24999",
      repair: "UPDATE orders SET total = 25000",
      problem: #"order 1: "total" must be the lines less the discount with shipping, "#
        + "250.00, not 249.99"),
    Damage(
      statement: "UPDATE orders SET checkout_key = 'a key'",
      repair: "UPDATE orders SET checkout_key = NULL",
      problem: #"order 1: "checkout_key" should hold 1 to 255 visible ASCII characters"#),
    Damage(
      statement: "UPDATE shops SET product_count = -4",
      repair: "UPDATE shops SET product_count = 4",
      problem: #"shop test: "productCount" must be a whole number of at least 0, not -4"#),
  ]

  /// `database` loaded, ann's order of product 1 placed, then `between` run, then product 3
  /// on her wish list.
  private static func orderedOne(
    _ database: Database, between: (Database) async throws -> Void = { _ in }
  ) async throws -> Database {
    let database = try await loaded(database)
    let store = database.open()
    try await change(store, ann) { _ = $0.addToWishList(1, at: .stub) }
    _ = try await checkOut(store, ann)
    try await between(database)
    try await change(store, ann) { _ = $0.addToWishList(3, at: .stub) }
    return database
  }

  static let damagedDataCases: [Case] = [
    Case("refuses a price set below zero by hand, naming the product, and orders nothing") {
      database in
      let database = try await loaded(database)
      let store = database.open()
      try await change(store, ann) { _ = $0.addToWishList(1, at: .stub) }
      try await database.execute("UPDATE products SET price = -25000 WHERE id = 1")
      let refusal = ShopError.storage(
        #"\#(database.name) holds damaged data: product 1: "price" must not be negative, "#
          + "not -250.00")

      await #expect(throws: refusal) {
        try await read(database.open(), ann) { try $0.page(CatalogueQuery()) }
      }
      await #expect(throws: refusal) { _ = try await checkOut(database.open(), ann) }
      let (orders, wishList) = try await read(database.open(), ann) {
        (try $0.orders(), $0.shopper.wishList)
      }
      #expect(orders.isEmpty && wishList.productIDs == [1])
    },
    Case("refuses a shipping price set below zero by hand, which would lower the total") {
      database in
      let database = try await loaded(database)
      try await database.execute("UPDATE shops SET shipping_flat = -990")
      let refusal = ShopError.storage(
        #"\#(database.name) holds damaged data: shipping: "flat" must not be negative, "#
          + "not -9.90")

      await #expect(throws: refusal) { try await read(database.open(), ann) { try $0.pricing() } }
      // Shipping free from nothing is no threshold, as the catalogue says.
      for freeFrom in [-1, 0] {
        try await database.execute(
          "UPDATE shops SET shipping_flat = 990, shipping_free_from = \(freeFrom)")
        await #expect(throws: ShopError.self) {
          try await read(database.open(), ann) { try $0.pricing() }
        }
      }
    },
    Case("refuses runs of an order lost by hand, where a listing would leave products out") {
      database in
      let database = try await loaded(database)
      try await database.execute("DELETE FROM product_runs")

      for query in [CatalogueQuery(), CatalogueQuery(searchText: "Carrier")] {
        await #expect {
          try await read(database.open(), ann) { try $0.page(query) }
        } throws: { error in
          guard case .storage(let message) = error as? ShopError else { return false }
          return message.hasPrefix("\(database.name) holds damaged data: the runs of the order")
        }
      }
    },
    Case("refuses products of one position added by hand, where an order moving one crashed") {
      database in
      let database = try await loaded(database)
      let columns = """
        position, available, name, short_description, description, colors, height_cm,
        height_in, width_cm, width_in, depth_cm, depth_in, price, stock, image, rated_1, rated_2,
        rated_3, rated_4, rated_5, rating_count, rating_rank, name_key, short_description_key,
        max_per_order
        """
      // A twin of every product, at the same position.
      try await database.execute(
        "INSERT INTO products (shop_key, id, \(columns)) "
          + "SELECT shop_key, id + 100, \(columns) FROM products")
      var refusals = 0

      for product in ShopStoreContract.products where product.stock > 0 {
        let store = database.open()
        let shopper = Shopper(shop: shop, name: "buyer\(product.id)")
        try await change(store, shopper) { _ = $0.addToWishList(product.id, at: .stub) }
        do {
          _ = try await checkOut(store, shopper)
        } catch ShopError.storage(let message) {
          #expect(message.hasPrefix("\(database.name) holds damaged data: "), "\(message)")
          refusals += 1
        }
      }

      #expect(refusals > 0)
    },
    Case("numbers an order after every one placed, though the last number was set back") {
      database in
      let database = try await orderedOne(database) {
        try await $0.execute("UPDATE shoppers SET last_order_number = 0")
      }

      let order = try await checkOut(database.open(), ann)

      #expect(order.number == 2)
      let orders = try await read(database.open(), ann) { try $0.orders() }
      #expect(orders.map(\.number) == [1, 2])
    },
    Case("refuses every other value no file may hold, naming whose it is and the field") {
      database in
      let database = try await orderedOne(database)

      for damage in damages {
        try await database.execute(damage.statement)
        await #expect(
          throws: ShopError.storage("\(database.name) holds damaged data: \(damage.problem)")
        ) {
          try await read(database.open(), ann) { snapshot in
            (try snapshot.page(CatalogueQuery()), try snapshot.orders())
          }
        }
        try await database.execute(damage.repair)
      }
      let page = try await read(database.open(), ann) { try $0.page(CatalogueQuery()) }
      #expect(page.totalMatching == 4)
    },
  ]
}
