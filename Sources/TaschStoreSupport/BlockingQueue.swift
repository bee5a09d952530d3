import Dispatch
import Tasch

/// A serial queue for the store's blocking work (reading files, `flock`, `fsync`), so that none
/// of it runs on Swift's cooperative thread pool, whose few threads must never wait on a disk
/// or on another process's lock.
public final class BlockingQueue: Sendable {
  private let queue: DispatchQueue

  /// A queue labelled `label`.
  public init(label: String) {
    queue = DispatchQueue(label: label)
  }

  /// Queues `work` to run after everything queued before it, and returns at once.
  public func enqueue(_ work: @escaping @Sendable () -> Void) {
    queue.async(execute: work)
  }

  /// Runs `work` on the queue, after everything queued before it, and waits for its result
  /// without blocking a thread of the pool.
  public func run<Value: Sendable>(_ work: @escaping @Sendable () throws(ShopError) -> Value)
    async throws(ShopError) -> Value
  {
    let result: Result<Value, ShopError> = await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(returning: Result { () throws(ShopError) in try work() })
      }
    }
    return try result.get()
  }
}
