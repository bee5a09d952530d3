import Tasch
import TaschJSON

extension CatalogueScan {
  // MARK: - Products

  /// Scans the `products` array at `start`, one element at a time; with `checking`, checks
  /// each product's meaning and hands the valid ones to `handler`.
  ///
  /// - Returns: the offset after the array.
  mutating func scanProducts(
    _ window: FileWindow, from start: Int, currency: Currency?, _ handler: Handler,
    checking: Bool = true
  ) throws(CatalogueScanFailure) -> Int {
    // The array is nested two deep: in the document's object.
    var (isLast, offset) = try step(window, from: start) { scanner throws(ScanStop) in
      guard scanner.maximumDepth >= 2 else { throw scanner.nestedTooDeep }
      scanner.index += 1
      try scanner.skipWhitespace()
      guard try scanner.current() == UInt8(ascii: "]") else { return false }
      scanner.index += 1
      return true
    }
    var position = 0
    while !isLast {
      let ((element, scanner), end) = try step(window, from: offset) {
        scanner throws(ScanStop) in
        try scanner.skipWhitespace()
        guard try scanner.current() == UInt8(ascii: "{") else {
          return (Element.other(try scanner.scanValue(depth: 2)), scanner)
        }
        let (fields, object) = try ProductFields.scan(&scanner, depth: 3)
        return (Element.product(fields, object), scanner)
      }
      if checking { check(element, at: position, in: scanner, currency: currency, handler) }
      position += 1
      (isLast, offset) = try step(window, from: end) { scanner throws(ScanStop) in
        try scanner.skipWhitespace()
        switch try scanner.current() {
        case UInt8(ascii: ",")?: scanner.index += 1
        case UInt8(ascii: "]")?:
          scanner.index += 1
          return true
        default: throw scanner.error("expected ',' or ']' in an array")
        }
        return false
      }
    }
    return offset
  }

  private mutating func check(
    _ element: Element, at position: Int, in scanner: JSONScanner, currency: Currency?,
    _ handler: Handler
  ) {
    switch element {
    case .other(let token):
      problems.addProducts([
        "products[\(position)]: must be an object, not \(scanner.kindDescription(token))"
      ])
    case .product(let fields, let object):
      var checks = ProductChecks(
        index: position, currency: currency, fields: fields, scanner: scanner)
      if let product = checks.check() {
        // One lookup for the usual new identifier: a repeated one gets its first place back.
        if let first = firstIndexOfID.updateValue(position, forKey: product.id) {
          firstIndexOfID[product.id] = first
          checks.report("id", "\(product.id) is already used by products[\(first)]")
        } else {
          count += 1
          // Products of a catalogue with problems would be dropped anyway.
          if problems.isEmpty, checks.problems.isEmpty {
            let range =
              scanner.base + object.range.lowerBound..<scanner.base + object.range.upperBound
            handler(product, position, range, scanner)
          }
        }
      }
      problems.addProducts(checks.problems)
    }
  }

  // MARK: - Steps

  /// Runs `body` on a scanner of `window` from the file offset `offset`; when the window ends
  /// before `body` does, reads more and runs it again from `offset`.
  ///
  /// - Returns: what `body` returned, and the file offset where it stopped.
  func step<Result>(
    _ window: FileWindow, from offset: Int,
    _ body: (inout JSONScanner) throws(ScanStop) -> Result
  ) throws(CatalogueScanFailure) -> (Result, Int) {
    if window.count == 0, !window.isAtEnd { try read(window, keepingFrom: offset) }
    while true {
      var scanner = JSONScanner(
        window.bytes, base: window.base, isFinal: window.isAtEnd, index: offset - window.base)
      do throws(ScanStop) {
        let result = try body(&scanner)
        return (result, window.base + scanner.index)
      } catch {
        switch error {
        case .needsMoreInput: try read(window, keepingFrom: offset)
        case .syntax(let at, let reason): throw .syntax(offset: at, reason: reason)
        }
      }
    }
  }

  private func read(_ window: FileWindow, keepingFrom offset: Int) throws(CatalogueScanFailure) {
    do throws(FileError) {
      try window.advance(keepingFrom: offset)
    } catch {
      throw .file(error)
    }
  }
}

/// One element of `products`: a product object's known fields, or another kind of value.
enum Element {
  case product(ProductFields, JSONToken)
  case other(JSONToken)
}

/// Why a catalogue could not be read.
enum CatalogueScanFailure: Error {
  /// The system could not read the file.
  case file(FileError)
  /// The text is not JSON, `offset` bytes into the file.
  case syntax(offset: Int, reason: String)
  /// The JSON is not a valid catalogue.
  case problems(ProblemList)

  /// The error the shop reports about `file`, named by its path.
  ///
  /// A syntax error is told by line and column, unless the file is not UTF-8 at all, which is
  /// what `JSONReader` reports first.
  func shopError(reading file: PositionalFile) -> ShopError {
    let path = file.path
    switch self {
    case .file(let error):
      return .catalogueUnavailable(error.description)
    case .syntax(let offset, let reason):
      let bytes = FileBytes(file: file)
      do throws(JSONSyntaxError) {
        try UTF8Check.validate(bytes)
      } catch {
        return .decoding("\(path): \(error)")
      }
      let (line, column) = UTF8Check.position(of: offset, in: bytes)
      return .decoding("\(path): \(JSONSyntaxError(line: line, column: column, reason: reason))")
    case .problems(let problems):
      return .decoding(problems.report(in: path))
    }
  }
}
