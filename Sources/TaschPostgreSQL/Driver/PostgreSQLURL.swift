/// A connection URL, `postgresql://[user[:password]@][host][:port][/database][?key=value&…]`,
/// that never shows its password: printing, describing or dumping it writes `***` instead.
///
/// A Unix-socket folder is given as `?host=/path/to/folder`. The URL is read by libpq itself;
/// this type only checks its scheme and knows where a password may hide, in the user part or
/// in a `password` or `sslpassword` parameter.
public struct PostgreSQLURL: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The whole URL, password included: only ever given to libpq.
  let text: String
  /// The URL with every password replaced by `***`.
  public let redacted: String
  /// The passwords as written and as percent-decoded, longest first.
  private let secrets: [String]

  /// Checks `text` is a PostgreSQL URL.
  ///
  /// - Throws: `PostgreSQLError.invalidURL` when it does not start with `postgresql://` or
  ///   `postgres://`, or holds a NUL character. The message never quotes `text`.
  public init(_ text: String) throws(PostgreSQLError) {
    guard let scheme = Self.schemes.first(where: text.hasPrefix) else {
      throw .invalidURL("it must start with postgresql:// or postgres://")
    }
    guard !text.utf8.contains(0) else { throw .invalidURL("it contains a NUL character") }
    self.text = text
    var passwords: [Substring] = []
    var rest = text.dropFirst(scheme.count)
    var redacted = scheme
    // Like libpq: user information is whatever comes before an "@" that comes before any "/".
    if var at = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), rest[at] == "@" {
      // A password with an "@" not written `%40` is hidden to its last "@", one before what
      // ends the host (a "/" or a "?"): libpq would take the rest of it for the host.
      let host = rest[rest.index(after: at)...]
      let hostEnd = host.firstIndex { $0 == "/" || $0 == "?" } ?? host.endIndex
      if let last = host[..<hostEnd].lastIndex(of: "@") { at = last }
      let user = rest[..<at]
      if let colon = user.firstIndex(of: ":") {
        passwords.append(user[user.index(after: colon)...])
        redacted += user[...colon] + Self.mask
      } else {
        redacted += user
      }
      rest = rest[at...]
    }
    if let question = rest.firstIndex(of: "?") {
      redacted += rest[...question]
      let parameters = rest[rest.index(after: question)...].split(
        separator: "&", omittingEmptySubsequences: false)
      redacted += parameters.map { parameter in
        guard let equals = parameter.firstIndex(of: "="),
          Self.secretParameters.contains(Self.percentDecoded(parameter[..<equals]))
        else { return String(parameter) }
        passwords.append(parameter[parameter.index(after: equals)...])
        return parameter[...equals] + Self.mask
      }.joined(separator: "&")
    } else {
      redacted += rest
    }
    self.redacted = redacted
    let secrets = passwords.flatMap { [String($0), Self.percentDecoded($0)] }
    self.secrets = Set(secrets.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
  }

  /// The URL with its password hidden.
  public var description: String { redacted }

  /// The URL with its password hidden.
  public var debugDescription: String { redacted }

  /// The URL with its password hidden, for `dump` and debuggers.
  public var customMirror: Mirror { Mirror(self, children: ["redacted": redacted]) }

  /// `message` without the URL's password, whether it quotes the whole URL or only a part.
  func scrubbed(_ message: String) -> String {
    var message = message.replacing(text, with: redacted)
    for secret in secrets { message = message.replacing(secret, with: Self.mask) }
    return message
  }

  // MARK: - Reading

  private static let schemes = ["postgresql://", "postgres://"]
  private static let mask = "***"
  /// The parameters that hold a secret: the password, and the passphrase of the client's key.
  private static let secretParameters: Set<String> = ["password", "sslpassword"]

  /// `text` with each `%XX` replaced by its byte; a `%` not followed by two hex digits is kept.
  static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = text.utf8[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), let decoded = Hexadecimal.bytes(of: utf8.prefix(2)),
        let value = decoded.first
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
