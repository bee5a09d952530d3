import TaschJSON

/// The quick way through a product object of the usual shape: only the catalogue's own keys,
/// each once, and `dimensions`, `ratings` and `colors` in the shapes the format describes.
///
/// Since it takes no key but the known ones, each once, it keeps no set of the keys it has
/// seen, as `ProductFields.scanInFull` does to refuse repeats, and it takes plain strings
/// whole. It gives the very fields and tokens the full scan gives, or gives up at the first
/// thing it does not expect, from an unknown key to a syntax error or the end of the bytes in
/// memory, leaving the scanner where it was: the product is then scanned in full, which knows
/// every rule and says what is wrong.
struct ProductFastScan {
  /// Scans the value of a member, given its key, and says whether it was as expected.
  private typealias Member = (_ walk: inout Self, _ key: JSONToken) -> Bool

  private var scanner: JSONScanner
  /// How deep the product is in the document.
  private let depth: Int

  /// Scans the product object at `scanner`'s index, which is `depth` deep in the document,
  /// into `fields`, which it replaces: the object's token, with the scanner moved past it;
  /// `nil`, the scanner left as it was and `fields` to be replaced, when the product is to be
  /// scanned in full.
  static func scan(_ scanner: inout JSONScanner, depth: Int, into fields: inout ProductFields)
    -> JSONToken?
  {
    // The deepest container walked here is a measure in `dimensions`, two below the product.
    guard depth + 2 <= scanner.maximumDepth, scanner.index < scanner.bytes.count,
      scanner.bytes[scanner.index] == UInt8(ascii: "{")
    else { return nil }
    fields = ProductFields()
    var walk = ProductFastScan(scanner: scanner, depth: depth)
    guard let object = walk.object({ $0.productMember($1, into: &fields) }) else { return nil }
    scanner.index = walk.scanner.index
    return object
  }

  // MARK: - Members

  private mutating func productMember(_ key: JSONToken, into fields: inout ProductFields)
    -> Bool
  {
    guard let field = ProductFields.field(named: key, in: scanner) else { return false }
    let value: JSONToken?
    switch (field, scanner.bytes[scanner.index]) {
    case (.dimensions, UInt8(ascii: "{")):
      value = object { $0.dimensionsMember($1, into: &fields) }
    case (.ratings, UInt8(ascii: "{")): value = object { $0.ratingsMember($1, into: &fields) }
    case (.colors, UInt8(ascii: "[")): value = colors(into: &fields)
    default: value = self.value(depth: depth)
    }
    guard let value else { return false }
    return fields.set(field, to: value)
  }

  private mutating func dimensionsMember(_ key: JSONToken, into fields: inout ProductFields)
    -> Bool
  {
    guard let slot = ProductFields.measureSlot(named: key, in: scanner) else { return false }
    guard scanner.bytes[scanner.index] == UInt8(ascii: "{") else {
      guard let length = value(depth: depth + 1) else { return false }
      return fields.set(ProductFields.Measure(value: length), at: slot)
    }
    var measure = ProductFields.Measure(value: JSONToken(kind: .object, range: 0..<0))
    let object = object { walk, key in
      guard let length = walk.value(depth: walk.depth + 2) else { return false }
      return measure.set(length, named: key, in: walk.scanner) == true
    }
    guard let object else { return false }
    measure.value = object
    return fields.set(measure, at: slot)
  }

  private mutating func ratingsMember(_ key: JSONToken, into fields: inout ProductFields)
    -> Bool
  {
    guard let stars = ProductFields.stars(named: key, in: scanner),
      let count = value(depth: depth + 1)
    else { return false }
    return fields.set(count, forStars: stars)
  }

  // MARK: - Containers

  /// Walks the object at the scanner's index, which must have members, handing each key to
  /// `member` with the scanner at its value.
  private mutating func object(_ member: Member) -> JSONToken? {
    let start = scanner.index
    scanner.index += 1
    guard nextByte() == UInt8(ascii: "\"") else { return nil }
    while true {
      guard let key = key(), nextByte() == UInt8(ascii: ":") else { return nil }
      scanner.index += 1
      guard nextByte() != nil, member(&self, key) else { return nil }
      switch nextByte() {
      case UInt8(ascii: ",")?:
        scanner.index += 1
        guard nextByte() == UInt8(ascii: "\"") else { return nil }
      case UInt8(ascii: "}")?:
        scanner.index += 1
        return JSONToken(kind: .object, range: start..<scanner.index)
      default: return nil
      }
    }
  }

  /// Walks the array of `colors` at the scanner's index, noting each colour in `fields`.
  private mutating func colors(into fields: inout ProductFields) -> JSONToken? {
    let start = scanner.index
    scanner.index += 1
    guard var byte = nextByte() else { return nil }
    while byte != UInt8(ascii: "]") {
      guard let color = value(depth: depth + 1) else { return nil }
      fields.note(color: color, in: scanner)
      switch nextByte() {
      case UInt8(ascii: ",")?:
        scanner.index += 1
        guard let next = nextByte(), next != UInt8(ascii: "]") else { return nil }
        byte = next
      case UInt8(ascii: "]")?: byte = UInt8(ascii: "]")
      default: return nil
      }
    }
    scanner.index += 1
    return JSONToken(kind: .array, range: start..<scanner.index)
  }

  // MARK: - Values

  /// Scans the value at the scanner's index, inside containers nested `depth` deep, as the
  /// full scan scans it there.
  private mutating func value(depth: Int) -> JSONToken? {
    switch scanner.bytes[scanner.index] {
    case UInt8(ascii: "\""): string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      scanner.scanPlainNumber() ?? (try? scanner.scanNumber())
    default: try? scanner.scanValue(depth: depth)
    }
  }

  /// Scans the key at the scanner's index: a short plain one from one word, as nearly all of
  /// a catalogue's are; any other as a string.
  private mutating func key() -> JSONToken? {
    scanner.scanShortPlainString() ?? string()
  }

  /// Scans the string at the scanner's index: a plain one whole.
  private mutating func string() -> JSONToken? {
    scanner.scanPlainString() ?? (try? scanner.scanString())
  }

  /// Skips whitespace; the byte after it, `nil` at the end of the bytes.
  ///
  /// Always inlined: it runs between every two tokens, and the compiler, left to itself,
  /// stops inlining it once `skipWhitespace()` skips a lone space in place.
  @inline(__always)
  private mutating func nextByte() -> UInt8? {
    guard (try? scanner.skipWhitespace()) != nil, scanner.index < scanner.bytes.count else {
      return nil
    }
    return scanner.bytes[scanner.index]
  }
}
