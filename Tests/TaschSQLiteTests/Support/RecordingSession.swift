import Tasch

@testable import TaschSQLStore
@testable import TaschSQLite

/// An SQLite session that keeps every query it runs, so that a test can ask SQLite how it
/// planned each.
final class RecordingSession: SQLSession {
  private let session: SQLiteSession
  /// The queries run, each with its values.
  private(set) var queries: [(sql: String, values: [SQLValue])] = []

  init(_ session: SQLiteSession) {
    self.session = session
  }

  var dialect: SQLDialect { session.dialect }
  var storeName: String { session.storeName }

  func execute(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    try session.execute(sql, values)
  }

  func executePrepared(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    try session.executePrepared(sql, values)
  }

  func query(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> [SQLRow] {
    queries.append((sql, values))
    return try session.query(sql, values)
  }

  /// SQLite's plan of each query run, a line per step.
  func plans() throws -> [[String]] {
    try queries.map { query in
      try session.query("EXPLAIN QUERY PLAN " + query.sql, query.values).map { try $0.string(3) }
    }
  }

  /// Forgets the queries run so far.
  func forget() {
    queries.removeAll()
  }
}
