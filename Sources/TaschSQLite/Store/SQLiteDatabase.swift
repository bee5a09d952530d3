import Foundation
import Tasch
import TaschSQLStore
import TaschStoreSupport

/// An SQLite file as the shared store's database: opened on first use (created only to load a
/// catalogue into it), in write-ahead-log mode so readers never wait for the writer, with every
/// unit of work begun `IMMEDIATE` so that writers wait for each other at the start, up to the
/// busy timeout, rather than fail half-way.
///
/// A file this process cannot write — on a read-only mount, in a read-only folder, on a full
/// disk — is opened to read only, for reads; whatever would change it says why it cannot.
final class SQLiteDatabase: SQLDatabase {
  private let path: String
  private let name: String
  private let busyTimeout: Duration
  private let dialect: SQLDialect
  private var session: SQLiteSession?
  /// The file `session` opened.
  private var openedFile: OpenedFile?
  /// How many times the path was found to name another file than the one opened.
  private var generation = 0

  /// The database in the file at `path`, called `name` in messages, spoken to in `dialect`:
  /// tests name one whose trigram tokenizer does not exist, as an old SQLite's would not.
  init(path: String, name: String, busyTimeout: Duration, dialect: SQLDialect = .sqlite) {
    self.path = path
    self.name = name
    self.busyTimeout = busyTimeout
    self.dialect = dialect
  }

  func transaction<Result>(
    _ kind: SQLTransactionKind, _ body: (any SQLSession) throws(ShopError) -> Result
  ) throws(ShopError) -> Result {
    let session = try open(for: kind)
    session.writes = kind != .read
    try session.sizeCache(forLoading: kind == .load)
    do {
      return try session.connection.transaction(kind == .read ? .deferred : .immediate) {
        try body(session)
      }
    } catch let error as ShopError {
      throw error
    } catch {
      throw session.failure(error)
    }
  }

  /// The session for a transaction of `kind`: one that may write, opened on first use; for a
  /// read, one that only reads when the file cannot be opened to write.
  private func open(for kind: SQLTransactionKind) throws(ShopError) -> SQLiteSession {
    // A file deleted, or another moved over it (a backup put back), while the session kept it
    // open would take changes, orders even, that no other process ever sees: a session lasts
    // as long as the path names the file it opened, and then the path is opened again.
    if session != nil, OpenedFile(at: path) != openedFile {
      session = nil
      generation += 1
    }
    if let session, kind == .read || !session.connection.isReadOnly { return session }
    // SQLite would open a pipe and wait on it, or write its journal beside a device.
    if let other = FileKind.nonRegular(at: path) {
      throw .storage("cannot use \(name): \(path.inMessage) is \(other), not a regular file")
    }
    // Nor can it use a folder or a pipe where it keeps a file beside the database, and it says
    // only "unable to open database file" or "disk I/O error".
    for companion in SQLiteSession.companions(of: path) + [path + "-journal"] {
      guard let other = FileKind.nonRegular(at: companion) else { continue }
      throw .storage(
        "cannot use \(name): \(companion.inMessage), which SQLite keeps beside the database, is "
          + "\(other), not a regular file: move it away while no program uses the store")
    }
    // Opening creates a missing file: only loading may, not a typo in a path to read.
    guard kind == .load || FileManager.default.fileExists(atPath: path) else {
      throw .catalogueUnavailable(
        "\(name) does not exist: load a catalogue into it with "
          + "tasch store load CATALOGUE --store \(name)")
    }
    // An empty file holds no shop; opening it to write would make it a database (in WAL
    // mode, a header and all), which a command that only reads must not.
    if kind != .load, FileKind.isEmptyRegularFile(at: path) { throw ShopSchema.noShopYet(in: name) }
    let connection: SQLiteConnection
    do throws(SQLiteError) {
      connection = try SQLiteConnection(path: path, busyTimeout: busyTimeout)
    } catch {
      guard kind == .read, SQLiteSession.keepsFromWriting(error, path: path),
        let reading = try? SQLiteConnection.readOnly(path: path, busyTimeout: busyTimeout)
      else {
        throw SQLiteSession.failure(
          error, name: name, path: path, busyTimeout: busyTimeout, writing: kind != .read)
      }
      connection = reading
    }
    let session = SQLiteSession(
      connection: connection, name: name, busyTimeout: busyTimeout, dialect: dialect,
      generation: generation)
    self.session = session
    openedFile = OpenedFile(at: path)
    return session
  }
}

/// Statements on an open SQLite connection, each compiled once and kept for reuse.
final class SQLiteSession: SQLSession {
  let connection: SQLiteConnection
  let storeName: String
  private let busyTimeout: Duration
  private var statements: [String: SQLiteStatement] = [:]

  let dialect: SQLDialect
  let generation: Int

  init(
    connection: SQLiteConnection, name: String, busyTimeout: Duration,
    dialect: SQLDialect = .sqlite, generation: Int = 0
  ) {
    self.connection = connection
    self.storeName = name
    self.busyTimeout = busyTimeout
    self.dialect = dialect
    self.generation = generation
  }

  func execute(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    do throws(SQLiteError) {
      try statement(sql).execute(values.map(Self.sqliteValue))
      return connection.changes
    } catch {
      throw failure(error)
    }
  }

  /// Every statement is kept prepared already.
  func executePrepared(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> Int {
    try execute(sql, values)
  }

  func query(_ sql: String, _ values: [SQLValue]) throws(ShopError) -> [SQLRow] {
    do throws(SQLiteError) {
      return try statement(sql).query(values.map(Self.sqliteValue)).map { row in
        SQLRow(row.values.map(Self.value), from: storeName)
      }
    } catch {
      throw failure(error)
    }
  }

  // MARK: - Cache

  /// Whether the page cache is the large one a load needs.
  private var hasLoadingCache = false

  /// Sizes the page cache for the transaction to come: 64 MiB of pages for a catalogue's load,
  /// which touches every index at once; SQLite's own 2 MiB otherwise, since a command or a
  /// request reads a few pages of each index, and a larger cache only has the process allocate
  /// and fault in pages it reads once (4,000 ids added to a wish list: 85 → 70 ms).
  func sizeCache(forLoading isLoading: Bool) throws(ShopError) {
    guard isLoading != hasLoadingCache else { return }
    do throws(SQLiteError) {
      try connection.execute("PRAGMA cache_size = \(isLoading ? -65536 : -2000)")
    } catch {
      throw failure(error)
    }
    hasLoadingCache = isLoading
  }

  // MARK: - Errors

  /// Whether the transaction running may write: messages say what could not be done.
  var writes = false

  /// `error` as the shop says it: a lock held too long, a file that cannot be written or read
  /// in the words the JSON store uses, or SQLite's own words, with the store.
  func failure(_ error: any Error) -> ShopError {
    guard let error = error as? SQLiteError else { return .storage("\(storeName): \(error)") }
    return Self.failure(
      error, name: storeName, path: connection.path, busyTimeout: busyTimeout, writing: writes)
  }

  /// `error`, met on the file at `path` of the store `name` while reading, or `writing`, as the
  /// shop says it; `mayWrite` says whether this process may write a file, `isOwn` whether its
  /// user owns it.
  static func failure(
    _ error: SQLiteError, name: String, path: String, busyTimeout: Duration, writing: Bool,
    mayWrite: (String) -> Bool = { access($0, W_OK) == 0 },
    isOwn: (String) -> Bool = { file in
      var status = stat()
      return stat(file, &status) == 0 && status.st_uid == geteuid()
    }
  ) -> ShopError {
    if error.isBusy {
      return .storage(
        "\(name) stayed locked by another program for longer than its busy timeout "
          + "(\(busyTimeout)); nothing was changed, try again")
    }
    if writing, let code = error.code?.primary, fileSystemCodes.contains(code), mayWrite(path),
      case let companions = unwritableCompanions(of: path, mayWrite: mayWrite),
      !companions.isEmpty
    {
      let files = companions.map { ($0 as NSString).lastPathComponent }.joined(separator: " and ")
      let them = companions.count == 1 ? "it" : "them"
      // SQLite makes them with the database's mode: a database that was read-only when it was
      // opened leaves them read-only, this user's own, once it is made writable again.
      if companions.allSatisfy(isOwn) {
        return .storage(
          "cannot save \(name): \(files) beside it cannot be written, made read-only by SQLite "
            + "when the database was: make \(them) writable as the database is, or remove "
            + "\(them) while no program uses the store; nothing was changed")
      }
      return .storage(
        "cannot save \(name): \(files) beside it cannot be written by this user; SQLite leaves "
          + "\(them) to another user who opened the store only to read it, and it keeps every "
          + "other user from writing: remove \(them) while no program uses the store, or let "
          + "every user of the store write it and its folder; nothing was changed")
    }
    // The file system's refusals in the words `SystemError` has for every store.
    guard let reason = fileSystemRefusal(error, path: path) else {
      return .storage("\(name): \(error)")
    }
    return .storage(
      writing
        ? "cannot save \(name): \(reason); nothing was changed" : "cannot read \(name): \(reason)")
  }

  /// The files SQLite keeps beside the database at `path` in WAL mode: its log (`-wal`) and
  /// the index its connections share (`-shm`).
  static func companions(of path: String) -> [String] {
    [path + "-wal", path + "-shm"]
  }

  /// The `companions` of the database at `path` that are there and that `mayWrite` says this
  /// process cannot write.
  static func unwritableCompanions(of path: String, mayWrite: (String) -> Bool) -> [String] {
    companions(of: path).filter { access($0, F_OK) == 0 && !mayWrite($0) }
  }

  /// Whether `error`, met opening the file to write, may leave it readable: the file system
  /// refused the writing, not SQLite the file.
  static func keepsFromWriting(_ error: SQLiteError, path: String) -> Bool {
    fileSystemRefusal(error, path: path)?.forbidsWriting ?? false
  }

  /// The file system's refusal behind `error`, met on the file at `path` — the disk is full,
  /// the file system is read-only, permission is denied; `nil` for SQLite's own failures.
  ///
  /// The `errno` SQLite keeps is that of the last call that failed, which may be a harmless
  /// one after the call that mattered (a look for a log that is not there); one that forbids
  /// writing is believed, and otherwise the system is asked now whether the file and its
  /// folder may be written.
  private static func fileSystemRefusal(_ error: SQLiteError, path: String) -> SystemError? {
    guard let code = error.code?.primary, fileSystemCodes.contains(code) else { return nil }
    if let reported = error.systemError.map(SystemError.init), reported.forbidsWriting {
      return reported
    }
    if code == .full { return SystemError(ENOSPC) }
    let folder = (path as NSString).deletingLastPathComponent
    let place = folder.isEmpty ? "." : folder
    guard access(place, F_OK) == 0 else { return SystemError(errno) }
    if access(path, F_OK) == 0, access(path, W_OK) != 0 { return SystemError(errno) }
    if access(place, W_OK) != 0 { return SystemError(errno) }
    return nil
  }

  /// The codes SQLite reports when the file system refused it.
  private static let fileSystemCodes: Set<SQLiteResultCode> = [
    .permission, .readOnly, .inputOutput, .full, .cannotOpen,
  ]

  // MARK: - Statements and values

  /// The statement for `sql`, compiled on first use; its `$N` placeholders become SQLite's
  /// (`placeholders(_:)`).
  private func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let statement = statements[sql] { return statement }
    // Statements differ only by how many values an IN list takes; a bound keeps them few.
    if statements.count >= 200 { statements.removeAll() }
    let statement = try connection.prepare(Self.placeholders(sql))
    statements[sql] = statement
    return statement
  }

  /// `sql` with its `$N` placeholders written as SQLite's: a bare `?` each when they run `$1`,
  /// `$2`, … in order, each once, which SQLite numbers alike; else `?N` each.
  ///
  /// SQLite compiles each `?N` by looking its number up among the ones before it: a list of
  /// 999 values costs half a million comparisons, where a bare `?` costs none.
  static func placeholders(_ sql: String) -> String {
    // Read as bytes: `$`, `?` and digits are ASCII, and UTF-8 never uses an ASCII byte inside
    // another character, so this is exact for any text, where telling characters apart cost a
    // millisecond for the few statements of 4,000 ids added to a wish list.
    let numbered = numberedPlaceholders(Array(sql.utf8))
    var bare: [UInt8] = []
    bare.reserveCapacity(numbered.count)
    var next = 1
    var rest = numbered.startIndex
    while let mark = numbered[rest...].firstIndex(of: UInt8(ascii: "?")) {
      let digits = numbered[(mark + 1)...].prefix(while: isDigit)
      // Past `numberedPlaceholders`, a `?` that starts no number was in the text itself.
      guard !digits.isEmpty, Int(String(decoding: digits, as: UTF8.self)) == next else {
        return String(decoding: numbered, as: UTF8.self)
      }
      bare.append(contentsOf: numbered[rest...mark])
      next += 1
      rest = digits.endIndex
    }
    bare.append(contentsOf: numbered[rest...])
    return String(decoding: bare, as: UTF8.self)
  }

  /// `sql` with each `$` that starts a number written `?`.
  static func numberedPlaceholders(_ sql: String) -> String {
    String(decoding: numberedPlaceholders(Array(sql.utf8)), as: UTF8.self)
  }

  /// The UTF-8 `sql` with each `$` that starts a number written `?`.
  private static func numberedPlaceholders(_ sql: [UInt8]) -> [UInt8] {
    var numbered = sql
    for index in numbered.indices.dropLast()
    where numbered[index] == UInt8(ascii: "$") && isDigit(numbered[index + 1]) {
      numbered[index] = UInt8(ascii: "?")
    }
    return numbered
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func sqliteValue(_ value: SQLValue) -> SQLiteValue {
    switch value {
    case .null: .null
    case .integer(let integer): .integer(integer)
    case .real(let real): .real(real)
    case .text(let text): .text(text)
    case .bytes(let bytes): .blob(bytes)
    }
  }

  private static func value(_ value: SQLiteValue) -> SQLValue {
    switch value {
    case .null: .null
    case .integer(let integer): .integer(integer)
    case .real(let real): .real(real)
    case .text(let text): .text(text)
    // The stores keep no bytes: a blob where a value should be is damage, refused as such.
    case .blob(let bytes): .bytes(bytes)
    }
  }
}
