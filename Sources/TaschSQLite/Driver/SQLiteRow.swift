/// One row a query yielded, read column by column with the type the column must hold.
///
/// A row is a copy of its values, so it stays valid after its statement moves on.
public struct SQLiteRow: Hashable, Sendable {
  /// The columns' names, as the query named them.
  public let columnNames: [String]
  /// The values, one per column.
  public let values: [SQLiteValue]

  /// The row of `values` under `columnNames`.
  public init(columnNames: [String], values: [SQLiteValue]) {
    self.columnNames = columnNames
    self.values = values
  }

  /// The value of column `index`, counted from 0, of whatever type it holds.
  ///
  /// - Throws: `SQLiteError.misuse` when the row has no such column.
  public func value(_ index: Int) throws(SQLiteError) -> SQLiteValue {
    guard values.indices.contains(index) else {
      throw .misuse("no column \(index) in a row of \(values.count) columns")
    }
    return values[index]
  }

  /// Whether column `index` holds NULL.
  public func isNull(_ index: Int) throws(SQLiteError) -> Bool {
    try value(index) == .null
  }

  /// The INTEGER in column `index`.
  ///
  /// - Throws: `SQLiteError.columnType` when it holds anything else, NULL included.
  public func int64(_ index: Int) throws(SQLiteError) -> Int64 {
    guard case .integer(let integer) = try value(index) else {
      throw try mismatch(index, expected: "INTEGER")
    }
    return integer
  }

  /// The TEXT in column `index`.
  ///
  /// - Throws: `SQLiteError.columnType` when it holds anything else, NULL included.
  public func string(_ index: Int) throws(SQLiteError) -> String {
    guard case .text(let text) = try value(index) else {
      throw try mismatch(index, expected: "TEXT")
    }
    return text
  }

  /// The BLOB in column `index`.
  ///
  /// - Throws: `SQLiteError.columnType` when it holds anything else, NULL included.
  public func bytes(_ index: Int) throws(SQLiteError) -> [UInt8] {
    guard case .blob(let bytes) = try value(index) else {
      throw try mismatch(index, expected: "BLOB")
    }
    return bytes
  }

  private func mismatch(_ index: Int, expected: String) throws(SQLiteError) -> SQLiteError {
    let name = columnNames.indices.contains(index) ? columnNames[index] : "\(index)"
    return .columnType(column: name, expected: expected, found: try value(index).typeName)
  }
}
