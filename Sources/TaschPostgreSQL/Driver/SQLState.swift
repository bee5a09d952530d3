/// The five-character code PostgreSQL gives every error:
/// <https://www.postgresql.org/docs/current/errcodes-appendix.html>.
public struct SQLState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The code, such as `23505`.
  public let rawValue: String

  /// The code `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The class: the first two characters, such as `23` for every integrity constraint.
  public var errorClass: String { String(rawValue.prefix(2)) }

  /// Whether a constraint (unique, foreign key, not null, check) refused the change.
  public var isIntegrityConstraintViolation: Bool { errorClass == "23" }

  /// Whether the server rolled the transaction back to resolve a conflict with another one
  /// (a serialization failure or a deadlock): running it again may succeed.
  public var isTransactionRollback: Bool { errorClass == "40" }

  /// The code itself.
  public var description: String { rawValue }

  /// `23505`: a UNIQUE constraint or index refused a duplicate.
  public static let uniqueViolation = SQLState(rawValue: "23505")
  /// `23503`: a FOREIGN KEY constraint refused the change.
  public static let foreignKeyViolation = SQLState(rawValue: "23503")
  /// `40001`: a serializable transaction conflicted with another; run it again.
  public static let serializationFailure = SQLState(rawValue: "40001")
  /// `40P01`: a deadlock was broken by rolling this transaction back.
  public static let deadlockDetected = SQLState(rawValue: "40P01")
  /// `25P02`: a statement inside the transaction failed, so the rest of it was refused.
  public static let inFailedTransaction = SQLState(rawValue: "25P02")
  /// `42P01`: no such table.
  public static let undefinedTable = SQLState(rawValue: "42P01")
  /// `42501`: the role may not do this to the table, such as write to it.
  public static let insufficientPrivilege = SQLState(rawValue: "42501")
  /// `42601`: the SQL has a syntax error.
  public static let syntaxError = SQLState(rawValue: "42601")
  /// `57014`: the statement was cancelled, such as by the statement timeout.
  public static let queryCanceled = SQLState(rawValue: "57014")
  /// `XX000`: an internal error, also used when libpq reports a failure without a code.
  public static let internalError = SQLState(rawValue: "XX000")
  /// `25006`: a write in a transaction that may only read: a standby server, or a database
  /// whose transactions only read by default.
  public static let readOnlySQLTransaction = SQLState(rawValue: "25006")
  /// `53100`: the server's disk is full.
  public static let diskFull = SQLState(rawValue: "53100")
}
