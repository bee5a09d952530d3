import TaschSQLStore

/// How a transaction takes SQLite's write lock.
public enum SQLiteTransactionKind: Sendable {
  /// At `BEGIN`: for writers, so that two writers never both read, then find they cannot write.
  case immediate
  /// At the first write: for readers, which then see one consistent snapshot.
  case deferred
}

extension SQLiteConnection {
  /// Runs `body` in a transaction of `kind` (`.immediate` for a body that writes): commits
  /// when it returns, rolls back when it or the commit throws.
  ///
  /// - Returns: what `body` returned.
  /// - Throws: what `body` threw, after the rollback; `SQLiteError` when the transaction could
  ///   not begin (a busy error once the busy timeout is over) or commit.
  public func transaction<Result>(
    _ kind: SQLiteTransactionKind = .immediate, _ body: () throws -> Result
  ) throws -> Result {
    try inTransaction(begunBy: kind == .immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED", body)
  }
}

extension SQLiteConnection: SQLTransactionControl {
  /// Runs `statement`, which takes no values.
  public func control(_ statement: String) throws(SQLiteError) {
    try execute(statement)
  }
}
