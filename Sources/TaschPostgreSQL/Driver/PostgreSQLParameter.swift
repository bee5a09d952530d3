import TaschSQLStore

/// A value bound to a `$1`, `$2`, … placeholder, sent to the server as text that the server
/// reads as the placeholder's type.
///
/// Literals make parameter lists short: `[42, "Carrier", nil]`.
public enum PostgreSQLParameter: Hashable, Sendable {
  /// SQL NULL.
  case null
  /// Text. PostgreSQL text cannot hold the NUL character: such text is refused, never cut
  /// short.
  case text(String)
  /// An integer, for any integer column.
  case integer(Int64)
  /// Bytes, for a `bytea` column; they may hold anything, NUL included.
  case bytes([UInt8])

  /// The text the server reads, or `nil` for NULL.
  var serverText: String? {
    switch self {
    case .null: nil
    case .text(let text): text
    case .integer(let integer): String(integer)
    case .bytes(let bytes): "\\x" + Hexadecimal.digits(of: bytes)
    }
  }
}

extension PostgreSQLParameter: SQLLiteral {}
