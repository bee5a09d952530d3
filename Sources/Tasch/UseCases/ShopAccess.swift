import Foundation
import Synchronization

/// A store as the use cases use it: the store, the shopper it acts for, and the clock that dates
/// their changes and orders.
public struct ShopAccess: Sendable {
  /// Where the shop's data lives.
  public let store: any ShopStore
  /// Whose data the use cases read and change.
  public let shopper: Shopper
  /// The time now.
  public let now: @Sendable () -> Date

  /// Access to `store` for `shopper`, dating changes with `now`.
  public init(
    store: any ShopStore, shopper: Shopper, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.store = store
    self.shopper = shopper
    self.now = now
  }

  /// The same access, acting for `shopper` instead.
  public func acting(for shopper: Shopper) -> ShopAccess {
    ShopAccess(store: store, shopper: shopper, now: now)
  }

  /// Reads through a snapshot, as `operation`.
  func read<Result: Sendable>(
    _ operation: ShopOperation,
    _ body: @escaping @Sendable (any ShopSnapshot) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.read(operation, for: shopper, body)
  }

  /// Changes the shopper's data in one unit of work, as `operation`, on behalf of `origin`.
  func update<Result: Sendable>(
    _ operation: ShopOperation, origin: ChangeOrigin,
    _ body: @escaping @Sendable (any ShopSnapshot, inout UnitOfWork) throws(ShopError) -> Result
  ) async throws(ShopError) -> Result {
    try await store.update(operation, for: shopper, origin: origin, body)
  }

  /// Calls `refresh` after every change that `touches` says concerns the caller, except the
  /// changes `origin` made itself, whose result the caller already shows.
  ///
  /// The subscription is made at once, so no later change is missed. Cancel the returned task
  /// to stop following.
  @MainActor
  func follow(
    origin: ChangeOrigin, when touches: @escaping @MainActor (DataChange) -> Bool,
    refresh: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let changes = store.changes(for: shopper)
    return Task { @MainActor in
      for await change in changes where change.origin != origin && touches(change) {
        await refresh()
      }
    }
  }
}

/// Runs loads so that the latest wins: a new load cancels the one before, whose result is then
/// dropped, so a slow old answer never overwrites a newer one.
///
/// A load still waiting for the store when a newer one starts can skip its work: its ticket
/// says so, on whatever thread the store runs it. A shopper typing a search over a large
/// catalogue then waits for the last search only, not for one per key.
@MainActor
final class LatestLoad {
  private var cancelCurrent: (() -> Void)?
  private let generation = LoadGeneration()

  /// Fetches a value and, unless a newer load started meanwhile, hands it to `apply`.
  func run<Value: Sendable>(
    _ fetch: @escaping @Sendable (LoadTicket) async -> Value, then apply: (Value) -> Void
  ) async {
    cancelCurrent?()
    let ticket = generation.next()
    let task = Task { await fetch(ticket) }
    cancelCurrent = { task.cancel() }
    // A caller that gives up gives up the fetch, whose store can then stop waiting for it.
    let value = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    guard !ticket.isSuperseded else { return }
    cancelCurrent = nil
    apply(value)
  }
}

/// One load of a `LatestLoad`: whether a newer one has started since, readable from any thread.
struct LoadTicket: Sendable {
  fileprivate let generation: LoadGeneration
  fileprivate let number: Int

  /// Whether a newer load has started, so that this one's answer will be dropped.
  var isSuperseded: Bool { generation.current != number }
}

/// The number of the newest load, counted atomically, as loads read it off the main actor.
private final class LoadGeneration: Sendable {
  private let counter = Atomic<Int>(0)

  var current: Int { counter.load(ordering: .acquiring) }

  /// A ticket for a new load, which supersedes every earlier one.
  func next() -> LoadTicket {
    LoadTicket(generation: self, number: counter.add(1, ordering: .acquiringAndReleasing).newValue)
  }
}

/// Runs changes one after another, in the order they were asked for, each seeing the result
/// of the one before: a shopper who presses a key twice gets two changes, never one.
@MainActor
final class ChangeQueue {
  private var last: Task<Void, Never>?

  /// Runs `change` after every change asked for before it has finished.
  func run<Value: Sendable>(_ change: @escaping @MainActor () async -> Value) async -> Value {
    let previous = last
    let task = Task { @MainActor in
      await previous?.value
      return await change()
    }
    last = Task { _ = await task.value }
    // A caller that gives up gives up its change too: the store stops waiting where it can
    // (a simulated wait ends), and the change is made, or not, as the store decides.
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }
}

/// The outcome of `body`, caught as a value; `body` runs where the caller runs.
func outcome<Value>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws(ShopError) -> Value
) async -> Result<Value, ShopError> {
  do throws(ShopError) {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}
