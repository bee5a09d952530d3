import Glibc

/// The grammar of a `Host` header's value, `uri-host [ ":" port ]` (RFC 9110, section 7.2;
/// RFC 3986, section 3.2.2), which RFC 9112, section 3.2, asks a server to refuse with 400
/// when it is not followed: a host that is not one may be read as another by the next
/// program along.
enum HostValue {
  /// Whether `value` is a host with a port of digits or none.
  ///
  /// The host is `[an IPv6 address]` or a registered name. Empty is allowed: it is what a
  /// client sends for a target without a host. An IPv6 literal's zone (`%25eth0`) and the
  /// literals of future versions (`[v1.x]`) name nothing this server could be, and are refused.
  static func isWellFormed(_ value: ArraySlice<UInt8>) -> Bool {
    var rest = value
    if rest.first == UInt8(ascii: "[") {
      guard let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return false }
      let literal = String(decoding: rest[(rest.startIndex + 1)..<close], as: UTF8.self)
      guard HTTPSocketAddress.bytes(of: literal[...], family: AF_INET6) != nil else {
        return false
      }
      rest = rest[(close + 1)...]
    } else {
      let nameEnd = rest.firstIndex(of: .colon) ?? rest.endIndex
      guard isRegisteredName(rest[..<nameEnd]) else { return false }
      rest = rest[nameEnd...]
    }
    guard let colon = rest.first else { return true }
    return colon == .colon && rest.dropFirst().allSatisfy(ByteClass.isDigit)
  }

  /// Unreserved bytes, sub-delimiters and percent-encoded ones, but for encoded control
  /// characters: a name holding a NUL, a tab or a line break, once decoded, names no host, and
  /// may cut short or split what a program after this one writes of it.
  private static func isRegisteredName(_ name: ArraySlice<UInt8>) -> Bool {
    var index = name.startIndex
    while index < name.endIndex {
      if name[index] == UInt8(ascii: "%") {
        guard index + 2 < name.endIndex, let high = name[index + 1].hexadecimalValue,
          let low = name[index + 2].hexadecimalValue, !ByteClass.isControl(high << 4 | low)
        else { return false }
        index += 3
      } else {
        guard ByteClass.isHostNameByte(name[index]) else { return false }
        index += 1
      }
    }
    return true
  }
}
