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
    try execute(kind == .immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      rollBack()
      throw error
    }
  }

  /// Ends the open transaction without its changes, if one is still open: SQLite has already
  /// rolled back by itself after some errors, such as a full disk.
  private func rollBack() {
    guard isInTransaction else { return }
    // A failed rollback leaves nothing better to do than report the error that caused it.
    try? execute("ROLLBACK")
  }
}
