import Foundation
import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore
@testable import TaschSQLite

/// What only an SQLite file can do: be missing, be locked by another program, be of another
/// schema, be shared by processes.
@Suite struct SQLiteShopStoreTests {
  private let database = SQLiteTestDatabase()
  private let shopper = Shopper(shop: ShopID("test"), name: "ann")

  private func loaded(_ products: [ShopProduct] = [.stub(id: 1), .stub(id: 2)]) async throws
    -> SQLiteShopStore
  {
    let store = SQLiteShopStore(path: database.path)
    _ = try await store.load(.stub(products), as: shopper.shop)
    return store
  }

  /// Another file moved over the one a watching store keeps open, its shop at the same
  /// revision: the store says the products changed, where it compared revisions only and the
  /// shop went on listing the old file's products.
  @Test func anotherFileMovedOverTheOneWatchedIsSaidAsChangedProducts() async throws {
    _ = try await loaded()
    let other = SQLiteTestDatabase()
    _ = try await SQLiteShopStore(path: other.path).load(.stub([.stub(id: 3)]), as: shopper.shop)
    let clock = ManualClock()
    let watching = SQLiteShopStore(path: database.path, clock: clock)
    var changes = watching.changes(for: shopper).makeAsyncIterator()
    _ = try await watching.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
      snapshot.shopper
    }
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)

    // The old file's log goes with it, as SQLite asks of whoever replaces a database.
    for suffix in ["-wal", "-shm"] { unlink(database.path + suffix) }
    #expect(rename(other.path, database.path) == 0)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    // A change of its own comes next, so that a look that saw nothing leaves no wait.
    try await watching.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
      _ = work.shopper.addToWishList(3, at: .stub)
    }
    let change = await changes.next()

    #expect(change == DataChange(products: true))
  }

  /// Found by attack: a file deleted, or a file of no database moved over it, under a watching
  /// shop was said to nobody, and the shop's home screen kept showing the old products; once
  /// put back, the file's data was told as changed again.
  @Test(.timeLimit(.minutes(1)))
  func aFileGoneUnderAWatchingStoreIsToldOnceAndAgainWhenBack() async throws {
    _ = try await loaded()
    let clock = ManualClock()
    let watching = SQLiteShopStore(path: database.path, clock: clock)
    var changes = watching.changes(for: shopper).makeAsyncIterator()
    _ = try await watching.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
      snapshot.shopper
    }
    await clock.waitForSleepers(1)
    let kept = database.path + ".kept"
    for suffix in ["", "-wal", "-shm"] { rename(database.path + suffix, kept + suffix) }

    clock.advance(by: .seconds(1))
    let gone = await changes.next()
    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    for suffix in ["", "-wal", "-shm"] { rename(kept + suffix, database.path + suffix) }
    clock.advance(by: .seconds(1))
    let back = await changes.next()

    #expect(gone == ShopperWatches.everythingMayHaveChanged)
    #expect(back == ShopperWatches.everythingMayHaveChanged)
  }

  @Test func aMissingFileIsNotMadeByReadingIt() async throws {
    let store = SQLiteShopStore(path: database.path)

    await #expect(
      throws: ShopError.catalogueUnavailable(
        "sqlite:\(database.path) does not exist: load a catalogue into it with "
          + "tasch store load CATALOGUE --store sqlite:\(database.path)")
    ) { try await store.shops() }
    #expect(!FileManager.default.fileExists(atPath: database.path))
  }

  /// SQLite would wait on a pipe, and write its journal beside a device, even to read.
  @Test func aPathThatIsNotARegularFileIsRefusedAndNothingIsMadeBesideIt() async throws {
    let pipe = database.folder.file("pipe.db")
    #expect(mkfifo(pipe, 0o600) == 0)
    let folder = database.folder.file("folder.db")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)

    for (path, kind) in [(pipe, "a named pipe (FIFO)"), (folder, "a folder")] {
      let store = SQLiteShopStore(path: path)
      let refusal = ShopError.storage(
        "cannot use sqlite:\(path): \(path) is \(kind), not a regular file")
      await #expect(throws: refusal) { try await store.shops() }
      await #expect(throws: refusal) {
        try await store.load(.stub([.stub(id: 1)]), as: shopper.shop)
      }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: database.folder.path).sorted()
        == ["folder.db", "pipe.db"])
  }

  /// A folder or a pipe where SQLite keeps its log, its shared index or its journal is named,
  /// where SQLite says "unable to open database file" or "disk I/O error", or waits.
  @Test(arguments: ["-wal", "-shm", "-journal"])
  func aFileBesideTheDatabaseThatIsNotARegularFileIsNamed(suffix: String) async throws {
    // Kept open to the end: the last connection to close would remove the log and the index
    // beside the database by name, whatever stands there by then.
    let loadedStore = try await loaded()
    defer { withExtendedLifetime(loadedStore) {} }
    let companion = database.path + suffix
    try? FileManager.default.removeItem(atPath: companion)
    #expect(mkfifo(companion, 0o600) == 0)

    await #expect(
      throws: ShopError.storage(
        "cannot use sqlite:\(database.path): \(companion), which SQLite keeps beside the "
          + "database, is a named pipe (FIFO), not a regular file: move it away while no "
          + "program uses the store")
    ) {
      try await SQLiteShopStore(path: database.path).read(.catalogue, for: shopper) {
        $0.shop.productCount
      }
    }
  }

  /// An empty file holds no shop, and reading it leaves it empty; loading into it still works.
  ///
  /// A read that opened it to write made it a database.
  @Test func anEmptyFileIsNoShopAndIsLeftEmptyUntilLoaded() async throws {
    #expect(FileManager.default.createFile(atPath: database.path, contents: Data()))

    await #expect(throws: ShopSchema.noShopYet(in: "sqlite:\(database.path)")) {
      try await SQLiteShopStore(path: database.path).read(.catalogue, for: shopper) { $0.shop }
    }
    let size = try FileManager.default.attributesOfItem(atPath: database.path)[.size] as? Int
    #expect(size == 0)
    #expect(try await loaded().read(.catalogue, for: shopper) { $0.shop.productCount } == 2)
  }

  @Test func aFileThatIsNotAStoreSaysSo() async throws {
    _ = try database.open()
    let store = SQLiteShopStore(path: database.path)

    await #expect {
      try await store.read(.catalogue, for: shopper) { $0.shop }
    } throws: { error in
      error as? ShopError
        == .catalogueUnavailable(
          "sqlite:\(database.path) holds no shop yet: load a catalogue into it with "
            + "tasch store load CATALOGUE --store sqlite:\(database.path)")
    }
  }

  /// SQLite keeps a value of any type in any column: one of the wrong type names whose it is
  /// and the column, where some said only "column 3".
  @Test(arguments: [
    (
      "UPDATE shoppers SET revision = 'x'", #"shopper ann: "revision" should hold an integer"#
    ),
    (
      "UPDATE history_entries SET kind = 'bogus'",
      #"shopper ann: "history[0].kind" should hold a kind of change"#
    ),
    (
      "UPDATE product_runs SET members = '!!!' WHERE sort_order = 'by_position'",
      #"run 0 of the order by_position: "members" should hold a run's members"#
    ),
    ("UPDATE shops SET revision = 'y'", #"shop test: "revision" should hold an integer"#),
  ])
  func aValueOfTheWrongTypeNamesWhoseItIsAndTheColumn(statement: String, problem: String)
    async throws
  {
    let store = try await loaded()
    try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
      _ = work.shopper.addToWishList(1, at: .stub)
    }
    try database.open().execute(statement)

    await #expect(
      throws: ShopError.storage("sqlite:\(database.path) holds damaged data: \(problem)")
    ) {
      try await SQLiteShopStore(path: database.path).read(.catalogue, for: shopper) {
        snapshot throws(ShopError) in
        try snapshot.page(CatalogueQuery())
      }
    }
  }

  @Test func aNewerSchemaIsRefusedAndLeftAlone() async throws {
    let newer = ShopSchema.version + 1

    try await expectSchemaVersion(
      "\(newer)",
      refusedWith: .storage(
        "sqlite:\(database.path) has schema version \(newer), newer than this tasch's "
          + "\(ShopSchema.version): use a newer tasch with it; nothing was changed"))
  }

  @Test func bytesWhereAValueMayBeMissingAreDamageNotAValueMissing() async throws {
    let store = try await loaded()
    _ = try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
      _ = work.shopper.addToWishList(1, at: .stub)
    }
    _ = try await store.update(.checkout, for: shopper, origin: ChangeOrigin()) {
      snapshot, work throws(ShopError) in
      try work.placeOrder(
        for: try Cart(work.shopper, in: snapshot), at: .stub, key: CheckoutKey("s1"))
    }
    // The bytes of "s1": a key no lookup of the text finds, were they read as none.
    try database.open().execute("UPDATE orders SET checkout_key = x'7331'")

    await #expect(
      throws: ShopError.storage(
        "sqlite:\(database.path) holds damaged data: order 1: \"checkout_key\" should hold text")
    ) {
      try await SQLiteShopStore(path: database.path).read(.orders, for: shopper) {
        snapshot throws(ShopError) in try snapshot.orders(offset: 0, limit: nil)
      }
    }
  }

  @Test(arguments: ["'two'", "2.5", "x'02'"])
  func aSchemaVersionThatIsNotAWholeNumberIsRefusedAndLeftAlone(version: String) async throws {
    try await expectSchemaVersion(
      version,
      refusedWith: .storage(
        "sqlite:\(database.path) holds damaged data: tasch_schema's version must be a whole "
          + "number; nothing was changed"))
  }

  /// Sets the loaded file's schema version to the SQL `version` by hand, then expects a store
  /// on it to refuse both reading and loading with `refusal`, and the file to keep its products.
  private func expectSchemaVersion(
    _ version: String, refusedWith refusal: ShopError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    _ = try await loaded()
    try database.open().execute("UPDATE tasch_schema SET version = \(version)")
    let store = SQLiteShopStore(path: database.path)

    await #expect(throws: refusal, sourceLocation: sourceLocation) {
      _ = try await store.shops()
    }
    await #expect(throws: refusal, sourceLocation: sourceLocation) {
      try await store.load(.stub([.stub(id: 7)]), as: shopper.shop)
    }
    #expect(
      try database.open().integers("SELECT count(*) FROM products") == [2],
      sourceLocation: sourceLocation)
  }

  /// Root too: whom permissions do not stop, the folder's immutable attribute does.
  @Test(.enabled(if: ReadOnlyFolder.canBeMade, "no folder here can be kept from this process"))
  func aStoreInAFolderItCannotWriteIsReadAndSaysWhyItCannotBeChanged() async throws {
    _ = try await loaded()
    try #require(!FileManager.default.fileExists(atPath: database.path + "-wal"))
    let folder = try ReadOnlyFolder(database.folder.path)
    defer { folder.restore() }
    let store = SQLiteShopStore(path: database.path)

    let page = try await store.read(.catalogue, for: shopper) { snapshot throws(ShopError) in
      try snapshot.page(CatalogueQuery()).products.map(\.id)
    }
    await #expect(
      throws: ShopError.storage(
        "cannot save sqlite:\(database.path): permission denied; nothing was changed")
    ) {
      try await store.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
        _ = work.shopper.addToWishList(1, at: .stub)
      }
    }
    let data = try await store.read(.wishList, for: shopper) { $0.shopper }

    #expect(page == [1, 2])
    #expect(data == ShopperData())
  }

  @Test func aFileLockedPastTheBusyTimeoutIsAClearErrorAndNothingIsWritten() async throws {
    _ = try await loaded()
    let other = try database.open()
    try other.execute("BEGIN IMMEDIATE")
    let impatient = SQLiteShopStore(path: database.path, busyTimeout: .zero)

    await #expect(
      throws: ShopError.storage(
        "sqlite:\(database.path) stayed locked by another program for longer than its busy "
          + "timeout (0.0 seconds); nothing was changed, try again")
    ) {
      try await impatient.update(.wishListAdd, for: shopper, origin: ChangeOrigin()) { _, work in
        _ = work.shopper.addToWishList(1, at: .stub)
      }
    }
    try other.execute("ROLLBACK")
    #expect(try await impatient.read(.wishList, for: shopper) { $0.shopper } == ShopperData())
  }

  @Test func fortyProcessesRacingForTenItemsPlaceExactlyTenOrders() async throws {
    let (statuses, stock) = try await fortyProcessesOrderingFromAStockOfTen()
    let orders = try database.open().integers("SELECT count(*) FROM orders")

    #expect(statuses.filter { $0 == 0 }.count == 10)
    #expect(statuses.filter { $0 == 3 }.count == 30)
    #expect(orders == [10])
    #expect(stock == 0)
  }

  @Test func fortyProcessesEachWantingTwoOfTheLastTenPlaceExactlyFiveOrders() async throws {
    let (statuses, stock) = try await fortyProcessesOrderingFromAStockOfTen(["--quantity", "2"])
    let lines = try database.open().integers("SELECT quantity FROM order_lines")

    #expect(statuses.filter { $0 == 0 }.count == 5)
    #expect(statuses.filter { $0 == 3 }.count == 35)
    #expect(lines == [2, 2, 2, 2, 2])
    #expect(stock == 0)
  }

  /// Loads product 1 with a stock of 10, then has forty `SQLiteShopper` processes order it at
  /// once, each a shopper of its own with `options`; how each process ended, and the stock left.
  private func fortyProcessesOrderingFromAStockOfTen(_ options: [String] = []) async throws
    -> (statuses: [Int32], stock: Int?)
  {
    let store = try await loaded([.stub(id: 1, stock: 10)])
    let processes = try (1...40).map { number in
      try SQLiteShopperProcess.start([database.path, "test", "shopper\(number)", "1"] + options)
    }
    for process in processes { process.waitUntilExit() }
    let stock = try await store.read(.product, for: shopper) { snapshot throws(ShopError) in
      try snapshot.products([1])[1]?.stock
    }
    return (processes.map(\.terminationStatus), stock)
  }
}

/// Runs the `SQLiteShopper` helper, built next to the test binary, as a separate process.
enum SQLiteShopperProcess {
  static func start(_ arguments: [String]) throws -> Process {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
      .appendingPathComponent("SQLiteShopper")
    process.arguments = arguments
    // The helper's coverage is not what is measured, and would spoil the run's profile merge.
    var environment = ProcessInfo.processInfo.environment
    environment["LLVM_PROFILE_FILE"] = "/dev/null"
    process.environment = environment
    try process.run()
    return process
  }
}

/// Every product a page or a list asks for is looked up by an index, never found by reading
/// every product of the shop.
@Suite struct SQLiteIndexTests {
  @Test func productsAreLookedUpByTheirIdentifiers() async throws {
    let database = SQLiteTestDatabase()
    let store = SQLiteShopStore(path: database.path)
    _ = try await store.load(.stub((1...40).map { .stub(id: ProductID($0)) }), as: ShopID("test"))
    let statements = RecordingSession(
      SQLiteSession(connection: try database.open(), name: "test", busyTimeout: .seconds(1)))
    let snapshot = SQLShopSnapshot(
      session: statements, record: try ShopRecord.find(ShopID("test"), in: statements),
      shopperRecord: .new, search: ProductSearch(dialect: .sqlite, hasTrigramTable: true))
    statements.forget()

    let found = try snapshot.products([3, 5, 8])
    let plans = try statements.plans()

    #expect(Set(found.keys) == [3, 5, 8])
    #expect(
      plans.allSatisfy {
        $0.contains { $0.contains("sqlite_autoindex_products_1 (shop_key=? AND id=?)") }
      },
      "\(plans)")
  }

  @Test(arguments: [false, true])
  func aSearchLooksEachCandidateUpByItsPosition(inStock: Bool) async throws {
    let database = SQLiteTestDatabase()
    _ = try await SQLiteShopStore(path: database.path).load(
      .stub([.stub(id: 1)]), as: ShopID("test"))
    let session = SQLiteSession(
      connection: try database.open(), name: "test", busyTimeout: .seconds(1))
    let search = ProductSearch(dialect: .sqlite, hasTrigramTable: true)
    let query = CatalogueQuery(searchText: "bag 12", inStockOnly: inStock)
    let count = SQLShopSnapshot.count(query, of: 1, search)
    let page = SQLShopSnapshot.page(query, 0..<20, of: 1, search)

    for statement in [count, page] {
      let plan = try session.query("EXPLAIN QUERY PLAN " + statement.text, statement.values)
        .map { try $0.string(3) }
      #expect(plan.first?.contains("product_search VIRTUAL TABLE") == true, "\(plan)")
      #expect(
        plan.contains { $0.contains("INDEX products_by_position (shop_key=? AND position=?)") },
        "\(plan)")
    }
  }
}
