/// Told when a store starts keeping a change and how that ended: a front that must not stop
/// between a change kept and the answer that says so (the command line, on an interrupt)
/// learns when that stretch opens.
///
/// Called from whatever thread the store runs its unit of work on.
public protocol ChangeWatch: Sendable {
  /// The store holds the shopper's data and is changing it: from now on the change may be
  /// kept, whatever happens to the process.
  func keepingBegins()

  /// The change asked for ended: kept (`true`, including a change that changed nothing), or
  /// not kept at all (`false`), perhaps without `keepingBegins()` before it.
  func keepingEnded(kept: Bool)
}
