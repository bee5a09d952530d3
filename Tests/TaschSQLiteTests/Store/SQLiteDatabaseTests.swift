import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore
@testable import TaschSQLite

/// The SQLite side of the shared store: placeholders, values and failures as SQLite has them.
@Suite struct SQLiteDatabaseTests {
  @Test func numberedPlaceholdersBecomeSQLitesOwn() {
    #expect(
      SQLiteSession.numberedPlaceholders("SELECT $1, $12 FROM t WHERE a = $1 AND b = '$' || $")
        == "SELECT ?1, ?12 FROM t WHERE a = ?1 AND b = '$' || $")
  }

  @Test func valuesComeBackAsTheyWentIn() throws {
    let database = try SQLiteTestDatabase()
    let session = SQLiteSession(
      connection: try database.open(), name: "sqlite:test", busyTimeout: .seconds(1))
    let values: [SQLValue] = [.null, .integer(-42), .real(0.1), .text("旅行 🎒 \u{0}")]

    let row = try #require(try session.query("SELECT $1, $2, $3, $4", values).first)

    #expect(row.values == values)
    #expect(try row.int64(1) == -42 && row.double(2) == 0.1 && row.string(3) == "旅行 🎒 \u{0}")
    #expect(
      throws: ShopError.storage("sqlite:test holds damaged data: column 4 should hold an integer")
    ) {
      try row.int64(3)
    }
  }
}
