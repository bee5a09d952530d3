import Synchronization
import Tasch
import TaschStoreSupport

/// The change streams of each shopper someone listens to, and what was last seen of their data
/// and their shop, so that a look can tell what other processes and shoppers changed since.
///
/// Everything but subscribing and publishing runs on the store's queue, one call at a time; the
/// mutex makes the state checkably safe to share.
final class ShopperWatches: Sendable {
  /// What a look compares with: the shopper's record, and the shop's revision, as last seen.
  private struct Seen {
    var shopper: ShopperRecord
    var shopRevision: Int64
  }

  private struct Watch {
    let broadcaster: ChangeBroadcaster
    /// `nil` until the first read, change or look after subscribing.
    var seen: Seen?
    /// The database's generation at the last look; `nil` before the first.
    var generation: Int?
    /// Whether the last look failed: the database gone, or no database.
    var lookFailed = false
  }

  /// What a look reports when the database fails it, or answers again after failing: anything
  /// may have changed, so that whoever shows the shopper's data reads it again, and shows the
  /// failure, or what the database holds now.
  static let everythingMayHaveChanged = DataChange(
    wishList: true, orderPlaced: false, history: true, products: true)

  private let watches = Mutex<[Shopper: Watch]>([:])
  private let clock: any Clock<Duration>
  private let interval: Duration

  /// Watches that look every `interval` of `clock`.
  init(clock: any Clock<Duration>, interval: Duration) {
    self.clock = clock
    self.interval = interval
  }

  // MARK: - Streams

  /// A new stream of `shopper`'s changes, looking for those made elsewhere with `look`.
  func subscribe(_ shopper: Shopper, look: @escaping @Sendable () async -> DataChange?)
    -> AsyncStream<DataChange>
  {
    let broadcaster = watches.withLock { watches in
      if let watch = watches[shopper] { return watch.broadcaster }
      let watch = Watch(broadcaster: ChangeBroadcaster(clock: clock, interval: interval))
      watches[shopper] = watch
      return watch.broadcaster
    }
    // The first stream since nobody listened starts from the store's next read, and hears
    // nothing of what changed while nobody listened.
    return broadcaster.subscribe(look: look) {
      watches.withLock { watches in
        guard let watch = watches[shopper] else { return }
        watches[shopper] = Watch(broadcaster: watch.broadcaster)
      }
    }
  }

  /// Sends `change` to `shopper`'s streams.
  func publish(_ change: DataChange, to shopper: Shopper) {
    watches.withLock { $0[shopper]?.broadcaster }?.publish(change)
  }

  /// Sends `change` to the streams of every shopper of `shop`.
  func publish(_ change: DataChange, toShoppersOf shop: ShopID) {
    let broadcasters = watches.withLock { watches in
      watches.filter { $0.key.shop == shop }.map(\.value.broadcaster)
    }
    for broadcaster in broadcasters { broadcaster.publish(change) }
  }

  // MARK: - What was seen

  /// Notes what a read saw, when nothing was seen yet since the first stream subscribed after
  /// nobody listened: changes made after it are what a look reports.
  func noteRead(_ record: ShopperRecord, shopRevision: Int64, for shopper: Shopper) {
    watches.withLock { watches in
      guard watches[shopper] != nil, watches[shopper]?.seen == nil else { return }
      watches[shopper]?.seen = Seen(shopper: record, shopRevision: shopRevision)
    }
  }

  /// Notes a change made through this store, so that a look does not report it again; only
  /// when nobody else changed the same data in between, whose change a look must report.
  func noteOwn(_ outcome: UnitOfWorkOutcome, over before: ShopperRecord, for shopper: Shopper) {
    watches.withLock { watches in
      guard let watch = watches[shopper] else { return }
      var seen = watch.seen ?? Seen(shopper: before, shopRevision: outcome.shopRevisionBefore)
      if seen.shopper.revision == before.revision { seen.shopper = outcome.shopper }
      if let after = outcome.shopRevision, seen.shopRevision == outcome.shopRevisionBefore,
        after == outcome.shopRevisionBefore + 1
      {
        seen.shopRevision = after
      }
      watches[shopper]?.seen = seen
    }
  }

  /// What a look that failed for `shopper` reports: `everythingMayHaveChanged` the first time,
  /// then nothing until a look succeeds again.
  func lookFailed(for shopper: Shopper) -> DataChange? {
    watches.withLock { watches in
      guard watches[shopper] != nil, watches[shopper]?.lookFailed == false else { return nil }
      watches[shopper]?.lookFailed = true
      return Self.everythingMayHaveChanged
    }
  }

  /// What changed since last seen for `shopper`: their own data, diffed precisely, and
  /// `products` when the shop's products changed; `nil` the first time, which only notes; after
  /// a look that failed, `everythingMayHaveChanged`.
  func look(for shopper: Shopper, in session: any SQLSession) throws(ShopError) -> DataChange? {
    let recovering = watches.withLock { watches in
      guard watches[shopper]?.lookFailed == true else { return false }
      // What was seen is of the database that failed: seen afresh from this one.
      watches[shopper]?.seen = nil
      watches[shopper]?.generation = nil
      return true
    }
    let change = try lookSinceSeen(for: shopper, in: session)
    guard recovering else { return change }
    // Only once the look succeeded: one that fails again tells nothing more.
    watches.withLock { watches in watches[shopper]?.lookFailed = false }
    return Self.everythingMayHaveChanged
  }

  /// What changed since last seen for `shopper`, as `look` says it; `nil` the first time.
  private func lookSinceSeen(for shopper: Shopper, in session: any SQLSession)
    throws(ShopError) -> DataChange?
  {
    let shop = try ShopRecord.find(shopper.shop, in: session)
    guard let seen = watches.withLock({ $0[shopper]?.seen }) else {
      let record = try ShopperRecord.find(shopper.name, in: shop.key, session)
      noteRead(record, shopRevision: shop.revision, for: shopper)
      watches.withLock { watches in watches[shopper]?.generation = session.generation }
      return nil
    }
    // Another database's revisions may match the old one's by chance: all of it is new.
    let isAnotherDatabase = watches.withLock { watches in
      let before = watches[shopper]?.generation
      watches[shopper]?.generation = session.generation
      return before.map { $0 != session.generation } ?? false
    }
    var now = Seen(shopper: seen.shopper, shopRevision: shop.revision)
    var change = DataChange()
    let revision = try ShopperRecord.revision(of: shopper.name, in: shop.key, session)
    if revision != seen.shopper.revision || isAnotherDatabase {
      now.shopper = try ShopperRecord.find(shopper.name, in: shop.key, session)
      change = DataChange(
        from: seen.shopper.data, to: now.shopper.data, orderPlaced: false, origin: nil)
    }
    change.products = shop.revision != seen.shopRevision || isAnotherDatabase
    watches.withLock { $0[shopper]?.seen = now }
    return change
  }
}
