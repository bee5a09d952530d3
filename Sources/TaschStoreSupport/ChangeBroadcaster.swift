import Synchronization
import Tasch

/// Tells every subscriber of each change a store publishes, and, while anyone listens, looks
/// for changes made elsewhere (other processes, other shoppers) every `interval`.
///
/// The store says how to look: a closure that returns what changed since it last looked, or
/// `nil`. Looking stops when the last subscriber goes.
public final class ChangeBroadcaster: Sendable {
  private struct State {
    var subscribers: [Int: AsyncStream<DataChange>.Continuation] = [:]
    var nextID = 0
    var looking: Task<Void, Never>?
  }

  /// How often every store looks for changes made elsewhere while someone listens, unless told.
  ///
  /// Soon enough for another window's change to show while the shopper looks, seldom enough to
  /// cost next to nothing.
  public static let defaultInterval: Duration = .milliseconds(500)

  private let state = Mutex(State())
  private let clock: any Clock<Duration>
  private let interval: Duration

  /// A broadcaster that looks every `interval` of `clock`.
  public init(clock: any Clock<Duration>, interval: Duration) {
    self.clock = clock
    self.interval = interval
  }

  /// A new stream of changes from now on; it ends when its consumer stops.
  ///
  /// - Parameters:
  ///   - look: what changed elsewhere since the last look, if anything.
  ///   - forget: forgets what the store saw, called when this subscriber is the first since
  ///     nobody listened: changes made while nobody listened were told to nobody, so what was
  ///     seen before them is no starting point; the store's next read is.
  /// - Returns: the stream.
  public func subscribe(
    look: @escaping @Sendable () async -> DataChange?,
    forget: @Sendable () -> Void = {}
  ) -> AsyncStream<DataChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: DataChange.self)
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      // Under the lock, so that a second subscriber cannot come between and be forgotten.
      if state.subscribers.isEmpty { forget() }
      state.subscribers[state.nextID] = continuation
      return state.nextID
    }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    startLooking(look)
    return stream
  }

  /// Sends `change` to every subscriber.
  public func publish(_ change: DataChange) {
    for continuation in state.withLock({ Array($0.subscribers.values) }) {
      continuation.yield(change)
    }
  }

  private func startLooking(_ look: @escaping @Sendable () async -> DataChange?) {
    state.withLock { state in
      guard state.looking == nil else { return }
      state.looking = Task { [weak self, clock, interval] in
        while !Task.isCancelled {
          do {
            try await clock.sleep(for: interval)
          } catch {
            return
          }
          guard let change = await look(), !change.isEmpty else { continue }
          self?.publish(change)
        }
      }
    }
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
