/// The promotion code a shopper entered, if any: one entry that every use case pricing with it
/// reads, so that the wish list that shows a code's discount and the cart that orders with it
/// can never disagree about which code that is.
///
/// A use case made without an entry has one of its own; a screen that shows the wish list and
/// checks out hands both use cases the same entry.
@MainActor
public final class PromotionCodeEntry {
  /// The code entered, without the white space around it, or nil for none (a blank one is
  /// none); set it, then load what prices with it.
  public var code: String? {
    get { entered }
    set { entered = newValue.flatMap(ShopRules.typedCode) }
  }

  /// The code as `code` keeps it.
  private var entered: String?

  /// An entry holding `code`.
  public init(_ code: String? = nil) {
    entered = code.flatMap(ShopRules.typedCode)
  }
}
