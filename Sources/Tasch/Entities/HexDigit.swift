/// The hexadecimal digits, as colours (`#1F2B3B`) and percent escapes (`%55`) write bytes.
public enum HexDigit {
  /// The value of the digit `byte`, 0…15, either case; `nil` for any other byte.
  @inlinable
  public static func value(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
