extension JSONScanner {
  // MARK: - Values

  /// Scans the value at `index`, inside containers nested `depth` deep; arrays and objects are
  /// checked all through.
  mutating func scanValue(depth: Int) throws(ScanStop) -> JSONToken {
    guard let byte = try current() else { throw error("unexpected end of the document") }
    switch byte {
    case .openBrace: return try scanObject(depth: depth + 1) { _, _, _ in }
    case .openBracket: return try scanArray(depth: depth + 1) { _ in }
    case .quote: return try scanString()
    case .minus, .zero...(.nine): return try scanNumber()
    case .letterT: return try scanLiteral("true", .true)
    case .letterF: return try scanLiteral("false", .false)
    case .letterN: return try scanLiteral("null", .null)
    default: throw error("unexpected \(Self.describe(byte))")
    }
  }

  /// Scans the object at `index`, itself `depth` deep, handing each member to `member` with
  /// the scanner whose bytes its tokens are in.
  ///
  /// - Throws: a syntax error for a key that appears twice, after its value, as `JSONReader`.
  mutating func scanObject(
    depth: Int,
    _ member: (_ key: JSONToken, _ value: JSONToken, _ scanner: JSONScanner) throws(ScanStop)
      -> Void
  ) throws(ScanStop) -> JSONToken {
    guard depth <= maximumDepth else { throw error("nested more than \(maximumDepth) levels deep") }
    let start = index
    index += 1
    try skipWhitespace()
    if try current() == .closeBrace {
      index += 1
      return JSONToken(kind: .object, range: start..<index)
    }
    var keys = KeySet()
    while true {
      let (key, value) = try scanMember(depth: depth)
      guard keys.insert(key, from: self) else { throw duplicate(key) }
      try member(key, value, self)
      try skipWhitespace()
      switch try current() {
      case .comma?: index += 1
      case .closeBrace?:
        index += 1
        return JSONToken(kind: .object, range: start..<index)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  /// Scans `"key": value` at `index`, after any whitespace.
  mutating func scanMember(depth: Int) throws(ScanStop) -> (key: JSONToken, value: JSONToken) {
    let key = try scanKey()
    return (key, try scanValue(depth: depth))
  }

  /// Scans `"key":` at `index`, and the whitespace around it.
  mutating func scanKey() throws(ScanStop) -> JSONToken {
    try skipWhitespace()
    guard try current() == .quote else { throw error("expected a key in double quotes") }
    let key = try scanString()
    try skipWhitespace()
    guard try current() == .colon else {
      throw error("expected ':' after the key \"\(string(key))\"")
    }
    index += 1
    try skipWhitespace()
    return key
  }

  /// The error for `key` repeated in one object, at the key.
  func duplicate(_ key: JSONToken) -> ScanStop {
    .syntax(
      offset: base + key.range.lowerBound,
      reason: "the key \"\(string(key))\" appears twice in one object")
  }

  /// Scans the array at `index`, itself `depth` deep, handing each element to `element`.
  mutating func scanArray(depth: Int, _ element: (JSONToken) throws(ScanStop) -> Void)
    throws(ScanStop) -> JSONToken
  {
    guard depth <= maximumDepth else { throw error("nested more than \(maximumDepth) levels deep") }
    let start = index
    index += 1
    try skipWhitespace()
    if try current() == .closeBracket {
      index += 1
      return JSONToken(kind: .array, range: start..<index)
    }
    while true {
      try skipWhitespace()
      try element(try scanValue(depth: depth))
      try skipWhitespace()
      switch try current() {
      case .comma?: index += 1
      case .closeBracket?:
        index += 1
        return JSONToken(kind: .array, range: start..<index)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  // MARK: - Checked values

  /// The elements of the array `token`, which was scanned already.
  func elements(of token: JSONToken) -> [JSONToken] {
    var elements: [JSONToken] = []
    var reader = JSONScanner(bytes, base: base, index: token.range.lowerBound)
    _ = try? reader.scanArray(depth: 0) { elements.append($0) }
    return elements
  }

  /// The members of the object `token`, which was scanned already, with their keys decoded.
  func members(of token: JSONToken) -> [(key: String, value: JSONToken)] {
    var members: [(key: String, value: JSONToken)] = []
    var reader = JSONScanner(bytes, base: base, index: token.range.lowerBound)
    _ = try? reader.scanObject(depth: 0) { key, value, scanner in
      members.append((scanner.string(key), value))
    }
    return members
  }

  /// What the value `token` is, for messages: "a string", "the number 250", "an object".
  func kindDescription(_ token: JSONToken) -> String {
    switch token.kind {
    case .null: "null"
    case .true: "true"
    case .false: "false"
    case .number: "the number \(String(decoding: bytes[token.range], as: UTF8.self))"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The number `token` as an `Int`, when it is written as a whole number that fits, as
  /// `JSONValue.integer` reads it.
  func integer(_ token: JSONToken) -> Int? {
    guard token.kind == .number, token.flag else { return nil }
    var digits = token.range
    let isNegative = bytes[digits.lowerBound] == .minus
    if isNegative { digits = digits.dropFirst() }
    var value = 0
    for index in digits {
      // Negative numbers are accumulated below zero so that `Int.min` fits.
      let digit = Int(bytes[index] - .zero)
      let (shifted, overflowOnShift) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowOnAdd) =
        isNegative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowOnShift, !overflowOnAdd else { return nil }
      value = next
    }
    return value
  }
}

/// The keys of one object so far, compared as `JSONReader` compares them: as Swift strings,
/// so that two spellings of one text (`"é"` composed or decomposed) are the same key.
struct KeySet {
  /// Plain ASCII keys (no escapes), compared byte by byte, which for ASCII is the same.
  private var plain: [Range<Int>] = []
  /// Every key as a string, once one key is not plain ASCII or there are many keys.
  private var strings: Set<String>?

  /// Adds `key`; `false` when the object already has it.
  mutating func insert(_ key: JSONToken, from scanner: JSONScanner) -> Bool {
    if strings == nil, key.isASCII, !key.flag, plain.count < 16 {
      let bytes = scanner.bytes[key.content]
      for other in plain where scanner.bytes[other].elementsEqual(bytes) { return false }
      plain.append(key.content)
      return true
    }
    var all =
      strings
      ?? Set(
        plain.map {
          String(decoding: UnsafeRawBufferPointer(rebasing: scanner.bytes[$0]), as: UTF8.self)
        })
    plain = []
    defer { strings = all }
    return all.insert(scanner.string(key)).inserted
  }
}
