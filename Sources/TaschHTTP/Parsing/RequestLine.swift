/// A request line, `METHOD SP TARGET SP HTTP/x.y`, read and checked as soon as it ends.
struct RequestLine: Sendable {
  let method: HTTPMethod
  let target: String
  let version: HTTPVersion

  /// The request line `line`, without its CRLF.
  init(_ line: ArraySlice<UInt8>) throws(HTTPRequestProblem) {
    if line.contains(.carriageReturn) { throw .bareCarriageReturn }
    guard let methodEnd = line.firstIndex(of: .space), methodEnd > line.startIndex,
      line[..<methodEnd].allSatisfy(ByteClass.isToken)
    else { throw .badRequestLine }
    let afterMethod = line[(methodEnd + 1)...]
    guard let targetEnd = afterMethod.firstIndex(of: .space) else { throw .badRequestLine }
    version = try Self.version(afterMethod[(targetEnd + 1)...])
    let target = afterMethod[..<targetEnd]
    guard !target.isEmpty, target.allSatisfy(ByteClass.isTarget) else { throw .badTarget }
    method = HTTPMethod(rawValue: String(decoding: line[..<methodEnd], as: UTF8.self))
    guard Self.isAllowed(target, for: method) else { throw .badTarget }
    if Self.authority(of: target)?.contains(UInt8(ascii: "@")) == true { throw .userInfoInTarget }
    self.target = String(decoding: target, as: UTF8.self)
  }

  /// `HTTP/x.y`, exactly: the name is case-sensitive, each number one digit.
  private static func version(_ bytes: ArraySlice<UInt8>) throws(HTTPRequestProblem)
    -> HTTPVersion
  {
    guard bytes.count == 8, bytes.starts(with: "HTTP/".utf8) else { throw .badRequestLine }
    let major = bytes[bytes.startIndex + 5]
    let dot = bytes[bytes.startIndex + 6]
    let minor = bytes[bytes.startIndex + 7]
    guard isDigit(major), dot == UInt8(ascii: "."), isDigit(minor) else { throw .badRequestLine }
    guard major == UInt8(ascii: "1") else { throw .versionNotSupported }
    return HTTPVersion(major: 1, minor: Int(minor - UInt8(ascii: "0")))
  }

  /// Whether `target` has a form a server takes.
  ///
  /// A path (origin form), `*` with `OPTIONS` (asterisk form), or an `http` or `https` URL with
  /// a host (absolute form). A host and port alone (authority form) is for `CONNECT` to a
  /// proxy, which this server is not.
  private static func isAllowed(_ target: ArraySlice<UInt8>, for method: HTTPMethod) -> Bool {
    if target.first == .slash { return true }
    if target.elementsEqual("*".utf8) { return method == .options }
    return authority(of: target)?.isEmpty == false
  }

  /// The authority of an `http` or `https` URL, what comes between `//` and the path or the
  /// query: `u:p@shop.example:8080`; `nil` for a target of another form.
  private static func authority(of target: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    for scheme in ["http://", "https://"] {
      guard
        target.prefix(scheme.utf8.count).elementsEqual(
          scheme.utf8, by: { ByteClass.lowercased($0) == $1 })
      else { continue }
      return target.dropFirst(scheme.utf8.count).prefix {
        $0 != .slash && $0 != .questionMark
      }
    }
    return nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
