import Foundation
import Tasch

/// How a shop's pricing is kept: its shipping rule in its row of `shops`, each promotion in a
/// row of `promotions` in catalogue order, and the products a promotion is for, if it names
/// them, in `promotion_products`.
enum PricingRecord {
  /// Replaces the pricing of the shop with the key `shopKey` by `pricing`.
  static func replace(_ pricing: ShopPricing, of shopKey: Int64, in session: any SQLSession)
    throws(ShopError)
  {
    let shop = SQLValue.integer(shopKey)
    _ = try session.execute("DELETE FROM promotion_products WHERE shop_key = $1", [shop])
    _ = try session.execute("DELETE FROM promotions WHERE shop_key = $1", [shop])
    _ = try session.execute(
      "UPDATE shops SET shipping_flat = $2, shipping_free_from = $3 WHERE key = $1",
      [
        shop, pricing.shipping.map { .integer($0.flat.minorUnits) } ?? .null,
        pricing.shipping?.freeFrom.map { .integer($0.minorUnits) } ?? .null,
      ])
    try session.insert(
      into: "promotions",
      columns: [
        "shop_key", "position", "code", "percent_off", "amount_off", "minimum_subtotal",
        "valid_from", "valid_until", "for_some_products",
      ],
      pricing.promotions.enumerated().map { position, promotion in
        let (percent, amount): (Int?, Money?) =
          switch promotion.discount {
          case .percentOff(let percent): (percent, nil)
          case .amountOff(let amount): (nil, amount)
          }
        return [
          shop, .int(position), .text(promotion.code), .int(percent),
          amount.map { .integer($0.minorUnits) } ?? .null,
          promotion.minimumSubtotal.map { .integer($0.minorUnits) } ?? .null,
          moment(promotion.validFrom), moment(promotion.validUntil),
          .int(promotion.productIDs == nil ? 0 : 1),
        ]
      })
    try session.insert(
      into: "promotion_products", columns: ["shop_key", "position", "product_id"],
      pricing.promotions.enumerated().flatMap { position, promotion in
        (promotion.productIDs ?? []).sorted { $0.rawValue < $1.rawValue }.map {
          [shop, .int(position), .int($0.rawValue)]
        }
      })
  }

  /// The pricing of the shop with the key `shopKey`, whose amounts are in `currency`.
  ///
  /// - Throws: `ShopError.storage` naming the promotion and the field when a value breaks one
  ///   of the shop's rules, as a catalogue's would.
  static func read(of shopKey: Int64, in currency: Currency, _ session: any SQLSession)
    throws(ShopError) -> ShopPricing
  {
    let shop = [SQLValue.integer(shopKey)]
    func money(_ row: SQLRow, _ index: Int) throws(ShopError) -> Money? {
      row.isNull(index) ? nil : Money(minorUnits: try row.int64(index), currency: currency)
    }
    var shipping: ShippingRule?
    if let row = try session.query(
      "SELECT shipping_flat, shipping_free_from FROM shops WHERE key = $1", shop
    ).first, let flat = try money(row, 0) {
      let rule = ShippingRule(flat: flat, freeFrom: try money(row, 1))
      if let broken = ShopRules.check(rule) { throw row.damaged("shipping", broken) }
      shipping = rule
    }
    var products: [Int: Set<ProductID>] = [:]
    for row in try session.query(
      "SELECT position, product_id FROM promotion_products WHERE shop_key = $1", shop)
    {
      products[try row.int(0), default: []].insert(ProductID(try row.int(1)))
    }
    // The code each promotion read so far is matched by, and the promotion's own code.
    var codes: [String: String] = [:]
    let promotions = try session.query(
      "SELECT \(promotionColumns.joined(separator: ", ")) FROM promotions WHERE shop_key = $1"
        + " ORDER BY position", shop
    ).map { row throws(ShopError) in
      let position = try row.described(as: "a promotion", columns: promotionColumns).int(0)
      let code = try row.described(as: "a promotion", columns: promotionColumns).string(1)
      let subject = code.isEmpty ? "the promotion at position \(position)" : "promotion \(code)"
      let row = row.described(as: subject, columns: promotionColumns)
      let promotion = Promotion(
        code: code, discount: try discount(row, money), minimumSubtotal: try money(row, 4),
        validFrom: try date(row, 5), validUntil: try date(row, 6),
        productIDs: try isForSomeProducts(row) ? products[position] ?? [] : nil)
      if let broken = ShopRules.check(promotion) { throw row.damaged(subject, broken) }
      if let earlier = codes.updateValue(code, forKey: Promotion.matchingForm(of: code)) {
        throw row.damaged(subject, BrokenRule("code", "is used already by promotion \(earlier)"))
      }
      return promotion
    }
    return ShopPricing(promotions: promotions, shipping: shipping)
  }

  /// The discount of the promotion in `row`: a percentage or an amount, never both.
  private static func discount(
    _ row: SQLRow, _ money: (SQLRow, Int) throws(ShopError) -> Money?
  ) throws(ShopError) -> Promotion.Discount {
    switch (try row.optionalInt(2), try money(row, 3)) {
    case (let percent?, nil): .percentOff(percent)
    case (nil, let amount?): .amountOff(amount)
    case (nil, nil): throw row.damaged(2, expected: "a percentage when amount_off holds no amount")
    case (_?, _?): throw row.damaged(2, expected: "no percentage when amount_off holds an amount")
    }
  }

  /// Whether the promotion in `row` is for the products `promotion_products` lists, as its
  /// flag says: 1, or 0 for every product.
  private static func isForSomeProducts(_ row: SQLRow) throws(ShopError) -> Bool {
    switch try row.int(7) {
    case 0: false
    case 1: true
    default: throw row.damaged(7, expected: "1 (for the products listed) or 0 (for all)")
    }
  }

  /// The columns a promotion is read from, in the order `read(of:in:_:)` reads them.
  private static let promotionColumns = [
    "position", "code", "percent_off", "amount_off", "minimum_subtotal", "valid_from",
    "valid_until", "for_some_products",
  ]

  private static func moment(_ date: Date?) -> SQLValue {
    date.map { .real($0.timeIntervalSinceReferenceDate) } ?? .null
  }

  private static func date(_ row: SQLRow, _ index: Int) throws(ShopError) -> Date? {
    row.isNull(index) ? nil : Date(timeIntervalSinceReferenceDate: try row.double(index))
  }
}
