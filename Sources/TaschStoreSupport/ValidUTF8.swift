import Glibc

extension String {
  /// The text whose UTF-8 is `bytes`; `nil` when they are not valid UTF-8.
  ///
  /// What `String(validating:as:)` answers, for less: that one is generic, and the 40,000
  /// values of 4,000 rows spent more time finding its types at run time than reading their
  /// bytes. Decoding repairs what is not valid, so the text decoded has exactly the bytes read
  /// when, and only when, they are valid.
  public init?(validUTF8 bytes: UnsafeRawBufferPointer) {
    var text = String(decoding: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    let isExact = text.withUTF8 { decoded in
      guard decoded.count == bytes.count else { return false }
      guard let decodedStart = decoded.baseAddress, let start = bytes.baseAddress else {
        return true
      }
      return memcmp(decodedStart, start, bytes.count) == 0
    }
    guard isExact else { return nil }
    self = text
  }
}
