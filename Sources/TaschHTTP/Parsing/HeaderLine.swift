/// One header line, `name: value`, read from a head's header block.
struct HeaderLine {
  /// Where the field's name and value lie in the block.
  let field: HTTPHeaders.Field
  /// Where the next line starts, after this one's CRLF.
  let nextLine: Int

  /// The line that starts at `lineStart` in `block`, whose every line ends with CRLF.
  init(in block: [UInt8], from lineStart: Int) throws(HTTPRequestProblem) {
    let lineFeed = block[lineStart...].firstIndex(of: .lineFeed) ?? block.count
    let lineEnd = lineFeed - 1
    // Whitespace first continues the line before (obs-fold), or, after the request line, hides
    // a header from one reader and not another.
    if ByteClass.isWhitespace(block[lineStart]) { throw .foldedHeader }
    var nameEnd = lineStart
    while nameEnd < lineEnd && ByteClass.isToken(block[nameEnd]) { nameEnd += 1 }
    guard nameEnd > lineStart, nameEnd < lineEnd, block[nameEnd] == .colon else {
      throw .badHeaderName
    }
    var valueStart = nameEnd + 1
    while valueStart < lineEnd && ByteClass.isWhitespace(block[valueStart]) { valueStart += 1 }
    var valueEnd = lineEnd
    while valueEnd > valueStart && ByteClass.isWhitespace(block[valueEnd - 1]) { valueEnd -= 1 }
    for byte in block[valueStart..<valueEnd] where !ByteClass.isFieldValue(byte) {
      throw byte == .carriageReturn ? .bareCarriageReturn : .controlCharacter
    }
    field = HTTPHeaders.Field(
      nameStart: Int32(lineStart), nameEnd: Int32(nameEnd), valueStart: Int32(valueStart),
      valueEnd: Int32(valueEnd))
    nextLine = lineFeed + 1
  }
}

/// What the header fields say about how the body is framed, gathered field by field and
/// judged once all are read.
struct HeaderFraming {
  let limits: HTTPLimits
  private var hostCount = 0
  private var badHost = false
  /// The first `Content-Length`'s digits without leading zeros, to tell a different one.
  private var contentLengthDigits: ArraySlice<UInt8>?
  /// Its value, no more than one past the limit.
  private var contentLength = 0
  private var badContentLength = false
  private var conflictingContentLengths = false
  private var transferEncoding = false
  /// Whether the request asked for `100 Continue` before it sends its body.
  private(set) var expectsContinue = false
  /// Whether an HTTP/1.1 request expects something other than `100-continue`, which this
  /// server cannot meet.
  private var unmetExpectation = false

  init(limits: HTTPLimits) {
    self.limits = limits
  }

  /// Takes note of `line` of `block`, when it is one of the fields that frame the body.
  mutating func note(_ line: HeaderLine, in block: [UInt8], version: HTTPVersion) {
    let name = block[Int(line.field.nameStart)..<Int(line.field.nameEnd)]
    let value = block[Int(line.field.valueStart)..<Int(line.field.valueEnd)]
    if Self.is(name, "host") {
      hostCount += 1
      badHost = badHost || !HostValue.isWellFormed(value)
    } else if Self.is(name, "content-length") {
      noteContentLength(value)
    } else if Self.is(name, "transfer-encoding") {
      transferEncoding = true
    } else if Self.is(name, "expect") && version.isAtLeastHTTP11 {
      // An HTTP/1.0 request's expectation is ignored, as RFC 9110, section 10.1.1, says. The
      // value is a list, whose empty members count for nothing.
      for member in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
        var (start, end) = (member.startIndex, member.endIndex)
        while start < end && ByteClass.isWhitespace(member[start]) { start += 1 }
        while end > start && ByteClass.isWhitespace(member[end - 1]) { end -= 1 }
        guard start < end else { continue }
        let continues = Self.is(member[start..<end], "100-continue")
        expectsContinue = expectsContinue || continues
        unmetExpectation = unmetExpectation || !continues
      }
    }
  }

  /// How long the body is, once every field was noted.
  ///
  /// - Throws: the first problem with the request's `Host`, then with its framing, then with
  ///   its expectation, then with its length.
  func bodyLength(version: HTTPVersion) throws(HTTPRequestProblem) -> Int {
    if hostCount > 1 { throw .repeatedHost }
    if hostCount == 0 && version.isAtLeastHTTP11 { throw .missingHost }
    if badHost { throw .badHost }
    if transferEncoding && contentLengthDigits != nil { throw .contentLengthWithTransferEncoding }
    if badContentLength { throw .badContentLength }
    if conflictingContentLengths { throw .conflictingContentLengths }
    if unmetExpectation { throw .unmetExpectation }
    if transferEncoding { throw .transferEncodingNotSupported }
    if contentLength > limits.maximumBodyBytes { throw .bodyTooLarge }
    return contentLength
  }

  private mutating func noteContentLength(_ value: ArraySlice<UInt8>) {
    guard !value.isEmpty, value.allSatisfy(ByteClass.isDigit) else {
      badContentLength = true
      return
    }
    let digits = value.drop { $0 == UInt8(ascii: "0") }
    if let first = contentLengthDigits {
      conflictingContentLengths = conflictingContentLengths || !first.elementsEqual(digits)
      return
    }
    contentLengthDigits = digits
    // Counted no further than one past the limit, so no length overflows.
    let tooLarge =
      limits.maximumBodyBytes.addingReportingOverflow(1).overflow
      ? limits.maximumBodyBytes : limits.maximumBodyBytes + 1
    for digit in digits {
      let (tens, overflow) = contentLength.multipliedReportingOverflow(by: 10)
      let (sum, carry) = tens.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      contentLength = overflow || carry ? tooLarge : min(sum, tooLarge)
    }
  }

  /// Whether `bytes` are `lowercase`, in any case.
  private static func `is`(_ bytes: ArraySlice<UInt8>, _ lowercase: String) -> Bool {
    bytes.count == lowercase.utf8.count
      && bytes.elementsEqual(lowercase.utf8) { ByteClass.lowercased($0) == $1 }
  }
}
