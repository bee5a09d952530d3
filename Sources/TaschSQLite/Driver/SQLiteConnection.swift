import TaschStoreSupport

/// An open SQLite database file: the driver under the SQLite store.
///
/// Opening creates the file when it is missing and puts it in write-ahead-log mode, so that
/// readers never wait for a writer, with full `fsync` on commit and foreign keys enforced.
/// Another connection's lock is waited for up to the busy timeout, then reported as a busy
/// error.
///
/// Threading: a connection, and its statements, may be used by one thread at a time. It is
/// deliberately not `Sendable`, so the compiler keeps it in one isolation domain; the store
/// uses each connection only from its serial queue (`BlockingQueue`), which runs one piece of
/// work at a time, whatever thread it lends. Several connections (in one process or many) may
/// use the same file at once: SQLite's file locks order them.
///
/// Every statement is prepared and its values bound, never pasted into the SQL text.
public final class SQLiteConnection {
  /// The path the connection was opened with.
  public let path: String
  /// Whether it only reads (see `readOnly(path:busyTimeout:)`).
  public let isReadOnly: Bool

  let library: SQLiteLibrary
  let handle: OpaquePointer

  /// How a connection opens its file.
  enum Opening {
    /// To read and write, creating a missing file, in write-ahead-log mode.
    case readWrite
    /// To read only, sharing the write-ahead log with the connections that write.
    case readOnly
    /// To read only the file itself, as a file nothing changes: no log, no locks.
    case immutable
  }

  /// Opens the database at `path`, creating the file when it is missing, and waits up to
  /// `busyTimeout` for another connection's lock before failing with a busy error.
  ///
  /// - Throws: `SQLiteError` when SQLite cannot be loaded, the file cannot be opened or is not
  ///   a database, or it cannot use write-ahead logging.
  public convenience init(path: String, busyTimeout: Duration = LockWaiting.longest)
    throws(SQLiteError)
  {
    try self.init(path: path, busyTimeout: busyTimeout, library: SQLiteLibrary.system.get())
  }

  convenience init(path: String, busyTimeout: Duration, library: SQLiteLibrary)
    throws(SQLiteError)
  {
    try self.init(path: path, opening: .readWrite, busyTimeout: busyTimeout, library: library)
  }

  init(path: String, opening: Opening, busyTimeout: Duration, library: SQLiteLibrary)
    throws(SQLiteError)
  {
    guard !path.utf8.contains(0) else {
      throw .misuse("the database path contains a NUL character")
    }
    var opened: OpaquePointer?
    let (name, flags): (String, Int32) =
      switch opening {
      case .readWrite:
        (
          Self.fileURI(path),
          SQLiteConstant.openReadWrite | SQLiteConstant.openCreate | SQLiteConstant.openURI
            | SQLiteConstant.openNoMutex
        )
      case .readOnly:
        (
          Self.fileURI(path),
          SQLiteConstant.openReadOnly | SQLiteConstant.openURI | SQLiteConstant.openNoMutex
        )
      case .immutable:
        (
          Self.immutableURI(path),
          SQLiteConstant.openReadOnly | SQLiteConstant.openURI | SQLiteConstant.openNoMutex
        )
      }
    let code = library.open(name, &opened, flags, nil)
    guard code == SQLiteConstant.ok, let opened else {
      // Even a failed open may allocate a handle, which carries the message and must be closed.
      let message = opened.flatMap(library.errorMessage) ?? library.resultText(code)
      let systemError = opened.map(library.systemError) ?? 0
      _ = library.close(opened)
      throw .database(
        SQLiteResultCode(rawValue: code),
        message: "cannot open \(path.inMessage): \(message.map { String(cString: $0) } ?? "")",
        systemError: systemError)
    }
    self.path = path
    self.isReadOnly = opening != .readWrite
    self.library = library
    self.handle = opened
    // From here on `deinit` closes the handle, whatever throws below.
    _ = library.extendedResultCodes(opened, 1)
    _ = library.busyTimeout(opened, Self.milliseconds(busyTimeout))
    if isReadOnly {
      // Opening reads nothing: read now, so that a log that cannot be shared fails here.
      _ = try query("SELECT count(*) FROM sqlite_master")
    } else {
      try useWriteAheadLog()
      // FULL: a commit is on disk when it returns; NORMAL could lose the last commits to a
      // power cut.
      try execute("PRAGMA synchronous = FULL")
    }
    try execute("PRAGMA foreign_keys = ON")
  }

  deinit {
    // Every statement holds its connection, so none is left to finalize here.
    _ = library.close(handle)
  }

  // MARK: - Statements

  /// Compiles one SQL statement, whose `?` placeholders are bound when it runs.
  public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    try SQLiteStatement(sql, on: self)
  }

  /// Runs one statement with `parameters` bound to its placeholders, to its end.
  public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) {
    try prepare(sql).execute(parameters)
  }

  /// Runs one statement with `parameters` bound and returns every row it yields.
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError)
    -> [SQLiteRow]
  {
    try prepare(sql).query(parameters)
  }

  /// The number of rows the last INSERT, UPDATE or DELETE changed.
  public var changes: Int { Int(library.changes(handle)) }

  /// The row id of the last row inserted on this connection.
  public var lastInsertedRowID: Int64 { library.lastInsertRowID(handle) }

  /// Whether a transaction is open.
  public var isInTransaction: Bool { library.autocommit(handle) == 0 }

  // MARK: - Errors

  /// The error SQLite just reported on this connection with `code`.
  func error(_ code: Int32) -> SQLiteError {
    let message = library.errorMessage(handle) ?? library.resultText(code)
    return .database(
      SQLiteResultCode(rawValue: code), message: message.map { String(cString: $0) } ?? "",
      systemError: library.systemError(handle))
  }

  // MARK: - Opening

  private func useWriteAheadLog() throws(SQLiteError) {
    let mode = try query("PRAGMA journal_mode = WAL").first?.string(0) ?? "unknown"
    guard mode.lowercased() == "wal" else { throw .writeAheadLogUnavailable(journalMode: mode) }
  }

  /// `duration` in whole milliseconds, within what SQLite accepts; negative means zero.
  static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    guard seconds <= Int64(Int32.max) else { return Int32.max }
    // At most 2^31 seconds: in milliseconds that is far inside Int64.
    return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }
}
