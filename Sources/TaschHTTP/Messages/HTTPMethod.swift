/// A request's method, such as `GET`.
///
/// A token, compared exactly, since methods are case-sensitive. The library never judges a
/// method; the front answers 405 for one a path does not take, and 501 for one it takes on no
/// path (`get` among them).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The method as the request wrote it.
  public let rawValue: String

  /// The method `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `GET`.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `HEAD`: a `GET` whose response is sent without its body.
  public static let head = HTTPMethod(rawValue: "HEAD")
  /// `POST`.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `DELETE`.
  public static let delete = HTTPMethod(rawValue: "DELETE")
  /// `OPTIONS`, the only method whose target may be `*`.
  public static let options = HTTPMethod(rawValue: "OPTIONS")

  /// The method as written: `GET`.
  public var description: String { rawValue }
}
