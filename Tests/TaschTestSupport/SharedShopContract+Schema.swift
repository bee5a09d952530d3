import Foundation
import Tasch
import Testing

// MARK: - The schema's version

extension SharedShopContract {
  /// The version of the tables this tasch writes.
  static let schemaVersion = 8

  /// What version 5 added to the tables, as `ALTER TABLE` drops it again, after dropping
  /// `version5Tables`: how a case makes a store of version 4.
  public static let version5Columns = [
    ("products", "max_per_order"), ("wish_list_entries", "quantity"),
    ("order_lines", "quantity"), ("history_entries", "quantity"),
    ("history_entries", "previous_quantity"), ("orders", "code"), ("orders", "discount"),
    ("orders", "shipping"), ("shops", "shipping_flat"), ("shops", "shipping_free_from"),
  ]

  /// The tables version 5 added, in the order they can be dropped.
  public static let version5Tables = ["promotion_products", "promotions"]

  /// The statements that take out again what version 7 added, as a case makes a store of an
  /// earlier version.
  public static let undoingVersion7 = [
    "DROP INDEX orders_by_checkout_key", "ALTER TABLE orders DROP COLUMN checkout_key",
  ]

  static let schemaCases: [Case] = [
    Case("refuses a schema version no tasch writes, naming the store, and changes nothing") {
      database in
      for version in [-1, 0, Int.min + 1] {
        let database = try await loaded(database)
        try await database.execute("UPDATE tasch_schema SET version = \(version)")
        let refusal = ShopError.storage(
          "\(database.name) has schema version \(version), which no tasch writes: its tables "
            + "are damaged; nothing was changed")

        try await expectRefused(database, refusal)
      }
    },
    Case("refuses a schema version set back by hand, naming what a later version added") {
      database in
      for (version, holding, added) in [
        (2, "the table product_runs", 3), (4, "the table promotions", 5),
        (5, "the column orders.checkout_key", 7), (6, "the column orders.checkout_key", 7),
      ] {
        let database = try await loaded(database)
        try await database.execute("UPDATE tasch_schema SET version = \(version)")
        let refusal = ShopError.storage(
          "\(database.name) holds damaged data: schema version \(version) holds \(holding), "
            + "which version \(added) added: its version was changed by hand; nothing was changed")

        try await expectRefused(database, refusal)
      }
    },
    Case("notices in its shops a table dropped or the version changed since its first read") {
      database in
      let database = try await loaded(database)
      let store = database.open()
      #expect(try await store.shops().map(\.id) == [shop])

      try await database.execute("UPDATE tasch_schema SET version = \(schemaVersion + 1)")
      await #expect(throws: ShopError.self) { try await store.shops() }
      try await database.execute("UPDATE tasch_schema SET version = \(schemaVersion)")
      try await database.execute("DROP TABLE shopper_tokens")

      await #expect(
        throws: ShopError.storage(
          "\(database.name) holds damaged data: schema version \(schemaVersion) has the table "
            + "shopper_tokens, which is missing; nothing was changed")
      ) { try await store.shops() }
    },
    Case("refuses a schema version that is not one row, and changes nothing") { database in
      for (damage, rows) in [
        ("DELETE FROM tasch_schema", 0), ("INSERT INTO tasch_schema (version) VALUES (2)", 2),
      ] {
        let database = try await loaded(database)
        try await database.execute("DELETE FROM tasch_schema")
        try await database.execute("INSERT INTO tasch_schema (version) VALUES (\(schemaVersion))")
        try await database.execute(damage)
        let refusal = ShopError.storage(
          "\(database.name) holds damaged data: tasch_schema must have one row, not \(rows); "
            + "nothing was changed")

        try await expectRefused(database, refusal)
      }
    },
    Case("refuses tasch's tables without their version rather than make them again") { database in
      let database = try await loaded(database)
      try await database.execute("DROP TABLE tasch_schema")

      try await expectRefused(database) { message in
        message.hasPrefix("\(database.name) holds some of tasch's tables (shops, products, ")
          && message.hasSuffix(
            ") but not all (tasch_schema): it was not made by tasch, or is damaged; nothing was "
              + "changed")
      }
      try await database.execute("CREATE TABLE tasch_schema (version INTEGER NOT NULL)")
      try await database.execute("INSERT INTO tasch_schema (version) VALUES (\(schemaVersion))")
      let products = try await read(database.open(), ann) { try $0.page(CatalogueQuery()) }
      #expect(products.products == ShopStoreContract.products)
    },
    Case("migrates a store of version 4: every wish-list and order line of one, nothing lost") {
      database in
      let database = try await loaded(database)
      let store = database.open()
      try await change(store, ann) { data in
        _ = data.addToWishList([1, 3], at: .stub)
        _ = data.removeFromWishList(3, at: .stub)
      }
      try await change(store, bob) { _ = $0.addToWishList(7, at: .stub) }
      let order = try await checkOut(store, bob)
      try await change(store, bob) { _ = $0.addToWishList(1, at: .stub) }
      for statement in undoingVersion7 { try await database.execute(statement) }
      for table in version5Tables { try await database.execute("DROP TABLE \(table)") }
      for (table, column) in version5Columns {
        try await database.execute("ALTER TABLE \(table) DROP COLUMN \(column)")
      }
      try await database.execute("UPDATE tasch_schema SET version = 4")

      await #expect(throws: ShopError.self) { try await read(database.open(), ann) { $0.shopper } }
      try await database.load(.stub(ShopStoreContract.products), shop)
      let migrated = database.open()
      let anns = try await read(migrated, ann) { $0.shopper }
      let (bobs, orders) = try await read(migrated, bob) { ($0.shopper, try $0.orders()) }

      #expect(anns.wishList == WishList([1]))
      #expect(
        anns.history.changes.map(\.kind) == [
          .addedToWishList(), .addedToWishList(), .removedFromWishList(position: 1),
        ])
      #expect(bobs.wishList == WishList([1]))
      #expect(orders == [order])
      #expect(orders.first?.lines.map(\.quantity) == [1])
      let products = try await read(migrated, ann) { try $0.page(CatalogueQuery()) }
      #expect(products.products.map(\.maxPerOrder) == ShopStoreContract.products.map(\.maxPerOrder))
    },
    Case("migrates a store of version 5: every shop's search keys folded again") { database in
      // Names Foundation's folding keeps a letter of, in a shop loaded again and in another.
      let lodz = ShopProduct.stub(id: 9, name: "Łódź Tote", price: .usd(5), stock: 1)
      let orsted = ShopProduct.stub(id: 1, name: "Ørsted Lamp", price: .usd(5), stock: 1)
      let other = ShopID("other")
      try await database.load(.stub([lodz, ShopStoreContract.carrier]), shop)
      let pouch = ShopProduct.stub(id: 2, name: "Pouch", price: .usd(5), stock: 1)
      try await database.load(.stub([pouch, orsted]), other)
      // The keys as version 5 folded them, which no search typed without the letter finds.
      try await database.execute(
        "UPDATE products SET name_key = 'łodz tote' WHERE name = 'Łódź Tote'")
      try await database.execute(
        "UPDATE products SET name_key = 'ørsted lamp' WHERE name = 'Ørsted Lamp'")
      // SQLite's trigram table, where there is one, as stale as the keys.
      try? await database.execute("UPDATE product_search SET name_key = 'stale'")
      for statement in undoingVersion7 { try await database.execute(statement) }
      try await database.execute("UPDATE tasch_schema SET version = 5")

      try await database.load(.stub([lodz, ShopStoreContract.carrier]), shop)
      let store = database.open()
      let found = try await read(store, ann) {
        try $0.page(CatalogueQuery(searchText: "lodz")).products.map(\.name)
      }
      let elsewhere = Shopper(shop: other, name: "ann")
      let (foundElsewhere, byName) = try await read(store, elsewhere) {
        (
          try $0.page(CatalogueQuery(searchText: "orsted lamp")).products.map(\.name),
          try $0.page(CatalogueQuery(sortOrder: .name)).products.map(\.name)
        )
      }

      #expect(found == ["Łódź Tote"])
      #expect(foundElsewhere == ["Ørsted Lamp"])
      // "ørsted" sorted after "pouch"; "orsted" sorts before it.
      #expect(byName == ["Ørsted Lamp", "Pouch"])
    },
    Case("migrates a store of version 7: soft hyphens and full-width letters folded away") {
      database in
      let pram = ShopProduct.stub(id: 9, name: "Kinder\u{AD}wagen", price: .usd(5), stock: 1)
      let full = ShopProduct.stub(id: 8, name: "ＢＡＧ", price: .usd(5), stock: 1)
      let other = ShopID("other")
      try await database.load(.stub([ShopStoreContract.carrier]), shop)
      try await database.load(.stub([pram, full]), other)
      // The keys as version 7 folded them, in a shop the migrating load does not load again.
      try await database.execute(
        "UPDATE products SET name_key = 'kinder\u{AD}wagen' WHERE id = 9")
      try await database.execute("UPDATE products SET name_key = 'ｂａｇ' WHERE id = 8")
      try? await database.execute("UPDATE product_search SET name_key = 'stale'")
      try await database.execute("UPDATE tasch_schema SET version = 7")

      try await database.load(.stub([ShopStoreContract.carrier]), shop)
      let found = try await read(database.open(), Shopper(shop: other, name: "ann")) {
        (
          try $0.page(CatalogueQuery(searchText: "kinderwagen")).products.map(\.name),
          try $0.page(CatalogueQuery(searchText: "bag")).products.map(\.name)
        )
      }

      #expect(found.0 == ["Kinder\u{AD}wagen"])
      #expect(found.1 == ["ＢＡＧ"])
    },
    Case("refuses to load into a database whose table of that name tasch did not make") {
      database in
      try await database.execute("CREATE TABLE orders (reference TEXT)")

      await #expect {
        try await database.load(.stub([ShopStoreContract.carrier]), shop)
      } throws: { error in
        guard case .storage(let message) = error as? ShopError else { return false }
        return message.hasPrefix("\(database.name) holds some of tasch's tables (orders) but not ")
      }
      await #expect {
        try await database.open().shops()
      } throws: { error in
        guard case .storage(let message) = error as? ShopError else { return false }
        return message.hasPrefix("\(database.name) holds some of tasch's tables (orders) but not ")
      }
    },
  ]

  /// Expects every store of `database` to refuse it with `refusal`, to read and to load, and
  /// the shop to be as the fixture loaded it once its version is mended.
  private static func expectRefused(_ database: Database, _ refusal: ShopError) async throws {
    try await expectRefused(database) { ShopError.storage($0) == refusal }
  }

  /// Expects every store of `database` to refuse it with a `storage` error whose message
  /// `matches`, to read and to load, and the shop to be as the fixture loaded it once its
  /// version is mended.
  private static func expectRefused(
    _ database: Database, _ matches: @escaping @Sendable (String) -> Bool
  ) async throws {
    let refused: @Sendable (any Error) -> Bool = { error in
      guard case .storage(let message) = error as? ShopError else { return false }
      return matches(message)
    }
    await #expect(performing: { try await database.open().shops() }, throws: refused)
    await #expect(
      performing: { try await read(database.open(), ann) { $0.shopper } }, throws: refused)
    await #expect(
      performing: { try await database.load(.stub([ShopStoreContract.travol]), shop) },
      throws: refused)
    if (try? await database.execute("SELECT version FROM tasch_schema")) != nil {
      try await database.execute("DELETE FROM tasch_schema")
      try await database.execute("INSERT INTO tasch_schema (version) VALUES (\(schemaVersion))")
      let page = try await read(database.open(), ann) { try $0.page(CatalogueQuery()) }
      #expect(page.products == ShopStoreContract.products)
    }
  }
}
