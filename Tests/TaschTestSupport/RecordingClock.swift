import Synchronization

/// A clock whose sleeps return at once, advancing its time and recording how long each was
/// asked to be, so that tests of latency never wait for real.
public final class RecordingClock: Clock, Sendable {
  /// A moment on this clock: the time slept since it was made.
  public typealias Instant = TestInstant

  private let state = Mutex<(now: Instant, sleeps: [Duration])>((Instant(offset: .zero), []))

  /// A clock at time zero that has slept nothing.
  public init() {}

  /// The clock's current moment: the total time slept.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step: this clock has no granularity.
  public var minimumResolution: Duration { .zero }

  /// How long each sleep was asked to be, in order.
  public var sleeps: [Duration] { state.withLock { $0.sleeps } }

  /// Records the sleep and moves the clock to `deadline` without waiting.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    state.withLock { state in
      state.sleeps.append(state.now.duration(to: deadline))
      state.now = max(state.now, deadline)
    }
  }
}
