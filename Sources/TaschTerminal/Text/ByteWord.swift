/// Eight bytes of text read as one number, to look at long text eight bytes at a time: every
/// cell of a listing of 100,000 rows is checked and measured.
struct ByteWord {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  private let bits: UInt64

  /// The eight bytes of `bytes` from `offset`, which must all be there.
  init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
    bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// Whether every byte is ASCII.
  var isASCII: Bool { bits & Self.highs == 0 }

  /// Whether some byte is below `limit`, at most 0x80.
  ///
  /// A byte below the limit borrows into its bit 7 when the limit is taken from it, unless its
  /// bit 7 was set already, and such a byte is never below the limit. A borrow may flag a
  /// wrong byte too, but only after a true one.
  func hasByte(below limit: UInt8) -> Bool {
    (bits &- Self.ones &* UInt64(limit)) & ~bits & Self.highs != 0
  }

  /// Whether some byte is `value`: a byte of zero once `value` is taken out of each.
  func hasByte(_ value: UInt8) -> Bool {
    let zeroWhereEqual = bits ^ (Self.ones &* UInt64(value))
    return (zeroWhereEqual &- Self.ones) & ~zeroWhereEqual & Self.highs != 0
  }
}
