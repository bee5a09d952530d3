import Foundation

extension ShopperData {
  /// Sets how many of `id` the wish list asks for, by the shop's rules, and records the change:
  /// what `wishlist add --quantity`, `wishlist set` and the shop's `+` and `-` all do.
  ///
  /// `quantity` gives the new quantity from the one the list asks for now (0 when `id` is not
  /// on it). A product not on the list is put there; 0 or less takes it off. A product the shop
  /// does not sell (`product` is `nil`) can only be taken off, and a line never asks for more
  /// than the product allows (`ShopProduct.largestQuantity`).
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
    if wanted > 0 {
      guard let product else { return .refused(.notFound(id)) }
      guard wanted <= product.largestQuantity else {
        return .refused(.tooMany(id, maximum: product.largestQuantity))
      }
    }
    setQuantity(wanted, of: id, at: date)
    return current == 0 || wanted == 0 ? .changed : .quantityChanged(from: current)
  }
}
