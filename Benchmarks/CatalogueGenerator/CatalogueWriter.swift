import TaschSimulation

/// The JSON text of a generated catalogue, product by product, drawn from one seed.
struct CatalogueWriter {
  private var random: SeededRandomNumberGenerator
  private let isCompact: Bool
  private var nextID = 1

  /// A writer whose products follow from `seed`; `isCompact` leaves out every optional space.
  init(seed: UInt64, isCompact: Bool) {
    random = SeededRandomNumberGenerator(seed: seed)
    self.isCompact = isCompact
  }

  /// The text before the first product.
  func opening() -> String {
    isCompact
      ? #"{"currency":"USD","shop":"generated","products":["#
      : "{\n  \"currency\": \"USD\",\n  \"shop\": \"generated\",\n  \"products\": [\n"
  }

  /// The text after the last product.
  func closing() -> String {
    isCompact ? "]}\n" : "  ]\n}\n"
  }

  /// The product at `index`, with the comma that follows it unless it is the last.
  mutating func product(at index: Int, isLast: Bool) -> String {
    // Identifiers grow with gaps, as in a shop that has stopped selling some products.
    let id = nextID
    nextID += Int.random(in: 1...3, using: &random)
    var fields: [(String, String)] = [
      ("id", String(id)),
      ("name", quoted(name())),
      ("shortDescription", quoted(shortDescription())),
      ("description", quoted(description(), escapingNonASCII: chance(0.05))),
    ]
    if chance(0.85) { fields.append(("colors", colors())) }
    if chance(0.75) { fields.append(("dimensions", dimensions())) }
    fields.append(("price", quoted(price())))
    fields.append(("stock", String(stock())))
    if chance(0.6) { fields.append(("image", quoted("bag_\(index % 500 + 1).jpg"))) }
    if chance(0.9) { fields.append(("ratings", ratings())) }
    let separator = isCompact ? "," : ",\n      "
    let members = fields.map { isCompact ? "\"\($0)\":\($1)" : "\"\($0)\": \($1)" }
    let body = members.joined(separator: separator)
    let text = isCompact ? "{\(body)}" : "    {\n      \(body)\n    }"
    return text + (isLast ? (isCompact ? "" : "\n") : (isCompact ? "," : ",\n"))
  }

  // MARK: - Fields

  private mutating func name() -> String {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<55: "\(pick(Words.adjectives)) \(pick(Words.nouns))\(suffix())"
    case 55..<65: "\(pick(Words.french)) \(pick(Words.adjectives))"
    case 65..<72: "\(pick(Words.german)) Größe \(pick(["S", "M", "L", "XL"]))"
    case 72..<78:
      pick(Words.japanese) + (chance(0.5) ? " \(Int.random(in: 1...99, using: &random))L" : "")
    case 78..<84: pick(Words.chinese)
    case 84..<89: pick(Words.russian) + " " + pick(Words.nouns)
    case 89..<94: "\(pick(Words.adjectives)) \(pick(Words.nouns)) \(pick(Words.emoji))"
    case 94..<97: "\(pick(Words.turkish)) \(pick(Words.nouns))"
    default: "\(pick(Words.nouns)) \"\(pick(Words.adjectives))\" Edition"
    }
  }

  private mutating func suffix() -> String {
    chance(0.3) ? " \(Int.random(in: 10...60, using: &random))L" : ""
  }

  private mutating func shortDescription() -> String {
    "\(pick(Words.materials)) \(pick(Words.nouns).lowercased()), \(pick(Words.qualities))"
  }

  private mutating func description() -> String {
    let count = Int.random(in: 1...3, using: &random)
    var sentences: [String] = []
    for _ in 0..<count { sentences.append(pick(Words.sentences)) }
    // Some shops write line breaks and quotes, which JSON escapes.
    return sentences.joined(separator: chance(0.1) ? "\n" : " ")
  }

  private mutating func colors() -> String {
    let count = Int.random(in: 0...4, using: &random)
    let hex = (0..<count).map { _ in
      quoted(
        String(UInt32.random(in: 0...0xFF_FFFF, using: &random), radix: 16, uppercase: true)
          .leftPadded(to: 6))
    }
    return "[" + hex.joined(separator: isCompact ? "," : ", ") + "]"
  }

  private mutating func dimensions() -> String {
    var parts: [String] = []
    for measure in ["height", "width", "depth"] where chance(0.9) {
      let centimetres = Int.random(in: 2...90, using: &random)
      let inches = (centimetres * 100 + 127) / 254
      parts.append(
        isCompact
          ? #""\#(measure)":{"cm":\#(centimetres),"in":\#(inches)}"#
          : #""\#(measure)": {"cm": \#(centimetres), "in": \#(inches)}"#)
    }
    return "{" + parts.joined(separator: isCompact ? "," : ", ") + "}"
  }

  private mutating func price() -> String {
    let cents = Int.random(in: 199...250_000, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return String(cents / 100)
    case 1: return "\(cents / 100).\(cents % 100 / 10)"
    default: return "\(cents / 100).\(String(cents % 100).leftPadded(to: 2))"
    }
  }

  private mutating func stock() -> Int {
    if chance(0.12) { return 0 }
    return chance(0.01)
      ? Int.random(in: 10_000...5_000_000, using: &random) : Int.random(in: 1...999, using: &random)
  }

  private mutating func ratings() -> String {
    var parts: [String] = []
    let scale = pick([0, 3, 20, 200, 5_000])
    for stars in 1...5 where chance(0.8) {
      let count = Int.random(in: 0...scale, using: &random) * stars / 3
      parts.append(isCompact ? "\"\(stars)\":\(count)" : "\"\(stars)\": \(count)")
    }
    return "{" + parts.joined(separator: isCompact ? "," : ", ") + "}"
  }

  // MARK: - Helpers

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  private mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  /// `text` as a JSON string: quotes, backslashes and line breaks escaped, and with
  /// `escapingNonASCII` every other character as `\u` escapes too, as some exporters write.
  private func quoted(_ text: String, escapingNonASCII: Bool = false) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where escapingNonASCII && !scalar.isASCII:
        for unit in String(scalar).utf16 {
          result += "\\u" + String(unit, radix: 16).leftPadded(to: 4)
        }
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
