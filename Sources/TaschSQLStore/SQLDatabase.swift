import Tasch

/// A database as the shared store sees it: transactions on one connection.
///
/// Each adapter implements it over its driver: it opens the connection when first needed, and
/// turns the driver's failures into `ShopError`s that name the store.
///
/// Threading: used from one thread at a time (the store's queue), like the connection inside.
public protocol SQLDatabase: AnyObject {
  /// Runs `body` in a transaction of `kind`: commits when it returns, rolls back when anything
  /// throws, so that nothing is ever half-written.
  ///
  /// - Throws: what `body` threw, or `ShopError.storage` (naming the store) when the database
  ///   cannot be reached, opened or written.
  func transaction<Result>(
    _ kind: SQLTransactionKind, _ body: (any SQLSession) throws(ShopError) -> Result
  ) throws(ShopError) -> Result
}

/// What a transaction is for, so each database can begin it the way that suits.
public enum SQLTransactionKind: Sendable {
  /// Reads only, on one consistent snapshot.
  case read
  /// A unit of work: reads, then writes one shopper's data and the stock and ratings it
  /// changes.
  case write
  /// Loads a catalogue: may create the database and its schema, and may take long.
  case load
}

/// Statements run inside a transaction.
public protocol SQLSession {
  /// How this database spells what databases spell differently.
  var dialect: SQLDialect { get }
  /// The store, as messages name it: `sqlite:shop.db`, or a URL without its password.
  var storeName: String { get }
  /// Which database the session reads: it changes when the one it was is found to be another
  /// (an SQLite file replaced while open), whose revisions say nothing of the old one's.
  var generation: Int { get }

  /// Runs one statement with `values` bound to its `$1`, `$2`, … placeholders.
  ///
  /// - Returns: how many rows it inserted, updated or deleted.
  @discardableResult
  func execute(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int

  /// Runs one query with `values` bound to its `$1`, `$2`, … placeholders.
  ///
  /// - Returns: every row it yields.
  func query(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> [SQLRow]

  /// Runs one statement that is run many times with other values, such as one inserting
  /// rows: the database may keep it prepared, parsed and planned once.
  ///
  /// - Returns: how many rows it inserted, updated or deleted.
  @discardableResult
  func executePrepared(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int

  /// Appends the rows `write` gives to `table`, each with values for `columns`, the quickest
  /// way this database has: PostgreSQL's `COPY`; SQLite's statements of many rows, each
  /// prepared once. No other statement runs on the session until `write` returns.
  func appendRows(
    into table: String, columns: [String], _ write: (any SQLRowSink) throws(ShopError) -> Void
  ) throws(ShopError)
}

/// Where `SQLSession.appendRows(into:columns:_:)` sends its rows.
public protocol SQLRowSink: AnyObject {
  /// Appends one row, its values in the order of the columns.
  func append(_ row: [SQLValue]) throws(ShopError)
}

extension SQLSession {
  /// A database that stays the same is always the first.
  public var generation: Int { 0 }

  /// Runs `statement`.
  @discardableResult
  func execute(_ statement: SQLStatement) throws(ShopError) -> Int {
    try execute(statement.text, statement.values)
  }

  /// Runs the query `statement`.
  func query(_ statement: SQLStatement) throws(ShopError) -> [SQLRow] {
    try query(statement.text, statement.values)
  }

  /// Appends rows by statements of as many rows as one may bind, each prepared once.
  public func appendRows(
    into table: String, columns: [String], _ write: (any SQLRowSink) throws(ShopError) -> Void
  ) throws(ShopError) {
    let sink = SQLStatementSink(
      SQLRowWriter(
        into: table, columns: columns, dialect), session: self)
    try write(sink)
    try sink.writer.finish(in: self)
  }

  /// The names of the tables the store's schema has now.
  func existingTableNames() throws(ShopError) -> Set<String> {
    var names: Set<String> = []
    for row in try query(dialect.tableList, []) {
      guard !row.isNull(0) else {
        throw .storage("\(storeName) has no schema to keep its tables in: \(dialect.noSchema)")
      }
      names.insert(try row.string(0))
    }
    return names
  }

  /// Inserts `rows` into `table`, each with values for `columns`: a few in one statement, one
  /// round trip to a server; many the quickest way the database has (`appendRows`), so that a
  /// wish list of thousands of products is one `COPY` on PostgreSQL (two round trips), not
  /// thousands of bound values parsed and planned.
  func insert(into table: String, columns: [String], _ rows: [[SQLValue]]) throws(ShopError) {
    guard rows.count >= Self.rowsWorthAppending else {
      guard !rows.isEmpty else { return }
      var writer = SQLRowWriter(into: table, columns: columns, dialect)
      for row in rows { try writer.append(row, in: self) }
      try writer.finish(in: self)
      return
    }
    try appendRows(into: table, columns: columns) { sink throws(ShopError) in
      for row in rows { try sink.append(row) }
    }
  }

  /// How many rows `insert` appends rather than inserts by one statement: about where the
  /// cost of a statement's placeholders outgrows a `COPY`'s extra round trip.
  private static var rowsWorthAppending: Int { 100 }
}

/// Inserts rows with statements of as many rows as one may bind, whose text is made once and
/// kept prepared, so that the database parses and plans it once however many rows there are.
struct SQLRowWriter {
  private let table: String
  private let suffix: String
  private let width: Int
  private let rowsPerStatement: Int
  private let fullStatement: String
  private var values: [SQLValue] = []

  /// A writer into `table` of rows with values for `columns`.
  init(into table: String, columns: [String], _ dialect: SQLDialect) {
    self.init(
      into: "\(table) (\(columns.joined(separator: ", ")))", width: columns.count, dialect)
  }

  /// A writer into `table` (its name and column list) of rows of `width` values each; `suffix`
  /// follows the rows, such as an `ON CONFLICT` clause.
  init(into table: String, width: Int, suffix: String = "", _ dialect: SQLDialect) {
    self.table = table
    self.suffix = suffix
    self.width = max(width, 1)
    rowsPerStatement = max(dialect.maximumValues / self.width, 1)
    fullStatement = Self.text(table, rows: rowsPerStatement, width: self.width, suffix)
    values.reserveCapacity(rowsPerStatement * self.width)
  }

  /// Adds `row`, writing the rows so far when they fill a statement.
  mutating func append(_ row: [SQLValue], in session: any SQLSession) throws(ShopError) {
    values += row
    if values.count >= rowsPerStatement * width {
      try session.executePrepared(fullStatement, values)
      values.removeAll(keepingCapacity: true)
    }
  }

  /// Writes the rows not written yet.
  mutating func finish(in session: any SQLSession) throws(ShopError) {
    guard !values.isEmpty else { return }
    try session.execute(Self.text(table, rows: values.count / width, width: width, suffix), values)
    values.removeAll()
  }

  private static func text(_ table: String, rows: Int, width: Int, _ suffix: String) -> String {
    var statement = SQLStatement()
    let placeholders = (0..<width).map { _ in SQLValue.null }
    let list = statement.bind(rows: Array(repeating: placeholders, count: rows))
    return "INSERT INTO \(table) VALUES \(list)" + (suffix.isEmpty ? "" : " " + suffix)
  }
}

/// The rows of `SQLSession.appendRows` written by an `SQLRowWriter`.
private final class SQLStatementSink: SQLRowSink {
  var writer: SQLRowWriter
  let session: any SQLSession

  init(_ writer: SQLRowWriter, session: any SQLSession) {
    self.writer = writer
    self.session = session
  }

  func append(_ row: [SQLValue]) throws(ShopError) {
    try writer.append(row, in: session)
  }
}

/// A statement's text and the values bound to its numbered placeholders, built together so
/// that every value is bound, never pasted into the text.
struct SQLStatement {
  /// The SQL text, with `$1`, `$2`, … where the values go.
  var text = ""
  /// The values, in placeholder order.
  private(set) var values: [SQLValue] = []

  /// Binds `value` and returns its placeholder, to write into the text (as often as needed).
  mutating func bind(_ value: SQLValue) -> String {
    values.append(value)
    return "$\(values.count)"
  }

  /// Binds each of `values` and returns their placeholders separated by commas.
  mutating func bind(each values: [SQLValue]) -> String {
    values.map { bind($0) }.joined(separator: ", ")
  }

  /// Binds `values` as those `column` must be one of, as `dialect` binds lists, and returns
  /// the condition: `column = ANY(CAST($1 AS BIGINT[]))`, or `column IN ($1, $2, …)`.
  mutating func condition(
    _ column: String, isOneOf values: some Collection<Int>, in dialect: SQLDialect
  ) -> String {
    guard dialect.bindsListsAsArrays else {
      return "\(column) IN (\(bind(each: values.map { .int($0) })))"
    }
    let array = "{" + values.map(String.init).joined(separator: ",") + "}"
    return "\(column) = ANY(CAST(\(bind(.text(array))) AS \(dialect.integer)[]))"
  }

  /// Binds `rows` for a multi-row VALUES list: `($1, $2), ($3, $4)`.
  mutating func bind(rows: [[SQLValue]]) -> String {
    rows.map { "(" + bind(each: $0) + ")" }.joined(separator: ", ")
  }
}

extension Array {
  /// The elements in consecutive slices of at most `size` (at least 1) each.
  func chunks(of size: Int) -> [ArraySlice<Element>] {
    let size = Swift.max(size, 1)
    return stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
  }
}
