import Tasch
import TaschPresentation
import TaschTestSupport
import Testing

/// What a product's page says of shipping: what the shop's rule charges, and from when it is
/// free, or the original's free shipping when the shop has no rule.
@Suite struct ProductDetailViewModelTests {
  private static let flat = ShippingRule(flat: .usd(9, cents: 90))
  private static let freeFrom = ShippingRule(flat: .usd(9, cents: 90), freeFrom: .usd(100))

  @Test(arguments: [
    (nil, "en_US", "Free Shipping World Wide"),
    (ShippingRule(flat: .usd(0)), "en_US", "Free Shipping World Wide"),
    (flat, "en_US", "Shipping $9.90"),
    (freeFrom, "en_US", "Shipping $9.90, free from $100.00"),
    (freeFrom, "ja_JP", "送料 $9.90（$100.00 以上で無料）"),
  ])
  func saysWhatShippingCosts(rule: ShippingRule?, locale: String, text: String) {
    var product = Product.stub(.stub(id: 1, name: "Carrier", price: .usd(250), stock: 3))
    product.shipping = rule

    let detail = ProductDetailViewModel(product, localization: .locale(locale))

    #expect(detail.shipping == text)
  }

  /// The page warns of a quantity the wish list's line could not order, in the line's words;
  /// none left at all is the stock's to say.
  @Test(arguments: [
    (3, 5, nil, nil), (6, 5, nil, "Only 5 left"), (3, 5, 2, "At most 2 per order"),
    (6, 5, 2, "At most 2 per order"), (1, 0, nil, nil),
  ])
  func warnsOfAQuantityThatCannotBeOrdered(
    quantity: Int, stock: Int, maxPerOrder: Int?, warning: String?
  ) {
    let product = Product(
      .stub(id: 1, name: "Carrier", price: .usd(250), stock: stock, maxPerOrder: maxPerOrder),
      isInWishList: true, wishListQuantity: quantity)

    let detail = ProductDetailViewModel(product, localization: .locale("en_US"))

    #expect(detail.quantityWarning == warning)
  }

  @Test func saysNoWarningOffTheWishList() {
    let product = Product(.stub(id: 1, name: "Carrier", price: .usd(250), stock: 0))

    #expect(ProductDetailViewModel(product, localization: .locale("en_US")).quantityWarning == nil)
  }
}
