import Synchronization
import Tasch

/// Hands every published change to every current subscriber's stream.
final class ChangeBroadcaster: Sendable {
  private let subscribers = Mutex<[Int: AsyncStream<DataChange>.Continuation]>([:])
  private let nextID = Atomic<Int>(0)

  /// A new stream of the changes published from now on; it ends when its consumer stops.
  func subscribe() -> AsyncStream<DataChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: DataChange.self)
    let id = nextID.add(1, ordering: .relaxed).newValue
    continuation.onTermination = { [weak self] _ in
      _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
    }
    subscribers.withLock { $0[id] = continuation }
    return stream
  }

  /// How many streams are subscribed now.
  var subscriberCount: Int { subscribers.withLock { $0.count } }

  /// Sends `change` to every subscriber.
  func publish(_ change: DataChange) {
    for continuation in subscribers.withLock({ Array($0.values) }) {
      continuation.yield(change)
    }
  }
}
