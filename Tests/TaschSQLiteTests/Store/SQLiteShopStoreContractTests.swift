import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore
@testable import TaschSQLite

/// The SQLite store honours the contract every store must, slowed down too, and the one every
/// store shared by many shoppers must.
@Suite struct SQLiteShopStoreContractTests {
  @Test(arguments: ShopStoreContract.cases)
  func honoursTheContract(_ contract: ShopStoreContract.Case) async throws {
    let folder = TemporaryFolder()
    try await contract.run { fixture in try await Self.store(holding: fixture, in: folder) }
  }

  @Test(arguments: ShopStoreContract.cases)
  func honoursTheContractWhenSlowedDown(_ contract: ShopStoreContract.Case) async throws {
    let folder = TemporaryFolder()
    try await contract.run(
      ShopStoreContract.slowedDown { fixture in try await Self.store(holding: fixture, in: folder) }
    )
  }

  @Test(arguments: SharedShopContract.cases)
  func sharesTheShop(_ contract: SharedShopContract.Case) async throws {
    let database = SQLiteTestDatabase()
    try await contract.run(database.shared)
  }

  /// An SQLite store of `fixture`, in a new file in `folder`: its catalogue loaded, its
  /// shopper's data written by a unit of work.
  static func store(holding fixture: ShopStoreContract.Fixture, in folder: TemporaryFolder)
    async throws -> ShopStoreContract.Subject
  {
    let store = SQLiteShopStore(
      path: folder.file("shop-\(UInt64.random(in: 0 ... .max)).sqlite"), dialect: .sqlite,
      runLength: SharedShopContract.runLength)
    return try await fixture.subject(of: store) { _ = try await store.load($0, as: $1) }
  }
}

extension SQLiteTestDatabase {
  /// The file as a database shared by stores of its own.
  var shared: SharedShopContract.Database {
    let path = self.path
    return SharedShopContract.Database(
      name: "sqlite:\(path)",
      // Forty shoppers racing to check out wait for each other's commits: on a loaded
      // machine the last may wait longer than the default 5 s.
      makeStore: { clock in
        SQLiteShopStore(
          path: path, dialect: .sqlite, busyTimeout: .seconds(60), clock: clock,
          runLength: SharedShopContract.runLength)
      },
      load: { catalogue, shop in
        _ = try await SQLiteShopStore(
          path: path, dialect: .sqlite, runLength: SharedShopContract.runLength
        ).load(catalogue, as: shop)
      },
      execute: { sql in try SQLiteConnection(path: path).execute(sql) })
  }
}
