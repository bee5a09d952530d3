import Glibc
import TaschStoreSupport

/// How long a change waits for the lock another process holds, and how it waits.
///
/// A process that never lets go (stopped in the middle of a change, or hung on a file system
/// that does not answer) would otherwise keep every later change waiting without a word.
struct LockWait: Sendable {
  /// The longest wait while the file the lock guards does not change.
  var limit: Duration
  /// Lets time pass, the whole of it; the time `now` gives moves on by it.
  var pause: @Sendable (Duration) -> Void
  /// The time, to tell when `limit` has passed.
  var now: @Sendable () -> ContinuousClock.Instant

  /// As long as every store waits for its lock, on the system's clock.
  static let standard = LockWait(
    limit: LockWaiting.longest, pause: { sleep(for: $0) }, now: { ContinuousClock.now })

  /// How long to wait before the next try after waiting `waited` so far: briefly at first, for
  /// a change of another process is over in milliseconds, then at most a hundredth of a second.
  static func pause(after waited: Duration) -> Duration {
    min(max(.microseconds(500), waited), .milliseconds(10))
  }

  /// Sleeps `duration`, however often a signal wakes the thread.
  private static func sleep(for duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var wanted = timespec(
      tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var left = timespec()
    while nanosleep(&wanted, &left) != 0 && errno == EINTR { wanted = left }
  }
}
