/// A driver's value that literals spell, the same for every driver: `nil` is SQL NULL, an
/// integer literal an integer, a string literal text; `[42, "Carrier", nil]` is a list of them.
public protocol SQLLiteral: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByStringLiteral
where IntegerLiteralType == Int64, StringLiteralType == String {
  /// SQL NULL.
  static var null: Self { get }
  /// The integer `value`.
  static func integer(_ value: Int64) -> Self
  /// The text `value`.
  static func text(_ value: String) -> Self
}

extension SQLLiteral {
  /// `nil` is SQL NULL.
  public init(nilLiteral: ()) {
    self = .null
  }

  /// An integer literal is an integer.
  public init(integerLiteral value: Int64) {
    self = .integer(value)
  }

  /// A string literal is text.
  public init(stringLiteral value: String) {
    self = .text(value)
  }
}
