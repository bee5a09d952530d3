/// The rule for the catalogue's optional `shop`: the identity under which shoppers' data for
/// this catalogue is kept.
enum ShopIdentity {
  /// The most characters an identity may have.
  static let maximumLength = 64

  /// Whether `text` is an identity: 1 to 64 ASCII letters, digits, `-`, `_` and `.`.
  static func isValid(_ text: String) -> Bool {
    let bytes = text.utf8
    return (1...maximumLength).contains(bytes.count)
      && bytes.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
          UInt8(ascii: "."):
          true
        default: false
        }
      }
  }

  /// The problem with a `shop` that is not an identity; `found` describes what it is.
  static func problem(found: String) -> String {
    "\"shop\" must be 1 to \(maximumLength) ASCII letters, digits, '-', '_' or '.', "
      + "such as \"tasch\", not \(found)"
  }
}
