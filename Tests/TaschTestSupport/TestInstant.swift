/// A moment on a test clock: the time the clock has moved since it was made.
public struct TestInstant: InstantProtocol, Hashable, Sendable {
  /// The time since the clock was made.
  public let offset: Duration

  /// The moment at `offset` after the clock was made.
  public init(offset: Duration) {
    self.offset = offset
  }

  /// The moment `duration` later.
  public func advanced(by duration: Duration) -> TestInstant {
    TestInstant(offset: offset + duration)
  }

  /// The time from this moment to `other`.
  public func duration(to other: TestInstant) -> Duration {
    other.offset - offset
  }

  /// Orders moments by time.
  public static func < (lhs: TestInstant, rhs: TestInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}
