import Foundation

/// What the wish list would cost, and what stands in the way of ordering it.
///
/// Every wish-list line is a line of the cart, its price times its quantity; the subtotal is
/// their sum. One promotion code at a time takes its discount off the subtotal when it can be
/// used, and shipping is priced by the shop's rule on the subtotal after the discount (free
/// without a rule, as the original app had it).
public struct Cart: Hashable, Sendable {
  /// The catalogue's currency, in which every amount is.
  public let currency: Currency
  /// One line per wish-list entry, in wish-list order.
  public let lines: [Line]
  /// The sum of the amounts of every line still in the catalogue, out-of-stock ones included,
  /// as the original app's wish-list total did; `nil` when it is too large to compute exactly
  /// (beyond `Int64.max` minor units), though every line is still there to be shown.
  public let subtotal: Money?
  /// The promotion code taken off, as the catalogue spells it, when one was asked for and can
  /// be used.
  public let code: String?
  /// What the code takes off; zero without one.
  public let discount: Money
  /// Why the code asked for cannot be used, when it cannot, as one of `ShopError`'s refusals
  /// of a code (`unknownCode`, `codeExpired`, …) or `amountOutOfRange` when the subtotal it
  /// would come off is too large to compute; the cart is then priced without it.
  public let codeRefusal: ShopError?
  /// What shipping costs, by the shop's rule on the subtotal after the discount; nothing for a
  /// cart with nothing still sold in it, or in a shop without a rule; `nil` when the shop's rule
  /// needs a subtotal that is too large to compute, so that nobody is told it is free.
  public let shipping: Money?
  /// Sub-total less the discount, plus shipping; `nil` when it is too large to compute exactly.
  public let total: Money?
  /// How the shop prices it, and the code asked for: what pricing a part of it again needs.
  private let pricing: ShopPricing
  private let request: CodeRequest?

  /// The cart for the wish-list `lines`, priced in `currency` by the shop's `pricing`, with
  /// the promotion code `request` asks for, if any; a total too large to compute is left out
  /// (`nil`), never a reason to show nothing, and a code that cannot be used is left out and
  /// said why (`codeRefusal`).
  ///
  /// - Throws: `ShopError.decoding` when a price is in another currency than the catalogue's.
  public init(
    currency: Currency, lines: [WishListLine], pricing: ShopPricing = ShopPricing(),
    request: CodeRequest? = nil
  ) throws(ShopError) {
    self.currency = currency
    self.lines = lines.map(Line.init)
    self.pricing = pricing
    self.request = request
    let products = lines.compactMap(\.item.product)
    if let foreign = products.first(where: { $0.price.currency != currency }) {
      throw .decoding(MoneyError.currencyMismatch(currency, foreign.price.currency).description)
    }
    let subtotal = Self.sum(self.lines, in: currency) { _ in true }
    var discount = Money.zero(in: currency)
    var (code, codeRefusal): (String?, ShopError?) = (nil, nil)
    if let request {
      do throws(ShopError) {
        (code, discount) = try Self.discount(of: request, on: self.lines, by: pricing, currency)
      } catch {
        codeRefusal = error
      }
    }
    (self.subtotal, self.code, self.discount, self.codeRefusal) =
      (subtotal, code, discount, codeRefusal)
    // The discount is at most the subtotal, so what is left after it is never negative.
    let afterDiscount = try? subtotal?.subtracting(discount)
    shipping =
      products.isEmpty || pricing.shipping == nil
      ? .zero(in: currency) : afterDiscount.map(pricing.shipping(for:))
    if let afterDiscount, let shipping {
      total = try? afterDiscount.adding(shipping)
    } else {
      total = nil
    }
  }

  /// Whether there is nothing in the cart.
  public var isEmpty: Bool { lines.isEmpty }

  /// Whether the shop charges for shipping at all: its rule asks a price above nothing.
  public var chargesForShipping: Bool { (pricing.shipping?.flat.minorUnits ?? 0) > 0 }

  /// The sub-total from which the shop's rule ships free, when this cart reached it: why it
  /// ships free in a shop that charges for shipping; `nil` when it pays for shipping, or ships
  /// free only for want of a product still sold.
  public var freeShippingThreshold: Money? {
    let sold = lines.contains { if case .product = $0.item { true } else { false } }
    guard chargesForShipping, sold, shipping?.minorUnits == 0 else { return nil }
    return pricing.shipping?.freeFrom
  }

  /// The lines that cannot be ordered now: out of stock, short of stock, discontinued, or over
  /// their product's limit.
  public var unavailableLines: [Line] {
    lines.filter { $0.availability != .available }
  }

  /// The cart of only the lines that can be ordered now, what is left to order once the others
  /// are left out, priced again, with the same code.
  ///
  /// - Throws: `ShopError.decoding` when a price is in another currency than the catalogue's,
  ///   as making the cart does.
  public func orderablePart() throws(ShopError) -> Cart {
    try Cart(
      currency: currency,
      lines: lines.filter { $0.availability == .available }.map {
        WishListLine($0.item, quantity: $0.quantity)
      },
      pricing: pricing, request: request)
  }

  /// The sum of the amounts of `lines` still sold that `includes` says; `nil` when it is too
  /// large to compute.
  private static func sum(
    _ lines: [Line], in currency: Currency, _ includes: (ProductID) -> Bool
  ) -> Money? {
    // In one currency, a sum can only fail by growing too large; so can a line's amount.
    var sum: Money? = .zero(in: currency)
    for line in lines where line.item.product != nil && includes(line.id) {
      sum = line.amount.flatMap { amount in try? sum?.adding(amount) }
    }
    return sum
  }

  /// The code of the promotion `request` asks for, as `pricing` spells it, and what it takes
  /// off `lines`.
  ///
  /// - Throws: `ShopError.unknownCode` when no promotion has the code, then the promotion's
  ///   refusal at the request's date (`codeExpired`, …), then `.codeTakesNothingOff` when no
  ///   product in `lines` is still sold, then `.codeNotApplicable` when it is for none of those
  ///   that are, then `.amountOutOfRange` when the subtotal of the products it is for is too
  ///   large to compute, then the promotion's refusal of that subtotal
  ///   (`Promotion.discount(on:at:)`).
  private static func discount(
    of request: CodeRequest, on lines: [Line], by pricing: ShopPricing, _ currency: Currency
  ) throws(ShopError) -> (String, Money) {
    guard let promotion = pricing.promotion(request.code) else {
      throw .unknownCode(request.code)
    }
    // A code that cannot be used now says so, however large the cart: no amount would help.
    try promotion.checkIsValid(at: request.date)
    // A cart of nothing still sold holds nothing any code could take anything off; saying the
    // code is for none of its products would suggest that other products would do.
    guard lines.contains(where: { $0.item.product != nil }) else {
      throw .codeTakesNothingOff(promotion.code)
    }
    // Whether the code is for any product still sold is asked of the products, not of their
    // prices: a code for a product that costs nothing is for it, and is refused further on as
    // taking nothing off.
    guard lines.contains(where: { $0.item.product != nil && promotion.isFor($0.id) }) else {
      throw .codeNotApplicable(promotion.code)
    }
    // What a code takes off, and whether its minimum is met, is worked out from the subtotal
    // it is for: without it, the code would show as taken off with nothing off.
    guard let eligible = sum(lines, in: currency, promotion.isFor) else {
      throw .amountOutOfRange
    }
    return (promotion.code, try promotion.discount(on: eligible, at: request.date))
  }
}
