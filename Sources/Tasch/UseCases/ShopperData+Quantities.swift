import Foundation

extension ShopperData {
  /// Sets how many of `id` the wish list asks for, by the shop's rules, and records the change:
  /// what `wishlist add --quantity`, `wishlist set` and the shop's `+` and `-` all do.
  ///
  /// `quantity` gives the new quantity from the one the list asks for now (0 when `id` is not
  /// on it). A product not on the list is put there; 0 or less takes it off. A line is put
  /// there or raised only as `quantityRefusal(of:from:to:sold:)` allows.
  ///
  /// - Returns: what became of it: `.changed` when it was put on or taken off,
  ///   `.quantityChanged` when its line asks for another quantity, `.unchanged`, or refused
  ///   with `ShopError.notFound` or `.tooMany`, changing nothing.
  public mutating func setQuantity(
    of id: ProductID, sold product: ShopProduct?, at date: Date, _ quantity: (Int) -> Int
  ) -> WishListEdit.Outcome {
    let current = wishList.quantity(of: id)
    let wanted = max(quantity(current), 0)
    guard wanted != current else { return .unchanged }
    if let refusal = Self.quantityRefusal(of: id, from: current, to: wanted, sold: product) {
      return .refused(refusal)
    }
    setQuantity(wanted, of: id, at: date)
    return current == 0 || wanted == 0 ? .changed : .quantityChanged(from: current)
  }

  /// Why the wish list may not go from asking for `current` of `id` to asking for `wanted`;
  /// `nil` when it may: the one rule of a line's quantity, which every change of the list and
  /// every undo and redo keep.
  ///
  /// A line is only put there or raised for a product the shop sells (`product`), and to at
  /// most what it allows (`ShopProduct.largestQuantity`). Taking a line off or lowering it is
  /// always allowed, even for a product no longer sold or still over a limit the catalogue
  /// lowered since: it leaves the list nearer what the shop allows, never further.
  static func quantityRefusal(
    of id: ProductID, from current: Int, to wanted: Int, sold product: ShopProduct?
  ) -> ShopError? {
    guard wanted > current else { return nil }
    guard let product else { return .notFound(id) }
    guard wanted <= product.largestQuantity else {
      return .tooMany(id, maximum: product.largestQuantity)
    }
    return nil
  }
}
