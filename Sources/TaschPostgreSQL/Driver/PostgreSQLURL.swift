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
      [password, Self.percentDecoded(password[...])]
        + password.unicodeScalars.split(whereSeparator: { "/@:?".unicodeScalars.contains($0) })
        .map { String($0) }
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
  ///
  /// The text is read scalar by scalar, as libpq reads bytes: read by characters, a password
  /// starting with a combining mark would join the ":" before it into one, and be missed.
  public static func hidingPasswords(in text: String) -> (shown: String, passwords: [String]) {
    var passwords: [Scalars] = []
    let scalars = text.unicodeScalars[...]
    var shown = Scalars()
    var rest = scalars
    if let schemeEnd = schemeEnd(of: scalars) {
      shown = scalars[..<schemeEnd]
      rest = scalars[schemeEnd...]
    } else {
      // A connection string of keywords, or a URL missing its scheme.
      let keywords = hidingKeywordPasswords(in: scalars, into: &passwords)
      guard keywords.contains("@") else { return (String(keywords), passwords.map(String.init)) }
      var found: [Scalars] = []
      let (user, after) = hidingUserPassword(in: keywords, into: &found)
      // The passwords as written in `text`: those of the keywords, and the user part's.
      let written = found.compactMap { password in
        text.firstRange(of: String(password)).map { String(text[$0]) }
      }
      return (String(user) + String(after), passwords.map(String.init) + written)
    }
    let (user, afterUser) = hidingUserPassword(in: rest, into: &passwords)
    shown += user
    rest = afterUser
    if let question = rest.firstIndex(of: "?") {
      shown += rest[...question]
      let parameters = rest[rest.index(after: question)...].split(
        separator: "&", omittingEmptySubsequences: false)
      for (index, parameter) in parameters.enumerated() {
        if index > 0 { shown.append("&") }
        shown += hidingSecretParameter(parameter, into: &passwords)
      }
    } else {
      shown += rest
    }
    return (String(shown), passwords.map(String.init))
  }

  /// Unicode scalars of a text, as the text of a store is read.
  typealias Scalars = Substring.UnicodeScalarView

  /// Where a URL's scheme ends in `text`, after its ":" and one or two "/": `postgresql://`,
  /// `pgsql:/`, with blanks before it; `nil` when `text` starts with no scheme and a "/".
  private static func schemeEnd(of text: Scalars) -> Scalars.Index? {
    let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
    guard start < text.endIndex, isASCIILetter(text[start]),
      let colon = text[start...].firstIndex(where: { !isSchemeCharacter($0) }),
      text[colon] == ":"
    else { return nil }
    var end = text.index(after: colon)
    for _ in 0..<2 where end < text.endIndex && text[end] == "/" { end = text.index(after: end) }
    return end > text.index(after: colon) ? end : nil
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || ("0"..."9").contains(scalar) || "+.-".unicodeScalars.contains(scalar)
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
    in rest: Scalars, into passwords: inout [Scalars]
  ) -> (user: Scalars, after: Scalars) {
    guard let stop = rest.firstIndex(where: { $0 == "@" || $0 == "/" }) else {
      return (Scalars(), rest)
    }
    let at: Scalars.Index
    if rest[stop] == "@" {
      let host = rest[rest.index(after: stop)...]
      let hostEnd = host.firstIndex { $0 == "/" || $0 == "?" } ?? host.endIndex
      at = host[..<hostEnd].lastIndex(of: "@") ?? stop
    } else {
      let beforeQuery = rest[..<(rest.firstIndex(of: "?") ?? rest.endIndex)]
      guard rest[..<stop].contains(":"), let last = beforeQuery.lastIndex(of: "@") else {
        return (Scalars(), rest)
      }
      at = last
    }
    let user = rest[..<at]
    guard let colon = user.firstIndex(of: ":") else { return (user, rest[at...]) }
    passwords.append(user[user.index(after: colon)...])
    return (user[...colon] + mask.unicodeScalars, rest[at...])
  }

  /// `text`, a libpq connection string of `keyword = value` pairs, with the values of the
  /// secret keywords hidden and added to `passwords`: a value is a word, or text in single
  /// quotes, where a backslash keeps the character after it, as libpq reads it.
  private static func hidingKeywordPasswords(
    in text: Scalars, into passwords: inout [Scalars]
  ) -> Scalars {
    var shown = Scalars()
    var index = text.startIndex
    while index < text.endIndex {
      // A keyword starts the text, or follows a blank or a value's closing quote.
      let before = index > text.startIndex ? text[text.index(before: index)] : " "
      guard isASCIILetter(text[index]), before.properties.isWhitespace || before == "'" else {
        shown.append(text[index])
        index = text.index(after: index)
        continue
      }
      let keywordEnd =
        text[index...].firstIndex { !(isASCIILetter($0) || $0 == "_") } ?? text.endIndex
      var valueStart = keywordEnd
      while valueStart < text.endIndex, text[valueStart].properties.isWhitespace {
        valueStart = text.index(after: valueStart)
      }
      let keyword = String(text[index..<keywordEnd]).lowercased()
      guard valueStart < text.endIndex, text[valueStart] == "=", secretParameters.contains(keyword)
      else {
        shown += text[index..<keywordEnd]
        index = keywordEnd
        continue
      }
      valueStart = text.index(after: valueStart)
      while valueStart < text.endIndex, text[valueStart].properties.isWhitespace {
        valueStart = text.index(after: valueStart)
      }
      let valueEnd = keywordValueEnd(in: text, from: valueStart)
      passwords.append(text[valueStart..<valueEnd])
      // A value in quotes is hidden in quotes, so that what follows it reads as before.
      let isQuoted = valueStart < text.endIndex && text[valueStart] == "'"
      shown += text[index..<valueStart]
      shown += (isQuoted ? "'" + mask + "'" : mask).unicodeScalars
      index = valueEnd
    }
    return shown
  }

  /// Where the keyword value starting at `start` ends: after its closing quote, or at the
  /// first blank; a backslash keeps the character after it in the value, a blank or a quote.
  private static func keywordValueEnd(in text: Scalars, from start: Scalars.Index)
    -> Scalars.Index
  {
    let isQuoted = start < text.endIndex && text[start] == "'"
    var index = isQuoted ? text.index(after: start) : start
    while index < text.endIndex {
      if text[index] == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      if isQuoted && text[index] == "'" { return text.index(after: index) }
      if !isQuoted && text[index].properties.isWhitespace { return index }
      index = text.index(after: index)
    }
    return text.endIndex
  }

  /// `parameter`, `name=value`, with its value hidden and added to `passwords` when it names a
  /// secret.
  private static func hidingSecretParameter(
    _ parameter: Scalars, into passwords: inout [Scalars]
  ) -> Scalars {
    guard let equals = parameter.firstIndex(of: "="),
      secretParameters.contains(percentDecoded(Substring(parameter[..<equals])).lowercased())
    else { return parameter }
    passwords.append(parameter[parameter.index(after: equals)...])
    return parameter[...equals] + mask.unicodeScalars
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
