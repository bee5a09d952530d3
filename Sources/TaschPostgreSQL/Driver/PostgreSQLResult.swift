import TaschStoreSupport

/// What a statement gave back: its rows, all read at once, and how many rows it changed.
public struct PostgreSQLResult: Hashable, Sendable {
  /// The rows a query yielded; none for other statements.
  public let rows: [PostgreSQLRow]
  /// The rows an INSERT, UPDATE, DELETE, MERGE, SELECT or COPY affected; 0 for other
  /// statements.
  public let affectedRowCount: Int

  /// The result of `rows` that affected `affectedRowCount` rows.
  public init(rows: [PostgreSQLRow], affectedRowCount: Int) {
    self.rows = rows
    self.affectedRowCount = affectedRowCount
  }
}

extension LibPQ {
  /// The rows and count of the successful result `result`, copied out of libpq's memory.
  func read(_ result: Result) throws(PostgreSQLError) -> PostgreSQLResult {
    let columns = 0..<columnCount(result)
    let names = columns.map { columnName(result, $0).map { String(cString: $0) } ?? "\($0)" }
    let types = columns.map { PostgreSQLType(oid: columnType(result, $0)) }
    var rows: [PostgreSQLRow] = []
    rows.reserveCapacity(Int(rowCount(result)))
    for row in 0..<rowCount(result) {
      var values: [String?] = []
      values.reserveCapacity(names.count)
      for column in columns {
        values.append(try text(result, row, column, names: names))
      }
      rows.append(PostgreSQLRow(columnNames: names, values: values, columnTypes: types))
    }
    let count = affectedRows(result).map { String(cString: $0) } ?? ""
    return PostgreSQLResult(rows: rows, affectedRowCount: Int(count) ?? 0)
  }

  private func text(_ result: Result, _ row: Int32, _ column: Int32, names: [String])
    throws(PostgreSQLError) -> String?
  {
    guard isNull(result, row, column) == 0 else { return nil }
    let count = Int(length(result, row, column))
    guard count > 0, let start = value(result, row, column) else { return "" }
    let utf8 = UnsafeRawBufferPointer(start: start, count: count)
    // The connection asks for UTF-8, so anything else is damage to report, not to repair.
    guard let text = String(validUTF8: utf8) else {
      throw .columnType(
        column: names[Int(column)], expected: "text", found: "text that is not valid UTF-8")
    }
    return text
  }
}
