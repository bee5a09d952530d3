extension ShopperData {
  /// Checks that an undo or a redo, which made this data from `before`, kept the commands' rules.
  ///
  /// The step changed what the data holds of `id`: a wish-list line is only put there or
  /// raised for a product the shop sells (`product`), and to at most what it allows; only a
  /// product the shop sells is rated. Taking a line off or lowering it, or taking a rating
  /// off, is always allowed: it leaves the list nearer what the shop allows, never further.
  ///
  /// A change recorded earlier is re-applied later, after the catalogue may have stopped
  /// selling the product or lowered its `maxPerOrder`: the step is then refused as the
  /// command would be, rather than build a wish list no command could.
  ///
  /// - Throws: `ShopError.notFound` for a product the shop does not sell, `.tooMany` for a
  ///   line over the product's limit.
  func checkStep(from before: ShopperData, of id: ProductID, sold product: ShopProduct?)
    throws(ShopError)
  {
    let quantity = wishList.quantity(of: id)
    if quantity > before.wishList.quantity(of: id) {
      guard let product else { throw .notFound(id) }
      guard quantity <= product.largestQuantity else {
        throw .tooMany(id, maximum: product.largestQuantity)
      }
    }
    if let rating = ratings[id], rating != before.ratings[id], product == nil {
      throw .notFound(id)
    }
  }
}
