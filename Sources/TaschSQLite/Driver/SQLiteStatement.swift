import TaschStoreSupport

/// One compiled SQL statement, run again and again with new values bound to its `?`
/// placeholders.
///
/// Used from one thread at a time, like its connection, which it keeps open.
public final class SQLiteStatement {
  /// The statement's SQL text.
  public let sql: String

  let connection: SQLiteConnection
  let handle: OpaquePointer

  init(_ sql: String, on connection: SQLiteConnection) throws(SQLiteError) {
    let library = connection.library
    var compiled: OpaquePointer?
    var tail: UnsafePointer<CChar>?
    var code: Int32 = 0
    var hasMore = false
    sql.withCString { text in
      code = library.prepare(connection.handle, text, -1, &compiled, &tail)
      hasMore = code == SQLiteConstant.ok && Self.holdsStatement(tail, library, connection)
    }
    guard code == SQLiteConstant.ok else { throw connection.error(code) }
    guard let compiled else { throw .misuse("no SQL statement in: \(sql)") }
    guard !hasMore else {
      _ = library.finalize(compiled)
      throw .misuse("one SQL statement expected, found more in: \(sql)")
    }
    self.sql = sql
    self.connection = connection
    self.handle = compiled
  }

  deinit {
    _ = connection.library.finalize(handle)
  }

  // MARK: - Running

  /// Runs the statement with `parameters` bound, to its end, ignoring any rows.
  public func execute(_ parameters: [SQLiteValue] = []) throws(SQLiteError) {
    defer { finish() }
    try bind(parameters)
    while try step() {}
  }

  /// Runs the statement with `parameters` bound and returns every row it yields.
  public func query(_ parameters: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
    defer { finish() }
    try bind(parameters)
    let columns = 0..<connection.library.columnCount(handle)
    let names = columns.map(columnName)
    var rows: [SQLiteRow] = []
    while try step() {
      // Made room for at once: the 20 columns of a product grew a row's array six times.
      var values: [SQLiteValue] = []
      values.reserveCapacity(columns.count)
      for column in columns { values.append(try value(column, named: names)) }
      rows.append(SQLiteRow(columnNames: names, values: values))
    }
    return rows
  }

  /// Ends the run, whether it reached the last row or not, so that a statement kept for later
  /// holds no read lock meanwhile.
  private func finish() {
    _ = connection.library.reset(handle)  // Its code repeats an error already thrown.
  }

  // MARK: - Binding

  /// Binds `parameters`, one per placeholder in order, in place of the last run's.
  private func bind(_ parameters: [SQLiteValue]) throws(SQLiteError) {
    let library = connection.library
    _ = library.clearBindings(handle)
    let expected = Int(library.parameterCount(handle))
    guard parameters.count == expected else {
      throw .misuse(
        "the statement has \(expected) parameters but was given \(parameters.count): \(sql)")
    }
    for (offset, value) in parameters.enumerated() {
      // Placeholders count from 1; `expected` came from an Int32, so this fits.
      let code = bind(value, at: Int32(offset + 1))
      guard code == SQLiteConstant.ok else { throw connection.error(code) }
    }
  }

  private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
    let library = connection.library
    switch value {
    case .null:
      return library.bindNull(handle, index)
    case .integer(let integer):
      return library.bindInt64(handle, index, integer)
    case .real(let real):
      return library.bindDouble(handle, index, real)
    case .text(let text):
      // The length is given, so NUL characters inside the text are kept.
      return text.withCString {
        library.bindText(
          handle, index, $0, UInt64(text.utf8.count), SQLiteConstant.transient,
          SQLiteConstant.utf8)
      }
    case .blob(let bytes) where bytes.isEmpty:
      // A blob bound from no bytes would be NULL: an empty blob is a zero-length one.
      return library.bindZeroBlob(handle, index, 0)
    case .blob(let bytes):
      return bytes.withUnsafeBytes {
        library.bindBlob(
          handle, index, $0.baseAddress, UInt64($0.count), SQLiteConstant.transient)
      }
    }
  }

  // MARK: - Stepping

  /// Moves to the next row: `true` when there is one, `false` at the end.
  private func step() throws(SQLiteError) -> Bool {
    let code = connection.library.step(handle)
    switch code {
    case SQLiteConstant.row: return true
    case SQLiteConstant.done: return false
    default: throw connection.error(code)
    }
  }

  // MARK: - Reading

  private func columnName(_ column: Int32) -> String {
    connection.library.columnName(handle, column).map { String(cString: $0) } ?? "\(column)"
  }

  /// The value in `column` of the current row.
  private func value(_ column: Int32, named names: [String]) throws(SQLiteError) -> SQLiteValue {
    let library = connection.library
    switch library.columnType(handle, column) {
    case SQLiteConstant.integer: return .integer(library.columnInt64(handle, column))
    case SQLiteConstant.float: return .real(library.columnDouble(handle, column))
    case SQLiteConstant.text:
      // SQLite's order: the pointer first, then the length of what it points to.
      let bytes = try buffer(library.columnText(handle, column).map(UnsafeRawPointer.init), column)
      // Damaged text is reported, not silently repaired; read in place, not copied first.
      guard let text = String(validUTF8: bytes) else {
        throw .columnType(
          column: names[Int(column)], expected: "TEXT", found: "text that is not valid UTF-8")
      }
      return .text(text)
    case SQLiteConstant.blob: return .blob(try bytes(library.columnBlob(handle, column), column))
    default: return .null
    }
  }

  /// A copy of the bytes at `start` that SQLite says `column` holds.
  private func bytes(_ start: UnsafeRawPointer?, _ column: Int32) throws(SQLiteError) -> [UInt8] {
    Array(try buffer(start, column))
  }

  /// The bytes at `start` that SQLite says `column` holds, where SQLite keeps them until the
  /// statement moves on.
  private func buffer(_ start: UnsafeRawPointer?, _ column: Int32) throws(SQLiteError)
    -> UnsafeRawBufferPointer
  {
    let count = Int(connection.library.columnByteCount(handle, column))
    guard count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    // A value SQLite holds comes back as no pointer only when memory ran out.
    guard let start else {
      throw .database(SQLiteResultCode(rawValue: 7), message: "out of memory")
    }
    return UnsafeRawBufferPointer(start: start, count: count)
  }

  /// Whether `tail`, the text after the first statement, holds another statement rather than
  /// only spaces, semicolons and comments.
  private static func holdsStatement(
    _ tail: UnsafePointer<CChar>?, _ library: SQLiteLibrary, _ connection: SQLiteConnection
  ) -> Bool {
    guard let tail, tail.pointee != 0 else { return false }
    var next: OpaquePointer?
    let code = library.prepare(connection.handle, tail, -1, &next, nil)
    _ = library.finalize(next)
    return code != SQLiteConstant.ok || next != nil
  }
}
