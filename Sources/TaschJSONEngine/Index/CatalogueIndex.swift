import Glibc
import Synchronization
import Tasch
import TaschJSON

/// A catalogue's index: what a lookup, a page of results or the wish list's few products
/// need, read without reading the whole catalogue.
///
/// Products have positions, their places in the catalogue from 0. The index holds each
/// product's identifier, stock, price and rating counts in fixed-width fields, its search
/// text folded, each sort order ready, and where its object is in the catalogue file, so that
/// one product is decoded from its own bytes only.
///
/// Everything it reads from its file is checked against a checksum first: a method that finds
/// the index damaged, or the catalogue changed under it, throws; call
/// `CatalogueIndexCache.index(of:rebuilding:)` to build a fresh one.
public final class CatalogueIndex: Sendable {
  /// How the index came to be.
  public enum Origin: Hashable, Sendable {
    /// Read from the cache, as a previous run left it.
    case reused
    /// Built now by reading the catalogue; `saved` when it was written to the cache too.
    case built(saved: Bool)
  }

  /// What the catalogue states besides its products: currency, shop, product count.
  public let summary: CatalogueSummary
  /// How the index came to be.
  public let origin: Origin
  let storage: IndexStorage
  private let catalogue: CatalogueFile
  /// The last search's answer: the shop pages through one search's matches window by window,
  /// and each window must not search every text again.
  private let lastSearch = Mutex<(words: [String], matches: [Bool])?>(nil)
  /// The search texts once checked: a search of a million products would otherwise check
  /// their million offsets again each time.
  private let checkedSearchTexts = Mutex<SearchTexts?>(nil)

  init(summary: CatalogueSummary, origin: Origin, storage: IndexStorage, catalogue: CatalogueFile) {
    self.summary = summary
    self.origin = origin
    self.storage = storage
    self.catalogue = catalogue
  }

  /// How many products there are.
  public var count: Int { summary.count }

  /// The catalogue file as it was when the index was built.
  var catalogueFingerprint: FileFingerprint { catalogue.fingerprint }

  // MARK: - One product

  /// The position of the product `id`; `nil` when the catalogue has no such product.
  public func position(of id: ProductID) throws(CatalogueIndexError) -> Int? {
    let ids = storage.layout[.sortedIDs].lowerBound
    var (low, high) = (0, count)
    while low < high {
      let middle = low + (high - low) / 2
      let found = Int64(bitPattern: try storage.load(UInt64.self, at: ids + 8 * middle))
      if found == Int64(id.rawValue) {
        let positions = storage.layout[.sortedIDPositions].lowerBound
        let position = try checked(Int(try storage.load(UInt32.self, at: positions + 4 * middle)))
        // An index whose sorted identifiers point at another product is not believed.
        guard try storedID(at: position) == found else { throw .damaged }
        return position
      }
      if found < Int64(id.rawValue) { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The identifier the index holds for the product at `position`, unchecked.
  private func storedID(at position: Int) throws(CatalogueIndexError) -> Int64 {
    Int64(
      bitPattern: try storage.load(UInt64.self, at: storage.layout[.ids].lowerBound + 8 * position)
    )
  }

  /// The facts of the product at `position` that filters and sorts need.
  public func facts(at position: Int) throws(CatalogueIndexError) -> ProductFacts {
    try checked(position)
    func number(_ section: IndexLayout.Section, _ offset: Int) throws(CatalogueIndexError) -> Int64
    {
      Int64(
        bitPattern: try storage.load(UInt64.self, at: storage.layout[section].lowerBound + offset))
    }
    var ratings = InlineArray<5, Int64>(repeating: 0)
    for star in ratings.indices { ratings[star] = try number(.ratings, 40 * position + 8 * star) }
    return try ProductFacts(
      id: number(.ids, 8 * position), price: number(.prices, 8 * position),
      stock: number(.stocks, 8 * position), ratings: ratings,
      currency: summary.currency)
  }

  /// The product at `position`, decoded from its own bytes in the catalogue file.
  public func product(at position: Int) throws(CatalogueIndexError) -> ShopProduct {
    guard let product = try products(at: [position]).first else { throw .damaged }
    return product
  }

  /// The products at `positions`, in that order, each decoded from its own bytes in the
  /// catalogue file: neighbours are read together, so a page costs a read or two and every
  /// product one pass over the file.
  ///
  /// Each object's bytes must be those the index was built from, as `summaries(at:)` checks
  /// them: the facts a list shows from the index are then the facts of the product shown.
  public func products(at positions: some Sequence<Int>) throws(CatalogueIndexError)
    -> [ShopProduct]
  {
    let currency = summary.currency
    return try catalogue.objects(try objectRequests(at: positions)) {
      (object, offset, position) throws(CatalogueIndexError) in
      try checkObject(object, at: position)
      return try CatalogueFile.product(
        in: object, at: offset, position: position, currency: currency)
    }
  }

  /// Checks that `object` holds the bytes the product at `position` had when the index was
  /// built.
  ///
  /// The file's fingerprint misses an edit through a shared mapping: the system stamps the
  /// times only on the first write to a page since it was last saved. The bytes themselves
  /// cannot miss it.
  ///
  /// - Throws: `.catalogueChanged` when they differ.
  private func checkObject(_ object: UnsafeRawBufferPointer, at position: Int)
    throws(CatalogueIndexError)
  {
    let place = storage.layout[.objectChecksums].lowerBound + 8 * position
    guard IndexChecksum.of(object) == (try storage.load(UInt64.self, at: place)) else {
      throw .catalogueChanged
    }
  }

  /// Where the objects of the products at `positions` are in the catalogue file.
  private func objectRequests(at positions: some Sequence<Int>) throws(CatalogueIndexError)
    -> [(position: Int, bytes: Range<UInt64>)]
  {
    var requests: [(position: Int, bytes: Range<UInt64>)] = []
    for position in positions {
      try checked(position)
      let ranges = storage.layout[.ranges].lowerBound + 16 * position
      let start = try storage.load(UInt64.self, at: ranges)
      let end = try storage.load(UInt64.self, at: ranges + 8)
      guard start < end else { throw .damaged }
      requests.append((position, start..<end))
    }
    return requests
  }

  /// What a list shows of the products at `positions`, in that order: the facts from the
  /// index, the name and short description from their own literals in the catalogue file,
  /// and nothing else of any product decoded.
  ///
  /// The file is the one the index was built from, as its fingerprint shows before every
  /// read, each object's bytes are those the index was built from, as their checksum shows,
  /// and each literal must be a whole string inside its product's object.
  public func summaries(at positions: some Sequence<Int>) throws(CatalogueIndexError)
    -> [ShopProductSummary]
  {
    try catalogue.objects(try objectRequests(at: positions)) {
      (object, _, position) throws(CatalogueIndexError) in
      try checkObject(object, at: position)
      let facts = try facts(at: position)
      guard let name = try listedText(0, of: position, in: object), !name.isEmpty else {
        throw .catalogueChanged
      }
      return ShopProductSummary(
        id: facts.id, name: name,
        shortDescription: try listedText(1, of: position, in: object) ?? "",
        price: facts.price, stock: facts.stock, ratings: facts.ratingCounts)
    }
  }

  /// The text whose string literal the index places in `object` as the product's name (0)
  /// or short description (1); `nil` when the product has none.
  private func listedText(_ literal: Int, of position: Int, in object: UnsafeRawBufferPointer)
    throws(CatalogueIndexError) -> String?
  {
    let place = storage.layout[.listedTexts].lowerBound + 16 * position + 8 * literal
    let start = Int(try storage.load(UInt32.self, at: place))
    let length = Int(try storage.load(UInt32.self, at: place + 4))
    guard length > 0 else { return nil }
    guard start <= object.count, length <= object.count - start else { throw .damaged }
    let bytes = UnsafeRawBufferPointer(rebasing: object[start..<start + length])
    var scanner = JSONScanner(bytes)
    guard let token = try? scanner.scanString(), scanner.index == length else {
      throw .catalogueChanged
    }
    return scanner.string(token)
  }

  // MARK: - Whole catalogue

  /// The positions in `order`, or in the opposite order when `reversed`; products that tie
  /// keep catalogue order either way, as `CatalogueQuery` sorts them.
  ///
  /// The orders follow the catalogue's own facts: a shopper's ratings and the stock they took
  /// are the caller's to merge in.
  public func positions(in order: CatalogueQuery.SortOrder, reversed: Bool = false)
    throws(CatalogueIndexError) -> SortedPositions
  {
    guard let sections = IndexLayout.sections(keeping: order) else {
      return SortedPositions(count: count, reversed: reversed)
    }
    let section = reversed ? sections.reversed : sections.ascending
    return try SortedPositions(region: storage.region(section), count: count)
  }

  /// Every product's search text, to find a search's words in.
  public func searchTexts() throws(CatalogueIndexError) -> SearchTexts {
    if let checked = checkedSearchTexts.withLock({ $0 }) { return checked }
    let texts = try SearchTexts(
      offsets: storage.region(.textOffsets), flags: storage.region(.textFlags),
      texts: storage.region(.texts), count: count)
    checkedSearchTexts.withLock { $0 = texts }
    return texts
  }

  /// Whether each product's search text holds every one of `needles`, by position; the last
  /// search's answer is kept.
  func matches(of needles: [SearchNeedle]) throws(CatalogueIndexError) -> [Bool] {
    let words = needles.map(\.folded)
    if let last = lastSearch.withLock({ $0 }), last.words == words { return last.matches }
    let matches = try searchTexts().matches(of: needles)
    lastSearch.withLock { $0 = (words, matches) }
    return matches
  }

  /// Every product's facts, to filter and sort by.
  public func allFacts() throws(CatalogueIndexError) -> ProductFactsTable {
    try ProductFactsTable(
      ids: storage.region(.ids), prices: storage.region(.prices),
      stocks: storage.region(.stocks), ratings: storage.region(.ratings),
      currency: summary.currency, count: count)
  }

  @discardableResult
  private func checked(_ position: Int) throws(CatalogueIndexError) -> Int {
    guard (0..<count).contains(position) else { throw .damaged }
    return position
  }
}

/// Why an index could not answer.
public enum CatalogueIndexError: Error, Hashable, Sendable {
  /// The index file does not match its checksums, or holds impossible values.
  case damaged
  /// The catalogue file no longer holds what the index was built from.
  case catalogueChanged
}
