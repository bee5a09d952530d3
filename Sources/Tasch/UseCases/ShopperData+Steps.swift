extension ShopperData {
  /// Checks that an undo or a redo, which made this data from `before`, kept the commands' rules.
  ///
  /// The step changed what the data holds of `id`: its wish-list line is held to the rule every
  /// change of the list keeps (`quantityRefusal(of:from:to:sold:)`), and only a product the
  /// shop sells (`product`) is rated; taking a rating off is always allowed.
  ///
  /// A change recorded earlier is re-applied later, after the catalogue may have stopped
  /// selling the product or lowered its `maxPerOrder`: the step is then refused as the
  /// command would be, rather than build a wish list no command could.
  ///
  /// - Throws: `ShopError.notFound` for a product the shop does not sell, `.tooMany` for a
  ///   line raised over the product's limit.
  func checkStep(from before: ShopperData, of id: ProductID, sold product: ShopProduct?)
    throws(ShopError)
  {
    if let refusal = Self.quantityRefusal(
      of: id, from: before.wishList.quantity(of: id), to: wishList.quantity(of: id),
      sold: product)
    {
      throw refusal
    }
    if let rating = ratings[id], rating != before.ratings[id], product == nil {
      throw .notFound(id)
    }
  }
}
