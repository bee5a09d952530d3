import Tasch
import TaschJSON

/// One pass over a catalogue file, checking everything `JSONReader` and `CatalogueDecoder`
/// check, and handing out each valid product as soon as it is checked.
///
/// The file is read through a window, one top-level member or one product at a time, so no
/// more than a block and a product are ever in memory. When `products` comes before
/// `currency`, the products are only checked for syntax on the way, and read a second time.
///
/// A problem stops the reading soon, whatever the file's size: text that is not JSON at once,
/// a document that is not an object at once, and anything else wrong with the catalogue
/// `checkedPastFirstProblem` bytes after the element or member it was found in, so that the
/// report of a small file names every problem, and a large one is refused as fast.
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
  /// What the top level states, as far as it has been read.
  private var top = TopLevel()
  /// The offset at which checking stops, once a problem was found.
  private(set) var checkingEnds: Int?

  /// How many bytes are checked after the start of the first element or member found to be
  /// wrong: the problems a hand-edited file has are all reported, and a problem at the start
  /// of a large file is reported without reading the rest.
  static let checkedPastFirstProblem = 1 << 20

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
    let (first, start) = try step(window, from: 0) { scanner throws(ScanStop) in
      try scanner.skipByteOrderMark()
      try scanner.skipWhitespace()
      return try scanner.current()
    }
    var end: Int
    if first == UInt8(ascii: "{") {
      end = try scanTopLevelObject(window, from: start, collector: &collector, checkingStretches)
    } else if let first, JSONScanner.startsValue(first) {
      // Whatever follows, this is no catalogue: nothing more is read.
      problems.addTopLevel(CatalogueDecoder.notAnObject)
      throw .problems(problems)
    } else {
      // Not JSON from its first byte: the scanner says why.
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
    if let products = top.productsSkipped {
      let window = FileWindow(file, from: products, blockSize: blockSize)
      _ = try scanProducts(
        window, from: products, currency: top.currency, into: &collector, checkingStretches)
    }
    top.reportProblems(to: &problems)
    let (pricing, pricingProblems) = top.pricingMembers.read(from: file, currency: top.currency)
    pricingProblems.forEach { problems.addTopLevel($0) }
    guard problems.isEmpty, let currency = top.currency else { throw .problems(problems) }
    return CatalogueSummary(
      currency: currency, shopName: top.shop, count: count, pricing: pricing,
      pricingMembers: top.pricingMembers)
  }

  // MARK: - Top level

  private mutating func scanTopLevelObject<Collector: CatalogueCollector>(
    _ window: FileWindow, from start: Int, collector: inout Collector,
    _ checkingStretches: StretchCheck<Collector>?
  ) throws(CatalogueScanFailure) -> Int {
    var (isClosed, offset) = try step(window, from: start) { scanner throws(ScanStop) in
      try scanner.enterContainer(depth: 1, closedBy: UInt8(ascii: "}"))
    }
    var keys = Set<String>()
    while !isClosed {
      let ((key, keyOffset), valueOffset) = try step(window, from: offset) {
        scanner throws(ScanStop) in
        let key = try scanner.scanKey()
        return (scanner.string(key), scanner.base + key.range.lowerBound)
      }
      if let checkingEnds, keyOffset >= checkingEnds {
        throw stopChecking(from: JSONWriter.quoted(key))
      }
      if key == "products" {
        offset = try scanProductsMember(
          window, from: valueOffset, collector: &collector, checkingStretches)
      } else {
        let value: TopLevel.Value
        (value, offset) = try step(window, from: valueOffset) { scanner throws(ScanStop) in
          let token = try scanner.scanValue(depth: 1)
          return token.kind == .string
            ? .string(scanner.string(token)) : .other(scanner.kindDescription(token))
        }
        if key == "currency" { top.currencyValue = value }
        if key == "shop" { top.shopValue = value }
        if key == "promotions" { top.pricingMembers.promotions = valueOffset..<offset }
        if key == "shipping" { top.pricingMembers.shipping = valueOffset..<offset }
        if top.hasWrongValue { noteProblem(at: keyOffset) }
      }
      guard keys.insert(key).inserted else {
        throw .syntax(offset: keyOffset, reason: JSONSyntaxError.repeatedKey(key))
      }
      (isClosed, offset) = try scanSeparator(
        window, from: offset, closing: "}", in: "an object")
    }
    top.isWhole = true
    return offset
  }

  private mutating func scanProductsMember<Collector: CatalogueCollector>(
    _ window: FileWindow, from start: Int, collector: inout Collector,
    _ checkingStretches: StretchCheck<Collector>?
  ) throws(CatalogueScanFailure) -> Int {
    let (first, _) = try step(window, from: start) { scanner throws(ScanStop) in
      try scanner.current()
    }
    guard first == UInt8(ascii: "[") else {
      let (found, end) = try step(window, from: start) { scanner throws(ScanStop) in
        scanner.kindDescription(try scanner.scanValue(depth: 1))
      }
      top.products = .other(found)
      noteProblem(at: start)
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

  // MARK: - Stopping early

  /// Notes a problem found in the element or member that starts at `offset`: checking goes on
  /// `checkedPastFirstProblem` bytes past the first one.
  mutating func noteProblem(at offset: Int) {
    if checkingEnds == nil { checkingEnds = offset + Self.checkedPastFirstProblem }
  }

  /// The failure of a scan that checks nothing from `place` on: the problems found so far, and
  /// that more may follow.
  mutating func stopChecking(from place: String) -> CatalogueScanFailure {
    top.reportProblems(to: &problems, isComplete: top.isWhole)
    problems.addUnchecked(from: place)
    return .problems(problems)
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
  /// Where `promotions` and `shipping` are, once read past.
  var pricingMembers = PricingMembers()
  var products: Products?
  /// Where `products` starts, when it came before `currency` and is still to be checked.
  var productsSkipped: Int?
  /// Whether the whole top level was read: a member not found then is missing.
  var isWhole = false

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

  /// Whether the currency or the shop read so far is wrong.
  var hasWrongValue: Bool {
    (currencyValue != nil && currency == nil) || (shopValue != nil && shop == nil)
  }

  /// Adds the top level's problems, in `CatalogueDecoder`'s order; the members missing only
  /// when `isComplete`, the whole top level read.
  func reportProblems(to problems: inout ProblemList, isComplete: Bool = true) {
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
    case nil: if isComplete { problems.addTopLevel("\"currency\" is missing") }
    case .string(let code)? where Currency(code: code) == nil:
      problems.addTopLevel(
        "\"currency\" must be an ISO 4217 code such as \"USD\", not \(JSONWriter.quoted(code))")
    case .other(let found)?:
      problems.addTopLevel("\"currency\" must be an ISO 4217 code such as \"USD\", not \(found)")
    default: break
    }
    switch products {
    case nil: if isComplete { problems.addTopLevel("\"products\" is missing") }
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
  /// Its promotions and shipping rule; none when read from an index, which keeps only where
  /// they are (`pricingMembers`).
  public var pricing = ShopPricing()
  /// Where its promotions and shipping rule are in the file.
  public var pricingMembers = PricingMembers()
}
