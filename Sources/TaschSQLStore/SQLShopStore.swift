import Synchronization
import Tasch
import TaschStoreSupport

/// The shop on an SQL database, whichever it is: what the SQLite and PostgreSQL stores share.
///
/// Every call runs one transaction on the store's one connection, on a queue of its own, never
/// on Swift's cooperative thread pool: a read on one consistent snapshot, a unit of work as one
/// atomic change whose stock is taken only where enough is left. The database answers every
/// query of the catalogue from its indexes and each order's counted runs (`ProductRuns`); the
/// core's rules are kept as the keys it sorts and searches on.
public final class SQLShopStore: Sendable {
  /// The store as messages name it: `sqlite:shop.db`, or a URL without its password.
  public let name: String
  /// Where every transaction runs, one after the other.
  let queue: BlockingQueue
  // Only used on `queue`; the mutex makes that checkable.
  private let connection: Mutex<Connection>
  private let watches: ShopperWatches
  private let runLength: Int

  /// How many products a load puts in each run of each order (see the data formats): a page
  /// reads the counts of every run of its order, and steps over fewer than this many products.
  public static let defaultRunLength = 1024

  private struct Connection {
    let database: any SQLDatabase
    /// How text is searched, found out once with the check of the schema's version.
    ///
    /// Checked again only by a new store. A store loaded meanwhile by another one can only have
    /// gained an index, which this one then does without.
    var search: ProductSearch?
  }

  /// A store on `database`, called `name` in messages.
  ///
  /// - Parameters:
  ///   - name: the store as messages name it.
  ///   - database: the database, used only from the store's queue from now on.
  ///   - clock: times the looks for changes made elsewhere.
  ///   - checkInterval: how often to look for them while someone listens.
  ///   - runLength: how many products a load puts in each run; tests make runs short.
  public init(
    name: String, database: sending any SQLDatabase, clock: any Clock<Duration>,
    checkInterval: Duration, runLength: Int = defaultRunLength
  ) {
    self.name = name
    self.runLength = max(runLength, 1)
    self.queue = BlockingQueue(label: "tasch.sql-store")
    self.connection = Mutex(Connection(database: database))
    self.watches = ShopperWatches(clock: clock, interval: checkInterval)
  }

  // MARK: - ShopStore

  /// Every shop the store holds, by name.
  ///
  /// The schema is checked afresh first, where other requests check it once a connection:
  /// a server's check of health asks this, and so notices a table dropped or the schema
  /// migrated by another tasch while it serves.
  ///
  /// - Throws: `ShopError.storage` when the schema is no longer this tasch's, or damaged.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await queue.run { [self] () throws(ShopError) in
      try transaction(.read, checkingSchemaAfresh: true) { session, _ throws(ShopError) in
        try ShopRecord.all(in: session)
      }
    }
  }

  /// Runs `body` on one consistent snapshot of the shop as `shopper` sees it.
  public func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await queue.run { [self] () throws(ShopError) in
      try transaction(.read) { [watches] session, search throws(ShopError) in
        let shop = try ShopRecord.find(shopper.shop, in: session)
        let record = try ShopperRecord.find(shopper.name, in: shop.key, session)
        watches.noteRead(record, shopRevision: shop.revision, for: shopper)
        return try body(
          SQLShopSnapshot(session: session, record: shop, shopperRecord: record, search: search))
      }
    }
  }

  /// Runs `body` as one transaction that holds the shopper's row, and keeps what it changed.
  public func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    let (result, change) = try await queue.run { [self] () throws(ShopError) in
      let (result, before, outcome) = try transaction(.write) { session, search throws(ShopError) in
        let shop = try ShopRecord.find(shopper.shop, in: session)
        let before = try ShopperRecord.lock(shopper.name, in: shop.key, session)
        var work = UnitOfWork(shopper: before.data)
        let snapshot = SQLShopSnapshot(
          session: session, record: shop, shopperRecord: before, search: search)
        let result = try body(snapshot, &work)
        let outcome = try UnitOfWorkWriter.keep(
          work, over: before, of: shop, origin: origin, runLength: self.runLength, in: session)
        return (result, before, outcome)
      }
      // Noted on the queue, after the commit and before any later look.
      watches.noteOwn(outcome, over: before, for: shopper)
      return (result, outcome.change)
    }
    if !change.isEmpty { watches.publish(change, to: shopper) }
    return result
  }

  /// The changes to `shopper`'s data made through this store, at once, and, looked for every
  /// check interval, those other processes make to it or other shoppers make to the shop.
  public func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    watches.subscribe(shopper) { [self] in
      do throws(ShopError) {
        return try await queue.run { [self] () throws(ShopError) in
          try transaction(.read) { [watches] session, _ throws(ShopError) in
            try watches.look(for: shopper, in: session)
          }
        }
      } catch {
        // The database went away, or is none: whoever shows the data reads it, and says so.
        return watches.lookFailed(for: shopper)
      }
    }
  }

  // MARK: - Loading

  /// Loads `catalogue` as the shop `shop` in one transaction, creating or migrating the
  /// schema first: the shop's products and stock become the catalogue's; its shoppers' data
  /// stays.
  ///
  /// `committing` is called once the catalogue is written, as the transaction is about to be
  /// committed: from then on the load may be kept, whatever happens to the process.
  ///
  /// - Returns: the shop as loaded, and how the store now searches text.
  /// - Throws: `ShopError.invalidInput` for a catalogue no store may hold, `.storage` when the
  ///   store is of a newer schema or fails. Nothing is changed then.
  public func load(
    _ catalogue: Catalogue, as shop: ShopID, committing: @escaping @Sendable () -> Void = {}
  ) async throws(ShopError) -> SQLStoreLoad {
    let load = try await queue.run { [self] () throws(ShopError) in
      try connection.withLock { connection throws(ShopError) in
        let (load, search) = try connection.database.transaction(.load) {
          session throws(ShopError) in
          let load = try CatalogueLoader.load(
            catalogue, as: shop, runLength: runLength, in: session)
          let search = try ProductSearch.current(in: session)
          committing()
          return (load, search)
        }
        connection.search = search
        return load
      }
    }
    watches.publish(DataChange(products: true), toShoppersOf: shop)
    return load
  }

  // MARK: - Transactions

  /// Runs `body` in a transaction of `kind`, with how text is searched, after checking the
  /// schema: once a connection, or every time when `checkingSchemaAfresh`; on the queue.
  func transaction<Result: Sendable>(
    _ kind: SQLTransactionKind, checkingSchemaAfresh: Bool = false,
    _ body: @escaping @Sendable (any SQLSession, ProductSearch) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    try connection.withLock { connection throws(ShopError) in
      let known = connection.search
      let (result, search) = try connection.database.transaction(kind) {
        session throws(ShopError) in
        if checkingSchemaAfresh || known == nil { try ShopSchema.check(session) }
        let search: ProductSearch
        if let known { search = known } else { search = try ProductSearch.current(in: session) }
        return (try body(session, search), search)
      }
      connection.search = search
      return result
    }
  }
}

/// What loading a catalogue did: the shop as loaded, and how its store now searches text.
public struct SQLStoreLoad: Hashable, Sendable {
  /// The shop as loaded.
  public let shop: ShopSummary
  /// From an index, or by reading every product, and why.
  public let textSearch: SQLTextSearch
}
