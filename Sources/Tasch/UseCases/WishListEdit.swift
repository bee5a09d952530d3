/// What one request to change the wish list did to each product it named, in the order named.
///
/// A request is one unit of work: all of it is kept or, when the store fails, none of it. A
/// product the request may not change (one the shop does not sell, asked to be added) is
/// refused on its own; the other products named are still changed.
public struct WishListEdit: Hashable, Sendable {
  /// What became of one product named.
  public enum Outcome: Hashable, Sendable {
    /// It was put on the list, or taken off it.
    case changed
    /// Its line asks for another quantity than it did: `from` before, the entry's now.
    case quantityChanged(from: Int)
    /// There was nothing to do: it was on the list already, or not on it.
    case unchanged
    /// It was refused for this reason: `ShopError.notFound` for a product the shop does not
    /// sell, `.tooMany` for more than one order may have.
    case refused(ShopError)
  }

  /// One product named, and what became of it.
  public struct Entry: Hashable, Sendable {
    /// The product as the shopper sees it after the change, or `.discontinued` when the shop
    /// does not sell it.
    public let item: WishListItem
    /// What became of it.
    public let outcome: Outcome
    /// How many of it the list asks for after the change; 0 when it is not there.
    ///
    /// Kept apart from `item`, since a product no longer sold has no `Product` to say it.
    public let quantity: Int

    /// The product's identifier.
    public var id: ProductID { item.id }

    /// An entry for `item`, `quantity` of which the list asks for after the change; by
    /// default what the product says, and 0 for one no longer sold.
    public init(_ item: WishListItem, _ outcome: Outcome, quantity: Int? = nil) {
      self.item = item
      self.outcome = outcome
      self.quantity = quantity ?? item.product?.wishListQuantity ?? 0
    }
  }

  /// One entry per product named, in the order named; a product named twice has two.
  public let entries: [Entry]

  /// An edit of `entries`.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }
}
