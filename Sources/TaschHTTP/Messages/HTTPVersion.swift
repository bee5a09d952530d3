/// The HTTP version a request was written in.
///
/// 1.0 or 1.1; a later 1.x is served as 1.1, and any other major version is refused with 505.
public struct HTTPVersion: Hashable, Sendable, CustomStringConvertible {
  /// The major version: always 1 in a request the decoder accepts.
  public let major: Int
  /// The minor version.
  public let minor: Int

  /// HTTP/1.0: connections close after each response unless the request asks to keep them.
  public static let http10 = HTTPVersion(major: 1, minor: 0)
  /// HTTP/1.1: connections stay open unless a request or the server closes them.
  public static let http11 = HTTPVersion(major: 1, minor: 1)

  /// Whether the version is 1.1 or later, whose connections stay open by default and whose
  /// requests must name their `Host`.
  var isAtLeastHTTP11: Bool { major > 1 || (major == 1 && minor >= 1) }

  /// `HTTP/1.1`.
  public var description: String { "HTTP/\(major).\(minor)" }
}
