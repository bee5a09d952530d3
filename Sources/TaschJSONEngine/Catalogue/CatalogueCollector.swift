import TaschJSON

/// What a catalogue scan hands its valid products to, in catalogue order.
///
/// A product is handed out only while every element before it was a valid product too, so
/// the products taken so far are always the first elements of `products`, in order. The type
/// is named on other cores, where parts are made.
protocol CatalogueCollector: SendableMetatype {
  /// Takes the next product: its checked facts, where its object is in the file, and the
  /// scanner whose bytes its texts are in (valid during the call only).
  mutating func add(_ product: CheckedProduct, byteRange: Range<Int>, scanner: JSONScanner)

  /// Learns that the products still to come lie within `bytes` of the file: a hint, to make
  /// room for them at once. By default, nothing is done with it.
  mutating func expectProducts(in bytes: Range<Int>)
}

extension CatalogueCollector {
  mutating func expectProducts(in bytes: Range<Int>) {}
}

/// A collector that can also take a whole stretch of products collected elsewhere.
///
/// This lets a scan check the later stretches of a large `products` array on other cores,
/// each into a part of its own, while it reads the first; a part is appended once the scan
/// has reached its stretch and found everything before it valid.
protocol PartedCatalogueCollector: CatalogueCollector {
  /// What collects one stretch.
  associatedtype Part: CatalogueCollector & Sendable

  /// A part with no products yet.
  static func makePart() -> Part

  /// Takes every product of `part`, after the products taken so far.
  mutating func append(_ part: consuming Part)
}
