import Dispatch
import Glibc
import Synchronization
import Tasch
import TaschJSON
import TaschParallel

/// Collects what the index keeps of each product as the catalogue is read, then lays it out
/// as an index file's bytes.
///
/// A part collects a stretch of the products on another core, its texts folded on a queue of
/// its own; appended, its columns and its queue's texts follow the ones before, kept apart.
struct IndexBuilder: PartedCatalogueCollector {
  /// The columns of the products added, in catalogue order: this builder's own, then those of
  /// each part appended, the last one's taking the products added since.
  private var columns = [IndexColumns()]
  /// The products' texts still to hand to the last folding queue.
  private var unfolded = SearchTextPipeline.Batch()
  /// The queues folding the products' texts, in catalogue order: one of this builder's own,
  /// and one of each part appended.
  private var foldings = [SearchTextPipeline()]
  /// Every product's search text, once `layout(of:)` has gathered them from `foldings`.
  private var texts = SearchTextBuilder()
  /// Where in the file the products still to come lie, when the scan said.
  private var expectedBytes: Range<Int>?

  /// Adds the next product, whose object is at `byteRange` in the catalogue file, and whose
  /// texts are in `scanner`'s bytes.
  mutating func add(_ product: CheckedProduct, byteRange: Range<Int>, scanner: JSONScanner) {
    columns[columns.count - 1].add(product, byteRange: byteRange, scanner: scanner)
    scanner.withUnescaped(product.name) { name in
      guard let shortDescription = product.shortDescription else {
        unfolded.add(name: name, shortDescription: UnsafeRawBufferPointer(start: nil, count: 0))
        return
      }
      scanner.withUnescaped(shortDescription) { unfolded.add(name: name, shortDescription: $0) }
    }
    if unfolded.count == SearchTextPipeline.batchSize { handOverTexts() }
    if columns[columns.count - 1].count == Self.productsMeasured, let expectedBytes {
      makeRoom(forProductsIn: expectedBytes, measuredUpTo: byteRange.upperBound)
    }
  }

  mutating func expectProducts(in bytes: Range<Int>) {
    expectedBytes = bytes
  }

  /// How many products are measured before room is made for the rest.
  static let productsMeasured = 1_024

  /// Makes room in the columns for the products in `bytes`, as many as the first ones, which
  /// end at `end`, promise, and an eighth more: the columns of a large catalogue then grow
  /// once, not by doubling, each time copied into new memory that is touched anew.
  ///
  /// Room not used costs address space only: memory is taken as it is written.
  private mutating func makeRoom(forProductsIn bytes: Range<Int>, measuredUpTo end: Int) {
    let measuredBytes = end - bytes.lowerBound
    guard measuredBytes > 0, bytes.contains(end - 1) else { return }
    // Each number is at most a catalogue's 4 GiB: the products measured are few, so the
    // product fits an `Int`.
    let measured = columns[columns.count - 1].count
    let expected = min(bytes.count * measured / measuredBytes * 9 / 8, bytes.count)
    guard expected > measured else { return }
    columns[columns.count - 1].reserveCapacity(expected)
    // A product's texts are a part of its bytes; folded, they seldom grow.
    foldings.last?.expect(products: expected, inBytes: bytes.count)
  }

  static func makePart() -> IndexBuilder { IndexBuilder() }

  /// How many products were added, those of every part appended included.
  private var count: Int { columns.reduce(0) { $0 + $1.count } }

  /// The column `part` gives of every product, in catalogue order: read part by part, never
  /// joined into one array.
  private func column<Number>(_ part: @escaping (IndexColumns) -> [Number])
    -> FlattenCollection<LazyMapCollection<[IndexColumns], [Number]>>
  {
    columns.lazy.map(part).joined()
  }

  mutating func append(_ part: consuming IndexBuilder) {
    handOverTexts()
    part.handOverTexts()
    columns += part.columns
    // The texts of products added later go on the part's last queue, after the part's own.
    foldings += part.foldings
  }

  /// Hands the texts not folded yet to the last queue.
  private mutating func handOverTexts() {
    guard unfolded.count > 0, let folding = foldings.last else { return }
    folding.fold(unfolded)
    unfolded = SearchTextPipeline.Batch(roomLike: unfolded)
  }

  /// The layout of the index of the products added, which are all of the catalogue `summary`
  /// describes; `nil` when the catalogue is too large for an index.
  ///
  /// Every product's text is folded by then.
  mutating func layout(of summary: CatalogueSummary) -> IndexLayout? {
    handOverTexts()
    texts = SearchTextBuilder(joining: foldings.map { $0.finish() })
    foldings = []
    guard count == summary.count else { return nil }
    return IndexLayout(count: count, textBytes: texts.textByteCount)
  }

  /// Lays out in `image` the index file of `layout`, which `layout(of:)` gave for `summary`,
  /// built from the file `catalogue` whose reading started at `builtAt`.
  ///
  /// The builder is left empty: each column is let go once it is in the image and no order is
  /// still sorted by it, and the image takes memory only as it is written, so a large index
  /// is held about once, not twice.
  mutating func layOut(
    into image: UnsafeMutableRawBufferPointer, layout: IndexLayout, summary: CatalogueSummary,
    catalogue: FileFingerprint, builtAt: FileTime
  ) {
    let textBytes = texts.textByteCount
    // Sections fill the rest; the header and the checksums are written last.
    UnsafeMutableRawBufferPointer(rebasing: image[..<layout.body.lowerBound])
      .initializeMemory(as: UInt8.self, repeating: 0)
    // What no order is sorted by is handed over whole, to be put in the image while the
    // orders are sorted, and let go at once.
    let taken = columns.indices.map { columns[$0].takeUnsorted() }
    let unsorted = Mutex<UnsortedSections?>(
      UnsortedSections(
        ranges: taken.map(\.ranges), listedTexts: taken.map(\.listedTexts),
        objectChecksums: taken.map(\.objectChecksums), texts: texts.takeSections()))
    // The orders are sorted while the columns they are sorted by are at hand, and those are
    // put in the image meanwhile, by a core the sorts leave free.
    putOrders(in: image, layout: layout, unsorted: unsorted)
    columns = []
    texts = SearchTextBuilder()
    Self.seal(
      image, layout: layout,
      header: IndexHeader(
        layout: layout, textBytes: textBytes, catalogue: catalogue, builtAt: builtAt,
        summary: summary))
  }

  /// Puts in `image` the positions in each order the index keeps, ascending and reversed, each
  /// as soon as it is sorted; meanwhile `unsorted`, the columns the orders are sorted by, and
  /// the identifiers in order.
  ///
  /// The orders are sorted at once, one on each core: names, the slowest, first, and beside
  /// them what no order needs, which is let go once put; the identifiers' order and the
  /// columns go last, to whichever core is free first.
  private func putOrders(
    in image: UnsafeMutableRawBufferPointer, layout: IndexLayout,
    unsorted: borrowing Mutex<UnsortedSections?>
  ) {
    let keptOrders = CatalogueQuery.SortOrder.allCases.compactMap { order in
      IndexLayout.sections(keeping: order).map { (order: order, sections: $0) }
    }
    // Safe to share: the jobs that write to `image` write sections apart from each other,
    // which nothing reads meanwhile, and `concurrentPerform` returns once every job is done.
    nonisolated(unsafe) let image = image
    // Jobs in the order cores take them: the names' sort, then the unsorted sections, then
    // the other sorts, then the identifiers in order and the columns.
    DispatchQueue.concurrentPerform(iterations: keptOrders.count + 3) { job in
      switch job {
      case 1:
        // Taken out, so that the sections are let go as soon as they are put.
        unsorted.withLock { $0.take() }?.put(in: image, layout: layout)
      case keptOrders.count + 1: putIdentifiersInOrder(in: image, layout: layout)
      case keptOrders.count + 2: putColumns(in: image, layout: layout)
      default:
        let kept = keptOrders[job == 0 ? 0 : job - 1]
        let positions = positions(sortedBy: kept.order)
        Self.put(positions.ascending, in: layout[kept.sections.ascending], of: image)
        Self.put(positions.reversed, in: layout[kept.sections.reversed], of: image)
      }
    }
  }

  /// Puts the identifiers in ascending order in `image`, with the position of each.
  private func putIdentifiersInOrder(
    in image: UnsafeMutableRawBufferPointer, layout: IndexLayout
  ) {
    // Joined here, beside the sorts, since the order looks identifiers up by position.
    let ids = column { $0.ids }.mapInHugePages { $0 }
    // Identifiers are never negative, so their bits order them.
    let byID = IndexSorting.ascending(ids.lazy.map { UInt64(bitPattern: $0) })
    Self.put(byID.mapInHugePages { ids[Int($0)] }, in: layout[.sortedIDs], of: image)
    Self.put(byID, in: layout[.sortedIDPositions], of: image)
  }

  /// Puts the columns the orders are sorted by in `image`.
  private func putColumns(in image: UnsafeMutableRawBufferPointer, layout: IndexLayout) {
    Self.put(columns.map { $0.ids }, in: layout[.ids], of: image)
    Self.put(columns.map { $0.stocks }, in: layout[.stocks], of: image)
    Self.put(columns.map { $0.prices }, in: layout[.prices], of: image)
    Self.put(columns.map { $0.ratings }, in: layout[.ratings], of: image)
  }

  /// Puts `numbers` at `range` of `image`, in the file's byte order, and zeros in the padding
  /// up to the next section.
  static func put<Number: FixedWidthInteger>(
    _ numbers: [Number], in range: Range<Int>, of image: UnsafeMutableRawBufferPointer
  ) {
    put([numbers], in: range, of: image)
  }

  /// Puts the numbers of `parts`, one part after the other, at `range` of `image`, as
  /// `put(_:in:of:)` puts one array.
  static func put<Number: FixedWidthInteger>(
    _ parts: [[Number]], in range: Range<Int>, of image: UnsafeMutableRawBufferPointer
  ) {
    var start = range.lowerBound
    for numbers in parts {
      let end = start + numbers.count * MemoryLayout<Number>.size
      if Number.self == UInt8.self || 1.littleEndian == 1 {
        // Numbers in memory are already in the file's byte order.
        numbers.withUnsafeBytes {
          UnsafeMutableRawBufferPointer(rebasing: image[start..<end]).copyMemory(from: $0)
        }
      } else {
        for (index, number) in numbers.enumerated() {
          image.storeBytes(
            of: number.littleEndian, toByteOffset: start + index * MemoryLayout<Number>.size,
            as: Number.self)
        }
      }
      start = end
    }
    padAfter(range, in: image)
  }

  /// Puts zeros after the section at `range` of `image`, up to the next: sections start on 8
  /// bytes, as the body does.
  static func padAfter(_ range: Range<Int>, in image: UnsafeMutableRawBufferPointer) {
    UnsafeMutableRawBufferPointer(rebasing: image[range.upperBound..<(range.upperBound + 7) & ~7])
      .initializeMemory(as: UInt8.self, repeating: 0)
  }

  /// The positions of the products in `order`, and in the reversed order, in which products
  /// that tie keep catalogue order too.
  private func positions(sortedBy order: CatalogueQuery.SortOrder) -> (
    ascending: [UInt32], reversed: [UInt32]
  ) {
    switch order {
    case .catalogue:
      // Not kept, so never asked for: catalogue order is the positions themselves.
      let positions = (0..<UInt32(count)).map { $0 }
      return (positions, positions.reversed())
    case .name:
      let byName = IndexSorting.ascending(byteKeys: texts.nameKeys, offsets: texts.nameKeyOffsets)
      return (byName.order, IndexSorting.reversed(byName.order) { byName.tiesWithNext[$0] })
    case .price:
      return IndexSorting.bothWays(column { $0.prices }.lazy.map { UInt64(bitPattern: $0) })
    case .rating:
      let ratingKeys = columns.lazy.flatMap { part in
        (0..<part.count).lazy.map { RatingKey(counts: part.ratings[5 * $0..<5 * $0 + 5]) }
      }.mapInHugePages { $0 }
      return IndexSorting.bothWays(
        ratingKeys.mapInHugePages(\.averageOrder), then: ratingKeys.mapInHugePages(\.countOrder))
    case .stock:
      // Most stocked first; stocks are never negative.
      return IndexSorting.bothWays(
        column { $0.stocks }.lazy.map { UInt64.max - UInt64(bitPattern: $0) })
    }
  }

  /// Writes each block's checksum, then the header with its own; the blocks are summed on
  /// every core, many to a part.
  static func seal(
    _ image: UnsafeMutableRawBufferPointer, layout: IndexLayout, header: IndexHeader
  ) {
    let blockCount = layout.blockCount
    // Counted in kibibytes, a part sums at least a mebibyte.
    let partCount = min(CoreParts.count(of: layout.body.count >> 10), blockCount)
    // Safe to share: each part reads only blocks and writes only their checksums, which no
    // other part reads or writes, and `concurrentPerform` returns once every part is done.
    nonisolated(unsafe) let image = image
    DispatchQueue.concurrentPerform(iterations: partCount) { part in
      for index in blockCount * part / partCount..<blockCount * (part + 1) / partCount {
        let block = UnsafeRawBufferPointer(rebasing: image[layout.block(index)])
        image.storeBytes(
          of: IndexChecksum.of(block).littleEndian,
          toByteOffset: layout.checksums.lowerBound + 8 * index, as: UInt64.self)
      }
    }
    var bytes = header.encoded(checksum: 0)
    let checksum = bytes.withUnsafeBytes { headerBytes in
      IndexHeader.checksum(
        of: headerBytes,
        blockChecksums: UnsafeRawBufferPointer(rebasing: image[layout.checksums]))
    }
    bytes = header.encoded(checksum: checksum)
    bytes.withUnsafeBytes { image.copyMemory(from: $0) }
  }
}

/// What the index keeps of each product that no order is sorted by.
private struct UnsortedSections: Sendable {
  /// Part by part, as the builder's columns keep them.
  let ranges: [[UInt64]]
  let listedTexts: [[UInt32]]
  let objectChecksums: [[UInt64]]
  /// The search texts, part by part.
  let texts: [SearchTextSections]

  /// Puts every section in its place in the index `image`.
  func put(in image: UnsafeMutableRawBufferPointer, layout: IndexLayout) {
    IndexBuilder.put(ranges, in: layout[.ranges], of: image)
    IndexBuilder.put(listedTexts, in: layout[.listedTexts], of: image)
    IndexBuilder.put(objectChecksums, in: layout[.objectChecksums], of: image)
    SearchTextSections.put(texts, in: image, layout: layout)
  }
}

/// The rating order's key, as `CatalogueQuery` sorts: best average first, then most ratings;
/// unrated last.
private struct RatingKey {
  /// The negated average, as `RatingSummary.average` computes it from the same whole numbers;
  /// 1 for no rating, after every negated average.
  let negatedAverage: Double
  let count: Int

  init(counts: ArraySlice<Int64>) {
    var count = 0
    var stars = 0
    for (offset, number) in counts.enumerated() {
      count += Int(number)
      stars += (offset + 1) * Int(number)
    }
    negatedAverage = count > 0 ? -(Double(stars) / Double(count)) : 1
    self.count = count
  }

  /// The negated average as a number in the same order: the bits of a double, with the sign
  /// bit flipped for positives and all bits for negatives.
  var averageOrder: UInt64 {
    let bits = negatedAverage.bitPattern
    return bits >> 63 == 1 ? ~bits : bits | 1 << 63
  }

  /// Most ratings first; counts are never negative.
  var countOrder: UInt64 { UInt64.max - UInt64(count) }
}
