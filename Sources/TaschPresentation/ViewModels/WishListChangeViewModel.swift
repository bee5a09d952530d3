import Tasch

/// What became of one request to change the wish list.
public struct WishListChangeViewModel: Hashable, Sendable, Identifiable {
  /// The product asked about.
  public let id: ProductID
  /// Whether the wish list changed: added, removed, or another quantity.
  public let changed: Bool
  /// Whether the change was to the quantity of a line that stays on the list.
  public let quantityChanged: Bool
  /// What happened, such as "Added Carrier to your wish list."; `nil` when it failed.
  public let message: String?
  /// Why it failed; `nil` when it did not.
  public let error: ErrorViewModel?

  /// An outcome; `quantityChanged` only when the line stayed and its quantity changed.
  public init(
    id: ProductID, changed: Bool, quantityChanged: Bool = false, message: String?,
    error: ErrorViewModel?
  ) {
    self.id = id
    self.changed = changed
    self.quantityChanged = quantityChanged
    self.message = message
    self.error = error
  }
}
