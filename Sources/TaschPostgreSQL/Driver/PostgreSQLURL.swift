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
      // A "/", "@", ":" or "?" not percent-encoded ends a part of libpq's reading, so its
      // message may quote a piece of the password: `invalid integer value "ab" for connection
      // option "port"` for the password `ab/cd`.
      [String(password), Self.percentDecoded(password)]
        + password.split(whereSeparator: { "/@:?".contains($0) }).map(String.init)
    }
    self.secrets = Set(secrets.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
  }

  /// `text`, a store's URL or whatever was given in its place, with every password it may
  /// hold replaced by `***`, and the passwords as written.
  ///
  /// A password is hidden in the user part of a URL of any scheme (`pgsql://`, `postgresql:/`,
  /// a space before it) or of none (`ann:secret@db`), in a `password` or `sslpassword`
  /// parameter, and in such a keyword of a libpq connection string (`host=db password = x`,
  /// a value in quotes included).
  public static func hidingPasswords(in text: String) -> (
    shown: String, passwords: [Substring]
  ) {
    var passwords: [Substring] = []
    var shown = ""
    var rest = text[...]
    if let schemeEnd = schemeEnd(of: text) {
      shown = String(text[..<schemeEnd])
      rest = text[schemeEnd...]
    } else {
      // A connection string of keywords, or a URL missing its scheme.
      let keywords = hidingKeywordPasswords(in: text, into: &passwords)
      guard keywords.contains("@") else { return (keywords, passwords) }
      var found: [Substring] = []
      let (user, after) = hidingUserPassword(in: keywords[...], into: &found)
      // The passwords as written in `text`: those of the keywords, and the user part's.
      passwords += found.compactMap { password in text.firstRange(of: password).map { text[$0] } }
      return (user + after, passwords)
    }
    let (user, afterUser) = hidingUserPassword(in: rest, into: &passwords)
    shown += user
    rest = afterUser
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

  /// Where a URL's scheme ends in `text`, after its ":" and up to two "/": `postgresql://`,
  /// `pgsql:/`, with blanks before it; `nil` when `text` starts with no scheme and a "/".
  private static func schemeEnd(of text: String) -> String.Index? {
    let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
    guard start < text.endIndex, text[start].isASCII, text[start].isLetter,
      let colon = text[start...].firstIndex(where: { !isSchemeCharacter($0) }),
      text[colon] == ":"
    else { return nil }
    var end = text.index(after: colon)
    for _ in 0..<2 where end < text.endIndex && text[end] == "/" { end = text.index(after: end) }
    return end > text.index(after: colon) ? end : nil
  }

  private static func isSchemeCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "+.-".contains(character))
  }

  /// The user part that starts `rest`, what follows a URL's scheme, with its password hidden
  /// and added to `passwords` (empty when there is none); and what follows it.
  ///
  /// libpq ends the user part at the first "@" that no "/" comes before. A password holding an
  /// "@" not written `%40` is hidden to the last "@" before the host's end; one holding a "/"
  /// not written `%2F`, to the last "@" before the query, when what comes before the first "/"
  /// holds a ":", a user and the start of a password (`db/a:b@c` is the database `a:b@c` of
  /// the host `db`, and `db/shop?user=a@b` no user part).
  private static func hidingUserPassword(
    in rest: Substring, into passwords: inout [Substring]
  ) -> (user: String, after: Substring) {
    guard let stop = rest.firstIndex(where: { $0 == "@" || $0 == "/" }) else { return ("", rest) }
    let at: Substring.Index
    if rest[stop] == "@" {
      let host = rest[rest.index(after: stop)...]
      let hostEnd = host.firstIndex { $0 == "/" || $0 == "?" } ?? host.endIndex
      at = host[..<hostEnd].lastIndex(of: "@") ?? stop
    } else {
      let beforeQuery = rest[..<(rest.firstIndex(of: "?") ?? rest.endIndex)]
      guard rest[..<stop].contains(":"), let last = beforeQuery.lastIndex(of: "@") else {
        return ("", rest)
      }
      at = last
    }
    let user = rest[..<at]
    guard let colon = user.firstIndex(of: ":") else { return (String(user), rest[at...]) }
    passwords.append(user[user.index(after: colon)...])
    return (user[...colon] + mask, rest[at...])
  }

  /// `text`, a libpq connection string of `keyword = value` pairs, with the values of the
  /// secret keywords hidden and added to `passwords`: a value is a word, or text in single
  /// quotes where `\'` and `\\` stand for themselves, as libpq reads it.
  private static func hidingKeywordPasswords(
    in text: String, into passwords: inout [Substring]
  ) -> String {
    var shown = ""
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index].isLetter,
        index == text.startIndex || text[text.index(before: index)].isWhitespace
      else {
        shown.append(text[index])
        index = text.index(after: index)
        continue
      }
      let keywordEnd = text[index...].firstIndex { !($0.isLetter || $0 == "_") } ?? text.endIndex
      var valueStart = keywordEnd
      while valueStart < text.endIndex, text[valueStart].isWhitespace {
        valueStart = text.index(after: valueStart)
      }
      let keyword = text[index..<keywordEnd].lowercased()
      guard valueStart < text.endIndex, text[valueStart] == "=", secretParameters.contains(keyword)
      else {
        shown += text[index..<keywordEnd]
        index = keywordEnd
        continue
      }
      valueStart = text.index(after: valueStart)
      while valueStart < text.endIndex, text[valueStart].isWhitespace {
        valueStart = text.index(after: valueStart)
      }
      let valueEnd = keywordValueEnd(in: text, from: valueStart)
      passwords.append(text[valueStart..<valueEnd])
      shown += text[index..<valueStart] + mask
      index = valueEnd
    }
    return shown
  }

  /// Where the keyword value starting at `start` ends: after its closing quote, or at the
  /// first blank.
  private static func keywordValueEnd(in text: String, from start: String.Index) -> String.Index {
    guard start < text.endIndex, text[start] == "'" else {
      return text[start...].firstIndex(where: \.isWhitespace) ?? text.endIndex
    }
    var index = text.index(after: start)
    while index < text.endIndex {
      if text[index] == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      if text[index] == "'" { return text.index(after: index) }
      index = text.index(after: index)
    }
    return text.endIndex
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
