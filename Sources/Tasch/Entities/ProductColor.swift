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
    self.init(hexDigits: hex.utf8)
  }

  /// Reads exactly six hex digits, either case, without `#`, from their UTF-8 bytes, as
  /// `init?(hex:)` reads a text: a reader of bytes need not make a `String` first.
  ///
  /// Inlined where it is called, so that it is made for the caller's kind of bytes.
  @inlinable
  public init?<Digits: Collection<UInt8>>(hexDigits digits: Digits) {
    guard digits.count == 6 else { return nil }
    var value: UInt32 = 0
    for byte in digits {
      guard let digit = HexDigit.value(of: byte) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16),
      green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// Six upper-case hex digits: `"1F2B3B"`.
  public var hex: String {
    // Written into one buffer: a string for each channel, joined, allocated three times for
    // every colour of every product shown.
    var digits = [UInt8](repeating: 0, count: 6)
    for (channel, byte) in [red, green, blue].enumerated() {
      digits[2 * channel] = Self.hexDigit(byte >> 4)
      digits[2 * channel + 1] = Self.hexDigit(byte & 0x0F)
    }
    return String(decoding: digits, as: UTF8.self)
  }

  /// The upper-case hex digit of `value`, 0…15.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  /// The hex digits, for messages.
  public var description: String { hex }

}
