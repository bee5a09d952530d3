/// A JSON document as read, with numbers kept as their exact text.
///
/// Keeping numbers as text means nothing is rounded through floating point on the way in: an
/// identifier is checked to be a whole number that fits, and a price written as a number can be
/// named as such in an error.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as the literal text it was written with: `"250"`, `"-1.5e3"`.
  case number(String)
  /// A string, unescaped.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object. Keys are unique: the reader refuses documents that repeat one.
  case object([String: JSONValue])

  /// The value as a whole number, when it is a number written without fraction or exponent
  /// that fits in `Int`.
  public var integer: Int? {
    guard case .number(let text) = self, !isNumberWithPointOrExponent else { return nil }
    return Int(text)
  }

  /// Whether the value is a number written with a point or an exponent (`1.0`, `1e3`), which
  /// `integer` does not read, whole or not.
  public var isNumberWithPointOrExponent: Bool {
    guard case .number(let text) = self else { return false }
    return text.contains { ".eE".contains($0) }
  }

  /// What the value is, for messages: "a string", "the number 250", "an object".
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): "the number \(text)"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
