/// The most tasch reads or writes of one kind of file, so that a huge file, or a device that
/// never ends, cannot exhaust the memory: every byte read is held, and parsing multiplies it.
struct FileSizeLimit: Hashable, Sendable, CustomStringConvertible {
  /// The limit.
  let bytes: Int
  /// The kind of file, for messages: "a catalogue".
  let kind: String

  /// A catalogue: 128 MiB.
  ///
  /// Four times the 100,000-product benchmark's file; reading one that large takes about a
  /// gigabyte of memory.
  static let catalogue = FileSizeLimit(bytes: 128 << 20, kind: "a catalogue")

  /// A user's state: 16 MiB, tens of thousands of orders.
  static let userState = FileSizeLimit(bytes: 16 << 20, kind: "a state file")

  /// `128 MiB`, or the bytes when the limit is not a whole number of mebibytes.
  var description: String {
    bytes.isMultiple(of: 1 << 20) ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
