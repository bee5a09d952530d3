import TaschJSONEngine
import TaschSimulation

/// Catalogue texts drawn from a seed, mostly valid and sometimes not in every way a hand-made
/// file can be wrong: wrong kinds, bad numbers, odd keys, escapes, any characters, and bytes
/// cut, doubled or changed.
struct RandomCatalogueText {
  private var random: SeededRandomNumberGenerator

  /// Texts that follow from `seed`.
  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
  }

  /// A catalogue of up to `maximumCount` products; with `validity` near 1, nearly all valid.
  mutating func catalogue(maximumCount: Int = 8, validity: Double = 0.9) -> String {
    var members: [String] = []
    if chance(validity) || chance(0.5) {
      let currency = chance(validity) ? pick(["\"USD\"", "\"BHD\""]) : pick(["\"JPY\"", value()])
      members.append(#""currency": \#(currency)"#)
    }
    if chance(0.3) {
      members.append(#""shop": \#(chance(validity) ? "\"shop-\(int(0...99)).v2_x\"" : value())"#)
    }
    let products = (0..<int(0...maximumCount)).map { product(id: $0 + 1, validity: validity) }
    members.append(#""products": [\#(products.joined(separator: pick([",", ", ", ",\n  "])))]"#)
    if chance(0.2) { members.append(#""note": \#(value())"#) }
    members.shuffle(using: &random)
    return "{" + members.joined(separator: pick([",", ", ", ",\n"])) + "}" + pick(["", "\n", " "])
  }

  /// `text` with a few bytes cut, doubled, moved or replaced by characters that matter to JSON.
  mutating func mutated(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    for _ in 0..<int(1...3) where !bytes.isEmpty {
      let index = int(0...bytes.count - 1)
      switch int(0...4) {
      case 0: bytes.remove(at: index)
      case 1: bytes.insert(bytes[index], at: index)
      case 2: bytes[index] = pick(Array(#"{}[]",:"\0123456789.eE-+tfnu "#.utf8))
      case 3: bytes.insert(contentsOf: pick([[0xC3], [0xE9], [0xFF], [0x00], [0x0A]]), at: index)
      default: bytes.removeSubrange(index..<min(bytes.count, index + int(1...12)))
      }
    }
    return bytes
  }

  // MARK: - Products

  private mutating func product(id: Int, validity: Double) -> String {
    var fields: [(String, String)] = []
    if chance(validity) {
      fields.append(("id", chance(validity) ? String(id) : String(int(1...3))))
    }
    if chance(validity) { fields.append(("name", string(allowEmpty: !chance(validity)))) }
    if chance(validity) { fields.append(("price", chance(validity) ? price() : badPrice())) }
    if chance(validity) { fields.append(("stock", String(int(0...2_000)))) }
    if chance(0.5) { fields.append(("shortDescription", string())) }
    if chance(0.5) { fields.append(("description", string())) }
    if chance(0.5) { fields.append(("colors", colors(validity: validity))) }
    if chance(0.5) { fields.append(("dimensions", dimensions(validity: validity))) }
    if chance(0.3) { fields.append(("image", chance(0.8) ? "\"bag.jpg\"" : "null")) }
    if chance(0.5) { fields.append(("ratings", ratings(validity: validity))) }
    if chance(0.15) { fields.append((pick(["colour", "extra", "i\\u0064", "stock2"]), value())) }
    for index in fields.indices where !chance(validity) {
      fields[index].1 = value()
    }
    fields.shuffle(using: &random)
    let space = pick(["", " ", "\n    "])
    return "{" + space
      + fields.map { "\"\($0)\":\(pick(["", " "]))\($1)" }.joined(separator: "," + space) + "}"
  }

  /// A price valid in dollars and in dinars.
  private mutating func price() -> String {
    let whole = String(int(0...99_999))
    switch int(0...2) {
    case 0: return "\"\(whole)\""
    case 1: return "\"\(whole).\(int(0...9))\""
    default: return "\"\(whole).\(int(10...99))\""
    }
  }

  private mutating func badPrice() -> String {
    pick([
      "\"1.2345\"", "\"-3.5\"", "\"1,50\"", "\"99999999999999999999\"", "\"\"", "\".5\"",
      "\"\\u0031.00\"", value(),
    ])
  }

  private mutating func colors(validity: Double) -> String {
    let hex = (0..<int(0...3)).map { _ in
      chance(validity)
        ? pick(["\"1F2B3B\"", "\"a16347\"", "\"\\u0031F2B3B\""])
        : pick(["\"12345\"", "\"GGGGGG\"", "123456", "null"])
    }
    return "[" + hex.joined(separator: ", ") + "]"
  }

  private mutating func dimensions(validity: Double) -> String {
    let measures = ["height", "width", "depth", "weight"].filter { _ in chance(0.6) }.map {
      let cm = chance(validity) ? String(int(0...90)) : value()
      let inches = chance(validity) ? String(int(0...40)) : value()
      return chance(validity)
        ? #""\#($0)": {"cm": \#(cm), "in": \#(inches)}"# : #""\#($0)": \#(value())"#
    }
    return "{" + measures.joined(separator: ", ") + "}"
  }

  private mutating func ratings(validity: Double) -> String {
    // "04" and "+3" are read as 4 and 3 stars, as `Int("04")` reads them.
    var keys = ["1", "2", "3", "4", "5", "04", "+3", "\\u0035"].filter { _ in chance(0.4) }
    if !chance(validity) { keys.append(pick(["6", "0", "x", "-1"])) }
    let counts = keys.map {
      let count =
        chance(validity)
        ? String(int(0...1_000)) : pick(["-1", "1000000000001", "1000000000000", "2.5", "null"])
      return #""\#($0)": \#(count)"#
    }
    return "{" + counts.joined(separator: ", ") + "}"
  }

  // MARK: - Values

  /// Any JSON value, of any kind.
  private mutating func value() -> String {
    pick([
      "null", "true", "false", "0", "-0", "7", "1.5", "2e3", "-12", "99999999999999999999",
      "\"text\"", "[]", "{}", "[1, [2, {\"a\": null}]]", #"{"k": [true], "l": {"m": "n"}}"#,
      string(),
    ])
  }

  private mutating func string(allowEmpty: Bool = false) -> String {
    let pieces = [
      "Bag", "bag", " ", "Größe", "旅行", "é", "e\u{301}", "🎒", "\\\"", "\\\\", "\\n", "\\u00e9",
      "\\ud83c\\udf92", "\\/", "İ", "ß", "\\t", "Σ", "\u{3000}", "\\u0001",
    ]
    let count = allowEmpty ? int(0...2) : int(1...4)
    let text = pick(["Bag ", "旅", "É", ""]) + (0..<count).map { _ in pick(pieces) }.joined()
    return "\"\(allowEmpty && chance(0.5) ? pick(["", " ", "\\t", "\u{3000}"]) : text)\""
  }

  // MARK: - Draws

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }
}
