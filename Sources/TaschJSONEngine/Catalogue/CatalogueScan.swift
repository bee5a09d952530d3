import Tasch
import TaschJSON

/// One pass over a catalogue file, checking everything `JSONReader` and `CatalogueDecoder`
/// check, and handing out each valid product as soon as it is checked.
///
/// The file is read through a window, one top-level member or one product at a time, so no
/// more than a block and a product are ever in memory. When `products` comes before
/// `currency`, the products are only checked for syntax on the way, and read a second time.
///
/// A collector that can take parts has a large `products` array checked in stretches, one on
/// each core (`CatalogueStretches`); the products and messages are the same either way.
struct CatalogueScan {
  /// Checks the stretch of `products` from `start` for a collector of type `Collector`, as
  /// `check(stretchFrom:until:currency:into:isCancelled:)` does, into a part of its own.
  typealias StretchCheck<Collector: CatalogueCollector> =
    @Sendable (
      _ scan: CatalogueScan, _ start: Int, _ limit: Int?, _ currency: Currency,
      _ isCancelled: () -> Bool
    ) -> CheckedStretch<Collector>?

  let file: PositionalFile
  let blockSize: Int
  /// How a large `products` array is cut into stretches.
  let stretchSettings: StretchSettings
  /// What is wrong so far.
  var problems = ProblemList()
  /// Where each identifier was first used, to refuse it a second time.
  var firstIndexOfID = IdentifierPlaces()
  /// How many valid products there are so far.
  var count = 0
  /// How many stretches checked on other cores were taken whole.
  var stretchesTaken = 0

  /// A scan of `file`, reading `blockSize` bytes at a time.
  init(
    _ file: PositionalFile, blockSize: Int = FileWindow.defaultBlockSize,
    stretchSettings: StretchSettings = StretchSettings()
  ) {
    self.file = file
    self.blockSize = blockSize
    self.stretchSettings = stretchSettings
  }

  /// How many bytes the file has now; 0 when the system cannot tell.
  var fileSize: Int { file.status().map { Int($0.st_size) } ?? 0 }

  /// Reads the whole document, handing every valid product to `collector` in catalogue order.
  ///
  /// Products are handed out before the end of the file is checked: when this throws, drop
  /// whatever was handed out.
  mutating func run(into collector: inout some CatalogueCollector)
    throws(CatalogueScanFailure) -> CatalogueSummary
  {
    try run(into: &collector, checkingStretches: nil)
  }

  /// Reads the whole document as `run(into:)` does, and checks the stretches of a large
  /// `products` array on other cores, each into a part of `collector`.
  mutating func run<Collector: PartedCatalogueCollector>(into collector: inout Collector)
    throws(CatalogueScanFailure) -> CatalogueSummary
  {
    try run(into: &collector, checkingStretches: Self.checkPart)
  }

  private mutating func run<Collector: CatalogueCollector>(
    into collector: inout Collector, checkingStretches: StretchCheck<Collector>?
  ) throws(CatalogueScanFailure) -> CatalogueSummary {
    let window = FileWindow(file, blockSize: blockSize)
    var top = TopLevel()
    let (first, start) = try step(window, from: 0) { scanner throws(ScanStop) in
      try scanner.skipByteOrderMark()
      try scanner.skipWhitespace()
      return try scanner.current()
    }
    var end: Int
    if first == UInt8(ascii: "{") {
      end = try scanTopLevelObject(
        window, from: start, into: &top, collector: &collector, checkingStretches)
    } else {
      // The rest must still be JSON, so that the first syntax error is the reader's.
      (_, end) = try step(window, from: start) { scanner throws(ScanStop) in
        _ = try scanner.scanValue(depth: 0)
      }
    }
    (_, end) = try step(window, from: end) { scanner throws(ScanStop) in
      try scanner.skipWhitespace()
      guard try scanner.current() == nil else {
        throw scanner.error("unexpected text after the document")
      }
    }
    guard first == UInt8(ascii: "{") else {
      problems.addTopLevel("the catalogue must be a JSON object with \"currency\" and \"products\"")
      throw .problems(problems)
    }
    if let products = top.productsSkipped {
      let window = FileWindow(file, from: products, blockSize: blockSize)
      _ = try scanProducts(
        window, from: products, currency: top.currency, into: &collector, checkingStretches)
    }
    top.reportProblems(to: &problems)
    guard problems.isEmpty, let currency = top.currency else { throw .problems(problems) }
    return CatalogueSummary(currency: currency, shopName: top.shop, count: count)
  }

  // MARK: - Top level

  private mutating func scanTopLevelObject<Collector: CatalogueCollector>(
    _ window: FileWindow, from start: Int, into top: inout TopLevel,
    collector: inout Collector, _ checkingStretches: StretchCheck<Collector>?
  ) throws(CatalogueScanFailure) -> Int {
    var (isClosed, offset) = try step(window, from: start) { scanner throws(ScanStop) in
      guard scanner.maximumDepth >= 1 else { throw scanner.nestedTooDeep }
      scanner.index += 1
      try scanner.skipWhitespace()
      guard try scanner.current() == UInt8(ascii: "}") else { return false }
      scanner.index += 1
      return true
    }
    var keys = Set<String>()
    while !isClosed {
      let ((key, keyOffset), valueOffset) = try step(window, from: offset) {
        scanner throws(ScanStop) in
        let key = try scanner.scanKey()
        return (scanner.string(key), scanner.base + key.range.lowerBound)
      }
      if key == "products" {
        offset = try scanProductsMember(
          window, from: valueOffset, into: &top, collector: &collector, checkingStretches)
      } else {
        let value: TopLevel.Value
        (value, offset) = try step(window, from: valueOffset) { scanner throws(ScanStop) in
          let token = try scanner.scanValue(depth: 1)
          return token.kind == .string
            ? .string(scanner.string(token)) : .other(scanner.kindDescription(token))
        }
        if key == "currency" { top.currencyValue = value }
        if key == "shop" { top.shopValue = value }
      }
      guard keys.insert(key).inserted else {
        throw .syntax(offset: keyOffset, reason: "the key \"\(key)\" appears twice in one object")
      }
      (isClosed, offset) = try scanSeparator(
        window, from: offset, closing: "}", in: "an object")
    }
    return offset
  }

  private mutating func scanProductsMember<Collector: CatalogueCollector>(
    _ window: FileWindow, from start: Int, into top: inout TopLevel,
    collector: inout Collector, _ checkingStretches: StretchCheck<Collector>?
  ) throws(CatalogueScanFailure) -> Int {
    let (first, _) = try step(window, from: start) { scanner throws(ScanStop) in
      try scanner.current()
    }
    guard first == UInt8(ascii: "[") else {
      let (found, end) = try step(window, from: start) { scanner throws(ScanStop) in
        scanner.kindDescription(try scanner.scanValue(depth: 1))
      }
      top.products = .other(found)
      return end
    }
    top.products = .array
    guard top.currencyValue != nil else {
      // The currency may still come: check the syntax now, the products once it is known.
      top.productsSkipped = start
      return try scanProducts(
        window, from: start, currency: nil, into: &collector, nil, checking: false)
    }
    return try scanProducts(
      window, from: start, currency: top.currency, into: &collector, checkingStretches)
  }
}

/// What the top level of a catalogue states, as far as it has been read.
private struct TopLevel {
  /// A top-level value: a string's text, or what the value is instead.
  enum Value: Equatable {
    case string(String)
    case other(String)
  }

  /// What `products` is: an array, or what it is instead.
  enum Products {
    case array
    case other(String)
  }

  var currencyValue: Value?
  var shopValue: Value?
  var products: Products?
  /// Where `products` starts, when it came before `currency` and is still to be checked.
  var productsSkipped: Int?

  /// The currency, when the catalogue states a valid one.
  var currency: Currency? {
    guard case .string(let code)? = currencyValue else { return nil }
    return Currency(code: code)
  }

  /// The shop's name, when the catalogue states a valid one.
  var shop: String? {
    guard case .string(let name)? = shopValue, ShopID.isValidName(name) else { return nil }
    return name
  }

  /// Adds the top level's problems, in `CatalogueDecoder`'s order.
  func reportProblems(to problems: inout ProblemList) {
    let shopProblem: String? =
      switch shopValue {
      case .string(let name)? where !ShopID.isValidName(name): JSONWriter.quoted(name)
      case .other(let found)?: found
      default: nil
      }
    if let shopProblem {
      problems.addTopLevel(
        "\"shop\" must be 1 to 64 letters, digits, \"-\", \"_\" or \".\", not \(shopProblem)")
    }
    switch currencyValue {
    case nil: problems.addTopLevel("\"currency\" is missing")
    case .string(let code)? where Currency(code: code) == nil:
      problems.addTopLevel(
        "\"currency\" must be an ISO 4217 code such as \"USD\", not \(JSONWriter.quoted(code))")
    case .other(let found)?:
      problems.addTopLevel("\"currency\" must be an ISO 4217 code such as \"USD\", not \(found)")
    default: break
    }
    switch products {
    case nil: problems.addTopLevel("\"products\" is missing")
    case .other(let found)?: problems.addTopLevel("\"products\" must be an array, not \(found)")
    case .array?: break
    }
  }
}

/// What a catalogue states besides its products, once all of it was checked.
public struct CatalogueSummary: Hashable, Sendable {
  /// The currency of every price.
  public let currency: Currency
  /// The shop name the catalogue declares for itself, if any.
  public let shopName: String?
  /// How many products it has.
  public let count: Int
}
