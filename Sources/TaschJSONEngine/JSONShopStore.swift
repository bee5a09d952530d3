import Synchronization
import Tasch
import TaschStoreSupport

/// The shop on JSON files, the embedded default: a catalogue file read through its index, and
/// the shopper's data for every shop they use in one state file.
///
/// A catalogue file is read once, to build its index, which the cache keeps for later runs; a
/// lookup, a wish list or a page then reads only what it shows, at any catalogue size. A
/// catalogue built into the program is small, and held in memory.
///
/// The state file is looked at (`stat`) for every request and read again whenever it changed, so
/// changes other `tasch` processes make are seen, and every unit of work is a locked, atomic
/// read-modify-write of it. A catalogue file is looked at for every request too: changed, replaced
/// or deleted, it is read again by every answer, and the change is told to every listener, as every
/// product changed. All file work runs on a queue of its own, never on Swift's cooperative thread
/// pool. The JSON files keep one shopper per state file: the shopper's name is not used.
public final class JSONShopStore: ShopStore {
  private let source: any CatalogueSource
  private let indexCache: CatalogueIndexCache
  private let stateFile: StateFile
  private let seeds: [ShopID: ShopperData]
  private let queue = BlockingQueue(label: "tasch.json-store")
  private let broadcaster: ChangeBroadcaster
  /// The shopper's data as this store last saw or saved it, and the state file's fingerprint at
  /// the last look for other processes' changes: what the next look compares with.
  private let lastSeen = Mutex<(shopper: ShopperData?, fingerprint: FileFingerprint?)>((nil, nil))
  // Only read and written on `queue`; the mutex makes that checkable.
  private let loaded = Mutex<(any ShopCatalogue)?>(nil)
  /// The catalogue file's fingerprint when it was last looked at (`nil` when there was no
  /// file), what a change of it is told against; not seen before the first look.
  private let catalogueSeen = Mutex<(isSeen: Bool, fingerprint: FileFingerprint?)>((false, nil))

  /// A store of the catalogue from `catalogue` and the shopper's data in the file `stateFile`.
  ///
  /// - Parameters:
  ///   - catalogue: where the catalogue is read from, once.
  ///   - stateFile: the state file; created with its folder on the first change.
  ///   - seeds: what a shopper starts with in a shop the state file holds nothing of yet;
  ///     elsewhere they start with nothing.
  ///   - indexCache: where a catalogue file's index is kept between runs; by default nowhere,
  ///     the index is built in memory for this store alone.
  ///   - clock: times the checks for changes other processes make.
  ///   - checkInterval: how often the state file is checked for them while someone listens.
  public init(
    catalogue: any CatalogueSource, stateFile: String, seeds: [ShopID: ShopperData] = [:],
    indexCache: CatalogueIndexCache = CatalogueIndexCache(folder: nil),
    clock: any Clock<Duration> = ContinuousClock(),
    checkInterval: Duration = ChangeBroadcaster.defaultInterval
  ) {
    self.source = catalogue
    self.indexCache = indexCache
    self.stateFile = StateFile(path: stateFile)
    self.seeds = seeds
    self.broadcaster = ChangeBroadcaster(clock: clock, interval: checkInterval)
  }

  // MARK: - ShopStore

  /// The one shop of the catalogue.
  public func shops() async throws(ShopError) -> [ShopSummary] {
    try await queue.run { [self] () throws(ShopError) in [try catalogue().summary] }
  }

  /// Runs `body` on the catalogue and the shopper's record as they are now.
  public func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await queue.run { [self] () throws(ShopError) in
      let catalogue = try catalogue(for: shopper)
      let record = record(of: catalogue.shop, in: try stateFile.read(currentShop: catalogue.shop))
      observe(record.shopper)
      return try body(JSONSnapshot(catalogue: catalogue, record: record))
    }
  }

  /// Runs `body` under the state file's lock and saves what it changed, all or nothing.
  public func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    let (result, change) = try await queue.run { [self] () throws(ShopError) in
      let catalogue = try catalogue(for: shopper)
      let (outcome, saved) = try stateFile.update(currentShop: catalogue.shop) {
        (document) throws(ShopError) -> (Result, ShopRecord, DataChange) in
        let before = record(of: catalogue.shop, in: document)
        observe(before.shopper)
        var work = UnitOfWork(shopper: before.shopper)
        let result = try body(JSONSnapshot(catalogue: catalogue, record: before), &work)
        let after = try Self.apply(work, to: before, of: catalogue)
        if after != before { document.shops[catalogue.shop] = after }
        let change = DataChange(
          from: before.shopper, to: after.shopper, orderPlaced: work.placedOrder != nil,
          origin: origin)
        return (result, after, change)
      }
      // As saved: at the file's limit, with fewer steps of the history than the change left.
      remember(saved?.shops[catalogue.shop]?.shopper ?? outcome.1.shopper)
      return (outcome.0, outcome.2)
    }
    if !change.isEmpty { broadcaster.publish(change) }
    return result
  }

  /// The changes made through this store, and those other processes make to the state file,
  /// seen within the check interval.
  public func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    let changes = broadcaster.subscribe { [self] in
      try? await queue.run { [self] () throws(ShopError) -> DataChange? in
        if let path = Self.filePath(of: source) { noteCatalogue(FileFingerprint(of: path)) }
        // An unchanged file costs one `stat`; a changed one is read and compared.
        let fingerprint = FileFingerprint(of: stateFile.path)
        let last = lastSeen.withLock { seen in
          defer { seen.fingerprint = fingerprint }
          return seen.fingerprint
        }
        if fingerprint == nil || fingerprint != last { try observeFile(for: shopper) }
        return nil
      }
    } forget: {
      // The first listener since nobody listened hears nothing of what changed meanwhile: the
      // files as read next, below, are where its stream starts.
      lastSeen.withLock { $0 = (nil, nil) }
      catalogueSeen.withLock { $0 = (false, nil) }
    }
    // The files as they are now are what later changes are told against: read on the queue,
    // queued before this returns, so that no later change through this store is taken for the
    // starting point. Another process's change made before the queue reads them is, as on the
    // databases until their first read: a stream is followed from a read made once it is open.
    queue.enqueue { [self] in
      if let path = Self.filePath(of: source) { noteCatalogue(FileFingerprint(of: path)) }
      try? observeFile(for: shopper)
    }
    return changes
  }

  /// Reads the shopper's data from the state file and compares it with the data last seen;
  /// on the queue.
  private func observeFile(for shopper: Shopper) throws(ShopError) {
    let catalogue = try catalogue(for: shopper)
    let document = try stateFile.read(currentShop: catalogue.shop)
    observe(record(of: catalogue.shop, in: document).shopper)
  }

  /// Notes the shopper's data as the store just read it from the file, and publishes what
  /// another process changed since the data last seen, if anything; the first data seen is only
  /// noted.
  ///
  /// Called only on the queue, where the store reads and writes the file one at a time, so the
  /// data last seen is never newer than what it is compared with. Another process's change is
  /// published by whichever read finds it first, and only once.
  private func observe(_ shopper: ShopperData) {
    let last = lastSeen.withLock { seen in
      defer { seen.shopper = shopper }
      return seen.shopper
    }
    guard let last else { return }
    let change = DataChange(from: last, to: shopper, orderPlaced: false, origin: nil)
    if !change.isEmpty { broadcaster.publish(change) }
  }

  /// Notes the shopper's data as the store just saved it, as the file reads it back: its own
  /// change, which it publishes itself, is then not taken for another process's, not even for
  /// the finer moments of its history, which the file keeps to the millisecond.
  private func remember(_ shopper: ShopperData) {
    var written = shopper
    written.history = HistoryCodec.asWritten(shopper.history)
    lastSeen.withLock { $0.shopper = written }
  }

  /// Notes the catalogue file's `fingerprint` as a request or a look for changes found it, and
  /// tells every listener that every product changed when it is not the one noted before, so
  /// that every screen reads the catalogue again; the first one is only noted.
  ///
  /// Called only on the queue, so a change is told once, by whichever finds it first.
  private func noteCatalogue(_ fingerprint: FileFingerprint?) {
    let isChanged = catalogueSeen.withLock { seen in
      defer { seen = (true, fingerprint) }
      return seen.isSeen && seen.fingerprint != fingerprint
    }
    if isChanged { broadcaster.publish(DataChange(products: true)) }
  }

  // MARK: - Helpers

  /// The catalogue as its file is now: read on first use, and again whenever the file is not
  /// the one read (by the same fingerprint that says when an index is stale); a failed read is
  /// not kept, so fixing the file works.
  private func catalogue() throws(ShopError) -> any ShopCatalogue {
    let path = Self.filePath(of: source)
    let fingerprint = path.flatMap(FileFingerprint.init(of:))
    if path != nil { noteCatalogue(fingerprint) }
    if let catalogue = loaded.withLock({ $0 }), catalogue.fingerprint == fingerprint {
      return catalogue
    }
    loaded.withLock { $0 = nil }
    let catalogue: any ShopCatalogue
    if let path {
      guard Path.canonicalFormIsUTF8(path) else {
        let error = FileError(action: .read, path: path, reason: .canonicalPathNotUTF8)
        throw .catalogueUnavailable(error.description)
      }
      catalogue = try IndexedCatalogue(
        path: path, cache: indexCache, identity: source.identityWithoutName)
    } else {
      catalogue = LoadedCatalogue(try source.readCatalogue(), from: source)
    }
    loaded.withLock { $0 = catalogue }
    return catalogue
  }

  /// The file `source` reads, when it is a catalogue file, which is read through its index.
  private static func filePath(of source: any CatalogueSource) -> String? {
    switch source {
    case let file as JSONCatalogueFile: file.path
    case let reader as CatalogueReader: reader.path
    default: nil
    }
  }

  /// The catalogue, checked to be `shopper`'s shop.
  private func catalogue(for shopper: Shopper) throws(ShopError) -> any ShopCatalogue {
    let catalogue = try catalogue()
    guard catalogue.shop == shopper.shop else {
      throw .catalogueUnavailable(
        "the catalogue is the shop \(catalogue.shop), not \(shopper.shop)")
    }
    return catalogue
  }

  /// The record of `shop`: the file's, else the seed's, else an empty one.
  private func record(of shop: ShopID, in document: StateDocument) -> ShopRecord {
    document.shops[shop] ?? ShopRecord(shopper: seeds[shop] ?? ShopperData())
  }

  /// `record` after `work`: the shopper's new data, and the order placed with the stock it
  /// takes, refused if stock ran out.
  private static func apply(
    _ work: UnitOfWork, to record: ShopRecord, of catalogue: any ShopCatalogue
  ) throws(ShopError) -> ShopRecord {
    var record = record
    record.shopper = work.shopper
    guard let order = work.placedOrder else { return record }
    let taken = work.stockToTake
    let products = try catalogue.products(Array(taken.keys), adjustedBy: record)
    if let shortage = work.stockShortage(stockLeft: products.mapValues(\.stock)) { throw shortage }
    try record.take(taken)
    record.orders.append(StoredOrder(order: order, json: OrderCodec.encode(order)))
    return record
  }
}

/// The JSON store's snapshot: the catalogue, adjusted by the shop's record.
private struct JSONSnapshot: ShopSnapshot {
  let catalogue: any ShopCatalogue
  let record: ShopRecord

  var shop: ShopSummary { catalogue.summary }
  var shopper: ShopperData { record.shopper }

  func page(_ query: CatalogueQuery) throws(ShopError) -> ProductPage {
    try catalogue.page(query, adjustedBy: record)
  }

  func summaries(_ query: CatalogueQuery) throws(ShopError) -> ProductSummaryPage {
    try catalogue.summaries(query, adjustedBy: record)
  }

  func products(_ ids: [ProductID]) throws(ShopError) -> [ProductID: ShopProduct] {
    try catalogue.products(ids, adjustedBy: record)
  }

  func neighbours(of id: ProductID, in query: CatalogueQuery) throws(ShopError)
    -> ProductNeighbours
  {
    try catalogue.neighbours(of: id, in: query, adjustedBy: record)
  }

  func orders(offset: Int, limit: Int?) -> OrderPage {
    OrderPage(of: record.orders.reversed().map(\.order), offset: offset, limit: limit)
  }

  func order(placedWith key: CheckoutKey) -> Order? {
    record.orders.last { $0.order.key == key }?.order
  }

  func pricing() -> ShopPricing {
    catalogue.pricing
  }
}
