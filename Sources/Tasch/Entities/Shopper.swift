/// Identifies a shop: the catalogue's own `shop` name, or else the canonical path of its file.
///
/// A shopper's wish list, ratings, orders and history belong to one shop and never show up in
/// another, even one whose product identifiers are the same.
public struct ShopID: Hashable, Sendable, CustomStringConvertible {
  /// The name or path, as the store keeps it.
  public let rawValue: String

  /// The shop called `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Whether `name` may be a catalogue's declared `shop` name: 1 to 64 ASCII letters, digits,
  /// `-`, `_` or `.`.
  public static func isValidName(_ name: String) -> Bool {
    let bytes = name.utf8
    return (1...64).contains(bytes.count)
      && bytes.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
      }
  }

  /// The name or path, for messages.
  public var description: String { rawValue }
}

/// A shopper of one shop: whose data a use case reads and changes.
///
/// Every request to a store names the shopper it acts for, so one store can serve many
/// shoppers of many shops, as a database does.
public struct Shopper: Hashable, Sendable, CustomStringConvertible {
  /// The shop they shop in.
  public let shop: ShopID
  /// Their name in the store: a login name in a database; the JSON files keep one shopper per
  /// state file, whatever the name.
  public let name: String

  /// The shopper `name` of `shop`.
  public init(shop: ShopID, name: String) {
    self.shop = shop
    self.name = name
  }

  /// `name@shop`, for messages and logs.
  public var description: String { "\(name)@\(shop)" }
}
