import Synchronization

/// The body of an index: in memory as it was just built, or in its file, where each block is
/// read and checked against its checksum the first time it is needed, then kept.
///
/// Nothing is ever mapped: a file cut short or rewritten by another process reads as damaged,
/// never as a crash, and bytes once checked cannot change under the reader.
final class IndexStorage: @unchecked Sendable {
  // NB: @unchecked because of the raw pointers. The image is written before `init` returns and
  // only read afterwards; a block read from the file is written once, checked, and published
  // by one atomic exchange, and only read afterwards; all of it is freed in `deinit` alone.

  /// Where everything is.
  let layout: IndexLayout
  private let image: UnsafeMutableRawBufferPointer?
  private let file: PositionalFile?
  private let checksums: [UInt64]
  /// The address of each block read and checked so far, 0 for one not read yet: looked up
  /// without a lock, as a listing reads each of 100,000 rows' facts from them on every core.
  private let blocks: UnsafeMutablePointer<Atomic<Int>>
  private let blockCount: Int

  /// The index whose whole file is `image`, which it now owns.
  init(layout: IndexLayout, image: UnsafeMutableRawBufferPointer) {
    self.layout = layout
    self.image = image
    file = nil
    checksums = []
    blockCount = 0
    blocks = UnsafeMutablePointer.allocate(capacity: 0)
  }

  /// The index in the open `file`, whose blocks must have `checksums`.
  init(layout: IndexLayout, file: PositionalFile, checksums: [UInt64]) {
    self.layout = layout
    image = nil
    self.file = file
    self.checksums = checksums
    blockCount = layout.blockCount
    blocks = UnsafeMutablePointer.allocate(capacity: blockCount)
    for index in 0..<blockCount { (blocks + index).initialize(to: Atomic(0)) }
  }

  deinit {
    image?.deallocate()
    for index in 0..<blockCount {
      UnsafeMutableRawPointer(bitPattern: blocks[index].load(ordering: .relaxed))?.deallocate()
    }
    blocks.deinitialize(count: blockCount)
    blocks.deallocate()
  }

  // MARK: - Reading

  /// The little-endian number at `offset` in the file; it must not cross a block.
  ///
  /// A listing reads a dozen numbers of each of 100,000 products: a block already read costs
  /// a few comparisons and one atomic load, inlined.
  @inline(__always)
  func load<Number: FixedWidthInteger>(_: Number.Type, at offset: Int)
    throws(CatalogueIndexError) -> Number
  {
    let size = MemoryLayout<Number>.size
    let index = try blockIndex(of: offset)
    let inBlock = (offset - layout.body.lowerBound) % IndexLayout.blockSize
    guard offset <= layout.body.upperBound - size, inBlock <= IndexLayout.blockSize - size else {
      throw .damaged
    }
    return Number(
      littleEndian: try block(index).loadUnaligned(fromByteOffset: inBlock, as: Number.self))
  }

  /// A copy of the bytes in `range` of the file.
  func bytes(in range: Range<Int>) throws(CatalogueIndexError) -> [UInt8] {
    guard layout.body.lowerBound <= range.lowerBound, range.upperBound <= layout.body.upperBound
    else { throw .damaged }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    var offset = range.lowerBound
    while offset < range.upperBound {
      let index = try blockIndex(of: offset)
      let block = layout.block(index)
      let start = try self.block(index)
      let end = min(range.upperBound, block.upperBound)
      bytes.append(
        contentsOf: UnsafeRawBufferPointer(
          start: start + (offset - block.lowerBound), count: end - offset))
      offset = end
    }
    return bytes
  }

  /// The section `section`, every block of it read and checked, for reading without locks.
  func region(_ section: IndexLayout.Section) throws(CatalogueIndexError) -> IndexRegion {
    let range = layout[section]
    guard !range.isEmpty else { return IndexRegion(storage: self, range: range, blocks: []) }
    let first = try blockIndex(of: range.lowerBound)
    let last = try blockIndex(of: range.upperBound - 1)
    var blocks: [UnsafeRawPointer] = []
    blocks.reserveCapacity(last - first + 1)
    for index in first...last { blocks.append(try block(index)) }
    return IndexRegion(storage: self, range: range, blocks: blocks)
  }

  // MARK: - Blocks

  @inline(__always)
  private func blockIndex(of offset: Int) throws(CatalogueIndexError) -> Int {
    guard layout.body.contains(offset) else { throw .damaged }
    return (offset - layout.body.lowerBound) / IndexLayout.blockSize
  }

  /// The start of block `index`, read and checked when it is first needed.
  @inline(__always)
  private func block(_ index: Int) throws(CatalogueIndexError) -> UnsafeRawPointer {
    if let image, let base = image.baseAddress {
      return UnsafeRawPointer(base + layout.block(index).lowerBound)
    }
    if let known = UnsafeRawPointer(bitPattern: blocks[index].load(ordering: .acquiring)) {
      return known
    }
    return try read(block: index)
  }

  /// Reads block `index` from the file, checks it and publishes it for every thread.
  @inline(never)
  private func read(block index: Int) throws(CatalogueIndexError) -> UnsafeRawPointer {
    let range = layout.block(index)
    let block = UnsafeMutableRawPointer.allocate(byteCount: range.count, alignment: 8)
    let bytes = UnsafeMutableRawBufferPointer(start: block, count: range.count)
    guard let file, file.readWhole(into: bytes, at: range.lowerBound),
      IndexChecksum.of(UnsafeRawBufferPointer(bytes)) == checksums[index]
    else {
      block.deallocate()
      throw .damaged
    }
    // Two threads may read the same block at once: the first to publish it is kept.
    let (isPublished, earlier) = blocks[index].compareExchange(
      expected: 0, desired: Int(bitPattern: block), ordering: .acquiringAndReleasing)
    if isPublished { return UnsafeRawPointer(block) }
    block.deallocate()
    // Not published: another thread's block was there, so `earlier` is its address, never 0.
    guard let published = UnsafeRawPointer(bitPattern: earlier) else { throw .damaged }
    return published
  }
}

/// A checked section of an index, read without locks: numbers by their place in the section.
struct IndexRegion: @unchecked Sendable {
  // NB: @unchecked because of the raw pointers: they point into blocks that `storage` owns,
  // keeps alive, and never writes again once checked.

  private let storage: IndexStorage
  private let range: Range<Int>
  private let blocks: [UnsafeRawPointer]
  private let firstBlockStart: Int

  fileprivate init(storage: IndexStorage, range: Range<Int>, blocks: [UnsafeRawPointer]) {
    self.storage = storage
    self.range = range
    self.blocks = blocks
    let body = storage.layout.body.lowerBound
    firstBlockStart =
      body + (range.lowerBound - body) / IndexLayout.blockSize * IndexLayout.blockSize
  }

  /// How many bytes the section has.
  var byteCount: Int { range.count }

  /// The number at `offset` bytes into the section; it must lie within the section and not
  /// cross a block, as the layout's numbers never do.
  func load<Number: FixedWidthInteger>(_: Number.Type, at offset: Int) -> Number {
    let absolute = range.lowerBound + offset - firstBlockStart
    let block = blocks[absolute / IndexLayout.blockSize]
    return Number(
      littleEndian: block.loadUnaligned(
        fromByteOffset: absolute % IndexLayout.blockSize, as: Number.self))
  }

  /// Runs `body` on the bytes from `start` in the section up to `end` or the end of the block
  /// `start` is in, whichever comes first, without copying; `start` must be below `end`.
  func withBlockBytes<Result>(
    from start: Int, upTo end: Int, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result {
    let absolute = range.lowerBound + start - firstBlockStart
    let inBlock = absolute % IndexLayout.blockSize
    let count = min(end - start, IndexLayout.blockSize - inBlock)
    return body(
      UnsafeRawBufferPointer(
        start: blocks[absolute / IndexLayout.blockSize] + inBlock, count: count))
  }

  /// Runs `body` on the bytes at `offsets` in the section, copied together when they cross
  /// blocks.
  func withBytes<Result>(
    in offsets: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result {
    // No bytes need no block: an empty range at the very end has none to point into.
    guard !offsets.isEmpty else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
    let start = range.lowerBound + offsets.lowerBound - firstBlockStart
    let end = start + offsets.count
    let firstBlock = start / IndexLayout.blockSize
    if (end - 1) / IndexLayout.blockSize == firstBlock {
      return body(
        UnsafeRawBufferPointer(
          start: blocks[firstBlock] + start % IndexLayout.blockSize, count: offsets.count))
    }
    var copy: [UInt8] = []
    copy.reserveCapacity(offsets.count)
    var position = start
    while position < end {
      let index = position / IndexLayout.blockSize
      let stop = min(end, (index + 1) * IndexLayout.blockSize)
      copy.append(
        contentsOf: UnsafeRawBufferPointer(
          start: blocks[index] + position % IndexLayout.blockSize, count: stop - position))
      position = stop
    }
    return copy.withUnsafeBytes(body)
  }
}
