import Foundation
import Tasch
import TaschJSON

/// Checks a catalogue's `promotions` and `shipping` members and builds the shop's pricing,
/// collecting every problem with the promotion's place (index and code) and the field: written
/// once for both readers, the tree reader and the one-pass scan, so that both refuse the same
/// catalogues with the same words.
struct PricingDecoder {
  /// The currency of every amount; `nil` when the catalogue states none that is valid, and the
  /// amounts cannot be checked.
  let currency: Currency?
  /// What is wrong, one sentence each: `promotions[1] (BAGS5): "amountOff" must be …`.
  private(set) var problems: [String] = []

  /// A decoder of amounts in `currency`.
  init(currency: Currency?) {
    self.currency = currency
  }

  /// The pricing of the members' values `promotions` and `shipping`, each if the catalogue
  /// has it.
  mutating func decode(promotions: JSONValue?, shipping: JSONValue?) -> ShopPricing {
    ShopPricing(promotions: decode(promotions: promotions), shipping: decode(shipping: shipping))
  }

  private mutating func decode(promotions value: JSONValue?) -> [Promotion] {
    guard let value, value != .null else { return [] }
    guard case .array(let elements) = value else {
      problems.append("\"promotions\" must be an array, not \(value.kindDescription)")
      return []
    }
    var firstIndexOfCode: [String: Int] = [:]
    var promotions: [Promotion] = []
    for (index, element) in elements.enumerated() {
      var promotion = PromotionDecoder(index: index, currency: currency)
      if let decoded = promotion.decode(element) {
        if let first = firstIndexOfCode[Promotion.matchingForm(of: decoded.code)] {
          promotion.report("code", "is used already by promotions[\(first)]")
        } else {
          firstIndexOfCode[Promotion.matchingForm(of: decoded.code)] = index
          promotions.append(decoded)
        }
      }
      problems += promotion.problems
    }
    return promotions
  }

  private mutating func decode(shipping value: JSONValue?) -> ShippingRule? {
    guard let value, value != .null else { return nil }
    guard case .object(let fields) = value else {
      problems.append("\"shipping\" must be an object, not \(value.kindDescription)")
      return nil
    }
    var amounts = AmountDecoder(currency: currency, place: "shipping")
    guard let flatValue = fields["flat"], flatValue != .null else {
      problems.append("shipping: \"flat\" \(ProductRules.missing)")
      return nil
    }
    let flat = amounts.amount(flatValue, "flat", rule: ShopRules.shippingFlat)
    let freeFrom = fields["freeFrom"].flatMap {
      amounts.amount($0, "freeFrom", rule: ShopRules.freeFrom)
    }
    problems += amounts.problems
    guard amounts.problems.isEmpty, let flat else { return nil }
    return ShippingRule(flat: flat, freeFrom: freeFrom)
  }
}

/// Checks the amounts of one place of the pricing, as prices are checked.
private struct AmountDecoder {
  let currency: Currency?
  /// Where the amounts are, as problems name it: `shipping`, `promotions[1] (BAGS5)`.
  var place: String
  private(set) var problems: [String] = []

  init(currency: Currency?, place: String) {
    self.currency = currency
    self.place = place
  }

  mutating func report(_ field: String?, _ problem: String) {
    problems.append(ProblemList.problem(at: place, field: field, problem))
  }

  /// The amount in `value`, a decimal string in the currency that keeps the core's `rule` for
  /// `field`; `nil` for none or a wrong one.
  mutating func amount(_ value: JSONValue, _ field: String, rule: (Money) -> BrokenRule?)
    -> Money?
  {
    guard value != .null else { return nil }
    guard case .string(let text) = value else {
      report(field, ProductRules.mustBe(ProductRules.price, not: value.kindDescription))
      return nil
    }
    guard let currency else { return nil }
    switch ProductRules.price(text, in: currency) {
    case .success(let amount):
      if let broken = rule(amount) {
        report(field, broken.problem)
        return nil
      }
      return amount
    case .failure(let broken):
      report(field, broken.problem)
      return nil
    }
  }
}

/// Checks one element of `promotions`.
private struct PromotionDecoder {
  let index: Int
  let currency: Currency?
  private(set) var problems: [String] = []
  private var code: String?

  init(index: Int, currency: Currency?) {
    self.index = index
    self.currency = currency
  }

  mutating func decode(_ value: JSONValue) -> Promotion? {
    guard case .object(let fields) = value else {
      report(nil, ProductRules.mustBe(Self.object, not: value.kindDescription))
      return nil
    }
    let code = decodeCode(fields["code"])
    self.code = code
    let discount = decodeDiscount(fields)
    let minimum = amount(
      fields["minimumSubtotal"], "minimumSubtotal", rule: ShopRules.minimumSubtotal)
    let validFrom = moment(fields["validFrom"], "validFrom")
    let validUntil = moment(fields["validUntil"], "validUntil")
    if let validFrom, let validUntil, validUntil < validFrom {
      report("validUntil", "must not come before \"validFrom\"")
    }
    let productIDs = decodeProductIDs(fields["productIDs"])
    guard problems.isEmpty, let code, let discount else { return nil }
    return Promotion(
      code: code, discount: discount, minimumSubtotal: minimum, validFrom: validFrom,
      validUntil: validUntil, productIDs: productIDs)
  }

  /// Where it is, as problems name it: `promotions[1] (BAGS5)`, or without the code before it
  /// is known.
  private var place: String {
    code.map { "promotions[\(index)] (\($0))" } ?? "promotions[\(index)]"
  }

  mutating func report(_ field: String?, _ problem: String) {
    problems.append(ProblemList.problem(at: place, field: field, problem))
  }

  // MARK: - Fields

  private mutating func decodeCode(_ value: JSONValue?) -> String? {
    guard let value, value != .null else {
      report("code", ProductRules.missing)
      return nil
    }
    guard case .string(let text) = value else {
      report("code", ProductRules.mustBe(ProductRules.text, not: value.kindDescription))
      return nil
    }
    if let broken = ShopRules.code(text) {
      report("code", broken.problem + ", not " + JSONWriter.quoted(text))
      return nil
    }
    return text
  }

  private mutating func decodeDiscount(_ fields: [String: JSONValue]) -> Promotion.Discount? {
    let percent = fields["percentOff"].flatMap { $0 == .null ? nil : $0 }
    let amountOff = fields["amountOff"].flatMap { $0 == .null ? nil : $0 }
    switch (percent, amountOff) {
    case (nil, nil):
      report(nil, "must have \"percentOff\" or \"amountOff\"")
      return nil
    case (_?, _?):
      report(nil, "must have \"percentOff\" or \"amountOff\", not both")
      return nil
    case (let percent?, nil):
      guard let whole = percent.integer, ShopRules.percentage(whole) == nil else {
        report(
          "percentOff",
          ProductRules.mustBe(
            ProductRules.wholeNumber(
              ShopRules.percentages, writtenOtherwise: percent.isNumberWithPointOrExponent),
            not: percent.integer.map(String.init) ?? percent.kindDescription))
        return nil
      }
      return .percentOff(whole)
    case (nil, let amountOff?):
      return amount(amountOff, "amountOff", rule: ShopRules.amountOff).map { .amountOff($0) }
    }
  }

  private mutating func decodeProductIDs(_ value: JSONValue?) -> Set<ProductID>? {
    guard let value, value != .null else { return nil }
    guard case .array(let elements) = value, !elements.isEmpty else {
      let found = value == .array([]) ? "an empty array" : value.kindDescription
      report("productIDs", ProductRules.mustBe(Self.identifiers, not: found))
      return nil
    }
    var ids = Set<ProductID>()
    for (offset, element) in elements.enumerated() {
      guard let number = element.integer, ShopRules.productID(ProductID(number)) == nil else {
        let found = element.integer.map(String.init) ?? element.kindDescription
        report(
          "productIDs[\(offset)]",
          ProductRules.mustBe(
            ProductRules.wholeNumber(
              atLeast: 1, writtenOtherwise: element.isNumberWithPointOrExponent),
            not: found))
        continue
      }
      ids.insert(ProductID(number))
    }
    return ids
  }

  /// What an element of `promotions` must be.
  private static let object = "an object with \"code\" and \"percentOff\" or \"amountOff\""

  /// What `productIDs` must be.
  private static let identifiers = "an array of one or more product identifiers"

  // MARK: - Values

  private mutating func amount(
    _ value: JSONValue?, _ field: String, rule: (Money) -> BrokenRule?
  ) -> Money? {
    guard let value else { return nil }
    var amounts = AmountDecoder(currency: currency, place: place)
    let amount = amounts.amount(value, field, rule: rule)
    problems += amounts.problems
    return amount
  }

  private mutating func moment(_ value: JSONValue?, _ field: String) -> Date? {
    guard let value, value != .null else { return nil }
    guard case .string(let text) = value, let date = Self.date(text),
      ShopRules.moment(date, field) == nil
    else {
      let found =
        if case .string(let text) = value { JSONWriter.quoted(text) } else {
          value.kindDescription
        }
      report(field, ProductRules.mustBe(Self.moment, not: found))
      return nil
    }
    return date
  }

  /// What a moment must be.
  private static let moment = "a date and time such as \"2027-01-31T23:59:59Z\""

  /// The moment ISO 8601 `text` writes, with or without a fraction of a second, in any
  /// offset; `nil` for one that is not a real moment, such as February 31.
  static func date(_ text: String) -> Date? {
    ISO8601Timestamp.secondsSince1970(of: text).map(Date.init(timeIntervalSince1970:))
  }
}
