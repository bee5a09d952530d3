import Synchronization
import Tasch

/// Tells every subscriber of each change: those made through the store, published at once, and
/// those other processes make to the state file, found by looking at the file every `interval`
/// while anyone listens.
///
/// A look compares the file's signature first, so an unchanged file costs one `stat`; a changed
/// one is read. Every time the store reads the shopper's data from the file (for a look, a read
/// or a unit of work) it is compared with the data last seen, so another process's change is
/// published whichever read finds it first, and only once; the store's own writes are
/// remembered as they are made, so they are not published twice.
final class StateWatcher: Sendable {
  private struct State {
    var subscribers: [Int: AsyncStream<DataChange>.Continuation] = [:]
    var nextID = 0
    var looking: Task<Void, Never>?
    var lastSeen: ShopperData?
    var lastSignature: FileSignature?
  }

  private let state = Mutex(State())
  private let clock: any Clock<Duration>
  private let interval: Duration

  /// A watcher that looks every `interval` of `clock`.
  init(clock: any Clock<Duration>, interval: Duration) {
    self.clock = clock
    self.interval = interval
  }

  /// A new stream of changes from now on; it ends when its consumer stops.
  ///
  /// - Parameters:
  ///   - read: reads the shopper's data from the file as it is now, and observes it.
  ///   - signature: the file's signature now.
  /// - Returns: the stream.
  func subscribe(
    read: @escaping @Sendable () async -> Void,
    signature: @escaping @Sendable () async -> FileSignature?
  ) -> AsyncStream<DataChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: DataChange.self)
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      state.subscribers[state.nextID] = continuation
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    startLooking(read: read, signature: signature)
    return stream
  }

  /// Sends `change` to every subscriber.
  func publish(_ change: DataChange) {
    for continuation in state.withLock({ Array($0.subscribers.values) }) {
      continuation.yield(change)
    }
  }

  /// Notes the shopper's data as the store just read it from the file, and publishes what
  /// another process changed since the data last seen, if anything; the first data seen is
  /// only noted.
  ///
  /// Called only where the store reads and writes the file one at a time (its queue), so the
  /// data last seen is never newer than what it is compared with.
  func observe(_ shopper: ShopperData) {
    let last = state.withLock { state in
      defer { state.lastSeen = shopper }
      return state.lastSeen
    }
    guard let last else { return }
    let change = DataChange(from: last, to: shopper, orderPlaced: false, origin: nil)
    if !change.isEmpty { publish(change) }
  }

  /// Notes the shopper's data as the store just saved it: its own change, which it publishes
  /// itself, is then not taken for another process's.
  func remember(_ shopper: ShopperData) {
    state.withLock { $0.lastSeen = shopper }
  }

  // MARK: - Looking

  private func startLooking(
    read: @escaping @Sendable () async -> Void,
    signature: @escaping @Sendable () async -> FileSignature?
  ) {
    state.withLock { state in
      guard state.looking == nil else { return }
      state.looking = Task { [weak self, clock, interval] in
        while !Task.isCancelled {
          do {
            try await clock.sleep(for: interval)
          } catch {
            return
          }
          guard let self else { return }
          await self.look(read: read, signature: signature)
        }
      }
    }
  }

  private func look(
    read: @Sendable () async -> Void, signature: @Sendable () async -> FileSignature?
  ) async {
    let now = await signature()
    let unchanged = state.withLock { state in
      defer { state.lastSignature = now }
      return state.lastSignature == now && state.lastSignature != nil
    }
    guard !unchanged else { return }
    await read()
  }

  private func unsubscribe(_ id: Int) {
    let looking = state.withLock { state -> Task<Void, Never>? in
      state.subscribers[id] = nil
      guard state.subscribers.isEmpty else { return nil }
      defer { state.looking = nil }
      return state.looking
    }
    looking?.cancel()
  }
}
