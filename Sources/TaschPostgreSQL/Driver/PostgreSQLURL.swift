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
    guard Self.schemes.contains(where: text.hasPrefix) else {
      throw .invalidURL("it must start with postgresql:// or postgres://")
    }
    guard !text.utf8.contains(0) else { throw .invalidURL("it contains a NUL character") }
    self.text = text
    let (redacted, passwords) = Self.hidingPasswords(in: text)
    self.redacted = redacted
    let secrets = passwords.flatMap { password in
      // A "/" not written `%2F` ends libpq's host and port, so its message may quote the
      // password up to it: `invalid integer value "ab" for connection option "port"`.
      [String(password), Self.percentDecoded(password)]
        + password.split(separator: "/", maxSplits: 1).prefix(1).map(String.init)
    }
    self.secrets = Set(secrets.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
  }

  /// `text`, a store's URL or whatever was given in its place, with every password it may
  /// hold replaced by `***`, and the passwords as written.
  ///
  /// A password is hidden in the user part of a URL of any scheme (`pgsql://`, a space before
  /// `postgresql://`), in a `password` or `sslpassword` parameter, and in such a keyword of a
  /// libpq connection string (`host=db password=…`).
  public static func hidingPasswords(in text: String) -> (
    shown: String, passwords: [Substring]
  ) {
    var passwords: [Substring] = []
    guard let scheme = text.firstRange(of: "://") else {
      // A connection string of keywords, `host=db password=secret`, has no other place.
      let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
        hidingSecretParameter(word, into: &passwords)
      }
      return (words.joined(separator: " "), passwords)
    }
    var shown = String(text[..<scheme.upperBound])
    var rest = text[scheme.upperBound...]
    // User information ends at an "@", and the host at the "/" or "?" after it. A password
    // holding an "@", a "/" or a "?" not written `%40`, `%2F` or `%3F` is hidden whole all the
    // same, wherever libpq would cut it: to the last "@" before the host's end, and from a ":"
    // that no "/" comes before (`db/a:b@c` is the database `a:b@c` of the host `db`).
    if let firstAt = rest.firstIndex(of: "@") {
      let host = rest[rest.index(after: firstAt)...]
      let hostEnd = host.firstIndex { $0 == "/" || $0 == "?" } ?? host.endIndex
      let at = host[..<hostEnd].lastIndex(of: "@") ?? firstAt
      let user = rest[..<at]
      if let colon = user.firstIndex(of: ":"), !user[..<colon].contains("/") {
        passwords.append(user[user.index(after: colon)...])
        shown += user[...colon] + mask
      } else {
        shown += user
      }
      rest = rest[at...]
    }
    if let question = rest.firstIndex(of: "?") {
      shown += rest[...question]
      let parameters = rest[rest.index(after: question)...].split(
        separator: "&", omittingEmptySubsequences: false)
      shown += parameters.map { hidingSecretParameter($0, into: &passwords) }
        .joined(separator: "&")
    } else {
      shown += rest
    }
    return (shown, passwords)
  }

  /// `parameter`, `name=value`, with its value hidden and added to `passwords` when it names a
  /// secret.
  private static func hidingSecretParameter(
    _ parameter: Substring, into passwords: inout [Substring]
  ) -> String {
    guard let equals = parameter.firstIndex(of: "="),
      secretParameters.contains(percentDecoded(parameter[..<equals]).lowercased())
    else { return String(parameter) }
    passwords.append(parameter[parameter.index(after: equals)...])
    return parameter[...equals] + mask
  }

  /// The URL with its password hidden.
  public var description: String { redacted }

  /// The URL with its password hidden.
  public var debugDescription: String { redacted }

  /// The URL with its password hidden, for `dump` and debuggers.
  public var customMirror: Mirror { Mirror(self, children: ["redacted": redacted]) }

  /// `message` without the URL's password, whether it quotes the whole URL or only a part.
  ///
  /// A password quoted alone is hidden where it stands as a word of its own, between
  /// characters that are no letters or digits: hidden inside words, a password `a` would
  /// garble every other word and show where its letter stands.
  func scrubbed(_ message: String) -> String {
    var message = message.replacing(text, with: redacted)
    for secret in secrets { message = Self.hidingWord(secret, in: message) }
    return message
  }

  /// `message` with each occurrence of `word` not inside a longer word replaced by `***`.
  private static func hidingWord(_ word: String, in message: String) -> String {
    func isWordCharacter(_ character: Character?) -> Bool {
      character.map { $0.isLetter || $0.isNumber } ?? false
    }
    var shown = ""
    var rest = message[...]
    while let found = rest.firstRange(of: word) {
      let before =
        found.lowerBound > rest.startIndex
        ? rest[rest.index(before: found.lowerBound)] : shown.last
      let after = found.upperBound < rest.endIndex ? rest[found.upperBound] : nil
      shown += rest[..<found.lowerBound]
      let standsAlone =
        !(isWordCharacter(before) && isWordCharacter(word.first))
        && !(isWordCharacter(after) && isWordCharacter(word.last))
      shown += standsAlone ? mask : String(rest[found])
      rest = rest[found.upperBound...]
    }
    return shown + rest
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
