import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschPostgreSQL
@testable import TaschSQLStore

/// What only a server can do: be away, refuse, lose the connection, keep a lock too long.
///
/// Each failure names the store, never its password, and leaves nothing half-written; a schema
/// of a newer version is refused.
@Suite struct PostgreSQLShopStoreTests {
  private let shopper = Shopper(shop: ShopID("test"), name: "ann")

  @Test(.needsLibPQ) func noServerIsAClearErrorWithoutThePassword() async throws {
    let folder = TemporaryFolder()
    let store = PostgreSQLShopStore(url: "postgresql://shop:s3cret@/shop?host=\(folder.path)")

    await #expect {
      try await store.shops()
    } throws: { error in
      guard case .storage(let message) = error as? ShopError else { return false }
      return message.hasPrefix("cannot connect to postgresql://shop:***@/shop?host=\(folder.path)")
        && !message.contains("s3cret")
    }
  }

  @Test(.needsPostgreSQLServer) func aDatabaseTheServerRefusesIsAClearError() async throws {
    let url = try #require(PostgreSQLTestServer.url).replacing(
      "/postgres?", with: "/no_such_database?")
    let store = PostgreSQLShopStore(url: url)

    await #expect {
      try await store.shops()
    } throws: { error in
      guard case .storage(let message) = error as? ShopError else { return false }
      return message.hasPrefix("cannot connect to \(url)")
        && message.contains("\"no_such_database\" does not exist")
    }
  }

  @Test(.needsPostgreSQLServer)
  func aDatabaseThatOnlyReadsIsReadAndSaysWhyItCannotBeChanged() async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      _ = try await PostgreSQLShopStore(url: schema.url).load(
        .stub([.stub(id: 1)]), as: shopper.shop)
      // The URL's options end it: one more makes every transaction read only by default.
      let store = PostgreSQLShopStore(
        url: schema.url + "%20-c%20default_transaction_read_only%3Don")

      let page = try await store.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
        try snapshot.page(CatalogueQuery()).products.map(\.id)
      }
      await #expect(
        throws: ShopError.storage(
          "cannot save \(store.name): the server only lets it be read; nothing was changed")
      ) {
        try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
          _ = work.shopper.addToWishList(1, at: .stub)
        }
      }

      #expect(page == [1])
    }
  }

  /// Found by an attack: the server writes every value as text, so a name whose column was
  /// made `bytea` by hand read as `\x547261766f6c`, and was shown and kept in orders so.
  @Test(.needsPostgreSQLServer)
  func aColumnWhoseTypeWasChangedByHandIsDamagedData() async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      let store = PostgreSQLShopStore(url: schema.url)
      _ = try await store.load(.stub([.stub(id: 1)]), as: shopper.shop)
      for change in [
        "ALTER TABLE products ALTER COLUMN name TYPE bytea USING convert_to(name, 'UTF8')",
        "ALTER TABLE products ALTER COLUMN name TYPE bigint USING 7",
      ] {
        _ = try schema.connect().execute(change)

        await #expect {
          try await PostgreSQLShopStore(url: schema.url).read(.catalogue, for: shopper) {
            snapshot throws(ShopError) in try snapshot.page(CatalogueQuery()).products
          }
        } throws: { error in
          guard case .storage(let message) = error as? ShopError else { return false }
          return message.hasPrefix("\(store.name) holds damaged data: ")
            && message.contains("should hold text")
        }
        _ = try schema.connect().execute(
          "ALTER TABLE products ALTER COLUMN name TYPE text USING 'Product'")
      }
    }
  }

  /// Found by an attack: a search path of no schema there was said to be a store that holds no
  /// shop yet, and loading one then failed in the server's own words.
  @Test(.needsPostgreSQLServer) func aSearchPathOfNoSchemaIsSaidToBeSo() async throws {
    let server = try #require(PostgreSQLTestServer.url)
    let store = PostgreSQLShopStore(
      url: server + (server.contains("?") ? "&" : "?")
        + "options=-c%20search_path%3Dno_such_schema")
    let refusal = ShopError.storage(
      "\(store.name) has no schema to keep its tables in: no schema of the connection's search "
        + "path exists, or this role may not use one; name one in the URI with "
        + "options=-c%20search_path%3DNAME")

    await #expect(throws: refusal) { try await store.shops() }
    await #expect(throws: refusal) { try await store.load(.stub([.stub(id: 1)]), as: shopper.shop) }
  }

  @Test func aServersFullDiskIsSaidAsTheOtherStoresSayIt() {
    let error = PostgreSQLError.server(
      .diskFull, message: "could not extend file \"base/5/16384\": No space left on device")

    #expect(
      PostgreSQLSession.failure(error, name: "postgresql:///shop", statementTimeout: .seconds(1))
        == .storage("cannot save postgresql:///shop: the disk is full; nothing was changed"))
  }

  @Test func aConnectionLostAsAChangeIsKeptSaysItsOutcomeIsUnknown() {
    let error = PostgreSQLError.connectionLostWhileCommitting("server closed the connection")

    #expect(
      PostgreSQLSession.failure(error, name: "postgresql:///shop", statementTimeout: .seconds(1))
        == .storage(
          "the connection to postgresql:///shop was lost as the change was being kept (server "
            + "closed the connection): it may have been kept or not, so look (tasch history, "
            + "tasch orders) before trying again; a checkout sent again over HTTP with the same "
            + "Idempotency-Key places no second order"))
  }

  /// Found by an attack: a role without the grant, and tables dropped under a running server,
  /// were said in the server's own words, `PostgreSQL error 42501: …`.
  @Test func aMissingGrantAndMissingTablesAreSaidAsTheOtherStoresSayThem() {
    let name = "postgresql:///shop"
    let denied = PostgreSQLError.server(
      .insufficientPrivilege, message: "permission denied for table wish_list_items")
    let gone = PostgreSQLError.server(
      .undefinedTable, message: "relation \"shops\" does not exist")

    #expect(
      PostgreSQLSession.failure(denied, name: name, statementTimeout: .seconds(1))
        == .storage(
          "cannot use \(name): permission denied for table wish_list_items (the role its URI "
            + "names lacks the grant); nothing was changed"))
    #expect(
      PostgreSQLSession.failure(gone, name: name, statementTimeout: .seconds(1))
        == ShopSchema.noShopYet(in: name))
  }

  @Test(.needsPostgreSQLServer) func aNewerSchemaIsRefusedAndLeftAlone() async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      _ = try await PostgreSQLShopStore(url: schema.url).load(
        .stub([.stub(id: 1)]), as: shopper.shop)
      let newer = ShopSchema.version + 1
      try schema.connect().execute("UPDATE tasch_schema SET version = \(newer)")
      let store = PostgreSQLShopStore(url: schema.url)
      let refusal = ShopError.storage(
        "\(store.name) has schema version \(newer), newer than this tasch's "
          + "\(ShopSchema.version): use a newer tasch with it; nothing was changed")

      await #expect(throws: refusal) { _ = try await store.shops() }
      await #expect(throws: refusal) {
        try await store.load(.stub([.stub(id: 7)]), as: shopper.shop)
      }
      let ids = try schema.connect().execute("SELECT id FROM products").rows
      #expect(try ids.map { try $0.int64(0) } == [1])
    }
  }

  @Test(.needsPostgreSQLServer)
  func aConnectionLostInAUnitOfWorkChangesNothingAndTheNextCallConnectsAgain() async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      let (store, application) = try await loadedStoreNamingItsSessions(in: schema)

      await #expect {
        try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
          _ = work.shopper.addToWishList(1, at: .stub)
          Self.endSessions(of: application)
        }
      } throws: { error in
        guard case .storage(let message) = error as? ShopError else { return false }
        return message.hasPrefix("the connection to \(store.name) was lost")
          && message.hasSuffix("nothing was changed, try again")
      }
      #expect(try await store.read(.wishList, for: shopper) { $0.shopper } == ShopperData())
    }
  }

  @Test(.needsPostgreSQLServer)
  func aConnectionLostWhileIdleIsMadeAgainWithoutFailingTheNextCall() async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      let (store, application) = try await loadedStoreNamingItsSessions(in: schema)

      // As a server restarted between two requests to a long-running `tasch serve` does.
      Self.endSessions(of: application)
      try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
        _ = work.shopper.addToWishList(1, at: .stub)
      }
      Self.endSessions(of: application)

      #expect(try await store.read(.wishList, for: shopper) { $0.shopper } != ShopperData())
    }
  }

  @Test(.needsPostgreSQLServer)
  func aLockHeldPastTheStatementTimeoutIsAClearErrorAndNothingIsWritten() async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      // Only the change runs under the short timeout: the load and the read after it, on a
      // busy server, could outlast it too.
      let store = PostgreSQLShopStore(url: schema.url, statementTimeout: .milliseconds(100))
      let patient = PostgreSQLShopStore(url: schema.url)
      _ = try await patient.load(.stub([.stub(id: 1)]), as: shopper.shop)
      let other = try schema.connect()
      try other.execute("BEGIN")
      try other.execute("LOCK TABLE shoppers IN EXCLUSIVE MODE")

      await #expect(
        throws: ShopError.storage(
          "\(store.name) took longer than the statement timeout (0.1 seconds); nothing was "
            + "changed, try again")
      ) {
        try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
          _ = work.shopper.addToWishList(1, at: .stub)
        }
      }
      try other.execute("ROLLBACK")
      #expect(try await patient.read(.wishList, for: shopper) { $0.shopper } == ShopperData())
    }
  }

  /// A store on `schema`, the product 1 loaded, whose sessions carry an application name of
  /// their own, so that a test can end them.
  private func loadedStoreNamingItsSessions(in schema: PostgreSQLTestSchema) async throws
    -> (PostgreSQLShopStore, application: String)
  {
    let application = "tasch-test-\(UInt32.random(in: 0 ... .max))"
    let store = PostgreSQLShopStore(url: schema.url + "&application_name=\(application)")
    _ = try await store.load(.stub([.stub(id: 1)]), as: shopper.shop)
    return (store, application)
  }

  /// Ends every session of the application `application` on the test server, as a restarted
  /// server or a broken network would, and waits until they are gone; the unit of work fails
  /// only if it did.
  private static func endSessions(of application: String) {
    _ = try? PostgreSQLTestServer.connect().execute(
      "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = $1",
      [.text(application)])
  }
}
