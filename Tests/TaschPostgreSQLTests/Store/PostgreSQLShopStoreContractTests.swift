import Tasch
import TaschTestSupport
import Testing

@testable import TaschPostgreSQL

/// The PostgreSQL store honours the contract every store must, slowed down too, and the one
/// every store shared by many shoppers must; each case in a schema of its own.
@Suite(.needsPostgreSQLServer) struct PostgreSQLShopStoreContractTests {
  @Test(arguments: ShopStoreContract.cases)
  func honoursTheContract(_ contract: ShopStoreContract.Case) async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      try await contract.run { fixture in try await Self.store(holding: fixture, in: schema) }
    }
  }

  @Test(arguments: ShopStoreContract.cases)
  func honoursTheContractWhenSlowedDown(_ contract: ShopStoreContract.Case) async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      try await contract.run(
        ShopStoreContract.slowedDown { fixture in
          try await Self.store(holding: fixture, in: schema)
        })
    }
  }

  @Test(arguments: SharedShopContract.cases)
  func sharesTheShop(_ contract: SharedShopContract.Case) async throws {
    try await PostgreSQLTestServer.runInSchema { schema in
      try await contract.run(schema.shared)
    }
  }

  /// A PostgreSQL store of `fixture` in `schema`: its catalogue loaded, its shopper's data
  /// written by a unit of work.
  static func store(holding fixture: ShopStoreContract.Fixture, in schema: PostgreSQLTestSchema)
    async throws -> ShopStoreContract.Subject
  {
    let store = PostgreSQLShopStore(url: schema.url, runLength: SharedShopContract.runLength)
    return try await fixture.subject(of: store) { _ = try await store.load($0, as: $1) }
  }
}

extension PostgreSQLTestSchema {
  /// The schema as a database shared by stores of its own.
  var shared: SharedShopContract.Database {
    let (url, schema) = (self.url, self)
    return SharedShopContract.Database(
      name: PostgreSQLShopStore(url: url).name,
      makeStore: { clock in
        PostgreSQLShopStore(url: url, clock: clock, runLength: SharedShopContract.runLength)
      },
      load: { catalogue, shop in
        _ = try await PostgreSQLShopStore(url: url, runLength: SharedShopContract.runLength)
          .load(catalogue, as: shop)
      },
      execute: { sql in _ = try schema.connect().execute(sql) })
  }
}
