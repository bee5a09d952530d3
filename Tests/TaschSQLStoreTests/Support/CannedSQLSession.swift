import Tasch
import Testing

@testable import TaschSQLStore

/// A session that answers each query with the rows a test gave for the table it reads from, or
/// with how many there are for a query that counts them.
///
/// A reader's test needs no database then. Anything that writes fails the test.
final class CannedSQLSession: SQLSession {
  /// The store the rows are from, as messages name it.
  static let store = "sqlite:canned.db"

  let dialect = SQLDialect.sqlite
  let storeName = CannedSQLSession.store
  /// The rows of each table, as a query of it yields them.
  var tables: [String: [[SQLValue]]]

  init(_ tables: [String: [[SQLValue]]]) {
    self.tables = tables
  }

  /// The error a reader throws for a value in the rows that no store may hold, `problem`
  /// saying which and why.
  static func damaged(_ problem: String) -> ShopError {
    .storage("\(store) holds damaged data: \(problem)")
  }

  func query(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> [SQLRow] {
    guard let from = sql.range(of: "FROM ") else {
      Issue.record("a query that reads no table: \(sql)")
      return []
    }
    let table = sql[from.upperBound...].prefix { $0.isLetter || $0 == "_" }
    let rows = tables[String(table)] ?? []
    if sql.hasPrefix("SELECT count(*) ") {
      return [SQLRow([.int(rows.count)], from: storeName)]
    }
    return rows.map { SQLRow($0, from: storeName) }
  }

  func execute(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    Issue.record("a reader wrote: \(sql)")
    return 0
  }

  func executePrepared(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    try execute(sql, values)
  }
}
