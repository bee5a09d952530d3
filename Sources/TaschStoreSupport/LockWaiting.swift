/// How long every store waits for a lock another process holds before it gives up, with an
/// error that says the store stayed locked: one figure, so that the stores give up alike.
public enum LockWaiting {
  /// Five seconds: a change of another process is over in milliseconds, and a person waiting
  /// longer would take the program for hung.
  public static let longest: Duration = .seconds(5)
}
