import Foundation
import Tasch
import Testing

// MARK: - Shoppers' tokens

extension SharedShopContract {
  /// The tokens of the contract's shop, kept through `store`, made at `Date.stub`.
  static func tokens(_ store: any ShopperTokenStore) -> ShopperTokens {
    ShopperTokens(store: store, shop: shop, now: { .stub })
  }

  static let tokenCases: [Case] = [
    Case("keeps a token that another store finds the holder of, and lists them without it") {
      database in
      let database = try await loaded(database)
      let token = try #require(try await tokens(database.open()).issue(to: "ann"))

      let holder = try await database.open().holder(of: token, in: shop)
      let holders = try await tokens(database.open()).holders()

      #expect(holder == "ann")
      #expect(holders == [TokenHolder(name: "ann", madeAt: .stub)])
    },
    Case("keeps a token as the SHA-256 digest of its bytes, never as itself") { database in
      let database = try await loaded(database)
      let zeros = try #require(ShopperToken(text: String(repeating: "A", count: 43)))
      _ = try await ShopperTokens(store: database.open(), shop: shop, draw: { zeros })
        .issue(to: "ann")

      // Deletes the row only if it kept the token's text.
      try await database.execute(
        "DELETE FROM shopper_tokens WHERE digest = '\(zeros.text)' OR lookup = '\(zeros.text)'")
      let kept = try await database.open().holder(of: zeros, in: shop)
      // Deletes the row only if it kept the SHA-256 of 32 zero bytes, looked up by 16 digits.
      try await database.execute(
        "DELETE FROM shopper_tokens WHERE digest = "
          + "'66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925' "
          + "AND lookup = '66687aadf862bd77'")
      let afterDigestDeleted = try await database.open().holder(of: zeros, in: shop)

      #expect(kept == "ann")
      #expect(afterDigestDeleted == nil)
    },
    Case("refuses a digest changed by hand, naming its holder, in the list and for the token") {
      database in
      let database = try await loaded(database)
      let token = try #require(try await tokens(database.open()).issue(to: "ann"))
      /// The refusal of a damaged `column`, which should hold `what`.
      func refusal(_ column: String, _ what: String) -> ShopError {
        .storage(
          "\(database.name) holds damaged data: the token of shopper ann: \"\(column)\" should "
            + "hold \(what)")
      }
      let badDigest = refusal("digest", "the 64 lowercase hexadecimal digits of a SHA-256")

      try await database.execute("CREATE TABLE kept_digest AS SELECT digest FROM shopper_tokens")
      // Capitals, a digit short, and another first digit, which the lookup then is not.
      for (damage, expected) in [
        ("upper(digest)", badDigest), ("substr(digest, 1, 63)", badDigest),
        (
          "CASE WHEN substr(digest, 1, 1) = '0' THEN '1' ELSE '0' END || substr(digest, 2, 63)",
          refusal("lookup", "the first 16 digits of \"digest\"; one of the two was changed")
        ),
      ] {
        try await database.execute("UPDATE shopper_tokens SET digest = \(damage)")
        await #expect(throws: expected) { try await tokens(database.open()).holders() }
        await #expect(throws: expected) { try await database.open().holder(of: token, in: shop) }
        try await database.execute(
          "UPDATE shopper_tokens SET digest = (SELECT digest FROM kept_digest)")
      }
      #expect(try await database.open().holder(of: token, in: shop) == "ann")
    },
    Case("refuses a holder's name made blank or given a control character by hand") {
      database in
      let database = try await loaded(database)
      let token = try #require(try await tokens(database.open()).issue(to: "ann"))

      for (damage, problem) in [
        ("  ", "must not be empty"),
        ("ann\t", "must not hold a control character, such as a tab or an escape"),
      ] {
        try await database.execute(
          "UPDATE shoppers SET name = '\(damage)' "
            + "WHERE key IN (SELECT shopper_key FROM shopper_tokens)")
        /// Whether `error` names the shopper's row and what is wrong with the name.
        let namesTheName: @Sendable (any Error) -> Bool = { error in
          guard case .storage(let message) = error as? ShopError else { return false }
          return message.hasPrefix("\(database.name) holds damaged data: the shopper of key ")
            && message.hasSuffix(" in the table shoppers: \"name\" \(problem)")
        }
        await #expect { try await tokens(database.open()).holders() } throws: { namesTheName($0) }
        await #expect { try await database.open().holder(of: token, in: shop) } throws: {
          namesTheName($0)
        }
      }
    },
    Case("finds each shopper by their own token, never another's") { database in
      let database = try await loaded(database)
      let store = database.open()
      var issued: [String: ShopperToken] = [:]
      for name in ["ann", "bob", "cleo"] {
        let token = try #require(try await tokens(store).issue(to: name))
        issued[name] = token
      }

      for (name, token) in issued {
        #expect(try await database.open().holder(of: token, in: shop) == name)
      }
      #expect(try await tokens(store).holders().map(\.name) == ["ann", "bob", "cleo"])
    },
    Case("gives a shopper one token: another is refused, and the first still finds them") {
      database in
      let database = try await loaded(database)
      let first = try #require(try await tokens(database.open()).issue(to: "ann"))

      let second = try await tokens(database.open()).issue(to: "ann")

      #expect(second == nil)
      #expect(try await database.open().holder(of: first, in: shop) == "ann")
      #expect(try await tokens(database.open()).holders().count == 1)
    },
    Case("lets exactly one of many stores issuing a shopper's token at once keep theirs") {
      database in
      let database = try await loaded(database)
      let stores = (0..<8).map { _ in database.open() }

      let issued = try await withThrowingTaskGroup(of: ShopperToken?.self) { group in
        for store in stores { group.addTask { try await tokens(store).issue(to: "ann") } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      let kept = issued.compactMap { $0 }

      #expect(kept.count == 1)
      if let token = kept.first {
        #expect(try await database.open().holder(of: token, in: shop) == "ann")
      }
    },
    Case("finds nobody for a revoked token, and says whether there was one to revoke") {
      database in
      let database = try await loaded(database)
      let token = try #require(try await tokens(database.open()).issue(to: "ann"))

      let revoked = try await database.open().revokeToken(of: ann)
      let again = try await database.open().revokeToken(of: ann)
      let holder = try await database.open().holder(of: token, in: shop)
      let renewed = try #require(try await tokens(database.open()).issue(to: "ann"))

      #expect(revoked && !again)
      #expect(holder == nil)
      #expect(try await database.open().holder(of: renewed, in: shop) == "ann")
      #expect(try await database.open().holder(of: token, in: shop) == nil)
    },
    Case("finds nobody for a token never issued, or one of another shop") { database in
      let database = try await loaded(database)
      try await database.load(.stub([ShopStoreContract.carrier]), ShopID("other"))
      _ = try await tokens(database.open()).issue(to: "ann")
      let elsewhere = try #require(
        try await ShopperTokens(store: database.open(), shop: ShopID("other")).issue(to: "ann"))

      #expect(try await database.open().holder(of: ShopperToken.drawn(), in: shop) == nil)
      #expect(try await database.open().holder(of: elsewhere, in: shop) == nil)
      #expect(try await database.open().holder(of: elsewhere, in: ShopID("other")) == "ann")
    },
    Case("compares the whole digest: a token whose kept digest was changed finds nobody") {
      database in
      let database = try await loaded(database)
      let token = try #require(try await tokens(database.open()).issue(to: "ann"))

      // The lookup stays, so the row is still found; only the whole digest differs.
      try await database.execute(
        "UPDATE shopper_tokens SET digest = lookup || '\(String(repeating: "0", count: 48))'")

      #expect(try await database.open().holder(of: token, in: shop) == nil)
    },
    Case("issues a token without touching the shopper's data, and keeps it over a new load") {
      database in
      let database = try await loaded(database)
      let store = database.open()
      try await change(store, ann) { _ = $0.addToWishList(1, at: .stub) }

      let token = try #require(try await tokens(store).issue(to: "ann"))
      _ = try #require(try await tokens(store).issue(to: "newcomer"))
      try await database.load(.stub(ShopStoreContract.products), shop)

      #expect(try await read(database.open(), ann) { $0.shopper.wishList.productIDs } == [1])
      #expect(
        try await read(database.open(), Shopper(shop: shop, name: "newcomer")) { $0.shopper }
          == ShopperData())
      #expect(try await database.open().holder(of: token, in: shop) == "ann")
    },
    Case("says a shop it does not hold has no tokens to keep, list, revoke or find") { database in
      let database = try await loaded(database)
      let unknown = ShopID("nowhere")
      let store = database.open()
      let unavailable: @Sendable (any Error) -> Bool = { error in
        guard case .catalogueUnavailable(let message) = error as? ShopError else { return false }
        return message.contains("holds no shop nowhere")
      }

      await #expect(
        performing: { try await ShopperTokens(store: store, shop: unknown).issue(to: "ann") },
        throws: unavailable)
      await #expect(performing: { try await store.tokenHolders(in: unknown) }, throws: unavailable)
      await #expect(
        performing: { try await store.revokeToken(of: Shopper(shop: unknown, name: "ann")) },
        throws: unavailable)
      await #expect(
        performing: { try await store.holder(of: ShopperToken.drawn(), in: unknown) },
        throws: unavailable)
    },
    Case("refuses a store of the version before tokens until it is loaded again, then keeps them") {
      database in
      let database = try await loaded(database)
      // Version 3 had neither the tokens nor the quantities of version 5.
      for statement in undoingVersion7 { try await database.execute(statement) }
      try await database.execute("DROP TABLE shopper_tokens")
      for table in version5Tables { try await database.execute("DROP TABLE \(table)") }
      for (table, column) in version5Columns {
        try await database.execute("ALTER TABLE \(table) DROP COLUMN \(column)")
      }
      try await database.execute("UPDATE tasch_schema SET version = 3")

      await #expect {
        try await tokens(database.open()).holders()
      } throws: { error in
        error as? ShopError
          == .storage(
            "\(database.name) has schema version 3, older than this tasch's \(schemaVersion): load a catalogue into it again with tasch store load to migrate it"
          )
      }
      try await database.load(.stub(ShopStoreContract.products), shop)
      let token = try #require(try await tokens(database.open()).issue(to: "ann"))
      #expect(try await database.open().holder(of: token, in: shop) == "ann")
    },
  ]
}
