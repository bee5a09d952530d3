import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschPostgreSQL
@testable import TaschSQLStore

/// How a PostgreSQL store searches text: through GIN indexes of `pg_trgm` where it can add
/// the extension or finds it added, by reading every product where it cannot.
@Suite(.needsPostgreSQLServer) struct PostgreSQLTextSearchTests {
  private let shop = ShopID("test")

  @Test func aLoadMakesTrigramIndexesAndSaysSo() async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      let load = try await PostgreSQLShopStore(url: schema.url)
        .loadReporting(.stub([.stub(id: 1)]), as: shop)
      let indexes = try schema.connect().execute(
        "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()"
          + " AND indexname LIKE '%trigrams' ORDER BY indexname"
      ).rows.map { try $0.string(0) }

      #expect(load.textSearch == .indexed)
      #expect(indexes == ["products_name_trigrams", "products_short_description_trigrams"])
    }
  }

  /// A database without `pg_trgm`, reached as a role that may not add it: every search reads
  /// the products, with the core's results.
  @Test(arguments: SharedShopContract.searchCases)
  func searchesAsTheCoreDoesWhereTheExtensionCannotBeAdded(_ contract: SharedShopContract.Case)
    async throws
  {
    let name = "tasch_test_" + String(UInt64.random(in: .min ... .max), radix: 16)
    let admin = try PostgreSQLTestServer.connect()
    try admin.executeScript("CREATE ROLE \(name) LOGIN")
    try admin.executeScript("CREATE DATABASE \(name)")
    let url = try #require(PostgreSQLTestServer.url)
      .replacing("postgres@/postgres", with: "\(name)@/\(name)")
    let result: Result<Void, any Error>
    do {
      let owner = try PostgreSQLConnection(
        url: try #require(PostgreSQLTestServer.url).replacing("@/postgres", with: "@/\(name)"))
      try owner.executeScript("GRANT CREATE ON SCHEMA public TO \(name)")
      let load = try await PostgreSQLShopStore(url: url)
        .loadReporting(.stub([.stub(id: 1)]), as: shop)
      guard case .scanning(let reason) = load.textSearch else {
        throw TextSearchUnexpected(description: "a role that may not add pg_trgm kept an index")
      }
      #expect(reason.contains("CREATE EXTENSION pg_trgm"))
      try await contract.run(
        SharedShopContract.Database(
          name: name, makeStore: { clock in PostgreSQLShopStore(url: url, clock: clock) },
          load: { catalogue, shop in
            _ = try await PostgreSQLShopStore(url: url).load(catalogue, as: shop)
          },
          execute: { sql in _ = try PostgreSQLConnection(url: url).execute(sql) }))
      result = .success(())
    } catch {
      result = .failure(error)
    }
    try admin.executeScript("DROP DATABASE \(name) WITH (FORCE)")
    try admin.executeScript("DROP ROLE \(name)")
    try result.get()
  }
}

private struct TextSearchUnexpected: Error, CustomStringConvertible {
  let description: String
}
