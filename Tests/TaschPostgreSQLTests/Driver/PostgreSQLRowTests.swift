import Testing

@testable import TaschPostgreSQL

@Suite struct PostgreSQLRowTests {
  private let item = PostgreSQLRow(
    columnNames: ["id", "name", "picture", "note"], values: ["7", "Carrier", "\\x00FF", nil])

  @Test func readsEachColumnAsText() throws {
    #expect(try item.value(1) == "Carrier")
    #expect(try item.string(0) == "7")
    #expect(try item.value(3) == nil)
    #expect(try item.isNull(3) && !item.isNull(0))
  }

  @Test func readsIntegersAndBytes() throws {
    #expect(try item.int64(0) == 7)
    #expect(try item.bytes(2) == [0, 255])
  }

  @Test func nullIsAMismatchForEveryType() {
    #expect(throws: PostgreSQLError.columnType(column: "note", expected: "text", found: "NULL")) {
      try item.string(3)
    }
    #expect(
      throws: PostgreSQLError.columnType(column: "note", expected: "an integer", found: "NULL")
    ) {
      try item.int64(3)
    }
  }

  @Test func textThatIsNotTheTypeIsAMismatch() {
    #expect(
      throws: PostgreSQLError.columnType(
        column: "name", expected: "an integer", found: "\"Carrier\"")
    ) {
      try item.int64(1)
    }
    #expect(
      throws: PostgreSQLError.columnType(
        column: "id", expected: "bytea in hex format", found: "\"7\"")
    ) {
      try item.bytes(0)
    }
    #expect(throws: PostgreSQLError.self) {
      try PostgreSQLRow(columnNames: ["n"], values: ["9223372036854775808"]).int64(0)
    }
  }

  @Test(arguments: [-1, 4])
  func aColumnOutsideTheRowIsRefused(index: Int) {
    #expect(throws: PostgreSQLError.misuse("no column \(index) in a row of 4 columns")) {
      try item.value(index)
    }
  }

  @Test(arguments: [
    (UInt32(25), PostgreSQLType.text), (1043, .text), (19, .text), (20, .integer), (23, .integer),
    (701, .floatingPoint), (1700, .numeric), (17, .bytes), (16, .other), (1114, .other),
  ])
  func knowsTheTypesTheStoresTellApart(oid: UInt32, type: PostgreSQLType) {
    #expect(PostgreSQLType(oid: oid) == type)
  }
}
