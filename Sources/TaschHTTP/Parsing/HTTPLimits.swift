/// How large a request may be.
public struct HTTPLimits: Hashable, Sendable {
  /// The most bytes the request line and the header fields may take: 16 KiB by default.
  ///
  /// Their line breaks and the empty line that ends them count. Past it: 431.
  public var maximumHeadBytes: Int
  /// The most bytes a body may have, 64 KiB by default; past it, 413.
  public var maximumBodyBytes: Int

  /// Limits of `maximumHeadBytes` for the head and `maximumBodyBytes` for the body.
  public init(maximumHeadBytes: Int = 16_384, maximumBodyBytes: Int = 65_536) {
    self.maximumHeadBytes = maximumHeadBytes
    self.maximumBodyBytes = maximumBodyBytes
  }

  /// A limit as messages name it: `64 KiB`, or `100 bytes` when it is not a whole number of
  /// kibibytes.
  public static func size(_ bytes: Int) -> String {
    bytes > 0 && bytes.isMultiple(of: 1024) ? "\(bytes / 1024) KiB" : "\(bytes) bytes"
  }
}
