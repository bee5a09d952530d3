import TaschSystemLibrary

/// The functions of libpq, PostgreSQL's C client library, the driver calls, found by name in
/// `libpq.so.5`.
///
/// Each type below is a declaration of `libpq-fe.h` written as a Swift `@convention(c)` type:
/// `PGconn *` and `PGresult *` are opaque pointers, `int` and the enumerations are `Int32`,
/// `Oid` is `UInt32`.
struct LibPQ: Sendable {
  // MARK: - C declarations

  typealias Connection = OpaquePointer
  typealias Result = OpaquePointer
  typealias Text = UnsafePointer<CChar>
  /// `void (*)(void *arg, const char *message)`: receives the server's notices and warnings.
  typealias NoticeProcessor = @convention(c) (UnsafeMutableRawPointer?, Text?) -> Void

  typealias ConnectParams =
    @convention(c) (
      UnsafePointer<Text?>?, UnsafePointer<Text?>?, Int32
    ) -> Connection?
  typealias OnConnection = @convention(c) (Connection?) -> Int32
  typealias ConnectionText = @convention(c) (Connection?) -> Text?
  typealias Finish = @convention(c) (Connection?) -> Void
  typealias SetNoticeProcessor =
    @convention(c) (
      Connection?, NoticeProcessor?, UnsafeMutableRawPointer?
    ) -> NoticeProcessor?
  typealias OnResult = @convention(c) (Result?) -> Int32
  typealias ResultText = @convention(c) (Result?) -> Text?
  typealias ResultField = @convention(c) (Result?, Int32) -> Text?
  typealias ColumnType = @convention(c) (Result?, Int32) -> UInt32
  typealias Cell = @convention(c) (Result?, Int32, Int32) -> Text?
  typealias CellInt = @convention(c) (Result?, Int32, Int32) -> Int32
  typealias Clear = @convention(c) (Result?) -> Void
  typealias PutCopyData = @convention(c) (Connection?, UnsafePointer<CChar>?, Int32) -> Int32
  typealias PutCopyEnd = @convention(c) (Connection?, Text?) -> Int32
  typealias GetResult = @convention(c) (Connection?) -> Result?
  typealias SendQuery = @convention(c) (Connection?, Text?) -> Int32
  typealias SetNonblocking = @convention(c) (Connection?, Int32) -> Int32
  typealias SendQueryParams =
    @convention(c) (
      Connection?, Text?, Int32, UnsafePointer<UInt32>?, UnsafePointer<Text?>?,
      UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Int32

  // MARK: - Functions

  let connect: ConnectParams
  let status: OnConnection
  let transactionStatus: OnConnection
  let connectionErrorMessage: ConnectionText
  let finish: Finish
  let setNoticeProcessor: SetNoticeProcessor
  let resultStatus: OnResult
  let resultErrorMessage: ResultText
  let resultErrorField: ResultField
  let rowCount: OnResult
  let columnCount: OnResult
  let columnName: ResultField
  let columnType: ColumnType
  let value: Cell
  let isNull: CellInt
  let length: CellInt
  let affectedRows: ResultText
  let clear: Clear
  let putCopyData: PutCopyData
  let putCopyEnd: PutCopyEnd
  let getResult: GetResult
  let sendQuery: SendQuery
  let sendQueryParams: SendQueryParams
  let consumeInput: OnConnection
  let isBusy: OnConnection
  let socket: OnConnection
  let flush: OnConnection
  let setNonblocking: SetNonblocking

  // MARK: - Loading

  /// The file Debian's `libpq5` installs.
  static let defaultName = "libpq.so.5"

  /// The system's libpq, loaded on the first connection and then shared by every connection.
  static let system = Swift.Result { () throws(PostgreSQLError) in try load(named: defaultName) }

  /// Loads libpq from the library file `name`; tests give a missing name.
  static func load(named name: String) throws(PostgreSQLError) -> LibPQ {
    do {
      return try LibPQ(SystemLibrary(name: name, package: "libpq5"))
    } catch {
      throw .libraryUnavailable(error)
    }
  }

  private init(_ library: SystemLibrary) throws(SystemLibraryError) {
    connect = try library.function("PQconnectdbParams")
    status = try library.function("PQstatus")
    transactionStatus = try library.function("PQtransactionStatus")
    connectionErrorMessage = try library.function("PQerrorMessage")
    finish = try library.function("PQfinish")
    setNoticeProcessor = try library.function("PQsetNoticeProcessor")
    resultStatus = try library.function("PQresultStatus")
    resultErrorMessage = try library.function("PQresultErrorMessage")
    resultErrorField = try library.function("PQresultErrorField")
    rowCount = try library.function("PQntuples")
    columnCount = try library.function("PQnfields")
    columnName = try library.function("PQfname")
    columnType = try library.function("PQftype")
    value = try library.function("PQgetvalue")
    isNull = try library.function("PQgetisnull")
    length = try library.function("PQgetlength")
    affectedRows = try library.function("PQcmdTuples")
    clear = try library.function("PQclear")
    putCopyData = try library.function("PQputCopyData")
    putCopyEnd = try library.function("PQputCopyEnd")
    getResult = try library.function("PQgetResult")
    sendQuery = try library.function("PQsendQuery")
    sendQueryParams = try library.function("PQsendQueryParams")
    consumeInput = try library.function("PQconsumeInput")
    isBusy = try library.function("PQisBusy")
    socket = try library.function("PQsocket")
    flush = try library.function("PQflush")
    setNonblocking = try library.function("PQsetnonblocking")
  }
}

// MARK: - Constants

/// The numbers of libpq's interface the driver uses, from `libpq-fe.h` and
/// `postgres_ext.h`.
enum LibPQConstant {
  /// `CONNECTION_OK` of `ConnStatusType`.
  static let connectionOK: Int32 = 0

  /// `PGRES_EMPTY_QUERY`, `PGRES_COMMAND_OK`, `PGRES_TUPLES_OK` of `ExecStatusType`.
  static let emptyQuery: Int32 = 0
  static let commandOK: Int32 = 1
  static let tuplesOK: Int32 = 2
  /// `PGRES_COPY_OUT`, `PGRES_COPY_IN` and `PGRES_COPY_BOTH` of `ExecStatusType`: a COPY
  /// under way, the server sending rows, waiting for `COPY … FROM STDIN`'s, or both.
  static let copyOut: Int32 = 3
  static let copyIn: Int32 = 4
  static let copyBoth: Int32 = 8

  /// `PQTRANS_INTRANS` and `PQTRANS_INERROR` of `PGTransactionStatusType`: a transaction is
  /// open, or open and failed. (A lost connection is `PQTRANS_UNKNOWN`.)
  static let transactionOpen: Int32 = 2
  static let transactionInError: Int32 = 3

  /// `PG_DIAG_SQLSTATE`, `PG_DIAG_MESSAGE_PRIMARY`, `PG_DIAG_MESSAGE_DETAIL`: the fields of an
  /// error result, named by a letter.
  static let sqlStateField = Int32(UInt8(ascii: "C"))
  static let primaryMessageField = Int32(UInt8(ascii: "M"))
  static let detailField = Int32(UInt8(ascii: "D"))

  /// The format code of text, for parameters and results.
  static let textFormat: Int32 = 0
}
