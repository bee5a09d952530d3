import Synchronization

/// A clock whose time moves only when a test says so: sleepers wait until `advance(by:)` takes
/// the clock past their deadline, and a cancelled sleeper stops at once.
public final class ManualClock: Clock, Sendable {
  /// A moment on this clock: the time advanced since it was made.
  public typealias Instant = TestInstant

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
  }

  private let state = Mutex(State())

  /// A clock at time zero.
  public init() {}

  /// The clock's current moment.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step: this clock has no granularity.
  public var minimumResolution: Duration { .zero }

  /// How many sleepers are waiting now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Waits until `advance(by:)` reaches `deadline`, or throws `CancellationError` when the task
  /// is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time on by `duration`, waking every sleeper whose deadline it passes.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Waits, yielding to other tasks, until `count` sleepers are waiting.
  public func waitForSleepers(_ count: Int) async {
    while sleeperCount < count { await Task.yield() }
  }
}
