/// One row of a result, each column as the text the server wrote, or `nil` for NULL.
public struct PostgreSQLRow: Hashable, Sendable {
  /// The columns' names, as the query named them.
  public let columnNames: [String]
  /// The values as text, one per column; `nil` is NULL.
  public let values: [String?]
  /// The columns' types, as far as the stores tell them apart; none when not known.
  public let columnTypes: [PostgreSQLType]

  /// The row of `values` under `columnNames`, of `columnTypes` when known.
  public init(columnNames: [String], values: [String?], columnTypes: [PostgreSQLType] = []) {
    self.columnNames = columnNames
    self.values = values
    self.columnTypes = columnTypes
  }

  /// The type of column `index`: `.other` when not known.
  public func type(_ index: Int) -> PostgreSQLType {
    columnTypes.indices.contains(index) ? columnTypes[index] : .other
  }

  /// The text of column `index`, counted from 0, or `nil` for NULL.
  ///
  /// - Throws: `PostgreSQLError.misuse` when the row has no such column.
  public func value(_ index: Int) throws(PostgreSQLError) -> String? {
    guard values.indices.contains(index) else {
      throw .misuse("no column \(index) in a row of \(values.count) columns")
    }
    return values[index]
  }

  /// Whether column `index` holds NULL.
  public func isNull(_ index: Int) throws(PostgreSQLError) -> Bool {
    try value(index) == nil
  }

  /// The text of column `index`.
  ///
  /// - Throws: `PostgreSQLError.columnType` when it holds NULL.
  public func string(_ index: Int) throws(PostgreSQLError) -> String {
    guard let text = try value(index) else { throw mismatch(index, expected: "text") }
    return text
  }

  /// The integer in column `index` (of any integer type).
  ///
  /// - Throws: `PostgreSQLError.columnType` when it holds NULL or anything but an integer that
  ///   fits 64 bits.
  public func int64(_ index: Int) throws(PostgreSQLError) -> Int64 {
    let text = try value(index)
    guard let text, let integer = Int64(text) else { throw mismatch(index, expected: "an integer") }
    return integer
  }

  /// The bytes in column `index`, a `bytea` the server wrote in its hex format (`\x00ff`).
  ///
  /// - Throws: `PostgreSQLError.columnType` when it holds NULL or anything else.
  public func bytes(_ index: Int) throws(PostgreSQLError) -> [UInt8] {
    guard let text = try value(index), text.hasPrefix("\\x"),
      let bytes = Hexadecimal.bytes(of: text.utf8.dropFirst(2))
    else {
      throw mismatch(index, expected: "bytea in hex format")
    }
    return bytes
  }

  private func mismatch(_ index: Int, expected: String) -> PostgreSQLError {
    let name = columnNames.indices.contains(index) ? columnNames[index] : "\(index)"
    let found = values[index].map { "\"\($0.prefix(40))\"" } ?? "NULL"
    return .columnType(column: name, expected: expected, found: found)
  }
}
