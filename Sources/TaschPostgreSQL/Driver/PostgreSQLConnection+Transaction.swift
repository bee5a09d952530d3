import TaschSQLStore

/// How much a transaction sees of the transactions running beside it:
/// <https://www.postgresql.org/docs/current/transaction-iso.html>.
public enum PostgreSQLIsolationLevel: Sendable {
  /// Each statement sees what was committed before it began.
  case readCommitted
  /// Every statement sees what was committed before the transaction began.
  case repeatableRead
  /// As if the transactions ran one after the other; a conflict fails with SQLSTATE 40001.
  case serializable

  var sql: String {
    switch self {
    case .readCommitted: "READ COMMITTED"
    case .repeatableRead: "REPEATABLE READ"
    case .serializable: "SERIALIZABLE"
    }
  }
}

extension PostgreSQLConnection {
  /// Runs `body` in a transaction at `isolation`, refusing writes when `readOnly`: commits when
  /// it returns, rolls back when it or the commit throws.
  ///
  /// A body that swallows a failed statement's error cannot commit: PostgreSQL has refused
  /// everything since, so the transaction is rolled back and reported as failed.
  ///
  /// - Returns: what `body` returned.
  /// - Throws: what `body` threw, after the rollback; `PostgreSQLError` when the transaction
  ///   could not begin or commit, such as `.server(.serializationFailure, …)`.
  public func transaction<Result>(
    _ isolation: PostgreSQLIsolationLevel = .readCommitted, readOnly: Bool = false,
    _ body: () throws -> Result
  ) throws -> Result {
    // A BEGIN inside a transaction is only a warning, and the inner COMMIT would end the outer
    // transaction early.
    guard !isInTransaction else { throw PostgreSQLError.misuse("a transaction is already open") }
    return try inTransaction(
      begunBy: "BEGIN ISOLATION LEVEL \(isolation.sql)" + (readOnly ? " READ ONLY" : "")
    ) {
      let result = try body()
      // PostgreSQL answers COMMIT in a failed transaction with a quiet ROLLBACK.
      guard !isInFailedTransaction else {
        throw PostgreSQLError.server(
          .inFailedTransaction,
          message: "a statement in the transaction failed, so it was rolled back")
      }
      return result
    }
  }
}

extension PostgreSQLConnection: SQLTransactionControl {
  /// Runs `statement`, which takes no values and returns no rows.
  ///
  /// - Throws: `PostgreSQLError.connectionLostWhileCommitting` for a connection lost once
  ///   `COMMIT` was sent, whose transaction may or may not have been kept.
  public func control(_ statement: String) throws(PostgreSQLError) {
    do throws(PostgreSQLError) {
      _ = try execute(statement)
    } catch {
      guard statement == "COMMIT", case .connectionLost(let message) = error else { throw error }
      throw .connectionLostWhileCommitting(message)
    }
  }
}
