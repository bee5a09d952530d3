import Glibc
import Tasch

/// The catalogue file an index was built from, kept open, to decode one product from its own
/// bytes.
final class CatalogueFile: Sendable {
  private let descriptor: Int32
  private let path: String
  private let fingerprint: CatalogueFingerprint

  /// The open file `descriptor` at `path`, which it now owns, as `fingerprint` tells it.
  init(descriptor: Int32, path: String, fingerprint: CatalogueFingerprint) {
    self.descriptor = descriptor
    self.path = path
    self.fingerprint = fingerprint
  }

  deinit {
    close(descriptor)
  }

  /// The product at `position`, whose object is at `bytes` in the file.
  ///
  /// - Throws: `.catalogueChanged` when the file is not as it was, or the bytes are not the
  ///   valid product they were.
  func product(at position: Int, bytes: Range<UInt64>, currency: Currency)
    throws(CatalogueIndexError) -> CatalogueProduct
  {
    var status = stat()
    guard fstat(descriptor, &status) == 0, CatalogueFingerprint(status) == fingerprint,
      bytes.upperBound <= fingerprint.size, !bytes.isEmpty
    else { throw .catalogueChanged }
    let object = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 8)
    defer { object.deallocate() }
    guard IndexStorage.read(descriptor, into: object, at: Int(bytes.lowerBound)) else {
      throw .catalogueChanged
    }
    // The object is read as it was in the document, three levels deep.
    var scanner = JSONScanner(UnsafeRawBufferPointer(object), base: Int(bytes.lowerBound))
    guard let (fields, _) = try? ProductFields.scan(&scanner, depth: 3),
      scanner.index == object.count
    else { throw .catalogueChanged }
    var checks = ProductChecks(
      index: position, currency: currency, fields: fields, scanner: scanner)
    guard let checked = checks.check() else { throw .catalogueChanged }
    return checked.product(in: scanner)
  }
}
