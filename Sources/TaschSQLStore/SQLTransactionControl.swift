/// A driver's connection as its transactions see it: how every driver commits a transaction,
/// or rolls it back, is written once here.
public protocol SQLTransactionControl {
  /// Whether a transaction is open on the connection.
  var isInTransaction: Bool { get }

  /// Runs `statement`, which controls the transaction and takes no values: `BEGIN …`,
  /// `COMMIT`, `ROLLBACK`.
  func control(_ statement: String) throws
}

extension SQLTransactionControl {
  /// Runs `body` in the transaction that `begin` opens: commits when it returns, rolls back
  /// when it or the commit throws.
  ///
  /// - Returns: what `body` returned.
  /// - Throws: what `body` threw, after the rollback; the driver's error when the transaction
  ///   could not begin or commit.
  public func inTransaction<Result>(begunBy begin: String, _ body: () throws -> Result) throws
    -> Result
  {
    try control(begin)
    do {
      let result = try body()
      try control("COMMIT")
      return result
    } catch {
      rollBack()
      throw error
    }
  }

  /// Ends the open transaction without its changes, if one is still open: a failed commit, a
  /// lost connection, and some errors (SQLite's full disk) have already ended it.
  private func rollBack() {
    guard isInTransaction else { return }
    // A failed rollback leaves nothing better to do than report the error that caused it.
    try? control("ROLLBACK")
  }
}
