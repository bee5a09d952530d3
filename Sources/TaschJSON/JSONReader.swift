/// Reads JSON text (RFC 8259) strictly: valid UTF-8, no trailing commas, no comments, no
/// repeated keys, no control characters in strings, and at most `maximumDepth` levels of
/// nesting, so that a hostile file cannot exhaust the stack.
public struct JSONReader: Sendable {
  /// How many arrays and objects may be nested inside each other.
  public var maximumDepth: Int

  /// A reader allowing `maximumDepth` levels of nesting.
  public init(maximumDepth: Int = 256) {
    self.maximumDepth = maximumDepth
  }

  /// Reads one JSON document from `bytes`.
  ///
  /// - Throws: `JSONSyntaxError` with the line and column of the first problem in the text: a
  ///   byte that is not UTF-8, or the first place where the text is not JSON, whichever comes
  ///   first.
  public func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var cursor = Cursor(bytes: bytes, maximumDepth: maximumDepth)
    let value: JSONValue
    do throws(JSONSyntaxError) {
      cursor.skipByteOrderMark()
      cursor.skipWhitespace()
      value = try cursor.readValue(depth: 0)
      cursor.skipWhitespace()
      guard cursor.isAtEnd else { throw cursor.error("unexpected text after the document") }
    } catch {
      // Text that is not UTF-8 before the place where reading stopped is the first problem: a
      // string that is not stops the reading at its closing quote, as in the one-pass scanner.
      try UTF8Check.validate(bytes, through: cursor.index)
      throw error
    }
    try UTF8Check.validate(bytes)
    return value
  }
}

/// Where and why JSON text could not be read.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the problem, from 1.
  public let line: Int
  /// The column of the problem, in bytes from 1.
  public let column: Int
  /// What is wrong there.
  public let reason: String

  /// The problem `reason` at `line` and `column`.
  public init(line: Int, column: Int, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// Why an object is refused whose `key` appears twice, as every reader of JSON says it.
  public static func repeatedKey(_ key: String) -> String {
    "the key \"\(key)\" appears twice in one object"
  }

  /// `line 3, column 7: expected ':' after an object key`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}

private struct Cursor {
  let bytes: [UInt8]
  let maximumDepth: Int
  var index = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  var isAtEnd: Bool { index >= bytes.count }
  var current: UInt8? { isAtEnd ? nil : bytes[index] }

  mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func skipWhitespace() {
    while let byte = current, byte == .space || byte == .tab || byte == .newline || byte == .cr {
      index += 1
    }
  }

  mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of the document") }
    switch byte {
    case .openBrace: return try readObject(depth: depth + 1)
    case .openBracket: return try readArray(depth: depth + 1)
    case .quote: return .string(try readString())
    case .minus, .zero...(.nine): return .number(try readNumber())
    case .letterT: return try readLiteral("true", .bool(true))
    case .letterF: return try readLiteral("false", .bool(false))
    case .letterN: return try readLiteral("null", .null)
    default: throw error("unexpected \(describe(byte))")
    }
  }

  /// Steps into the object or array whose opening bracket is at `index`, itself `depth` deep,
  /// and over the whitespace after the bracket: whether the container is empty, and then past
  /// its closing bracket `closing` too.
  private mutating func enterContainer(depth: Int, closedBy closing: UInt8)
    throws(JSONSyntaxError) -> Bool
  {
    guard depth <= maximumDepth else { throw error("nested more than \(maximumDepth) levels deep") }
    index += 1
    skipWhitespace()
    guard current == closing else { return false }
    index += 1
    return true
  }

  /// Steps over the whitespace after a member or element, and over what follows it: a comma,
  /// before another one, or the container's closing bracket `closing`, which ends it.
  ///
  /// - Throws: `JSONSyntaxError` saying `expected` for anything else.
  private mutating func endsContainer(closedBy closing: UInt8, else expected: String)
    throws(JSONSyntaxError) -> Bool
  {
    skipWhitespace()
    switch current {
    case .comma:
      index += 1
      return false
    case closing:
      index += 1
      return true
    default: throw error(expected)
    }
  }

  private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    var members: [String: JSONValue] = [:]
    if try enterContainer(depth: depth, closedBy: .closeBrace) { return .object(members) }
    while true {
      skipWhitespace()
      guard current == .quote else { throw error("expected a key in double quotes") }
      let keyStart = index
      let key = try readString()
      skipWhitespace()
      guard current == .colon else { throw error("expected ':' after the key \"\(key)\"") }
      index += 1
      skipWhitespace()
      let value = try readValue(depth: depth)
      guard members.updateValue(value, forKey: key) == nil else {
        index = keyStart
        throw error(JSONSyntaxError.repeatedKey(key))
      }
      if try endsContainer(closedBy: .closeBrace, else: "expected ',' or '}' in an object") {
        return .object(members)
      }
    }
  }

  private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    var elements: [JSONValue] = []
    if try enterContainer(depth: depth, closedBy: .closeBracket) { return .array(elements) }
    while true {
      skipWhitespace()
      elements.append(try readValue(depth: depth))
      if try endsContainer(closedBy: .closeBracket, else: "expected ',' or ']' in an array") {
        return .array(elements)
      }
    }
  }

  private mutating func readString() throws(JSONSyntaxError) -> String {
    index += 1
    var text: [UInt8] = []
    var runStart = index
    while let byte = current {
      switch byte {
      case .quote:
        text += bytes[runStart..<index]
        index += 1
        // Refused at its closing quote, as the one-pass scanner refuses it: reading stops
        // here, and the first byte that is not UTF-8 is then found and named.
        guard let string = String(validating: text, as: UTF8.self) else {
          throw error("the text is not valid UTF-8")
        }
        return string
      case .backslash:
        text += bytes[runStart..<index]
        try readEscape(into: &text)
        runStart = index
      case 0..<0x20:
        throw error("a control character in a string must be escaped")
      default:
        index += 1
      }
    }
    throw error("a string is not closed")
  }

  private mutating func readEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
    index += 1
    guard let byte = current else { throw error("a string is not closed") }
    index += 1
    switch byte {
    case .quote, .backslash, .slash: text.append(byte)
    case .letterB: text.append(0x08)
    case .letterF: text.append(0x0C)
    case .letterN: text.append(.newline)
    case .letterR: text.append(.cr)
    case .letterT: text.append(.tab)
    case .letterU: text += String(Character(try readUnicodeEscape())).utf8
    default:
      index -= 1
      throw error("unknown escape \\\(describe(byte))")
    }
  }

  private mutating func readNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if current == .minus { index += 1 }
    if current == .zero {
      index += 1
    } else {
      guard try skipDigits() > 0 else { throw error("a number needs digits") }
    }
    if current == .period {
      index += 1
      guard try skipDigits() > 0 else { throw error("a number needs digits after '.'") }
    }
    if current == .letterE || current == .letterCapitalE {
      index += 1
      if current == .plus || current == .minus { index += 1 }
      guard try skipDigits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    if let byte = current, (.zero)...(.nine) ~= byte {
      throw error("a number may not start with 0 unless it is 0")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func skipDigits() throws(JSONSyntaxError) -> Int {
    let start = index
    while let byte = current, (.zero)...(.nine) ~= byte { index += 1 }
    return index - start
  }

  private mutating func readLiteral(_ word: String, _ value: JSONValue)
    throws(JSONSyntaxError) -> JSONValue
  {
    guard bytes[index...].starts(with: word.utf8) else {
      throw error("unexpected \(describe(bytes[index]))")
    }
    index += word.utf8.count
    return value
  }

  func error(_ reason: String) -> JSONSyntaxError {
    let (line, column) = UTF8Check.position(of: min(index, bytes.count), in: bytes)
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  private func describe(_ byte: UInt8) -> String {
    JSONScanner.describe(byte)
  }
}

extension Cursor: UnicodeEscapeReading {
  typealias Failure = JSONSyntaxError

  func byte(at offset: Int) -> UInt8 {
    bytes[offset]
  }

  func has(_ count: Int) -> Bool {
    index + count <= bytes.count
  }
}

/// Checks that bytes are well-formed UTF-8, and turns byte offsets into lines and columns.
///
/// Both work on any sequence of bytes, so that a document too large to hold can be read again
/// from its file when it has a problem.
public enum UTF8Check {
  /// Checks that `bytes` are well-formed UTF-8, up to and including the character at the
  /// offset `last`: what comes after it is not read.
  ///
  /// - Throws: `JSONSyntaxError` at the first byte that is not.
  public static func validate(_ bytes: some Sequence<UInt8>, through last: Int = .max)
    throws(JSONSyntaxError)
  {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while offset <= last {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return
      case .error:
        let (line, column) = position(of: offset, in: bytes)
        throw JSONSyntaxError(line: line, column: column, reason: "the text is not valid UTF-8")
      }
    }
  }

  /// The line and column, both from 1, of the byte `offset` bytes into `bytes`.
  public static func position(of offset: Int, in bytes: some Sequence<UInt8>) -> (
    line: Int, column: Int
  ) {
    var line = 1
    var lineStart = 0
    for (index, byte) in bytes.prefix(offset).enumerated() where byte == .newline {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
