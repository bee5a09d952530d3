/// What each byte may be in the parts of a request, from RFC 9110 and RFC 9112, one table for
/// the parser, the headers and the response writer.
enum ByteClass {
  /// A byte of a token: a method or a header field's name.
  static func isToken(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
      UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
      UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// A byte of a request target: visible ASCII, but not `#`, which starts a fragment that a
  /// client never sends.
  static func isTarget(_ byte: UInt8) -> Bool {
    byte > .space && byte < .delete && byte != UInt8(ascii: "#")
  }

  /// A byte of a field's value: visible ASCII, space, tab, or any byte from 0x80 (`obs-text`);
  /// never a control character.
  static func isFieldValue(_ byte: UInt8) -> Bool {
    !isControl(byte) || byte == .tab
  }

  /// A control character of ASCII: below space, or DEL.
  static func isControl(_ byte: UInt8) -> Bool {
    byte < .space || byte == .delete
  }

  /// A byte of a registered host name, beside its percent-escapes: a letter, a digit, one of
  /// the unreserved marks `-._~` or of the sub-delimiters `!$&'()*+,;=` (RFC 3986, 3.2.2).
  static func isHostNameByte(_ byte: UInt8) -> Bool {
    let letter = lowercased(byte)
    return (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")) || isDigit(byte)
      || hostNameMarks.contains(byte)
  }

  private static let hostNameMarks = Set("-._~!$&'()*+,;=".utf8)

  /// A decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Space or tab: the optional whitespace around a field's value.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == .space || byte == .tab
  }

  /// `byte` with an ASCII capital letter made small, to compare names without regard to case.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}

extension UInt8 {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let colon = UInt8(ascii: ":")
  static let slash = UInt8(ascii: "/")
  static let questionMark = UInt8(ascii: "?")
  static let delete: UInt8 = 0x7F
}
