/// One of the colours a product comes in, as the catalogue's six hex digits.
public struct ProductColor: Hashable, Sendable, CustomStringConvertible {
  /// The red channel, 0…255.
  public let red: UInt8
  /// The green channel, 0…255.
  public let green: UInt8
  /// The blue channel, 0…255.
  public let blue: UInt8

  /// A colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Reads exactly six hex digits, either case, without `#`: `"1F2B3B"`.
  public init?(hex: String) {
    guard hex.utf8.count == 6, hex.utf8.allSatisfy(\.isHexDigit),
      let value = UInt32(hex, radix: 16)
    else { return nil }
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16),
      green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// Six upper-case hex digits: `"1F2B3B"`.
  public var hex: String {
    [red, green, blue].map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return byte < 16 ? "0" + digits : digits
    }.joined()
  }

  /// The hex digits, for messages.
  public var description: String { hex }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (48...57).contains(self) || (65...70).contains(self) || (97...102).contains(self)
  }
}
