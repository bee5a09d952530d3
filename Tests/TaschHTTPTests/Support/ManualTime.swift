import Synchronization

/// A time that moves only when a test moves it: the server's `now` in tests, so that no test
/// waits for a timeout to pass.
final class ManualTime: Sendable {
  private let time = Mutex(Duration.zero)

  /// The time now.
  func now() -> Duration { time.withLock { $0 } }

  /// Moves the time on by `duration`.
  func advance(by duration: Duration) {
    time.withLock { $0 += duration }
  }
}
