/// The grammar of a `Host` header's value, `uri-host [ ":" port ]` (RFC 9110, section 7.2;
/// RFC 3986, section 3.2.2), which RFC 9112, section 3.2, asks a server to refuse with 400
/// when it is not followed: a host that is not one may be read as another by the next
/// program along.
enum HostValue {
  /// Whether `value` is a host with a port of digits or none.
  ///
  /// The host is `[an IP literal]` or a registered name. Empty is allowed: it is what a client
  /// sends for a target without a host.
  static func isWellFormed(_ value: ArraySlice<UInt8>) -> Bool {
    var rest = value
    if rest.first == UInt8(ascii: "[") {
      guard let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return false }
      let literal = rest[(rest.startIndex + 1)..<close]
      guard !literal.isEmpty, literal.allSatisfy({ isNameByte($0) || $0 == .colon }) else {
        return false
      }
      rest = rest[(close + 1)...]
    } else {
      let nameEnd = rest.firstIndex(of: .colon) ?? rest.endIndex
      guard isRegisteredName(rest[..<nameEnd]) else { return false }
      rest = rest[nameEnd...]
    }
    guard let colon = rest.first else { return true }
    return colon == .colon && rest.dropFirst().allSatisfy(isDigit)
  }

  /// Unreserved bytes, sub-delimiters and percent-encoded ones.
  private static func isRegisteredName(_ name: ArraySlice<UInt8>) -> Bool {
    var index = name.startIndex
    while index < name.endIndex {
      if name[index] == UInt8(ascii: "%") {
        guard index + 2 < name.endIndex, name[index + 1].isHexadecimalDigit,
          name[index + 2].isHexadecimalDigit
        else { return false }
        index += 3
      } else {
        guard isNameByte(name[index]) else { return false }
        index += 1
      }
    }
    return true
  }

  /// The marks a name may hold beside letters and digits: the unreserved `-._~` and the
  /// sub-delimiters `!$&'()*+,;=`.
  private static let nameMarks = Set("-._~!$&'()*+,;=".utf8)

  /// A letter, a digit, or one of `nameMarks`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    let letter = ByteClass.lowercased(byte)
    return (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")) || isDigit(byte)
      || nameMarks.contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
