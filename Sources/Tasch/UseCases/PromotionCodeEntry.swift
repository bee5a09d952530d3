/// The promotion code a shopper entered, if any: one entry that every use case pricing with it
/// reads, so that the wish list that shows a code's discount and the cart that orders with it
/// can never disagree about which code that is.
///
/// A use case made without an entry has one of its own; a screen that shows the wish list and
/// checks out hands both use cases the same entry. Such a use case reads with it
/// (`UseCaseCore.input`).
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

extension ShopUseCase where Input == PromotionCodeEntry {
  /// The promotion code the use case prices with, if any: set its code, then load.
  public var codeEntry: PromotionCodeEntry { core.input }

  /// The read of the wish list, priced with the code entered, as asked now: what the use cases
  /// pricing with a code read.
  var wishListRead: ShopRead<WishListContents> {
    WishListUseCase.list(code: codeEntry.code, at: core.access.now())
  }
}
