import Tasch
import TaschJSON
import TaschStoreSupport

extension CatalogueScan {
  // MARK: - Products

  /// Scans the `products` array at `start`, one element at a time.
  ///
  /// With `checking`, each product's meaning is checked and the valid ones handed to
  /// `collector`. With `checkingStretches` too, a large array's later stretches are checked on
  /// other cores meanwhile, and taken whole when the scan reaches them, while nothing is wrong.
  ///
  /// - Returns: the offset after the array.
  /// - Throws: the problems found so far once it reaches `checkingEnds`.
  mutating func scanProducts<Collector: CatalogueCollector>(
    _ window: FileWindow, from start: Int, currency: Currency?, into collector: inout Collector,
    _ checkingStretches: StretchCheck<Collector>?, checking: Bool = true
  ) throws(CatalogueScanFailure) -> Int {
    // The array is nested two deep: in the document's object.
    var (isLast, offset) = try step(window, from: start) { scanner throws(ScanStop) in
      try scanner.enterContainer(depth: 2, closedBy: UInt8(ascii: "]"))
    }
    if checking { collector.expectProducts(in: offset..<max(offset, fileSize)) }
    var stretches = stretches(from: offset, currency: checking ? currency : nil, checkingStretches)
    defer { stretches?.finish() }
    var position = 0
    // One value for every product's fields, which are large: scanned into, then checked.
    var fields = ProductFields()
    while !isLast {
      if let checkingEnds, offset >= checkingEnds {
        throw stopChecking(from: "products[\(position)]")
      }
      // Once something is wrong, no stretch is waited for: the rest is read in order, and
      // soon not at all.
      if checkingEnds == nil, let stretch = stretches?.stretch(at: offset),
        take(stretch, at: position, into: &collector)
      {
        position += stretch.ids.count
        (isLast, offset) = (stretch.endsArray, stretch.end)
        continue
      }
      let ((element, scanner), end) = try scanElement(window, from: offset, into: &fields)
      if checking,
        !check(element, fields, at: position, in: scanner, currency: currency, into: &collector)
      {
        noteProblem(at: offset)
      }
      position += 1
      (isLast, offset) = try scanSeparator(window, from: end)
    }
    return offset
  }

  /// Scans the element at `offset`; a product's members into `fields`.
  private func scanElement(
    _ window: FileWindow, from offset: Int, into fields: inout ProductFields
  ) throws(CatalogueScanFailure) -> ((Element, JSONScanner), Int) {
    try step(window, from: offset) { scanner throws(ScanStop) in
      try scanner.skipWhitespace()
      guard try scanner.current() == UInt8(ascii: "{") else {
        return (Element.other(try scanner.scanValue(depth: 2)), scanner)
      }
      return (Element.product(try fields.scan(&scanner, depth: 3)), scanner)
    }
  }

  /// Scans the `,` or `]` after an element.
  ///
  /// - Returns: whether it was `]`, and the offset after it.
  private func scanSeparator(_ window: FileWindow, from offset: Int)
    throws(CatalogueScanFailure) -> (Bool, Int)
  {
    try scanSeparator(window, from: offset, closing: "]", in: "an array")
  }

  /// Scans the `,` or the `closing` bracket after a member of `container`.
  ///
  /// - Returns: whether it was `closing`, and the offset after it.
  func scanSeparator(
    _ window: FileWindow, from offset: Int, closing: Unicode.Scalar, in container: String
  ) throws(CatalogueScanFailure) -> (Bool, Int) {
    try step(window, from: offset) { scanner throws(ScanStop) in
      try scanner.scanSeparator(closing: UInt8(ascii: closing), in: container)
    }
  }

  /// Checks `element`, whose members are `fields` when it is a product.
  ///
  /// - Returns: whether it is a valid product.
  private mutating func check<Collector: CatalogueCollector>(
    _ element: Element, _ fields: borrowing ProductFields, at position: Int,
    in scanner: JSONScanner, currency: Currency?, into collector: inout Collector
  ) -> Bool {
    switch element {
    case .other(let token):
      problems.addProducts([
        "products[\(position)]: "
          + ProductRules.mustBe(ProductRules.product, not: scanner.kindDescription(token))
      ])
      return false
    case .product(let object):
      var checks = ProductChecks(index: position, currency: currency, scanner: scanner)
      if let product = checks.check(fields) {
        if let first = firstIndexOfID.insert(product.id, at: position) {
          checks.report("id", "\(product.id) is already used by products[\(first)]")
        } else {
          count += 1
          // Products of a catalogue with problems would be dropped anyway.
          if problems.isEmpty, checks.problems.isEmpty {
            let range =
              scanner.base + object.range.lowerBound..<scanner.base + object.range.upperBound
            collector.add(product, byteRange: range, scanner: scanner)
          }
        }
      }
      problems.addProducts(checks.problems)
      return checks.problems.isEmpty
    }
  }

  // MARK: - Stretches

  /// The stretches of the array whose first element is at `start`, being checked; none
  /// without `check` or a currency to check prices by.
  private func stretches<Collector: CatalogueCollector>(
    from start: Int, currency: Currency?, _ check: StretchCheck<Collector>?
  ) -> CatalogueStretches<Collector>? {
    guard let check, let currency else { return nil }
    let scan = CatalogueScan(file, blockSize: blockSize, stretchSettings: stretchSettings)
    return CatalogueStretches(of: file, from: start, settings: stretchSettings) {
      start, limit, isCancelled in
      check(scan, start, limit, currency, isCancelled)
    }
  }

  /// Takes the products of `stretch`, whose first element is at `position`, when nothing is
  /// wrong so far and all its identifiers are new; else changes nothing, and the stretch is
  /// to be read in order, which tells what is wrong.
  private mutating func take<Collector: CatalogueCollector>(
    _ stretch: CheckedStretch<Collector>, at position: Int, into collector: inout Collector
  ) -> Bool {
    guard problems.isEmpty else { return false }
    for (index, id) in stretch.ids.enumerated() {
      guard firstIndexOfID.insert(id, at: position + index) != nil else { continue }
      // Every identifier before this one was new: forgetting them restores the table.
      for id in stretch.ids[..<index] { firstIndexOfID.remove(id) }
      return false
    }
    count += stretch.ids.count
    stretchesTaken += 1
    stretch.appendProducts(&collector)
    return true
  }

  /// Checks the elements from `start`, just after a comma in `products`, each into `part`, up
  /// to the first comma at or after `limit`, or to the array's end.
  ///
  /// - Returns: where it stopped and whether at the array's end, with each product's
  ///   identifier; `nil` as soon as an element is anything but a valid product, the text is
  ///   not JSON, or `isCancelled` says so.
  func check<Part: CatalogueCollector>(
    stretchFrom start: Int, until limit: Int?, currency: Currency, into part: inout Part,
    isCancelled: () -> Bool
  ) -> (end: Int, endsArray: Bool, ids: [Int])? {
    let window = FileWindow(file, from: start, blockSize: blockSize)
    var offset = start
    var ids: [Int] = []
    var fields = ProductFields()
    while !isCancelled() {
      guard let ((element, scanner), end) = try? scanElement(window, from: offset, into: &fields),
        case .product(let object) = element
      else { return nil }
      var checks = ProductChecks(index: ids.count, currency: currency, scanner: scanner)
      guard let product = checks.check(fields) else { return nil }
      let range = scanner.base + object.range.lowerBound..<scanner.base + object.range.upperBound
      part.add(product, byteRange: range, scanner: scanner)
      ids.append(product.id)
      guard let (isLast, next) = try? scanSeparator(window, from: end) else { return nil }
      if isLast { return (next, true, ids) }
      if let limit, next - 1 >= limit { return (next, false, ids) }
      offset = next
    }
    return nil
  }

  /// Checks a stretch into a new part of a collector of type `Collector`.
  static func checkPart<Collector: PartedCatalogueCollector>(
    scan: CatalogueScan, from start: Int, until limit: Int?, currency: Currency,
    isCancelled: () -> Bool
  ) -> CheckedStretch<Collector>? {
    var part = Collector.makePart()
    part.expectProducts(in: start..<max(start, limit ?? scan.fileSize))
    guard
      let found = scan.check(
        stretchFrom: start, until: limit, currency: currency, into: &part,
        isCancelled: isCancelled)
    else { return nil }
    let products = part
    return CheckedStretch(end: found.end, endsArray: found.endsArray, ids: found.ids) {
      $0.append(products)
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

/// One element of `products`: a product object, whose known fields are scanned apart, or
/// another kind of value.
enum Element {
  case product(JSONToken)
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
  /// A syntax error is told by line and column, unless text that is not UTF-8 comes before
  /// it, which is the first problem then, as `JSONReader` reports it: the file is read again up
  /// to the syntax error, and no further.
  func shopError(reading file: PositionalFile) -> ShopError {
    let path = file.path.inMessage
    switch self {
    case .file(let error):
      return .catalogueUnavailable(error.description)
    case .syntax(let offset, let reason):
      let bytes = FileBytes(file: file)
      do throws(JSONSyntaxError) {
        try UTF8Check.validate(bytes, through: offset)
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
