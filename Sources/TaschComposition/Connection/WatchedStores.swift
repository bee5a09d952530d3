import Foundation
import Synchronization
import Tasch

/// A store that tells `watch` when each unit of work starts to change the data, once the store
/// holds it (after any wait for a lock), and whether the change was kept.
struct WatchedShopStore: ShopStore {
  let base: any ShopStore
  let watch: any ChangeWatch

  func shops() async throws(ShopError) -> [ShopSummary] {
    try await base.shops()
  }

  func read<Result: Sendable>(
    for shopper: Shopper,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await base.read(for: shopper, body)
  }

  func update<Result: Sendable>(
    for shopper: Shopper, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    let watch = self.watch
    let changed = ChangedFlag()
    do throws(ShopError) {
      let result = try await base.update(for: shopper, origin: origin) {
        snapshot, work throws(ShopError) in
        watch.keepingBegins()
        let before = work.shopper
        let result = try body(snapshot, &work)
        // A unit of work that refuses without throwing (a cart changed, shown as found) keeps
        // nothing: a signal that came meanwhile is not one that would interrupt a change.
        changed.value.withLock { $0 = work.placedOrder != nil || work.shopper != before }
        return result
      }
      watch.keepingEnded(kept: changed.value.withLock { $0 })
      return result
    } catch {
      watch.keepingEnded(kept: false)
      throw error
    }
  }

  func changes(for shopper: Shopper) -> AsyncStream<DataChange> {
    base.changes(for: shopper)
  }

  /// Whether a unit of work changed anything, told from inside the store's call.
  private final class ChangedFlag: Sendable {
    let value = Mutex(false)
  }
}

/// A token store that tells `watch` about every token kept or forgotten, from the call on:
/// such a call holds no lock worth waiting out, and stops at the database's own time limits.
struct WatchedShopperTokenStore: ShopperTokenStore {
  let base: any ShopperTokenStore
  let watch: any ChangeWatch

  func keep(_ token: ShopperToken, for shopper: Shopper, madeAt date: Date)
    async throws(ShopError) -> Bool
  {
    try await watched { () throws(ShopError) in
      try await base.keep(token, for: shopper, madeAt: date)
    }
  }

  func tokenHolders(in shop: ShopID) async throws(ShopError) -> [TokenHolder] {
    try await base.tokenHolders(in: shop)
  }

  func revokeToken(of shopper: Shopper) async throws(ShopError) -> Bool {
    try await watched { () throws(ShopError) in try await base.revokeToken(of: shopper) }
  }

  func holder(of token: ShopperToken, in shop: ShopID) async throws(ShopError) -> String? {
    try await base.holder(of: token, in: shop)
  }

  /// Runs `change`, whose result says whether it changed anything, between the watch's calls.
  private func watched(_ change: () async throws(ShopError) -> Bool) async throws(ShopError)
    -> Bool
  {
    watch.keepingBegins()
    do throws(ShopError) {
      let changed = try await change()
      watch.keepingEnded(kept: changed)
      return changed
    } catch {
      watch.keepingEnded(kept: false)
      throw error
    }
  }
}
