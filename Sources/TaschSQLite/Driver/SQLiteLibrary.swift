import TaschSystemLibrary

/// The functions of SQLite's C interface the driver calls, found by name in `libsqlite3.so.0`.
///
/// Each type below is the C declaration of <https://sqlite.org/c3ref/funclist.html> written as a
/// Swift `@convention(c)` type: `sqlite3 *` and `sqlite3_stmt *` are opaque pointers, `int` is
/// `Int32`, `sqlite3_int64` is `Int64`.
struct SQLiteLibrary: Sendable {
  // MARK: - C declarations

  typealias Database = OpaquePointer
  typealias Statement = OpaquePointer
  typealias Text = UnsafePointer<CChar>
  /// `void (*)(void *)`: what SQLite calls to free a bound value; `transient` means copy it.
  typealias Destructor = @convention(c) (UnsafeMutableRawPointer?) -> Void

  typealias Open =
    @convention(c) (
      Text?, UnsafeMutablePointer<Database?>?, Int32, Text?
    ) -> Int32
  typealias OnDatabase = @convention(c) (Database?) -> Int32
  typealias OnDatabaseWithInt = @convention(c) (Database?, Int32) -> Int32
  typealias DatabaseText = @convention(c) (Database?) -> Text?
  typealias DatabaseInt64 = @convention(c) (Database?) -> Int64
  typealias ResultText = @convention(c) (Int32) -> Text?
  typealias Prepare =
    @convention(c) (
      Database?, Text?, Int32, UnsafeMutablePointer<Statement?>?, UnsafeMutablePointer<Text?>?
    ) -> Int32
  typealias OnStatement = @convention(c) (Statement?) -> Int32
  typealias BindNull = @convention(c) (Statement?, Int32) -> Int32
  typealias BindInt64 = @convention(c) (Statement?, Int32, Int64) -> Int32
  typealias BindDouble = @convention(c) (Statement?, Int32, Double) -> Int32
  typealias BindText =
    @convention(c) (
      Statement?, Int32, Text?, UInt64, Destructor?, UInt8
    ) -> Int32
  typealias BindBlob =
    @convention(c) (
      Statement?, Int32, UnsafeRawPointer?, UInt64, Destructor?
    ) -> Int32
  typealias BindZeroBlob = @convention(c) (Statement?, Int32, Int32) -> Int32
  typealias ColumnInt32 = @convention(c) (Statement?, Int32) -> Int32
  typealias ColumnInt64 = @convention(c) (Statement?, Int32) -> Int64
  typealias ColumnDouble = @convention(c) (Statement?, Int32) -> Double
  typealias ColumnText = @convention(c) (Statement?, Int32) -> Text?
  typealias ColumnBytes = @convention(c) (Statement?, Int32) -> UnsafeRawPointer?

  // MARK: - Functions

  let open: Open
  let close: OnDatabase
  let extendedResultCodes: OnDatabaseWithInt
  let busyTimeout: OnDatabaseWithInt
  let errorMessage: DatabaseText
  let systemError: OnDatabase
  let resultText: ResultText
  let changes: OnDatabase
  let lastInsertRowID: DatabaseInt64
  let autocommit: OnDatabase
  let prepare: Prepare
  let finalize: OnStatement
  let reset: OnStatement
  let clearBindings: OnStatement
  let step: OnStatement
  let parameterCount: OnStatement
  let bindNull: BindNull
  let bindInt64: BindInt64
  let bindDouble: BindDouble
  let bindText: BindText
  let bindBlob: BindBlob
  let bindZeroBlob: BindZeroBlob
  let columnCount: OnStatement
  let columnName: ColumnText
  let columnType: ColumnInt32
  let columnInt64: ColumnInt64
  let columnDouble: ColumnDouble
  let columnText: ColumnText
  let columnBlob: ColumnBytes
  let columnByteCount: ColumnInt32

  // MARK: - Loading

  /// The file every Swift toolchain on Linux already needs.
  static let defaultName = "libsqlite3.so.0"

  /// The system's SQLite, loaded on first use and then shared by every connection.
  static let system = Result { () throws(SQLiteError) in try load(named: defaultName) }

  /// Loads SQLite from the library file `name`; tests give a missing name.
  static func load(named name: String) throws(SQLiteError) -> SQLiteLibrary {
    do {
      return try SQLiteLibrary(SystemLibrary(name: name, package: "libsqlite3-0"))
    } catch {
      throw .libraryUnavailable(error)
    }
  }

  private init(_ library: SystemLibrary) throws(SystemLibraryError) {
    open = try library.function("sqlite3_open_v2")
    close = try library.function("sqlite3_close_v2")
    extendedResultCodes = try library.function("sqlite3_extended_result_codes")
    busyTimeout = try library.function("sqlite3_busy_timeout")
    errorMessage = try library.function("sqlite3_errmsg")
    systemError = try library.function("sqlite3_system_errno")
    resultText = try library.function("sqlite3_errstr")
    changes = try library.function("sqlite3_changes")
    lastInsertRowID = try library.function("sqlite3_last_insert_rowid")
    autocommit = try library.function("sqlite3_get_autocommit")
    prepare = try library.function("sqlite3_prepare_v2")
    finalize = try library.function("sqlite3_finalize")
    reset = try library.function("sqlite3_reset")
    clearBindings = try library.function("sqlite3_clear_bindings")
    step = try library.function("sqlite3_step")
    parameterCount = try library.function("sqlite3_bind_parameter_count")
    bindNull = try library.function("sqlite3_bind_null")
    bindInt64 = try library.function("sqlite3_bind_int64")
    bindDouble = try library.function("sqlite3_bind_double")
    bindText = try library.function("sqlite3_bind_text64")
    bindBlob = try library.function("sqlite3_bind_blob64")
    bindZeroBlob = try library.function("sqlite3_bind_zeroblob")
    columnCount = try library.function("sqlite3_column_count")
    columnName = try library.function("sqlite3_column_name")
    columnType = try library.function("sqlite3_column_type")
    columnInt64 = try library.function("sqlite3_column_int64")
    columnDouble = try library.function("sqlite3_column_double")
    columnText = try library.function("sqlite3_column_text")
    columnBlob = try library.function("sqlite3_column_blob")
    columnByteCount = try library.function("sqlite3_column_bytes")
  }
}

// MARK: - Constants

/// The numbers of SQLite's C interface the driver uses, from `sqlite3.h`.
enum SQLiteConstant {
  static let ok: Int32 = 0
  static let row: Int32 = 100
  static let done: Int32 = 101

  static let openReadOnly: Int32 = 0x1
  static let openReadWrite: Int32 = 0x2
  static let openCreate: Int32 = 0x4
  /// The file name is a `file:` URI, whose query may say `immutable=1`.
  static let openURI: Int32 = 0x40
  /// No mutex of SQLite's own: a connection is never used by two threads at once (it is not
  /// `Sendable`), so SQLite's locking would only cost time.
  static let openNoMutex: Int32 = 0x8000

  static let integer: Int32 = 1
  static let float: Int32 = 2
  static let text: Int32 = 3
  static let blob: Int32 = 4
  static let null: Int32 = 5

  static let utf8: UInt8 = 1
  /// `SQLITE_TRANSIENT`, the destructor `-1`: SQLite copies the value before the call returns,
  /// so Swift's buffer need not outlive the call.
  static let transient = unsafeBitCast(-1, to: SQLiteLibrary.Destructor.self)
}
