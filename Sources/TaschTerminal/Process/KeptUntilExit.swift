/// What the last listing was made of, kept until the process exits rather than let go of
/// piece by piece.
///
/// A listing of 100,000 rows holds half a million strings: freeing them one by one takes about
/// a tenth of the whole run, just before the process exits, and the exit gives all memory back
/// at once. Only the last listing is kept: the next one in the same process, as tests run many,
/// lets go of it. Keep values alone here, never what holds a connection or a file open.
@MainActor
enum KeptUntilExit {
  private static var last: [any Sendable] = []

  /// Keeps `values`, and lets go of those kept before.
  static func keep(_ values: any Sendable...) {
    last = values
  }
}
