/// The most tasch reads or writes of one kind of file, so that a huge file, or a device that
/// never ends, cannot exhaust the memory: every byte read is held, and parsing multiplies it.
struct FileSizeLimit: Hashable, Sendable, CustomStringConvertible {
  /// The limit.
  let bytes: Int
  /// The kind of file, for messages: "a catalogue".
  let kind: String

  /// A catalogue read a block at a time, by `CatalogueReader` and the index: 4 GiB.
  ///
  /// Memory stays the size of a block, so the limit is only a bound on the time one read may
  /// take: ten million products of the benchmark's kind.
  static let catalogue = FileSizeLimit(bytes: 4 << 30, kind: "a catalogue")

  /// A catalogue read whole, as a tree, by `JSONCatalogueFile`: 128 MiB.
  ///
  /// Four times the 100,000-product benchmark's file; reading one that large takes about a
  /// gigabyte of memory.
  static let catalogueTree = FileSizeLimit(bytes: 128 << 20, kind: "a catalogue read whole")

  /// A catalogue's index: 4 GiB, more than the index of the largest catalogue takes.
  static let index = FileSizeLimit(bytes: 4 << 30, kind: "an index")

  /// A user's state: 16 MiB, tens of thousands of orders.
  static let userState = FileSizeLimit(bytes: 16 << 20, kind: "a state file")

  /// `128 MiB`, `4 GiB`, or the bytes when the limit is not a whole number of mebibytes.
  var description: String {
    if bytes.isMultiple(of: 1 << 30) { return "\(bytes >> 30) GiB" }
    return bytes.isMultiple(of: 1 << 20) ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
