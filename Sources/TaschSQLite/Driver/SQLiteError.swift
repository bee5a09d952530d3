import TaschSystemLibrary

/// Why SQLite, or the driver on top of it, refused.
public enum SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The SQLite library could not be loaded.
  case libraryUnavailable(SystemLibraryError)
  /// SQLite reported `code` with its own `message`; `systemError` is the `errno` of the system
  /// call that failed under it, 0 when none did.
  case database(SQLiteResultCode, message: String, systemError: Int32 = 0)
  /// A column held another type than the one read, or a NULL.
  case columnType(column: String, expected: String, found: String)
  /// The driver was used the wrong way: too few parameters, two statements where one was
  /// expected, a path with a NUL character, a row read after its statement moved on.
  case misuse(String)
  /// The database file could not be put in write-ahead-log mode; it stayed in `journalMode`.
  case writeAheadLogUnavailable(journalMode: String)

  /// SQLite's result code, when SQLite itself refused.
  public var code: SQLiteResultCode? {
    guard case .database(let code, _, _) = self else { return nil }
    return code
  }

  /// The `errno` of the system call that failed under SQLite's error; `nil` when none did.
  public var systemError: Int32? {
    guard case .database(_, _, let systemError) = self, systemError != 0 else { return nil }
    return systemError
  }

  /// Whether another connection held the lock for longer than the busy timeout: trying again
  /// later may succeed.
  public var isBusy: Bool { code?.primary == .busy }

  /// Whether a lock held inside this same connection (an unfinished statement) was in the
  /// way: trying again will fail the same way until that statement ends.
  public var isLocked: Bool { code?.primary == .locked }

  /// `SQLite error 2067 (constraint): UNIQUE constraint failed: product.name`.
  public var description: String {
    switch self {
    case .libraryUnavailable(let error):
      "SQLite is unavailable: \(error)"
    case .database(let code, let message, _):
      "SQLite error \(code.rawValue) (\(code.primary.name)): \(message)"
    case .columnType(let column, let expected, let found):
      "column \(column) holds \(found), not \(expected)"
    case .misuse(let explanation):
      explanation
    case .writeAheadLogUnavailable(let journalMode):
      "the database cannot use write-ahead logging; its journal mode stays \(journalMode)"
    }
  }
}

/// One of SQLite's (extended) result codes: <https://sqlite.org/rescode.html>.
public struct SQLiteResultCode: RawRepresentable, Hashable, Sendable {
  /// The number: an extended code such as 2067 carries its primary code in the low byte.
  public let rawValue: Int32

  /// The code `rawValue`.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The primary code, without the detail of an extended one: `constraint` for 2067.
  public var primary: SQLiteResultCode { SQLiteResultCode(rawValue: rawValue & 0xFF) }

  /// `SQLITE_ERROR`: a generic error, such as an SQL syntax error.
  public static let error = SQLiteResultCode(rawValue: 1)
  /// `SQLITE_PERM`: access was denied.
  public static let permission = SQLiteResultCode(rawValue: 3)
  /// `SQLITE_BUSY`: another connection holds a lock.
  public static let busy = SQLiteResultCode(rawValue: 5)
  /// `SQLITE_LOCKED`: a conflict within the same connection.
  public static let locked = SQLiteResultCode(rawValue: 6)
  /// `SQLITE_READONLY`: the database cannot be written.
  public static let readOnly = SQLiteResultCode(rawValue: 8)
  /// `SQLITE_IOERR`: the operating system reported an input/output error.
  public static let inputOutput = SQLiteResultCode(rawValue: 10)
  /// `SQLITE_CORRUPT`: the file is damaged.
  public static let corrupt = SQLiteResultCode(rawValue: 11)
  /// `SQLITE_FULL`: the disk is full.
  public static let full = SQLiteResultCode(rawValue: 13)
  /// `SQLITE_CANTOPEN`: the file cannot be opened.
  public static let cannotOpen = SQLiteResultCode(rawValue: 14)
  /// `SQLITE_CONSTRAINT`: a constraint such as UNIQUE or NOT NULL failed.
  public static let constraint = SQLiteResultCode(rawValue: 19)
  /// `SQLITE_MISUSE`: the interface was used the wrong way.
  public static let misuse = SQLiteResultCode(rawValue: 21)
  /// `SQLITE_NOTADB`: the file is not a database.
  public static let notADatabase = SQLiteResultCode(rawValue: 26)
  /// `SQLITE_CONSTRAINT_UNIQUE`: a UNIQUE constraint failed.
  public static let uniqueConstraint = SQLiteResultCode(rawValue: 2067)

  private static let names: [SQLiteResultCode: String] = [
    .error: "error", .permission: "permission denied", .busy: "busy", .locked: "locked",
    .readOnly: "read-only",
    .inputOutput: "input/output error", .corrupt: "corrupt", .full: "full",
    .cannotOpen: "cannot open", .constraint: "constraint", .misuse: "misuse",
    .notADatabase: "not a database",
  ]

  /// A short name of the primary code, for messages.
  var name: String { Self.names[primary] ?? "code \(primary.rawValue)" }
}
