import Tasch
import TaschJSON

/// Checks what one product's fields mean, in the order and with the words of
/// `CatalogueDecoder`, so that both readers report a catalogue's problems alike.
///
/// The fields are lent to `check(_:)`, not kept: they are large, and a scan reuses them for
/// the next product.
struct ProductChecks {
  private let index: Int
  private let currency: Currency?
  private let scanner: JSONScanner
  /// What is wrong, one sentence each: `products[2] (id 7): "price" must be …`.
  private(set) var problems: [String] = []
  private var id: Int?

  /// The checks of the product at `index` in `products`, whose text is in `scanner`'s bytes.
  init(index: Int, currency: Currency?, scanner: JSONScanner) {
    self.index = index
    self.currency = currency
    self.scanner = scanner
  }

  /// The facts of the product whose members are `fields`; `nil` when it has problems, or
  /// when the currency is unknown.
  mutating func check(_ fields: borrowing ProductFields) -> CheckedProduct? {
    id = wholeNumber(fields[.id], "id", minimum: ShopRules.smallestProductID, required: true)
    let name = checkText(.name, fields[.name], required: true)
    if let name, !startsShowing(name), ShopRules.isBlank(scanner.string(name)) {
      report("name", ProductRules.emptyName)
    }
    let price = checkPrice(fields[.price])
    let stock = wholeNumber(
      fields[.stock], "stock", minimum: ShopRules.smallestCount, required: true)
    let maxPerOrder = wholeNumber(
      fields[.maxPerOrder], "maxPerOrder", minimum: ShopRules.smallestMaxPerOrder, required: false)
    let shortDescription = checkText(.shortDescription, fields[.shortDescription])
    let description = checkText(.description, fields[.description])
    let colors = checkColors(fields)
    let dimensions = checkDimensions(fields)
    let image = checkText(.image, fields[.image])
    let ratings = checkRatings(fields)

    guard problems.isEmpty, let id, let name, let price, let stock else { return nil }
    return CheckedProduct(
      id: id, name: name, shortDescription: shortDescription, price: price, stock: stock,
      maxPerOrder: maxPerOrder, colors: colors, dimensions: dimensions, starCounts: ratings,
      description: description,
      image: image)
  }

  /// Reports `problem` with the product's place and `field`.
  mutating func report(_ field: String?, _ problem: String) {
    problems.append(
      ProblemList.problem(at: ProblemList.productPlace(index, id: id), field: field, problem))
  }

  // MARK: - Fields

  private mutating func checkPrice(_ token: JSONToken?) -> Money? {
    guard let token else {
      report("price", ProductRules.missing)
      return nil
    }
    guard token.kind == .string else {
      let found = scanner.kindDescription(token)
      report("price", ProductRules.mustBe(ProductRules.price, not: found))
      return nil
    }
    guard let currency else { return nil }
    if let price = plainPrice(token, currency: currency) { return price }
    switch ProductRules.price(scanner.string(token), in: currency) {
    case .success(let price): return price
    case .failure(let broken):
      report("price", broken.problem)
      return nil
    }
  }

  /// The price in the string `token` when it is plain, read in place.
  ///
  /// Plain is digits, maybe a point and at most the currency's digits after it, no escape, no
  /// sign, not too large. Anything else is read by `Money(parsing:currency:)`, which says what
  /// is wrong; for plain text both read the same amount.
  private func plainPrice(_ token: JSONToken, currency: Currency) -> Money? {
    guard !token.flag else { return nil }
    var minorUnits: Int64 = 0
    var fractionDigits: Int?
    var hasDigits = false
    for index in token.content {
      let byte = scanner.bytes[index]
      if byte == UInt8(ascii: "."), fractionDigits == nil, hasDigits {
        fractionDigits = 0
        continue
      }
      // Well below the largest amount, a digit more cannot overflow; a price near it is left
      // to `Money(parsing:currency:)`, which says whether it fits.
      guard UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte,
        fractionDigits.map({ $0 < currency.minorUnitDigits }) ?? true,
        minorUnits < Int64.max / 100
      else { return nil }
      minorUnits = minorUnits * 10 + Int64(byte - UInt8(ascii: "0"))
      hasDigits = true
      fractionDigits = fractionDigits.map { $0 + 1 }
    }
    guard hasDigits, fractionDigits != 0 else { return nil }
    for _ in (fractionDigits ?? 0)..<currency.minorUnitDigits {
      guard minorUnits < Int64.max / 100 else { return nil }
      minorUnits *= 10
    }
    return Money(minorUnits: minorUnits, currency: currency)
  }

  /// Checks the colours; the array's token, when there is one, to decode when needed.
  private mutating func checkColors(_ fields: borrowing ProductFields) -> JSONToken? {
    guard let token = fields[.colors], token.kind != .null else { return nil }
    guard token.kind == .array else {
      report(
        "colors", ProductRules.mustBe(ProductRules.colors, not: scanner.kindDescription(token)))
      return nil
    }
    guard !fields.colorsArePlain else { return token }
    var offset = 0
    scanner.forEachElement(of: token) { element in
      defer { offset += 1 }
      let hex = element.kind == .string ? scanner.string(element) : nil
      guard let hex, ProductColor(hex: hex) != nil else {
        let found = hex.map { JSONWriter.quoted($0) } ?? scanner.kindDescription(element)
        report("colors[\(offset)]", ProductRules.mustBe(ProductRules.color, not: found))
        return
      }
    }
    return token
  }

  private mutating func checkDimensions(_ fields: borrowing ProductFields) -> Dimensions {
    guard let token = fields[.dimensions], token.kind != .null else { return Dimensions() }
    guard token.kind == .object else {
      report(
        "dimensions",
        ProductRules.mustBe(ProductRules.dimensions, not: scanner.kindDescription(token)))
      return Dimensions()
    }
    return Dimensions(
      height: checkLength(fields.measures[0], "dimensions.height"),
      width: checkLength(fields.measures[1], "dimensions.width"),
      depth: checkLength(fields.measures[2], "dimensions.depth"))
  }

  private mutating func checkLength(
    _ measure: ProductFields.Measure?, _ field: @autoclosure () -> String
  ) -> Length? {
    guard let measure, measure.value.kind != .null else { return nil }
    guard measure.value.kind == .object else {
      let found = scanner.kindDescription(measure.value)
      report(field(), ProductRules.mustBe(ProductRules.length, not: found))
      return nil
    }
    let centimetres = wholeNumber(
      measure.centimetres, "\(field()).cm", minimum: ShopRules.smallestCount, required: true)
    let inches = wholeNumber(
      measure.inches, "\(field()).in", minimum: ShopRules.smallestCount, required: true)
    guard let centimetres, let inches else { return nil }
    return Length(centimetres: centimetres, inches: inches)
  }

  private mutating func checkRatings(_ fields: borrowing ProductFields) -> InlineArray<5, Int> {
    let none = InlineArray<5, Int>(repeating: 0)
    guard let token = fields[.ratings], token.kind != .null else { return none }
    guard token.kind == .object else {
      let found = scanner.kindDescription(token)
      report("ratings", ProductRules.mustBe(ProductRules.ratings, not: found))
      return none
    }
    // Keys are checked in the order of their text, as the tree reader sorts them. When every
    // key is one digit from 1 to 5, that order is the order of the stars.
    guard fields.ratingsArePlain else { return checkRatingsByText(token) }
    let byStars = fields.ratingsByStars
    var counts = none
    for slot in byStars.indices {
      guard let value = byStars[slot] else { continue }
      counts[slot] = count(value, "ratings.\(slot + 1)")
    }
    return counts
  }

  private mutating func checkRatingsByText(_ token: JSONToken) -> InlineArray<5, Int> {
    var members: [(key: String, value: JSONToken)] = []
    scanner.forEachMember(of: token) { key, value in members.append((scanner.string(key), value)) }
    var counts = InlineArray<5, Int>(repeating: 0)
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      guard let stars = Int(key), let rating = Rating(stars: stars) else {
        report(
          "ratings",
          ProductRules.ratingsKey(key))
        continue
      }
      counts[rating.stars - 1] = count(value, "ratings.\(key)")
    }
    return counts
  }

  private mutating func count(_ token: JSONToken, _ field: @autoclosure () -> String) -> Int {
    wholeNumber(
      token, field(), minimum: ShopRules.smallestCount, maximum: ShopRules.largestRatingCount,
      required: true)
      ?? 0
  }

  // MARK: - Values

  /// Checks that `field`, whose value is `token`, is a string or absent; the string's token,
  /// to decode when needed.
  private mutating func checkText(
    _ field: ProductFields.Field, _ token: JSONToken?, required: Bool = false
  ) -> JSONToken? {
    switch token?.kind {
    case .string?:
      // Only an escape (`\u0000`) can put NUL in a string: a raw one is not JSON.
      if let token, token.flag, ShopRules.holdsNUL(scanner.string(token)) {
        report(field.key.description, ShopRules.nulInText)
      }
      return token
    case nil, .null?: if required { report(field.key.description, ProductRules.missing) }
    default:
      let found = token.map(scanner.kindDescription) ?? ""
      report(field.key.description, ProductRules.mustBe(ProductRules.text, not: found))
    }
    return nil
  }

  private mutating func wholeNumber(
    _ token: JSONToken?, _ field: @autoclosure () -> String, minimum: Int, maximum: Int = .max,
    required: Bool
  ) -> Int? {
    guard let token, token.kind != .null else {
      if required { report(field(), ProductRules.missing) }
      return nil
    }
    guard let number = scanner.integer(token), number >= minimum else {
      let range = ProductRules.wholeNumber(
        atLeast: minimum, writtenOtherwise: token.kind == .number && !token.flag)
      report(field(), ProductRules.mustBe(range, not: scanner.kindDescription(token)))
      return nil
    }
    guard number <= maximum else {
      report(field(), ProductRules.tooLarge(number, maximum: maximum))
      return nil
    }
    return number
  }

  /// Whether the string `token`, without escapes, starts with a scalar that shows, and so is
  /// not blank, found without decoding the rest: a blank name is one of scalars that each show
  /// as nothing (`ShopRules.isBlank`).
  private func startsShowing(_ token: JSONToken) -> Bool {
    guard !token.flag, let start = token.content.first else { return false }
    // Most names start with a printable ASCII character, known without Unicode's tables.
    let lead = scanner.bytes[start]
    guard lead >= 0x80 else { return (0x21..<0x7F).contains(lead) }
    var bytes = UnsafeRawBufferPointer(rebasing: scanner.bytes[token.content]).makeIterator()
    var utf8 = Unicode.UTF8()
    guard case .scalarValue(let scalar) = utf8.decode(&bytes) else { return false }
    return !ShopRules.showsNothing(scalar)
  }
}
