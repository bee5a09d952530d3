import Glibc

extension JSONScanner {
  // MARK: - Values

  /// Scans the value at `index`, inside containers nested `depth` deep; arrays and objects are
  /// checked all through.
  public mutating func scanValue(depth: Int) throws(ScanStop) -> JSONToken {
    guard let byte = try current() else { throw error("unexpected end of the document") }
    switch byte {
    case .openBrace:
      return try scanObject(depth: depth + 1) { _, scanner throws(ScanStop) in
        _ = try scanner.scanValue(depth: depth + 1)
        return .unknown
      }
    case .openBracket: return try scanArray(depth: depth + 1) { _, _ in }
    case .quote: return try scanString()
    case .minus, .zero...(.nine): return try scanNumber()
    case .letterT: return try scanLiteral("true", .true)
    case .letterF: return try scanLiteral("false", .false)
    case .letterN: return try scanLiteral("null", .null)
    default: throw error("unexpected \(Self.describe(byte))")
    }
  }

  /// Whether `byte` can start a JSON value: a bracket, a quote, a digit or minus sign, or the
  /// first letter of `true`, `false` or `null`.
  public static func startsValue(_ byte: UInt8) -> Bool {
    switch byte {
    case .openBrace, .openBracket, .quote, .minus, .zero...(.nine), .letterT, .letterF, .letterN:
      true
    default: false
    }
  }

  /// Scans the object at `index`, itself `depth` deep; `member` scans each member's value,
  /// which starts at the scanner's index, and says what it knows of the key.
  ///
  /// - Throws: a syntax error for a key that appears twice, after its value, as `JSONReader`.
  public mutating func scanObject(
    depth: Int, checkingKeys: Bool = true,
    _ member: (_ key: JSONToken, _ scanner: inout JSONScanner) throws(ScanStop) -> MemberKey
  ) throws(ScanStop) -> JSONToken {
    let start = index
    if try enterContainer(depth: depth, closedBy: .closeBrace) {
      return JSONToken(kind: .object, range: start..<index)
    }
    return try KeySet.withEmpty { (keys) throws(ScanStop) -> JSONToken in
      while true {
        let key = try scanKey()
        let said = try member(key, &self)
        let isNew =
          !checkingKeys
          || (said == .vouched
            ? keys.insertVouched(key, from: self) : keys.insert(key, from: self))
        guard isNew else { throw duplicate(key) }
        if try scanSeparator(closing: .closeBrace, in: "an object") {
          return JSONToken(kind: .object, range: start..<index)
        }
      }
    }
  }

  /// Steps into the object or array whose opening bracket is at `index`, itself `depth` deep,
  /// and over the whitespace after the bracket: whether the container is empty, and then past
  /// its closing bracket `closing` too.
  ///
  /// - Throws: `nestedTooDeep` for a container deeper than `maximumDepth`.
  @inline(__always)
  public mutating func enterContainer(depth: Int, closedBy closing: UInt8) throws(ScanStop)
    -> Bool
  {
    guard depth <= maximumDepth else { throw nestedTooDeep }
    index += 1
    try skipWhitespace()
    guard try current() == closing else { return false }
    index += 1
    return true
  }

  /// Scans the whitespace after a member or element of `container` (`an object`), then the `,`
  /// or the `closing` bracket that must follow it: whether it was `closing`.
  @inline(__always)
  public mutating func scanSeparator(closing: UInt8, in container: String) throws(ScanStop)
    -> Bool
  {
    try skipWhitespace()
    let byte = try current()
    guard byte != .comma else {
      index += 1
      return false
    }
    guard byte == closing else {
      throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))' in \(container)")
    }
    index += 1
    return true
  }

  /// Scans `"key":` at `index`, and the whitespace around it.
  public mutating func scanKey() throws(ScanStop) -> JSONToken {
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
  public func duplicate(_ key: JSONToken) -> ScanStop {
    .syntax(
      offset: base + key.range.lowerBound,
      reason: JSONSyntaxError.repeatedKey(string(key)))
  }

  /// Scans the array at `index`, itself `depth` deep, handing each element to `element` with
  /// the scanner whose bytes its token is in.
  public mutating func scanArray(
    depth: Int, _ element: (JSONToken, _ scanner: JSONScanner) throws(ScanStop) -> Void
  ) throws(ScanStop) -> JSONToken {
    let start = index
    if try enterContainer(depth: depth, closedBy: .closeBracket) {
      return JSONToken(kind: .array, range: start..<index)
    }
    while true {
      try skipWhitespace()
      try element(try scanValue(depth: depth), self)
      if try scanSeparator(closing: .closeBracket, in: "an array") {
        return JSONToken(kind: .array, range: start..<index)
      }
    }
  }

  // MARK: - Checked values

  /// Hands each element of the array `token`, which was scanned already, to `body`.
  public func forEachElement(of token: JSONToken, _ body: (JSONToken) -> Void) {
    var reader = JSONScanner(bytes, base: base, index: token.range.lowerBound)
    _ = try? reader.scanArray(depth: 0) { element, _ in body(element) }
  }

  /// Hands each member of the object `token`, which was scanned already, to `body`.
  public func forEachMember(
    of token: JSONToken, _ body: (_ key: JSONToken, _ value: JSONToken) -> Void
  ) {
    var reader = JSONScanner(bytes, base: base, index: token.range.lowerBound)
    _ = try? reader.scanObject(depth: 0, checkingKeys: false) { key, scanner throws(ScanStop) in
      body(key, try scanner.scanValue(depth: 0))
      return .unknown
    }
  }

  /// Whether the key `token` is `name`, compared as Swift strings compare.
  ///
  /// Inlined where it is called, so that the comparison is made for the length of `name`.
  @inlinable @inline(__always)
  public func key(_ token: JSONToken, is name: StaticString) -> Bool {
    guard token.isASCII, !token.flag else { return string(token) == name.description }
    return bytes(
      in: token.content,
      equal: UnsafeRawBufferPointer(
        start: name.utf8Start, count: name.utf8CodeUnitCount))
  }

  /// Whether the bytes in `range` are `other`.
  @inlinable @inline(__always)
  public func bytes(in range: Range<Int>, equal other: UnsafeRawBufferPointer) -> Bool {
    guard range.count == other.count else { return false }
    guard let start = bytes.baseAddress, let otherStart = other.baseAddress else {
      return other.isEmpty
    }
    let here = UnsafeRawBufferPointer(start: start + range.lowerBound, count: range.count)
    // Keys are short, and a scan compares a few with every object: up to sixteen bytes are
    // compared here as two words, the first and the last, which overlap when they are fewer.
    switch here.count {
    case 0: return true
    case 1: return here[0] == other[0]
    case 2..<4: return Self.haveSameEnds(here, other, as: UInt16.self)
    case 4..<8: return Self.haveSameEnds(here, other, as: UInt32.self)
    case 8...16: return Self.haveSameEnds(here, other, as: UInt64.self)
    default: return memcmp(start + range.lowerBound, otherStart, here.count) == 0
    }
  }

  /// Whether `bytes` and `other`, as long as each other and from one `Word` to two long, have
  /// the same first `Word` and the same last one: then they are the same.
  ///
  /// Inlined too: another module calling it unspecialised would look its types up each time.
  @inlinable @inline(__always)
  static func haveSameEnds<Word: FixedWidthInteger>(
    _ bytes: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer, as word: Word.Type
  ) -> Bool {
    let last = bytes.count - MemoryLayout<Word>.size
    return bytes.loadUnaligned(as: Word.self) == other.loadUnaligned(as: Word.self)
      && bytes.loadUnaligned(fromByteOffset: last, as: Word.self)
        == other.loadUnaligned(fromByteOffset: last, as: Word.self)
  }

  /// What the value `token` is, for messages: "a string", "the number 250", "an object".
  public func kindDescription(_ token: JSONToken) -> String {
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
  public func integer(_ token: JSONToken) -> Int? {
    guard token.kind == .number, token.flag else { return nil }
    if let value = shortInteger(token.range) { return value }
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

  /// The number whose text is `digits`, when it is one to eight digits with eight bytes in
  /// memory from its start, as most are: read from one word at once.
  @inline(__always)
  private func shortInteger(_ digits: Range<Int>) -> Int? {
    guard digits.count <= 8, digits.lowerBound + 8 <= bytes.count,
      bytes[digits.lowerBound] != .minus
    else { return nil }
    let word = UInt64(
      littleEndian: bytes.loadUnaligned(fromByteOffset: digits.lowerBound, as: UInt64.self))
    // Each digit's value in its byte, the first digit in the lowest. The bytes after the
    // digits may borrow from the ones above them, never from a digit below, and are shifted
    // out, which leaves zeros before the first digit: eight digits in all.
    var value = (word &- 0x3030_3030_3030_3030) &<< (8 &* (8 &- digits.count))
    // Neighbours are joined in pairs, pairs in fours, fours in eights: the more significant
    // one, lower in memory, is multiplied. No lane carries into the next.
    value = (value &* 10 &+ value >> 8) & 0x00FF_00FF_00FF_00FF
    value = (value &* 100 &+ value >> 16) & 0x0000_FFFF_0000_FFFF
    value = (value &* 10_000 &+ value >> 32) & 0xFFFF_FFFF
    return Int(value)
  }
}

/// What the reader of an object's members says of each key, so that the scanner knows which
/// of the object's other keys it must compare it with.
public enum MemberKey {
  /// Any key: compared with every other.
  case unknown
  /// A key the reader told apart from every other key it vouched for in the object, having
  /// thrown `JSONScanner.duplicate(_:)` for a repeat: it need be compared only with the keys
  /// that came unknown. A reader of a known shape vouches for the keys it expects, and an
  /// object of only those compares none.
  case vouched
}

/// The keys of one object so far, compared as `JSONReader` compares them: as Swift strings,
/// so that two spellings of one text (`"é"` composed or decomposed) are the same key.
///
/// The first keys, when they are plain ASCII, are kept on the stack and compared byte by byte,
/// which for ASCII is the same and costs no allocation; a key's length and first and last
/// bytes tell most keys apart without comparing them. Keys vouched for while no other came are
/// only noted, and joined to the rest once an unknown key comes.
struct KeySet: ~Copyable {
  private typealias Plain = (range: Range<Int>, print: UInt64)

  private let plain: UnsafeMutableBufferPointer<Plain>
  private var plainCount = 0
  /// Every key as a string, once one key is not plain ASCII or there are many keys.
  private var strings: Set<String>?
  /// Keys vouched for before any unknown key came: apart from each other already.
  private let vouched: UnsafeMutableBufferPointer<JSONToken>
  private var vouchedCount = 0

  private init(
    plain: UnsafeMutableBufferPointer<Plain>, vouched: UnsafeMutableBufferPointer<JSONToken>
  ) {
    self.plain = plain
    self.vouched = vouched
  }

  /// Runs `body` with an empty set, whose first keys are kept on the stack.
  static func withEmpty<Result, Failure: Error>(
    _ body: (inout KeySet) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeTemporaryAllocation(of: Plain.self, capacity: 16) {
      (plain) throws(Failure) -> Result in
      try withUnsafeTemporaryAllocation(of: JSONToken.self, capacity: 16) {
        (vouched) throws(Failure) -> Result in
        var keys = KeySet(plain: plain, vouched: vouched)
        return try body(&keys)
      }
    }
  }

  /// Adds `key`, which the object's reader vouched for; `false` when the object already has it.
  mutating func insertVouched(_ key: JSONToken, from scanner: JSONScanner) -> Bool {
    // Only an unknown key could be the same, and none came yet.
    guard plainCount == 0, strings == nil, vouchedCount < vouched.count else {
      return insert(key, from: scanner)
    }
    vouched.initializeElement(at: vouchedCount, to: key)
    vouchedCount += 1
    return true
  }

  /// Adds `key`; `false` when the object already has it.
  mutating func insert(_ key: JSONToken, from scanner: JSONScanner) -> Bool {
    let noted = vouchedCount
    vouchedCount = 0
    // Apart from each other, so none of them is refused.
    for index in 0..<noted { _ = compareAndAdd(vouched[index], from: scanner) }
    return compareAndAdd(key, from: scanner)
  }

  private mutating func compareAndAdd(_ key: JSONToken, from scanner: JSONScanner) -> Bool {
    if strings == nil, key.isASCII, !key.flag, plainCount < plain.count {
      let content = key.content
      let print = Self.fingerprint(content, in: scanner.bytes)
      for index in 0..<plainCount where plain[index].print == print {
        let other = UnsafeRawBufferPointer(rebasing: scanner.bytes[plain[index].range])
        if scanner.bytes(in: content, equal: other) { return false }
      }
      plain[plainCount] = (content, print)
      plainCount += 1
      return true
    }
    var all = strings ?? Set<String>()
    for index in 0..<plainCount {
      let other = UnsafeRawBufferPointer(rebasing: scanner.bytes[plain[index].range])
      all.insert(String(decoding: other, as: UTF8.self))
    }
    plainCount = 0
    defer { strings = all }
    return all.insert(scanner.string(key)).inserted
  }

  /// The length, first byte and last two bytes of the key in `range`, packed.
  private static func fingerprint(_ range: Range<Int>, in bytes: UnsafeRawBufferPointer)
    -> UInt64
  {
    guard let last = range.last else { return 0 }
    return UInt64(truncatingIfNeeded: range.count) << 32 | UInt64(bytes[range.lowerBound]) << 16
      | UInt64(bytes[last]) << 8 | UInt64(bytes[max(last - 1, range.lowerBound)])
  }
}
