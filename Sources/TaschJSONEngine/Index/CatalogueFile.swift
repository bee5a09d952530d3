import Dispatch
import Foundation
import Synchronization
import Tasch
import TaschJSON
import TaschParallel

/// The catalogue file an index was built from, kept open, to decode products from their own
/// bytes.
final class CatalogueFile: Sendable {
  private let file: PositionalFile
  /// The file as it was when the index was built from it.
  let fingerprint: FileFingerprint

  /// The open `file`, as `fingerprint` tells it.
  init(_ file: PositionalFile, fingerprint: FileFingerprint) {
    self.file = file
    self.fingerprint = fingerprint
  }

  /// What `make` makes of each product's object at `bytes` in the file, in the order asked;
  /// `make` is given the object's bytes, their offset in the file, and the product's
  /// `position`.
  ///
  /// - Throws: `.catalogueChanged` when the file is not as it was, or what `make` throws.
  func objects<Item: Sendable>(
    _ requests: [(position: Int, bytes: Range<UInt64>)],
    _ make: @Sendable (UnsafeRawBufferPointer, Int, Int) throws(CatalogueIndexError) -> Item
  ) throws(CatalogueIndexError) -> [Item] {
    try read(requests.map(\.bytes)) { (object, offset, request) throws(CatalogueIndexError) in
      try make(object, offset, requests[request].position)
    }
  }

  /// What `make` makes of the bytes at each of `ranges`, in the order asked; `make` is given
  /// the bytes, their offset in the file, and which of `ranges` they are.
  ///
  /// Neighbouring ranges are read together, a span at a time, so a page of products costs a
  /// read or two and the whole catalogue one pass; many ranges are made on every core, each
  /// part of the file by one.
  private func read<Item: Sendable>(
    _ ranges: [Range<UInt64>],
    _ make: @Sendable (UnsafeRawBufferPointer, Int, Int) throws(CatalogueIndexError) -> Item
  ) throws(CatalogueIndexError) -> [Item] {
    guard let status = file.status(), FileFingerprint(status) == fingerprint,
      ranges.allSatisfy({ !$0.isEmpty && $0.upperBound <= fingerprint.size })
    else { throw .catalogueChanged }
    let order = ranges.indices.sorted { ranges[$0].lowerBound < ranges[$1].lowerBound }
    // Each item is made straight into its place in the result, on whichever core reads it:
    // nothing is copied from parts, and nothing is put back in order after.
    var failure: CatalogueIndexError?
    let items = [Item](unsafeUninitializedCapacity: order.count) { items, count in
      guard let places = items.baseAddress else { return }
      failure = readInParts(order, of: ranges, make, into: places)
      count = failure == nil ? order.count : 0
    }
    if let failure { throw failure }
    return items
  }

  /// Makes what `make` makes of the ranges at `order`, read in that order, each into its place
  /// in `items`; many are made on every core, in many parts for each, taken by whichever core
  /// is free.
  ///
  /// - Returns: `nil` when every item is made; else the first part's failure, and no item is.
  private func readInParts<Item: Sendable>(
    _ order: [Int], of ranges: [Range<UInt64>],
    _ make: @Sendable (UnsafeRawBufferPointer, Int, Int) throws(CatalogueIndexError) -> Item,
    into items: UnsafeMutablePointer<Item>
  ) -> CatalogueIndexError? {
    let partCount = CoreParts.count(of: order.count)
    guard partCount > 1 else {
      // A page or a product: read here, sparing the threads' hand-offs.
      do throws(CatalogueIndexError) {
        try read(order[...], of: ranges, make, into: items)
        return nil
      } catch {
        return error
      }
    }
    let parts = (0..<partCount).map { part in
      order[order.count * part / partCount..<order.count * (part + 1) / partCount]
    }
    // Safe to share: each part initializes only the places of its own ranges, which no other
    // part has, and `concurrentPerform` returns only once every part is done, while `items`
    // is still the result's storage.
    nonisolated(unsafe) let places = items
    let failures = Mutex([CatalogueIndexError?](repeating: nil, count: partCount))
    DispatchQueue.concurrentPerform(iterations: partCount) { part in
      do throws(CatalogueIndexError) {
        try read(parts[part], of: ranges, make, into: places)
      } catch {
        failures.withLock { $0[part] = error }
      }
    }
    let failed = failures.withLock { $0 }
    guard let failure = failed.lazy.compactMap({ $0 }).first else { return nil }
    for (part, indices) in parts.enumerated() where failed[part] == nil {
      for index in indices { (items + index).deinitialize(count: 1) }
    }
    return failure
  }

  /// Makes what `make` makes of the ranges at `indices`, whose order is their order in the
  /// file, each into its place in `items`.
  ///
  /// - Throws: what reading or `make` throws; then no item of `indices` is made.
  private func read<Item: Sendable>(
    _ indices: ArraySlice<Int>, of ranges: [Range<UInt64>],
    _ make: @Sendable (UnsafeRawBufferPointer, Int, Int) throws(CatalogueIndexError) -> Item,
    into items: UnsafeMutablePointer<Item>
  ) throws(CatalogueIndexError) {
    // One buffer for every span, grown as spans need, doubling up to a span: a new one for
    // each would be new pages, each page's first touch waiting on the memory lock of the
    // process, which the other cores' allocations take too. It starts small, since a buffer of
    // a whole span for one product is mapped and unmapped, flushing every core's TLB.
    var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 0, alignment: 8)
    defer { buffer.deallocate() }
    var next = indices.startIndex
    do throws(CatalogueIndexError) {
      while next < indices.endIndex {
        // A span reaches over the ranges that start soon after the previous one ends.
        let start = Int(ranges[indices[next]].lowerBound)
        var end = Int(ranges[indices[next]].upperBound)
        var last = next
        while last + 1 < indices.endIndex {
          let following = ranges[indices[last + 1]]
          guard Int(following.lowerBound) - end <= Self.gap,
            Int(following.upperBound) - start <= Self.span
          else { break }
          end = max(end, Int(following.upperBound))
          last += 1
        }
        if end - start > buffer.count {
          buffer.deallocate()
          buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: max(end - start, min(2 * buffer.count, Self.span)), alignment: 8)
        }
        let span = UnsafeMutableRawBufferPointer(rebasing: buffer[..<(end - start)])
        guard file.readWhole(into: span, at: start) else { throw .catalogueChanged }
        while next <= last {
          let index = indices[next]
          let bytes = ranges[index]
          let inSpan = Int(bytes.lowerBound) - start..<Int(bytes.upperBound) - start
          (items + index).initialize(
            to: try make(
              UnsafeRawBufferPointer(rebasing: span[inSpan]), Int(bytes.lowerBound), index))
          next += 1
        }
      }
    } catch {
      for index in indices[..<next] { (items + index).deinitialize(count: 1) }
      throw error
    }
  }

  /// How far apart two objects may be and still be read together: a page.
  ///
  /// A read's system call costs about as much as copying a few kilobytes, so reading over a
  /// wider gap copies more than it saves: over 64 KiB, 4,000 products scattered through
  /// 100,000 read the whole file.
  private static let gap = 4 << 10
  /// How many bytes one read takes at most, unless one object is larger.
  private static let span = 512 << 10

  /// The product whose object is `object`, found at `offset` in the file, at `position` in
  /// the catalogue, priced in `currency`.
  ///
  /// - Throws: `.catalogueChanged` when the bytes are not a valid product.
  static func product(
    in object: UnsafeRawBufferPointer, at offset: Int, position: Int, currency: Currency
  ) throws(CatalogueIndexError) -> ShopProduct {
    // The object is read as it was in the document, three levels deep.
    var scanner = JSONScanner(object, base: offset)
    var fields = ProductFields()
    guard (try? fields.scan(&scanner, depth: 3)) != nil, scanner.index == object.count else {
      throw .catalogueChanged
    }
    var checks = ProductChecks(index: position, currency: currency, scanner: scanner)
    guard let checked = checks.check(fields) else { throw .catalogueChanged }
    return checked.product(in: scanner)
  }
}
