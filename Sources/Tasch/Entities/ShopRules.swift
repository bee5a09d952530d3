import Foundation

/// The rules a shop's data keeps wherever it is read from — a catalogue file, a state file, a
/// database — each written once, here: a reader checks what it reads against them, and refuses
/// what breaks one, naming the field and saying what is wrong in these words.
///
/// Fields are named as the catalogue file names them (`price`, `dimensions.height.cm`,
/// `ratings.3`), and as the state file names a shopper's (`wishList[2]`, `history[0].at`).
public enum ShopRules {
  // MARK: - Limits

  /// The smallest product identifier: catalogues number their products from 1.
  public static let smallestProductID = 1
  /// The most characters a new name may have, a shopper's or a shop's: more than any person's
  /// name takes, and few enough that no list is broken by a name of thousands.
  public static let longestName = 100
  /// The smallest order number: each shop numbers a shopper's orders from 1.
  public static let smallestOrderNumber = 1
  /// The most of one product a wish-list line or an order line may ask for.
  public static let largestQuantity = 99
  /// The largest count of ratings of one number of stars a product may have.
  ///
  /// Far above any real shop, and low enough that sums and averages can never overflow.
  public static let largestRatingCount = 1_000_000_000_000
  /// The largest count of ratings of one number of stars a product may reach in a shop that
  /// adds its shoppers' ratings to its catalogue's counts: the catalogue's largest, and one
  /// more for each of more shoppers than any shop will have (a bound, not a store's limit).
  public static let largestSharedRatingCount = largestRatingCount + Int(Int32.max)
  /// When a change or an order can have happened: the moments ISO 8601 writes with a year of
  /// four digits, as the state file writes them, from the year 1 to the year 9999.
  public static let moments: Range<Date> = {
    // 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds from 2001, in the
    // proleptic Gregorian calendar of ISO 8601.
    let first = Date(timeIntervalSinceReferenceDate: -63_113_904_000)
    let end = Date(timeIntervalSinceReferenceDate: 252_423_993_600)
    return first..<end
  }()

  /// What a text of the catalogue must not hold: the NUL character, which PostgreSQL cannot
  /// keep in a text and C strings end at, so that every store takes the same catalogues.
  public static let nulInText = "must not hold the NUL character (\\u0000)"

  /// Whether `text` holds the NUL character (`nulInText`).
  public static func holdsNUL(_ text: some StringProtocol) -> Bool {
    text.utf8.contains(0)
  }

  // MARK: - Words

  /// What a name of nothing but white space breaks.
  public static let emptyName = "must not be empty"

  /// A value that is not what it must be: `must be a whole number above 0, not -3`.
  public static func mustBe(_ expected: String, not found: String) -> String {
    "must be \(expected), not \(found)"
  }

  /// What a whole number of at least `minimum` must be.
  public static func wholeNumber(atLeast minimum: Int) -> String {
    minimum == 1 ? "a whole number above 0" : "a whole number of at least \(minimum)"
  }

  /// A whole number above `maximum`.
  public static func tooLarge(_ number: Int, maximum: Int) -> String {
    "must be at most \(maximum), not \(number)"
  }

  // MARK: - Values

  /// What is wrong with the product identifier `id`, in `field`; `nil` when nothing is.
  public static func productID(_ id: ProductID, _ field: String = "id") -> BrokenRule? {
    wholeNumber(id.rawValue, field, atLeast: smallestProductID)
  }

  /// What is wrong with `number` as a count that cannot be below zero — stock, a length, a
  /// position — in `field`; `nil` when nothing is.
  public static func count(_ number: Int, _ field: @autoclosure () -> String) -> BrokenRule? {
    wholeNumber(number, field(), atLeast: smallestCount)
  }

  /// The smallest count of stock, of a length, of ratings: 0.
  public static let smallestCount = 0

  /// The smallest most of a product one order may have: 1.
  public static let smallestMaxPerOrder = 1

  /// What is wrong with `number` as the count of ratings of one number of stars, in `field`;
  /// `nil` when nothing is.
  ///
  /// Here, as in `count(_:_:)`, the field is named only when something is wrong: its name is
  /// made for each of five counts of every product read, such as `ratings.\(stars)`, and 4,000
  /// products read for a wish list made 40,000 names for nothing.
  ///
  /// A count `withShoppersRatings` is a store's, which adds its shoppers' ratings to the
  /// catalogue's count (`largestSharedRatingCount`).
  public static func ratingCount(
    _ number: Int, _ field: @autoclosure () -> String, withShoppersRatings: Bool = false
  ) -> BrokenRule? {
    let largest = withShoppersRatings ? largestSharedRatingCount : largestRatingCount
    guard number <= largest else {
      return BrokenRule(field(), tooLarge(number, maximum: largest))
    }
    return count(number, field())
  }

  /// What is wrong with `number` as how many of one product a line asks for, in `field`; `nil`
  /// when nothing is.
  public static func quantity(_ number: Int, _ field: String) -> BrokenRule? {
    guard number <= largestQuantity else {
      return BrokenRule(field, tooLarge(number, maximum: largestQuantity))
    }
    return wholeNumber(number, field, atLeast: 1)
  }

  /// What is wrong with `number` as the most of a product one order may have, in `field`; `nil`
  /// when nothing is.
  public static func maxPerOrder(_ number: Int?, _ field: String = "maxPerOrder") -> BrokenRule? {
    number.flatMap { wholeNumber($0, field, atLeast: smallestMaxPerOrder) }
  }

  /// The most of a product one line may ask for: `largestQuantity`, or less when the product
  /// allows less per order.
  public static func largestQuantity(maxPerOrder: Int?) -> Int {
    min(largestQuantity, maxPerOrder ?? largestQuantity)
  }

  /// The whole number a person typed, in decimal digits alone, when it is at least `minimum`.
  ///
  /// Anything else is `nil`: a sign, a space, or a number too large for `Int`, which is refused,
  /// never wrapped. How every front reads a number from text: an identifier, a count.
  public static func typedWholeNumber(_ text: String, atLeast minimum: Int) -> Int? {
    guard isDigitsAlone(text), let number = Int(text), number >= minimum else { return nil }
    return number
  }

  /// Whether `text` is decimal digits alone spelling a number too large for `Int`: a whole
  /// number `typedWholeNumber` refuses for its size alone, which a message must say.
  public static func isTooLargeWholeNumber(_ text: String) -> Bool {
    isDigitsAlone(text) && Int(text) == nil
  }

  /// Whether `text` is one or more ASCII decimal digits and nothing else: no sign, no space.
  private static func isDigitsAlone(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  /// The longest promotion code.
  public static let longestCode = 32

  /// What is wrong with `code` as a promotion code, in `field`: 1 to 32 ASCII letters, digits,
  /// `-` or `_`; `nil` when nothing is.
  public static func code(_ code: String, _ field: String = "code") -> BrokenRule? {
    let isValid =
      (1...longestCode).contains(code.utf8.count)
      && code.utf8.allSatisfy { byte in
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      }
    guard !isValid else { return nil }
    // The code itself is left out: whoever reports it quotes it as its format does.
    return BrokenRule(field, "must be 1 to \(longestCode) letters, digits, \"-\" or \"_\"")
  }

  /// A promotion code as a shopper typed it, without what shows as nothing around it
  /// (`trimmed(_:)`), which no code holds; `nil` for a blank one, which is no code.
  public static func typedCode(_ typed: String) -> String? {
    let code = trimmed(typed)
    return code.isEmpty ? nil : code
  }

  /// What a promotion's percentage must be.
  public static let percentages = "a whole number from 1 to 100"

  /// What is wrong with `percent` as a promotion's percentage off, in `field`: a whole number
  /// from 1 to 100; `nil` when nothing is.
  public static func percentage(_ percent: Int, _ field: String = "percentOff") -> BrokenRule? {
    guard !(1...100).contains(percent) else { return nil }
    return BrokenRule(field, mustBe(percentages, not: String(percent)))
  }

  /// What is wrong with `amount` as a price or a total, in `field`; `nil` when nothing is.
  public static func amount(_ amount: Money, _ field: String) -> BrokenRule? {
    guard amount.isNegative else { return nil }
    return BrokenRule(field, "must not be negative, not \(amount.decimalText)")
  }

  /// What is wrong with `amount` as a promotion's amount off, or as the subtotal from which
  /// shipping is free, in `field`: either must be more than 0; `nil` when nothing is.
  public static func positiveAmount(_ amount: Money, _ field: String) -> BrokenRule? {
    guard amount.minorUnits <= 0 else { return nil }
    return BrokenRule(field, "must be more than 0, not \(amount.decimalText)")
  }

  /// What is wrong with `amount` as the flat price of shipping; `nil` when nothing is.
  public static func shippingFlat(_ flat: Money) -> BrokenRule? { amount(flat, "flat") }

  /// What is wrong with `amount` as the subtotal from which shipping is free; `nil` when
  /// nothing is.
  public static func freeFrom(_ subtotal: Money) -> BrokenRule? {
    positiveAmount(subtotal, "freeFrom")
  }

  /// What is wrong with `amount` as what a promotion takes off; `nil` when nothing is.
  public static func amountOff(_ off: Money) -> BrokenRule? { positiveAmount(off, "amountOff") }

  /// What is wrong with `amount` as the subtotal a promotion asks for; `nil` when nothing is.
  public static func minimumSubtotal(_ subtotal: Money) -> BrokenRule? {
    amount(subtotal, "minimumSubtotal")
  }

  /// What is wrong with `name` as a product's name, in `field`; `nil` when nothing is.
  public static func name(_ name: String, _ field: String = "name") -> BrokenRule? {
    isBlank(name) ? BrokenRule(field, emptyName) : nil
  }

  /// What is wrong with `name` as a shopper's name read from a store, in `field`; `nil` when
  /// nothing is: it must not be blank, nor hold a control character, which no new name may
  /// (`hasControlCharacters(_:)`).
  ///
  /// A name may hold a character that shows as nothing, or be longer than a new name: those
  /// rules came later, and a name given before them is still the shopper's.
  public static func shopperName(_ name: String, _ field: String = "name") -> BrokenRule? {
    if isBlank(name) { return BrokenRule(field, emptyName) }
    guard hasControlCharacters(name) else { return nil }
    return BrokenRule(field, "must not hold a control character, such as a tab or an escape")
  }

  /// What is wrong with `date` as the moment of a change or an order, in `field`; `nil` when
  /// nothing is.
  public static func moment(_ date: Date, _ field: String) -> BrokenRule? {
    guard !moments.contains(date) else { return nil }
    let seconds = date.timeIntervalSinceReferenceDate
    return BrokenRule(
      field, mustBe("a moment from the year 1 to the year 9999", not: "\(seconds) s from 2001"))
  }

  private static func wholeNumber(
    _ number: Int, _ field: @autoclosure () -> String, atLeast minimum: Int
  ) -> BrokenRule? {
    guard number < minimum else { return nil }
    return BrokenRule(field(), mustBe(wholeNumber(atLeast: minimum), not: String(number)))
  }

  // MARK: - Whole values

  /// The first rule `product` breaks; `nil` when it keeps them all.
  ///
  /// A product `withShoppersRatings` is a store's, whose counts hold its shoppers' ratings too.
  public static func check(_ product: ShopProduct, withShoppersRatings: Bool = false)
    -> BrokenRule?
  {
    check(ShopProductSummary(product), withShoppersRatings: withShoppersRatings)
      ?? maxPerOrder(product.maxPerOrder) ?? check(product.dimensions)
  }

  /// The first rule `summary` breaks; `nil` when it keeps them all.
  public static func check(_ summary: ShopProductSummary, withShoppersRatings: Bool = false)
    -> BrokenRule?
  {
    if let broken = productID(summary.id) ?? name(summary.name) ?? amount(summary.price, "price")
      ?? count(summary.stock, "stock")
    {
      return broken
    }
    for rating in Rating.allCases {
      if let broken = ratingCount(
        summary.ratings[rating], "ratings.\(rating.stars)",
        withShoppersRatings: withShoppersRatings)
      {
        return broken
      }
    }
    return nil
  }

  /// The first rule `promotion` breaks; `nil` when it keeps them all.
  public static func check(_ promotion: Promotion) -> BrokenRule? {
    let discount: BrokenRule? =
      switch promotion.discount {
      case .percentOff(let percent): percentage(percent)
      case .amountOff(let amount): amountOff(amount)
      }
    return code(promotion.code) ?? discount
      ?? promotion.minimumSubtotal.flatMap(minimumSubtotal)
      ?? promotion.validFrom.flatMap { moment($0, "validFrom") }
      ?? promotion.validUntil.flatMap { moment($0, "validUntil") }
  }

  /// The first rule `shipping` breaks; `nil` when it keeps them all.
  ///
  /// A negative price would take shipping off the total instead of adding it.
  public static func check(_ shipping: ShippingRule) -> BrokenRule? {
    shippingFlat(shipping.flat) ?? shipping.freeFrom.flatMap(freeFrom)
  }

  /// The first rule `dimensions` breaks; `nil` when they keep them all.
  public static func check(_ dimensions: Dimensions) -> BrokenRule? {
    let measures = [
      ("height", dimensions.height), ("width", dimensions.width), ("depth", dimensions.depth),
    ]
    for case (let name, let length?) in measures {
      if let broken = count(length.centimetres, "dimensions.\(name).cm")
        ?? count(length.inches, "dimensions.\(name).in")
      {
        return broken
      }
    }
    return nil
  }

  /// The first rule `order` breaks; `nil` when it keeps them all.
  public static func check(_ order: Order) -> BrokenRule? {
    if let broken = wholeNumber(order.number, "number", atLeast: smallestOrderNumber)
      ?? amount(order.total, "total") ?? moment(order.placedAt, "placedAt")
      ?? order.code.flatMap({ code($0) }) ?? order.discount.flatMap({ amount($0, "discount") })
      ?? amount(order.shipping, "shipping")
    {
      return broken
    }
    for (index, line) in order.lines.enumerated() {
      if let broken = productID(line.productID, "lines[\(index)].id")
        ?? amount(line.price, "lines[\(index)].price")
        ?? quantity(line.quantity, "lines[\(index)].quantity")
      {
        return broken
      }
    }
    return total(of: order)
  }

  /// What is wrong with `order`'s total: it must be what the cart that placed it came to, its
  /// lines less the discount with shipping, all in one currency; `nil` when it is.
  private static func total(of order: Order) -> BrokenRule? {
    let currency = order.total.currency
    let expected: Money
    do {
      let lines = try Money.sum(
        order.lines.map { line throws(MoneyError) in
          try line.price.multiplied(by: line.quantity)
        }, in: currency)
      expected = try lines.subtracting(order.discount ?? .zero(in: currency))
        .adding(order.shipping)
    } catch .currencyMismatch {
      return BrokenRule("total", "must be in the currency of the lines, the discount and shipping")
    } catch {
      return BrokenRule("total", "must be the lines less the discount with shipping, too large")
    }
    guard expected != order.total else { return nil }
    return BrokenRule(
      "total",
      "must be the lines less the discount with shipping, \(expected.decimalText), "
        + "not \(order.total.decimalText)")
  }

  /// The first rule `data` breaks; `nil` when it keeps them all.
  public static func check(_ data: ShopperData) -> BrokenRule? {
    for (index, id) in data.wishList.productIDs.enumerated() {
      if let broken = productID(id, "wishList[\(index)]")
        ?? quantity(data.wishList.quantity(of: id), "wishList[\(index)].quantity")
      {
        return broken
      }
    }
    for id in data.ratings.keys.sorted() {
      if let broken = productID(id, "ratings") { return broken }
    }
    for (index, change) in data.history.changes.enumerated() {
      if let broken = check(change, "history[\(index)]") { return broken }
    }
    return count(data.lastOrderNumber, "lastOrderNumber")
  }

  private static func check(_ change: ShopperChange, _ field: String) -> BrokenRule? {
    let broken: BrokenRule? =
      switch change.kind {
      case .addedToWishList(let added): quantity(added, field + ".quantity")
      case .removedFromWishList(let position, let removed):
        count(position, field + ".position") ?? quantity(removed, field + ".quantity")
      case .changedQuantity(let from, let to):
        quantity(from, field + ".from") ?? quantity(to, field + ".to")
      case .rated, .clearedRating: nil
      }
    return broken ?? productID(change.productID, field + ".id")
      ?? moment(change.date, field + ".at")
  }
}

/// A rule a value breaks: the field it is in, and what is wrong with it.
public struct BrokenRule: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field, as the catalogue or state file names it: `price`, `ratings.3`.
  public let field: String
  /// What is wrong, in words: `must not be negative, not -250.00`.
  public let problem: String

  /// The rule `field` breaks, as `problem` says.
  public init(_ field: String, _ problem: String) {
    self.field = field
    self.problem = problem
  }

  /// `"price" must not be negative, not -250.00`.
  public var description: String { "\"\(field)\" \(problem)" }
}
