import Tasch
import TaschJSON

/// The members of one product object that the catalogue format knows, as scanned tokens: the
/// syntax is checked, the meaning not yet.
///
/// The insides of `dimensions` and `ratings` are kept as they are scanned, and the colours of
/// `colors` are looked at, so the checks need not read them again; when they are unusual in
/// any way (a key written with an escape, a colour that is not six plain hex digits), the
/// checks read them again slowly.
struct ProductFields {
  /// A member the catalogue format knows.
  enum Field: Int, CaseIterable {
    case id, name, price, stock, shortDescription, description, colors, dimensions, image,
      ratings, maxPerOrder

    /// The member's key.
    var key: StaticString {
      switch self {
      case .id: "id"
      case .name: "name"
      case .price: "price"
      case .stock: "stock"
      case .shortDescription: "shortDescription"
      case .description: "description"
      case .colors: "colors"
      case .dimensions: "dimensions"
      case .image: "image"
      case .ratings: "ratings"
      case .maxPerOrder: "maxPerOrder"
      }
    }
  }

  /// One measure of `dimensions`: its value, and its `cm` and `in` when it is an object.
  struct Measure {
    var value: JSONToken
    var centimetres: JSONToken?
    var inches: JSONToken?

    /// Sets `cm` or `in`, whichever `key` names: `nil` when it names neither, `false` when
    /// the measure has it already.
    mutating func set(_ length: JSONToken, named key: JSONToken, in scanner: JSONScanner)
      -> Bool?
    {
      if scanner.key(key, is: "cm") {
        guard centimetres == nil else { return false }
        centimetres = length
      } else if scanner.key(key, is: "in") {
        guard inches == nil else { return false }
        inches = length
      } else {
        return nil
      }
      return true
    }
  }

  private var tokens = InlineArray<11, JSONToken?>(repeating: nil)
  /// `height`, `width` and `depth`, when `dimensions` is an object.
  private(set) var measures = InlineArray<3, Measure?>(repeating: nil)
  /// The counts of `ratings` by stars, when every key is one digit from 1 to 5.
  private(set) var ratingsByStars = InlineArray<5, JSONToken?>(repeating: nil)
  /// Whether every key of `ratings` is one digit from 1 to 5, unescaped.
  private(set) var ratingsArePlain = true
  /// Whether every element of `colors` is six plain hex digits, and so needs no checking.
  private(set) var colorsArePlain = true

  /// The value of `field`; `nil` when the product does not have it.
  subscript(field: Field) -> JSONToken? {
    tokens[field.rawValue]
  }

  // MARK: - Scanning

  /// Scans the product object at `scanner`'s index, which is `depth` deep in the document,
  /// into these fields, which it replaces: the quick way when it can, else by
  /// `scanInFull(_:depth:)`.
  ///
  /// Scanned in place, since the fields are large: a scan reuses one value for every product,
  /// rather than handing a new one up through each caller, copied at every step.
  ///
  /// - Returns: the object's token.
  mutating func scan(_ scanner: inout JSONScanner, depth: Int) throws(ScanStop) -> JSONToken {
    if let object = ProductFastScan.scan(&scanner, depth: depth, into: &self) { return object }
    return try scanInFull(&scanner, depth: depth)
  }

  /// Scans the product object at `scanner`'s index, which is `depth` deep in the document,
  /// into these fields, which it replaces, by every rule of JSON, whatever its shape.
  ///
  /// - Returns: the object's token.
  mutating func scanInFull(_ scanner: inout JSONScanner, depth: Int) throws(ScanStop)
    -> JSONToken
  {
    self = ProductFields()
    // Each known key is vouched for once its value is scanned: a second one is refused here.
    return try scanner.scanObject(depth: depth) { key, scanner throws(ScanStop) in
      guard let field = Self.field(named: key, in: scanner) else {
        _ = try scanner.scanValue(depth: depth)
        return .unknown
      }
      guard tokens[field.rawValue] == nil else {
        // A known key again: its value is read by the rules of JSON alone, as the tree reader
        // reads it, never into the first one's fields, and then the repeat is refused.
        _ = try scanner.scanValue(depth: depth)
        throw scanner.duplicate(key)
      }
      let value: JSONToken
      switch (field, try scanner.current()) {
      case (.dimensions, UInt8(ascii: "{")?):
        value = try scanDimensions(&scanner, depth: depth + 1)
      case (.ratings, UInt8(ascii: "{")?):
        value = try scanRatings(&scanner, depth: depth + 1)
      case (.colors, UInt8(ascii: "[")?): value = try scanColors(&scanner, depth: depth + 1)
      default: value = try scanner.scanValue(depth: depth)
      }
      guard set(field, to: value) else { throw scanner.duplicate(key) }
      return .vouched
    }
  }

  private mutating func scanDimensions(_ scanner: inout JSONScanner, depth: Int)
    throws(ScanStop) -> JSONToken
  {
    try scanner.scanObject(depth: depth) { key, scanner throws(ScanStop) in
      guard let slot = Self.measureSlot(named: key, in: scanner) else {
        _ = try scanner.scanValue(depth: depth)
        return .unknown
      }
      let measure = try Self.scanMeasure(&scanner, depth: depth)
      guard set(measure, at: slot) else { throw scanner.duplicate(key) }
      return .vouched
    }
  }

  /// Scans one measure of `dimensions`: its `cm` and `in` when it is an object.
  private static func scanMeasure(_ scanner: inout JSONScanner, depth: Int) throws(ScanStop)
    -> Measure
  {
    guard try scanner.current() == UInt8(ascii: "{") else {
      return Measure(value: try scanner.scanValue(depth: depth))
    }
    var measure = Measure(value: JSONToken(kind: .object, range: 0..<0))
    measure.value = try scanner.scanObject(depth: depth + 1) { key, scanner throws(ScanStop) in
      let value = try scanner.scanValue(depth: depth + 1)
      guard let isNew = measure.set(value, named: key, in: scanner) else { return .unknown }
      guard isNew else { throw scanner.duplicate(key) }
      return .vouched
    }
    return measure
  }

  private mutating func scanRatings(_ scanner: inout JSONScanner, depth: Int)
    throws(ScanStop) -> JSONToken
  {
    try scanner.scanObject(depth: depth) { key, scanner throws(ScanStop) in
      let value = try scanner.scanValue(depth: depth)
      guard let stars = Self.stars(named: key, in: scanner) else {
        ratingsArePlain = false
        return .unknown
      }
      guard set(value, forStars: stars) else { throw scanner.duplicate(key) }
      return .vouched
    }
  }

  private mutating func scanColors(_ scanner: inout JSONScanner, depth: Int)
    throws(ScanStop) -> JSONToken
  {
    try scanner.scanArray(depth: depth) { element, scanner in note(color: element, in: scanner) }
  }

  // MARK: - Setting

  /// Sets the value of `field`; `false` when it has one already.
  mutating func set(_ field: Field, to value: JSONToken) -> Bool {
    guard tokens[field.rawValue] == nil else { return false }
    tokens[field.rawValue] = value
    return true
  }

  /// Sets the measure in `slot` of `dimensions`; `false` when it has one already.
  mutating func set(_ measure: Measure, at slot: Int) -> Bool {
    guard measures[slot] == nil else { return false }
    measures[slot] = measure
    return true
  }

  /// Sets the count of ratings of `stars` (0 for one star); `false` when it has one already.
  mutating func set(_ count: JSONToken, forStars stars: Int) -> Bool {
    guard ratingsByStars[stars] == nil else { return false }
    ratingsByStars[stars] = count
    return true
  }

  /// Notes `element` of `colors`: the colours stay plain while each is.
  mutating func note(color element: JSONToken, in scanner: JSONScanner) {
    if colorsArePlain, ProductColor(plainHex: element, in: scanner) == nil {
      colorsArePlain = false
    }
  }

  // MARK: - Helpers

  /// The slot in `dimensions` of the measure `key` names: 0, 1 and 2 for `height`, `width`
  /// and `depth`.
  static func measureSlot(named key: JSONToken, in scanner: JSONScanner) -> Int? {
    if scanner.key(key, is: "height") { return 0 }
    if scanner.key(key, is: "width") { return 1 }
    return scanner.key(key, is: "depth") ? 2 : nil
  }

  /// The stars, less one, of the key of `ratings` that is one plain digit from 1 to 5.
  ///
  /// A digit written with an escape is the same key, but is not told apart here.
  static func stars(named key: JSONToken, in scanner: JSONScanner) -> Int? {
    let content = key.content
    let digit = content.count == 1 ? scanner.bytes[content.lowerBound] : 0
    guard !key.flag, (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(digit) else { return nil }
    return Int(digit - UInt8(ascii: "1"))
  }

  /// The field `key` names, compared as the tree reader compares keys.
  static func field(named key: JSONToken, in scanner: JSONScanner) -> Field? {
    guard key.isASCII, !key.flag else {
      // A key written with escapes, or with other characters, is compared as a string, as
      // the tree reader's dictionary compares it.
      let text = scanner.string(key)
      return Field.allCases.first { $0.key.description == text }
    }
    let content = key.content
    guard let first = content.first.map({ scanner.bytes[$0] }) else { return nil }
    // The length and first letter leave one candidate, compared in full.
    let candidate: Field? =
      switch (content.count, first) {
      case (2, UInt8(ascii: "i")): .id
      case (4, UInt8(ascii: "n")): .name
      case (5, UInt8(ascii: "p")): .price
      case (5, UInt8(ascii: "s")): .stock
      case (16, UInt8(ascii: "s")): .shortDescription
      case (11, UInt8(ascii: "d")): .description
      case (6, UInt8(ascii: "c")): .colors
      case (10, UInt8(ascii: "d")): .dimensions
      case (5, UInt8(ascii: "i")): .image
      case (7, UInt8(ascii: "r")): .ratings
      case (11, UInt8(ascii: "m")): .maxPerOrder
      default: nil
      }
    guard let candidate else { return nil }
    return scanner.key(key, is: candidate.key) ? candidate : nil
  }
}

extension ProductColor {
  /// The colour of the string `token` when it is exactly six hex digits without escapes, read
  /// in place as `ProductColor(hex:)` reads its text; `nil` for any other value.
  init?(plainHex token: JSONToken, in scanner: JSONScanner) {
    guard token.kind == .string, !token.flag else { return nil }
    self.init(hexDigits: UnsafeRawBufferPointer(rebasing: scanner.bytes[token.content]))
  }
}
