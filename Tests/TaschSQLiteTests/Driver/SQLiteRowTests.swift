import Testing

@testable import TaschSQLite

@Suite struct SQLiteRowTests {
  private let item = SQLiteRow(
    columnNames: ["id", "name", "value"], values: [7, "Carrier", nil])

  @Test func readsEachColumnAsTheTypeItHolds() throws {
    #expect(try item.int64(0) == 7)
    #expect(try item.string(1) == "Carrier")
    #expect(try item.isNull(2))
    #expect(try !item.isNull(0))
    #expect(try item.value(1) == .text("Carrier"))
    #expect(try SQLiteRow(columnNames: ["b"], values: [.blob([0, 255])]).bytes(0) == [0, 255])
  }

  @Test func anotherTypeIsAMismatchNotAConversion() {
    #expect(throws: SQLiteError.columnType(column: "name", expected: "INTEGER", found: "TEXT")) {
      try item.int64(1)
    }
    #expect(throws: SQLiteError.columnType(column: "id", expected: "TEXT", found: "INTEGER")) {
      try item.string(0)
    }
    #expect(throws: SQLiteError.columnType(column: "id", expected: "BLOB", found: "INTEGER")) {
      try item.bytes(0)
    }
    #expect(throws: SQLiteError.columnType(column: "0", expected: "TEXT", found: "REAL")) {
      try SQLiteRow(columnNames: [], values: [.real(1)]).string(0)
    }
  }

  @Test func nullIsAMismatchForEveryType() {
    #expect(throws: SQLiteError.columnType(column: "value", expected: "TEXT", found: "NULL")) {
      try item.string(2)
    }
  }

  @Test(arguments: [-1, 3])
  func aColumnOutsideTheRowIsRefused(index: Int) {
    #expect(throws: SQLiteError.misuse("no column \(index) in a row of 3 columns")) {
      try item.value(index)
    }
  }

  @Test func aQueryNamesItsColumns() throws {
    let connection = try SQLiteTestDatabase().open()

    let rows = try connection.query("SELECT 1 AS one, x'00ff' AS bytes")

    #expect(rows == [SQLiteRow(columnNames: ["one", "bytes"], values: [1, .blob([0, 255])])])
  }

  @Test func textThatIsNotUTF8IsReportedNotRepaired() throws {
    let connection = try SQLiteTestDatabase().open()

    #expect(
      throws: SQLiteError.columnType(
        column: "broken", expected: "TEXT", found: "text that is not valid UTF-8")
    ) {
      try connection.query("SELECT CAST(x'41ff42' AS TEXT) AS broken")
    }
  }
}
