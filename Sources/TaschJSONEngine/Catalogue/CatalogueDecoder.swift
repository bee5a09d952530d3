import Tasch
import TaschJSON

/// Checks a catalogue document field by field and builds the catalogue, collecting every
/// problem with the product's place (index and id) and the field, so that one run shows all
/// that needs fixing.
struct CatalogueDecoder {
  /// What is wrong, one sentence each: `products[2] (id 7): "price" must be …`.
  private(set) var problems: [String] = []

  /// The problem of a document that is not an object: it cannot be a catalogue at all.
  static let notAnObject = "the catalogue must be a JSON object with \"currency\" and \"products\""

  /// The catalogue in `document`; `nil` when it is unusable, with `problems` saying why.
  mutating func decode(_ document: JSONValue) -> Catalogue? {
    guard case .object(let fields) = document else {
      problems.append(Self.notAnObject)
      return nil
    }
    let shopName = decodeShopName(fields["shop"])
    let currency = decodeCurrency(fields["currency"])
    var pricing = PricingDecoder(currency: currency)
    let shopPricing = pricing.decode(promotions: fields["promotions"], shipping: fields["shipping"])
    // The top level's problems come before the products', as the one-pass reader reports them.
    guard case .array(let elements)? = fields["products"] else {
      problems.append(
        fields["products"].map { "\"products\" must be an array, not \($0.kindDescription)" }
          ?? "\"products\" is missing")
      problems += pricing.problems
      return nil
    }
    problems += pricing.problems
    var firstIndexOfID: [ProductID: Int] = [:]
    var products: [ShopProduct] = []
    products.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      var product = ProductDecoder(index: index, currency: currency)
      if let decoded = product.decode(element) {
        if let first = firstIndexOfID[decoded.id] {
          product.report("id", "\(decoded.id) is already used by products[\(first)]")
        } else {
          firstIndexOfID[decoded.id] = index
          products.append(decoded)
        }
      }
      problems += product.problems
    }
    guard let currency else { return nil }
    return Catalogue(
      shopName: shopName, currency: currency, products: products, pricing: shopPricing)
  }

  private mutating func decodeShopName(_ value: JSONValue?) -> String? {
    guard let value else { return nil }
    guard case .string(let name) = value, ShopID.isValidName(name) else {
      let found =
        if case .string(let name) = value { JSONWriter.quoted(name) } else { value.kindDescription }
      problems.append(
        "\"shop\" must be 1 to 64 letters, digits, \"-\", \"_\" or \".\", not \(found)")
      return nil
    }
    return name
  }

  private mutating func decodeCurrency(_ value: JSONValue?) -> Currency? {
    guard let value else {
      problems.append("\"currency\" is missing")
      return nil
    }
    guard case .string(let code) = value, let currency = Currency(code: code) else {
      let found =
        if case .string(let code) = value { JSONWriter.quoted(code) } else { value.kindDescription }
      problems.append("\"currency\" must be an ISO 4217 code such as \"USD\", not \(found)")
      return nil
    }
    return currency
  }
}

/// Checks one element of `products`.
private struct ProductDecoder {
  let index: Int
  let currency: Currency?
  private(set) var problems: [String] = []
  private var id: Int?

  init(index: Int, currency: Currency?) {
    self.index = index
    self.currency = currency
  }

  mutating func decode(_ value: JSONValue) -> ShopProduct? {
    guard case .object(let fields) = value else {
      report(nil, ProductRules.mustBe(ProductRules.product, not: value.kindDescription))
      return nil
    }
    id = wholeNumber(fields, "id", minimum: ShopRules.smallestProductID, required: true)
    let name = text(fields, "name", required: true)
    if let name, ShopRules.isBlank(name) { report("name", ProductRules.emptyName) }
    let price = decodePrice(fields["price"])
    let stock = wholeNumber(fields, "stock", minimum: ShopRules.smallestCount, required: true)
    let maxPerOrder = wholeNumber(
      fields, "maxPerOrder", minimum: ShopRules.smallestMaxPerOrder, required: false)
    let shortDescription = text(fields, "shortDescription") ?? ""
    let description = text(fields, "description") ?? ""
    let colors = decodeColors(fields["colors"])
    let dimensions = decodeDimensions(fields["dimensions"])
    let image = text(fields, "image")
    let ratings = decodeRatings(fields["ratings"])

    guard problems.isEmpty, let id, let name, let price, let stock else { return nil }
    return ShopProduct(
      id: ProductID(id), name: name, shortDescription: shortDescription,
      description: description, colors: colors, dimensions: dimensions, price: price,
      stock: stock, maxPerOrder: maxPerOrder, imageName: image, ratings: RatingCounts(ratings))
  }

  mutating func report(_ field: String?, _ problem: String) {
    problems.append(
      ProblemList.problem(at: ProblemList.productPlace(index, id: id), field: field, problem))
  }

  // MARK: - Fields

  private mutating func decodePrice(_ value: JSONValue?) -> Money? {
    switch value {
    case nil:
      report("price", ProductRules.missing)
    case .string(let text)?:
      guard let currency else { return nil }
      switch ProductRules.price(text, in: currency) {
      case .success(let price): return price
      case .failure(let broken): report("price", broken.problem)
      }
    case let other?:
      report("price", ProductRules.mustBe(ProductRules.price, not: other.kindDescription))
    }
    return nil
  }

  private mutating func decodeColors(_ value: JSONValue?) -> [ProductColor] {
    guard let value, value != .null else { return [] }
    guard case .array(let elements) = value else {
      report("colors", ProductRules.mustBe(ProductRules.colors, not: value.kindDescription))
      return []
    }
    return elements.enumerated().compactMap { offset, element in
      guard case .string(let hex) = element, let color = ProductColor(hex: hex) else {
        let found =
          if case .string(let hex) = element { JSONWriter.quoted(hex) } else {
            element.kindDescription
          }
        report("colors[\(offset)]", ProductRules.mustBe(ProductRules.color, not: found))
        return nil
      }
      return color
    }
  }

  private mutating func decodeDimensions(_ value: JSONValue?) -> Dimensions {
    guard let value, value != .null else { return Dimensions() }
    guard case .object(let fields) = value else {
      report("dimensions", ProductRules.mustBe(ProductRules.dimensions, not: value.kindDescription))
      return Dimensions()
    }
    return Dimensions(
      height: decodeLength(fields["height"], "dimensions.height"),
      width: decodeLength(fields["width"], "dimensions.width"),
      depth: decodeLength(fields["depth"], "dimensions.depth"))
  }

  private mutating func decodeLength(_ value: JSONValue?, _ field: String) -> Length? {
    guard let value, value != .null else { return nil }
    guard case .object(let fields) = value else {
      report(field, ProductRules.mustBe(ProductRules.length, not: value.kindDescription))
      return nil
    }
    let centimetres = wholeNumber(
      fields, "cm", minimum: ShopRules.smallestCount, required: true, in: field)
    let inches = wholeNumber(
      fields, "in", minimum: ShopRules.smallestCount, required: true, in: field)
    guard let centimetres, let inches else { return nil }
    return Length(centimetres: centimetres, inches: inches)
  }

  private mutating func decodeRatings(_ value: JSONValue?) -> [Rating: Int] {
    guard let value, value != .null else { return [:] }
    guard case .object(let fields) = value else {
      report("ratings", ProductRules.mustBe(ProductRules.ratings, not: value.kindDescription))
      return [:]
    }
    var counts: [Rating: Int] = [:]
    for key in fields.keys.sorted() {
      guard let stars = Int(key), let rating = Rating(stars: stars) else {
        report(
          "ratings",
          ProductRules.ratingsKey(key))
        continue
      }
      counts[rating] = wholeNumber(
        fields, key, minimum: ShopRules.smallestCount, maximum: ShopRules.largestRatingCount,
        required: true,
        in: "ratings")
    }
    return counts
  }

  // MARK: - Values

  private mutating func text(_ fields: [String: JSONValue], _ key: String, required: Bool = false)
    -> String?
  {
    switch fields[key] {
    case .string(let text)?:
      if ShopRules.holdsNUL(text) { report(key, ShopRules.nulInText) }
      return text
    case nil, .null?: if required { report(key, ProductRules.missing) }
    case let other?: report(key, ProductRules.mustBe(ProductRules.text, not: other.kindDescription))
    }
    return nil
  }

  private mutating func wholeNumber(
    _ fields: [String: JSONValue], _ key: String, minimum: Int, maximum: Int = .max,
    required: Bool, in parent: String? = nil
  ) -> Int? {
    let field = parent.map { "\($0).\(key)" } ?? key
    guard let value = fields[key], value != .null else {
      if required { report(field, ProductRules.missing) }
      return nil
    }
    guard let number = value.integer, number >= minimum else {
      let range = ProductRules.wholeNumber(
        atLeast: minimum, writtenOtherwise: value.isNumberWithPointOrExponent)
      report(field, ProductRules.mustBe(range, not: value.kindDescription))
      return nil
    }
    guard number <= maximum else {
      report(field, ProductRules.tooLarge(number, maximum: maximum))
      return nil
    }
    return number
  }
}
