/// Bytes written as hexadecimal digits, as in `bytea`'s `\x00ff` and in URLs' `%2F`.
enum Hexadecimal {
  /// Two lowercase digits per byte: `00ff` for `[0, 255]`.
  static func digits(of bytes: [UInt8]) -> String {
    let alphabet = Array("0123456789abcdef".utf8)
    var digits: [UInt8] = []
    digits.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      digits.append(alphabet[Int(byte >> 4)])
      digits.append(alphabet[Int(byte & 0xF)])
    }
    return String(decoding: digits, as: UTF8.self)
  }

  /// The bytes of `digits`, two per byte, either case; `nil` when they are not that.
  static func bytes(of digits: some Collection<UInt8>) -> [UInt8]? {
    guard digits.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    var rest = digits.makeIterator()
    while let high = rest.next(), let low = rest.next() {
      guard let high = value(of: high), let low = value(of: low) else { return nil }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  /// The value of one hexadecimal digit, or `nil` when `digit` is not one.
  static func value(of digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
