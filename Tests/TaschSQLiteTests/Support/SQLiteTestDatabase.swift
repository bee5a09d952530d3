import TaschTestSupport

@testable import TaschSQLite

/// A database file in a fresh temporary folder, for one test.
struct SQLiteTestDatabase {
  let folder = TemporaryFolder()
  let path: String

  init() {
    path = folder.file("shop.sqlite")
  }

  /// A new connection to the file, creating it on first use.
  func open(busyTimeout: Duration = .seconds(5)) throws -> SQLiteConnection {
    try SQLiteConnection(path: path, busyTimeout: busyTimeout)
  }

  /// A new connection to the file with one table `item(id INTEGER PRIMARY KEY, name TEXT UNIQUE,
  /// value)`, whose last column takes any type.
  func openWithItems() throws -> SQLiteConnection {
    let connection = try open()
    try connection.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT UNIQUE, value)")
    return connection
  }
}

extension SQLiteConnection {
  /// The first column of each row `sql` yields, as text.
  func strings(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> [String] {
    try query(sql, parameters).map { try $0.string(0) }
  }

  /// The first column of each row `sql` yields, as integers.
  func integers(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> [Int64] {
    try query(sql, parameters).map { try $0.int64(0) }
  }
}
