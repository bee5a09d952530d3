import Testing

@testable import TaschPostgreSQL

/// Rows sent by `COPY … FROM STDIN`: every value back exactly, and nothing stored when anything
/// goes wrong, the connection still usable after.
@Suite(.needsPostgreSQLServer) struct PostgreSQLConnectionCopyTests {
  private static let createItems =
    "CREATE TABLE item (id bigint PRIMARY KEY, name text, picture bytea, note text)"
  private static let copyItems = "COPY item (id, name, picture, note) FROM STDIN"

  @Test func everyValueComesBackExactly() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      let rows: [[PostgreSQLParameter]] = [
        [1, "tab\there, line\nbreak, return\r, back\\slash \\N", .bytes([0, 9, 92, 255]), nil],
        [2, "", .bytes([]), "旅行用バックパック 🎒 \u{301}"],
        [.integer(Int64.min), nil, nil, .text(String(repeating: "long ", count: 300_000))],
      ]

      let count = try connection.copy(Self.copyItems) { copy in
        for row in rows { try copy.append(row) }
      }
      let stored = try connection.execute("SELECT id, name, picture, note FROM item ORDER BY id")

      #expect(count == 3)
      #expect(
        try stored.rows.map { row in
          [
            PostgreSQLParameter.integer(try row.int64(0)),
            try row.value(1).map(PostgreSQLParameter.text) ?? nil,
            try row.isNull(2) ? nil : .bytes(try row.bytes(2)),
            try row.value(3).map(PostgreSQLParameter.text) ?? nil,
          ]
        } == [rows[2], rows[0], rows[1]])
    }
  }

  @Test func textWithANulCharacterIsRefusedAndNothingIsStored() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      #expect(
        throws: PostgreSQLError.misuse(
          "value 4 of row 2 contains a NUL character, which text cannot hold")
      ) {
        try connection.copy(Self.copyItems) { copy in
          try copy.append([1, nil, nil, "fine"])
          try copy.append([2, nil, nil, "a\0b"])
        }
      }
      #expect(try connection.execute("SELECT count(*) FROM item").rows.first?.int64(0) == 0)
    }
  }

  @Test func aBodyThatThrowsStoresNothingAndItsErrorIsTheOneReported() throws {
    struct Refusal: Error, Equatable {}
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      #expect(throws: Refusal()) {
        try connection.copy(Self.copyItems) { copy in
          try copy.append([1, nil, nil, nil])
          throw Refusal()
        }
      }
      #expect(try connection.execute("SELECT count(*) FROM item").rows.first?.int64(0) == 0)
    }
  }

  @Test func aRowTheServerRefusesFailsTheWholeCopy() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      #expect {
        try connection.copy(Self.copyItems) { copy in
          try copy.append([1, nil, nil, nil])
          try copy.append([1, nil, nil, nil])
        }
      } throws: { error in
        (error as? PostgreSQLError)?.sqlState == .uniqueViolation
      }
      #expect(try connection.execute("SELECT count(*) FROM item").rows.first?.int64(0) == 0)
    }
  }

  @Test func aStatementThatIsNotACopyIsRefused() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      #expect(
        throws: PostgreSQLError.misuse("not a COPY … FROM STDIN statement: SELECT 1")
      ) {
        try connection.copy("SELECT 1") { _ in }
      }
      #expect {
        try connection.copy("COPY nothing FROM STDIN") { _ in }
      } throws: { error in
        (error as? PostgreSQLError)?.sqlState == .undefinedTable
      }
      #expect(try connection.execute("SELECT 1").rows.count == 1)
    }
  }
}
