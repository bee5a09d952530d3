/// How a shop prices a cart beyond its products' prices: the promotion codes it offers and
/// what shipping costs.
public struct ShopPricing: Hashable, Sendable {
  /// The promotions, in the order the catalogue lists them; no two with the same code.
  public let promotions: [Promotion]
  /// What shipping costs; `nil` for free shipping, as the original app had.
  public let shipping: ShippingRule?

  /// Pricing with `promotions` and `shipping`; by default none and free.
  public init(promotions: [Promotion] = [], shipping: ShippingRule? = nil) {
    self.promotions = promotions
    self.shipping = shipping
  }

  /// The promotion whose code is `code`, letters of any case; `nil` when none is.
  public func promotion(_ code: String) -> Promotion? {
    promotions.first { $0.hasCode(code) }
  }

  /// What shipping an order of `subtotal`, after its discount, costs: free without a rule.
  public func shipping(for subtotal: Money) -> Money {
    shipping?.cost(for: subtotal) ?? .zero(in: subtotal.currency)
  }
}

/// What shipping costs: a flat price, free from a subtotal after discount if `freeFrom` says.
public struct ShippingRule: Hashable, Sendable {
  /// What shipping costs below `freeFrom`.
  public let flat: Money
  /// The least subtotal, after discount, that ships free; `nil` for never.
  public let freeFrom: Money?

  /// A flat price, free from `freeFrom` if given.
  public init(flat: Money, freeFrom: Money? = nil) {
    self.flat = flat
    self.freeFrom = freeFrom
  }

  /// What shipping costs for `subtotal`, after its discount.
  public func cost(for subtotal: Money) -> Money {
    if let freeFrom, subtotal.minorUnits >= freeFrom.minorUnits {
      return .zero(in: flat.currency)
    }
    return flat
  }
}
