import TaschSystemLibrary

/// Why PostgreSQL, libpq or the driver on top of them refused.
///
/// No case ever holds a password: messages that could quote the connection URL are cleaned
/// first.
public enum PostgreSQLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libpq could not be loaded.
  case libraryUnavailable(SystemLibraryError)
  /// The connection URL is not one.
  case invalidURL(String)
  /// No connection could be made: no server listens there, or it refused this user.
  case connectionFailed(String)
  /// The connection broke: the server stopped, or ended this session.
  case connectionLost(String)
  /// The connection broke once `COMMIT` was sent: the server may have committed the
  /// transaction before the answer was lost, or not.
  case connectionLostWhileCommitting(String)
  /// The server refused a statement, with its SQLSTATE and its message.
  case server(SQLState, message: String)
  /// A column held NULL or a value of another type than the one read.
  case columnType(column: String, expected: String, found: String)
  /// The driver was used the wrong way: a NUL character in a text parameter, a missing column.
  case misuse(String)

  /// The server's code for the error, when the server refused a statement.
  public var sqlState: SQLState? {
    guard case .server(let sqlState, _) = self else { return nil }
    return sqlState
  }

  /// `PostgreSQL error 23505: duplicate key value violates unique constraint "item_name_key"`.
  public var description: String {
    switch self {
    case .libraryUnavailable(let error): "PostgreSQL is unavailable: \(error)"
    case .invalidURL(let reason): "invalid PostgreSQL URL: \(reason)"
    case .connectionFailed(let message): message
    case .connectionLost(let message): "the connection to PostgreSQL was lost: \(message)"
    case .connectionLostWhileCommitting(let message):
      "the connection to PostgreSQL was lost as a transaction was committed: \(message)"
    case .server(let sqlState, let message): "PostgreSQL error \(sqlState): \(message)"
    case .columnType(let column, let expected, let found):
      "column \(column) holds \(found), not \(expected)"
    case .misuse(let explanation): explanation
    }
  }
}
