import TaschSQLStore

/// A value SQLite stores: one of its five storage classes.
///
/// Literals make parameter lists short: `[42, "Carrier", nil]`.
public enum SQLiteValue: Hashable, Sendable {
  /// SQL NULL.
  case null
  /// A signed 64-bit integer: SQLite's INTEGER.
  case integer(Int64)
  /// A 64-bit floating-point number: SQLite's REAL. Never for money, which is integer minor
  /// units.
  case real(Double)
  /// UTF-8 text, which may hold any character, NUL included.
  case text(String)
  /// Bytes, stored as they are.
  case blob([UInt8])

  /// The storage class's name, for messages: `INTEGER`, `TEXT`, ….
  var typeName: String {
    switch self {
    case .null: "NULL"
    case .integer: "INTEGER"
    case .real: "REAL"
    case .text: "TEXT"
    case .blob: "BLOB"
    }
  }
}

extension SQLiteValue: SQLLiteral {}
