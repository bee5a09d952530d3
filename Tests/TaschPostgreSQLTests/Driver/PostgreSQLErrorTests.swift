import Testing

@testable import TaschPostgreSQL

@Suite struct PostgreSQLErrorTests {
  @Test func onlyAServerErrorHasAnSQLState() {
    #expect(PostgreSQLError.server(.uniqueViolation, message: "").sqlState == .uniqueViolation)
    #expect(PostgreSQLError.connectionLost("").sqlState == nil)
  }

  @Test func describesEachFailure() {
    #expect(
      PostgreSQLError.server(.syntaxError, message: "syntax error at or near \"SELEKT\"")
        .description == "PostgreSQL error 42601: syntax error at or near \"SELEKT\"")
    #expect(
      PostgreSQLError.connectionLost("server closed the connection unexpectedly").description
        == "the connection to PostgreSQL was lost: server closed the connection unexpectedly")
    #expect(
      PostgreSQLError.invalidURL("it contains a NUL character").description
        == "invalid PostgreSQL URL: it contains a NUL character")
    #expect(
      PostgreSQLError.columnType(column: "id", expected: "an integer", found: "NULL").description
        == "column id holds NULL, not an integer")
  }
}
