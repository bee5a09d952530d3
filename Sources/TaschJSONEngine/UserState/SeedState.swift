import Tasch

/// What a new shopper of a shop starts with, read from the text of a state file (such as the
/// default shop's, built into the program).
public enum SeedState {
  /// The shopper's data `text` holds for `shop`; a version-1 text holds it at its top level.
  ///
  /// - Throws: `ShopError.storage` when the text is not a state this engine reads.
  public static func shopper(from text: String, for shop: ShopID) throws(ShopError) -> ShopperData {
    do throws(UserStateError) {
      let document = try StateCodec.decode(Array(text.utf8), currentShop: shop)
      return document.shops[shop]?.shopper ?? ShopperData()
    } catch {
      throw .storage("the seed state cannot be read: \(error)")
    }
  }
}
