import Tasch

/// What became of one request to change the wish list.
public struct WishListChangeViewModel: Hashable, Sendable, Identifiable {
  /// The product asked about.
  public let id: ProductID
  /// Whether the wish list changed: added, or removed.
  public let changed: Bool
  /// What happened, such as "Added Carrier to your wish list."; `nil` when it failed.
  public let message: String?
  /// Why it failed; `nil` when it did not.
  public let error: ErrorViewModel?

  /// An outcome.
  public init(id: ProductID, changed: Bool, message: String?, error: ErrorViewModel?) {
    self.id = id
    self.changed = changed
    self.message = message
    self.error = error
  }
}
