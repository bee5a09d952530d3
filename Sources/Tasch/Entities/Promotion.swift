import Foundation

/// A promotion code a catalogue offers: a percentage or an amount off the subtotal of the
/// products it is for, perhaps from a minimum subtotal, perhaps only for a while.
public struct Promotion: Hashable, Sendable {
  /// What a promotion takes off.
  public enum Discount: Hashable, Sendable {
    /// A whole percentage, 1 to 100, of the subtotal it applies to, rounded half to even to
    /// the currency's minor unit (`Money.percentage`).
    case percentOff(Int)
    /// An amount, never more than the subtotal it applies to.
    case amountOff(Money)

    /// The amount off; `nil` for a percentage.
    public var amount: Money? {
      if case .amountOff(let amount) = self { amount } else { nil }
    }
  }

  /// The code a shopper types; matched without regard to the case of its letters.
  public let code: String
  /// What it takes off.
  public let discount: Discount
  /// The least subtotal of the products it is for that it needs; `nil` for none.
  public let minimumSubtotal: Money?
  /// The first moment it can be used; `nil` for always.
  public let validFrom: Date?
  /// The last moment it can be used; `nil` for always.
  public let validUntil: Date?
  /// The products it is for; `nil` for every product.
  public let productIDs: Set<ProductID>?

  /// A promotion; only the code and the discount are required.
  public init(
    code: String, discount: Discount, minimumSubtotal: Money? = nil, validFrom: Date? = nil,
    validUntil: Date? = nil, productIDs: Set<ProductID>? = nil
  ) {
    self.code = code
    self.discount = discount
    self.minimumSubtotal = minimumSubtotal
    self.validFrom = validFrom
    self.validUntil = validUntil
    self.productIDs = productIDs
  }

  /// Whether it is for the product `id`.
  public func isFor(_ id: ProductID) -> Bool {
    productIDs?.contains(id) ?? true
  }

  /// Whether `code` is this promotion's code, letters of any case.
  public func hasCode(_ code: String) -> Bool {
    Self.matchingForm(of: self.code) == Self.matchingForm(of: code)
  }

  /// `code` as codes are matched, its ASCII letters of any case alike: two codes of the same
  /// form are the same code.
  ///
  /// Only ASCII letters, as a code has: Unicode's lower case would make the Kelvin sign `K` a
  /// `k`, so that a code typed with a look-alike matched.
  public static func matchingForm(of code: String) -> String {
    String(
      decoding: code.utf8.map {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0
      },
      as: UTF8.self)
  }

  /// Checks that it can be used at `date`, whatever it would be used on.
  ///
  /// - Throws: `ShopError.codeNotYetValid` before `validFrom`, `.codeExpired` after
  ///   `validUntil`.
  public func checkIsValid(at date: Date) throws(ShopError) {
    if let validFrom, date < validFrom { throw .codeNotYetValid(code, from: validFrom) }
    if let validUntil, date > validUntil { throw .codeExpired(code, until: validUntil) }
  }

  /// The first moment after `date` at which `checkIsValid(at:)` answers otherwise than at
  /// `date`: `validFrom` before it, the moment after `validUntil` until then; `nil` when no
  /// date of the promotion lies ahead.
  public func nextValidityChange(after date: Date) -> Date? {
    if let validFrom, date < validFrom { return validFrom }
    guard let validUntil, date <= validUntil else { return nil }
    return Date(timeIntervalSinceReferenceDate: validUntil.timeIntervalSinceReferenceDate.nextUp)
  }

  /// What it takes off `subtotal`, the subtotal of the products it is for, at `date`; whether
  /// it is for any product at all is the cart's to say.
  ///
  /// - Throws: `ShopError.codeNotYetValid` before `validFrom`, `.codeExpired` after
  ///   `validUntil`, `.codeMinimumNotMet` below `minimumSubtotal`, or `.codeTakesNothingOff`
  ///   when what it would take off is nothing or rounds to nothing (products that cost
  ///   nothing, 10% of $0.05): a code shown as taking off −$0.00 is no saving.
  public func discount(on subtotal: Money, at date: Date) throws(ShopError) -> Money {
    try checkIsValid(at: date)
    if let minimumSubtotal, subtotal.minorUnits < minimumSubtotal.minorUnits {
      // A code for some products says what those come to: the cart's subtotal, shown beside
      // the refusal, may well be over the minimum.
      throw .codeMinimumNotMet(
        code, minimum: minimumSubtotal, eligible: productIDs == nil ? nil : subtotal)
    }
    let off: Money
    switch discount {
    case .percentOff(let percent): off = subtotal.percentage(percent)
    case .amountOff(let amount): off = amount.minorUnits < subtotal.minorUnits ? amount : subtotal
    }
    guard off.minorUnits > 0 else { throw .codeTakesNothingOff(code) }
    return off
  }
}

/// A promotion code a shopper asks for, and when: whether it can be used depends on the moment.
public struct CodeRequest: Hashable, Sendable {
  /// The code as typed.
  public let code: String
  /// When it is asked for.
  public let date: Date

  /// A request for `code` at `date`.
  public init(_ code: String, at date: Date) {
    self.code = code
    self.date = date
  }
}
