import Dispatch
import Foundation
import Synchronization
import Tasch
import TaschJSON

/// The catalogue file an index was built from, kept open, to decode products from their own
/// bytes.
final class CatalogueFile: Sendable {
  private let file: PositionalFile
  private let fingerprint: FileFingerprint

  /// The open `file`, as `fingerprint` tells it.
  init(_ file: PositionalFile, fingerprint: FileFingerprint) {
    self.file = file
    self.fingerprint = fingerprint
  }

  /// The products whose objects are at `bytes` in the file, in the order asked, each decoded
  /// from its own bytes; `position` is each product's place, for the checks.
  ///
  /// Neighbouring objects are read together, a span at a time, so a page of products costs a
  /// read or two and the whole catalogue one pass.
  ///
  /// - Throws: `.catalogueChanged` when the file is not as it was, or some bytes are not the
  ///   valid product they were.
  func products(
    _ requests: [(position: Int, bytes: Range<UInt64>)], currency: Currency
  ) throws(CatalogueIndexError) -> [ShopProduct] {
    guard let status = file.status(), FileFingerprint(status) == fingerprint,
      requests.allSatisfy({ !$0.bytes.isEmpty && $0.bytes.upperBound <= fingerprint.size })
    else { throw .catalogueChanged }
    let order = requests.indices.sorted {
      requests[$0].bytes.lowerBound < requests[$1].bytes.lowerBound
    }
    let inFileOrder = try decodeInParts(order, of: requests, currency: currency)
    // A page in catalogue order is asked for in file order already: nothing to put back.
    guard !order.elementsEqual(requests.indices) else { return inFileOrder }
    var placeInFile = [Int](repeating: 0, count: order.count)
    for (place, index) in order.enumerated() { placeInFile[index] = place }
    return placeInFile.map { inFileOrder[$0] }
  }

  /// The products of `requests` at `order`, in that order; many are decoded on every core,
  /// each part of the file by one.
  private func decodeInParts(
    _ order: [Int], of requests: [(position: Int, bytes: Range<UInt64>)], currency: Currency
  ) throws(CatalogueIndexError) -> [ShopProduct] {
    let partCount = min(ProcessInfo.processInfo.activeProcessorCount, order.count / 4_096)
    guard partCount > 1 else { return try decode(order[...], of: requests, currency: currency) }
    let parts = (0..<partCount).map { part in
      order[order.count * part / partCount..<order.count * (part + 1) / partCount]
    }
    let decoded = Mutex(
      [Result<[ShopProduct], CatalogueIndexError>?](repeating: nil, count: partCount))
    DispatchQueue.concurrentPerform(iterations: partCount) { part in
      let result = Result { () throws(CatalogueIndexError) in
        try decode(parts[part], of: requests, currency: currency)
      }
      decoded.withLock { $0[part] = result }
    }
    var products: [ShopProduct] = []
    products.reserveCapacity(order.count)
    for result in decoded.withLock({ $0 }) {
      guard let result else { throw .catalogueChanged }
      products += try result.get()
    }
    return products
  }

  /// The products of `requests` at `indices`, in that order, which is their order in the file.
  private func decode(
    _ indices: ArraySlice<Int>, of requests: [(position: Int, bytes: Range<UInt64>)],
    currency: Currency
  ) throws(CatalogueIndexError) -> [ShopProduct] {
    var products: [ShopProduct] = []
    products.reserveCapacity(indices.count)
    var next = indices.startIndex
    while next < indices.endIndex {
      // A span reaches over the objects that start soon after the previous one ends.
      let start = Int(requests[indices[next]].bytes.lowerBound)
      var end = Int(requests[indices[next]].bytes.upperBound)
      var last = next
      while last + 1 < indices.endIndex {
        let following = requests[indices[last + 1]].bytes
        guard Int(following.lowerBound) - end <= Self.gap,
          Int(following.upperBound) - start <= Self.span
        else { break }
        end = max(end, Int(following.upperBound))
        last += 1
      }
      let span = UnsafeMutableRawBufferPointer.allocate(byteCount: end - start, alignment: 8)
      defer { span.deallocate() }
      guard file.readWhole(into: span, at: start) else { throw .catalogueChanged }
      for index in indices[next...last] {
        let (position, bytes) = requests[index]
        let object = Int(bytes.lowerBound) - start..<Int(bytes.upperBound) - start
        products.append(
          try Self.decode(
            UnsafeRawBufferPointer(rebasing: span[object]), at: Int(bytes.lowerBound),
            position: position, currency: currency))
      }
      next = last + 1
    }
    return products
  }

  /// How far apart two objects may be and still be read together.
  private static let gap = 64 << 10
  /// How many bytes one read takes at most, unless one object is larger.
  private static let span = 4 << 20

  /// The product whose object is `object`, found at `offset` in the file.
  private static func decode(
    _ object: UnsafeRawBufferPointer, at offset: Int, position: Int, currency: Currency
  ) throws(CatalogueIndexError) -> ShopProduct {
    // The object is read as it was in the document, three levels deep.
    var scanner = JSONScanner(object, base: offset)
    guard let (fields, _) = try? ProductFields.scan(&scanner, depth: 3),
      scanner.index == object.count
    else { throw .catalogueChanged }
    var checks = ProductChecks(
      index: position, currency: currency, fields: fields, scanner: scanner)
    guard let checked = checks.check() else { throw .catalogueChanged }
    return checked.product(in: scanner)
  }
}
