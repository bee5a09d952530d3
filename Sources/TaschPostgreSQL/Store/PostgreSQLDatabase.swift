import Foundation
import Tasch
import TaschSQLStore
import TaschStoreSupport

/// A PostgreSQL server as the shared store's database: one connection, made on first use and
/// again after it was lost.
///
/// Reads run `REPEATABLE READ READ ONLY`, on one snapshot. Units of work run `READ COMMITTED`
/// and cannot oversell: each locks its shopper's row, then the shop's, then takes stock with an
/// `UPDATE … WHERE stock >= n` whose row count says whether enough was left. Every change to a
/// shop's products takes its locks in that one order, so no two wait for each other in a circle
/// and none is rolled back to break a deadlock. Each statement may take at most the statement
/// timeout, so nothing waits forever on a lock or a server that hangs.
final class PostgreSQLDatabase: SQLDatabase {
  private let url: String
  private let name: String
  private let statementTimeout: Duration
  private var session: PostgreSQLSession?

  /// How long a catalogue's load may take, statement by statement: a million products take a
  /// while to index.
  private static let loadTimeout = Duration.seconds(600)

  /// The database at `url`, called `name` in messages.
  init(url: String, name: String, statementTimeout: Duration) {
    self.url = url
    self.name = name
    self.statementTimeout = statementTimeout
  }

  func transaction<Result>(
    _ kind: SQLTransactionKind, _ body: (any SQLSession) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    // A connection kept from an earlier call may have been closed while it sat idle (the
    // server restarted, or ended idle sessions), which only its BEGIN finds out. Nothing of the
    // body was sent then, so a new connection runs it all, once, rather than failing a call
    // that never reached the server. The kept one is let go whatever libpq says of it: after
    // the server crashed, its BEGIN failed while libpq still called it sound.
    let keptConnection = session != nil
    var bodyBegan = false
    do {
      return try attempt(kind) { session throws(ShopError) in
        bodyBegan = true
        return try body(session)
      }
    } catch {
      guard keptConnection, !bodyBegan else { throw error }
      session = nil
      return try attempt(kind, body)
    }
  }

  /// Runs `body` in one transaction of `kind`, on the connection kept or a new one.
  private func attempt<Result>(
    _ kind: SQLTransactionKind, _ body: (any SQLSession) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    let session = try connect()
    let connection = session.connection
    do {
      let isolation: PostgreSQLIsolationLevel = kind == .read ? .repeatableRead : .readCommitted
      if kind == .load { connection.answerDeadline = Self.answerDeadline(Self.loadTimeout) }
      defer { connection.answerDeadline = Self.answerDeadline(statementTimeout) }
      return try connection.transaction(isolation, readOnly: kind == .read) {
        if kind == .load {
          try connection.execute(
            "SELECT set_config('statement_timeout', $1, true)",
            [.text(Self.milliseconds(Self.loadTimeout))])
        }
        return try body(session)
      }
    } catch {
      // A connection that broke is made again by the next call.
      if !connection.isConnected { self.session = nil }
      if let error = error as? ShopError { throw error }
      throw session.failure(error)
    }
  }

  private func connect() throws(ShopError) -> PostgreSQLSession {
    if let session { return session }
    do throws(PostgreSQLError) {
      let connection = try PostgreSQLConnection(url: url)
      connection.answerDeadline = Self.answerDeadline(statementTimeout)
      // Floating point written so it reads back exactly, whatever the server's default.
      try connection.execute(
        "SELECT set_config('statement_timeout', $1, false), "
          + "set_config('extra_float_digits', '3', false)",
        [.text(Self.milliseconds(statementTimeout))])
      let session = PostgreSQLSession(
        connection: connection, name: name, statementTimeout: statementTimeout)
      self.session = session
      return session
    } catch {
      throw PostgreSQLSession.failure(error, name: name, statementTimeout: statementTimeout)
    }
  }

  /// How long the server may take to answer when its statements may run for `timeout`: a
  /// little longer, so that the server's own timeout, which says what happened, comes first.
  private static func answerDeadline(_ timeout: Duration) -> Duration {
    timeout + .seconds(5)
  }

  /// `duration` in whole milliseconds, as PostgreSQL reads a timeout: at least 1, since 0
  /// means none, and at most what it accepts.
  private static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard seconds < 2_000_000 else { return "2000000000" }
    return String(max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
  }
}

/// Statements on a PostgreSQL connection.
final class PostgreSQLSession: SQLSession {
  let connection: PostgreSQLConnection
  let storeName: String
  private let statementTimeout: Duration

  var dialect: SQLDialect { .postgreSQL }

  init(connection: PostgreSQLConnection, name: String, statementTimeout: Duration) {
    self.connection = connection
    self.storeName = name
    self.statementTimeout = statementTimeout
  }

  func execute(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    do throws(PostgreSQLError) {
      return try connection.execute(sql, values.map(Self.parameter)).affectedRowCount
    } catch {
      throw failure(error)
    }
  }

  func executePrepared(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    try execute(sql, values)
  }

  /// Appends the rows by one `COPY … FROM STDIN`.
  func appendRows(
    into table: String, columns: [String], _ write: (any SQLRowSink) throws(ShopError) -> Void
  ) throws(ShopError) {
    do {
      try connection.copy(
        "COPY \(table) (\(columns.joined(separator: ", "))) FROM STDIN"
      ) { rows in
        try write(CopySink(rows: rows, session: self))
      }
    } catch let error as ShopError {
      throw error
    } catch {
      throw failure(error)
    }
  }

  func query(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> [SQLRow] {
    do throws(PostgreSQLError) {
      return try connection.execute(sql, values.map(Self.parameter)).rows.map { row in
        SQLRow(
          row.values.indices.map { Self.value(row.values[$0], of: row.type($0)) }, from: storeName)
      }
    } catch {
      throw failure(error)
    }
  }

  /// The server's `text` of a value of `type` as the stores read values, so that a column
  /// whose type was changed by hand reads as what it holds now: `bytea` as bytes, which no
  /// text is, and a number as a number.
  static func value(_ text: String?, of type: PostgreSQLType) -> SQLValue {
    guard let text else { return .null }
    switch type {
    case .integer: return Int64(text).map(SQLValue.integer) ?? .text(text)
    case .floatingPoint: return Double(text).map(SQLValue.real) ?? .text(text)
    case .numeric:
      return Int64(text).map(SQLValue.integer) ?? Double(text).map(SQLValue.real) ?? .text(text)
    case .bytes: return .bytes(Array(text.utf8))
    case .text, .other: return .text(text)
    }
  }

  // MARK: - Errors

  /// `error` as the shop says it, naming the store (never with its password).
  func failure(_ error: any Error) -> ShopError {
    guard let error = error as? PostgreSQLError else { return .storage("\(storeName): \(error)") }
    return Self.failure(error, name: storeName, statementTimeout: statementTimeout)
  }

  static func failure(_ error: PostgreSQLError, name: String, statementTimeout: Duration)
    -> ShopError
  {
    switch error {
    case .connectionFailed(let message):
      return .storage(oneLine(message))
    case .connectionLost(let message):
      return .storage(
        "the connection to \(name) was lost (\(oneLine(message))); nothing was changed, "
          + "try again")
    case .connectionLostWhileCommitting(let message):
      return .storage(
        "the connection to \(name) was lost as the change was being kept "
          + "(\(oneLine(message))): it may have been kept or not, so look (tasch history, tasch "
          + "orders) before trying again; a checkout sent again over HTTP with the same "
          + "Idempotency-Key places no second order")
    case .server(let state, _) where state == .queryCanceled:
      return .storage(
        "\(name) took longer than the statement timeout (\(statementTimeout)); nothing was "
          + "changed, try again")
    // What the other stores say of the same trouble with a file.
    case .server(let state, _) where state == .diskFull:
      return .storage("cannot save \(name): \(SystemError(ENOSPC)); nothing was changed")
    case .server(let state, _) where state == .readOnlySQLTransaction:
      return .storage("cannot save \(name): the server only lets it be read; nothing was changed")
    case .server(let state, let message) where state == .insufficientPrivilege:
      return .storage(
        "cannot use \(name): \(oneLine(message)) (the role its URI names lacks the grant); "
          + "nothing was changed")
    // The tables went away under a running shop: the database was dropped and made again.
    case .server(let state, _) where state == .undefinedTable:
      return ShopSchema.noShopYet(in: name)
    default:
      return .storage("\(name): \(error)")
    }
  }

  /// libpq's `message` on one line: it breaks lines and indents hints with tabs.
  private static func oneLine(_ message: String) -> String {
    message.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  // MARK: - Values

  /// The rows of a COPY, each value as a parameter would be sent.
  private final class CopySink: SQLRowSink {
    let rows: PostgreSQLCopyRows
    let session: PostgreSQLSession

    init(rows: PostgreSQLCopyRows, session: PostgreSQLSession) {
      self.rows = rows
      self.session = session
    }

    func append(_ row: [SQLValue]) throws(ShopError) {
      do throws(PostgreSQLError) {
        try rows.append(row.map(PostgreSQLSession.parameter))
      } catch {
        throw session.failure(error)
      }
    }
  }

  static func parameter(_ value: SQLValue) -> PostgreSQLParameter {
    switch value {
    case .null: .null
    case .integer(let integer): .integer(integer)
    // Swift writes the shortest text that reads back as the same number, which the server
    // reads exactly as a double precision.
    case .real(let real): .text(String(real))
    case .text(let text): .text(text)
    // Bytes go as a `bytea`, NUL and all, as SQLite binds them as a blob.
    case .bytes(let bytes): .bytes(bytes)
    }
  }
}
