import Tasch
import Testing

@testable import TaschSQLStore

/// A session that answers each query with the rows a test gave for the table it reads from.
///
/// A reader's test needs no database then. Anything that writes fails the test.
final class CannedSQLSession: SQLSession {
  let dialect = SQLDialect.sqlite
  let storeName = "sqlite:canned.db"
  /// The rows of each table, as a query of it yields them.
  var tables: [String: [[SQLValue]]]

  init(_ tables: [String: [[SQLValue]]]) {
    self.tables = tables
  }

  func query(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> [SQLRow] {
    guard let from = sql.range(of: "FROM ") else {
      Issue.record("a query that reads no table: \(sql)")
      return []
    }
    let table = sql[from.upperBound...].prefix { $0.isLetter || $0 == "_" }
    return (tables[String(table)] ?? []).map { SQLRow($0, from: storeName) }
  }

  func execute(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    Issue.record("a reader wrote: \(sql)")
    return 0
  }

  func executePrepared(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    try execute(sql, values)
  }
}
