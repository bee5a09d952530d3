import Testing

@testable import TaschSQLStore

/// A list of whole numbers in a condition: one array value on PostgreSQL, whatever its length;
/// one placeholder each on SQLite, in slices that fit a statement.
@Suite struct SQLStatementTests {
  @Test func postgreSQLBindsAListAsOneArray() {
    var statement = SQLStatement()
    let shop = statement.bind(.integer(7))

    let condition = statement.condition("id", isOneOf: [3, 1, 2], in: .postgreSQL)

    #expect(shop == "$1")
    #expect(condition == "id = ANY(CAST($2 AS BIGINT[]))")
    #expect(statement.values == [.integer(7), .text("{3,1,2}")])
  }

  @Test func sqliteBindsEachNumber() {
    var statement = SQLStatement()

    let condition = statement.condition("p.position", isOneOf: [4, 5], in: .sqlite)

    #expect(condition == "p.position IN ($1, $2)")
    #expect(statement.values == [.integer(4), .integer(5)])
  }

  @Test func postgreSQLTakesAnyListInOneSlice() {
    let values = Array(0..<100_000)

    let slices = SQLDialect.postgreSQL.slices(of: values, besides: 3)

    #expect(slices.map(\.count) == [100_000])
    #expect(SQLDialect.postgreSQL.slices(of: [Int](), besides: 3).isEmpty)
  }

  @Test func sqliteSlicesAListToFitBesideTheOtherValues() {
    let values = Array(0..<2_000)

    let slices = SQLDialect.sqlite.slices(of: values, besides: 3)

    #expect(slices.map(\.count) == [996, 996, 8])
    #expect(Array(slices.joined()) == values)
  }
}
