import Foundation
import Glibc
import Tasch
import TaschTestSupport
import Testing

@testable import TaschSQLStore
@testable import TaschSQLite

/// The SQLite side of the shared store: placeholders, values and failures as SQLite has them.
@Suite struct SQLiteDatabaseTests {
  @Test func numberedPlaceholdersBecomeSQLitesOwn() {
    #expect(
      SQLiteSession.numberedPlaceholders("SELECT $1, $12 FROM t WHERE a = $1 AND b = '$' || $")
        == "SELECT ?1, ?12 FROM t WHERE a = ?1 AND b = '$' || $")
  }

  @Test func placeholdersInOrderEachOnceAreBare() {
    #expect(
      SQLiteSession.placeholders("SELECT $1, $2 FROM t WHERE a IN ($3, $4) AND b = '$'")
        == "SELECT ?, ? FROM t WHERE a IN (?, ?) AND b = '$'")
    #expect(SQLiteSession.placeholders("SELECT $1, $1") == "SELECT ?1, ?1")
    #expect(SQLiteSession.placeholders("SELECT $2, $1") == "SELECT ?2, ?1")
    #expect(SQLiteSession.placeholders("SELECT $1, '?'") == "SELECT ?1, '?'")
  }

  /// Statements are read as bytes, which is exact beside characters that are not ASCII too.
  @Test func placeholdersAreFoundBesideCharactersThatAreNotASCII() {
    #expect(
      SQLiteSession.placeholders("SELECT $1, 'é$' FROM t WHERE a IN ($2, $3)")
        == "SELECT ?, 'é$' FROM t WHERE a IN (?, ?)")
    #expect(SQLiteSession.placeholders("SELECT $1, 'é', $1") == "SELECT ?1, 'é', ?1")
    #expect(SQLiteSession.placeholders("SELECT $1, '?' || 'é'") == "SELECT ?1, '?' || 'é'")
    #expect(SQLiteSession.placeholders("SELECT $01, $2, '$'") == "SELECT ?, ?, '$'")
    #expect(SQLiteSession.placeholders("SELECT $") == "SELECT $")
    let list = (1...999).map { "$\($0)" }.joined(separator: ", ")
    #expect(
      SQLiteSession.placeholders("SELECT * FROM t WHERE id IN (\(list))")
        == "SELECT * FROM t WHERE id IN (\(repeatElement("?", count: 999).joined(separator: ", ")))"
    )
  }

  @Test func valuesComeBackAsTheyWentIn() throws {
    let database = SQLiteTestDatabase()
    let session = SQLiteSession(
      connection: try database.open(), name: "sqlite:test", busyTimeout: .seconds(1))
    let values: [SQLValue] = [.null, .integer(-42), .real(0.1), .text("旅行 🎒 \u{0}")]

    let row = try #require(try session.query("SELECT $1, $2, $3, $4", values).first)

    #expect(row.values == values)
    #expect(try row.int64(1) == -42 && row.double(2) == 0.1 && row.string(3) == "旅行 🎒 \u{0}")
    #expect(
      throws: ShopError.storage("sqlite:test holds damaged data: column 4 should hold an integer")
    ) {
      try row.int64(3)
    }
  }

  @Test func onlyALoadRunsWithTheLargePageCache() throws {
    let file = SQLiteTestDatabase()
    let database = SQLiteDatabase(path: file.path, name: "sqlite:test", busyTimeout: .seconds(1))
    func cacheSize(in kind: SQLTransactionKind) throws -> Int64? {
      try database.transaction(kind) { (session) throws(ShopError) in
        try session.query("PRAGMA cache_size", []).first?.int64(0)
      }
    }

    let sizes = try [.load, .read, .write, .load, .load, .read].map(cacheSize(in:))

    #expect(sizes == [-65536, -2000, -2000, -65536, -65536, -2000])
  }

  /// What the JSON store says of the same failures of the file system (`SystemError`), where
  /// SQLite says "disk I/O error" or "unable to open database file".
  @Test(arguments: [
    (
      SQLiteError.database(
        SQLiteResultCode(rawValue: 4874), message: "disk I/O error", systemError: ENOSPC),
      false, "cannot read sqlite:x.db: the disk is full"
    ),
    (
      .database(.full, message: "database or disk is full"), true,
      "cannot save sqlite:x.db: the disk is full; nothing was changed"
    ),
    (
      .database(.cannotOpen, message: "unable to open database file", systemError: EROFS), false,
      "cannot read sqlite:x.db: the file system is read-only"
    ),
    (
      .database(SQLiteResultCode(rawValue: 1032), message: "readonly", systemError: EROFS), true,
      "cannot save sqlite:x.db: the file system is read-only; nothing was changed"
    ),
    (
      .database(.cannotOpen, message: "unable to open database file", systemError: EACCES), true,
      "cannot save sqlite:x.db: permission denied; nothing was changed"
    ),
    (
      .database(.error, message: "no such table: shops"), false,
      "sqlite:x.db: SQLite error 1 (error): no such table: shops"
    ),
  ])
  func aFileSystemsRefusalIsSaidAsTheJSONStoreSaysIt(
    error: SQLiteError, writing: Bool, message: String
  ) {
    #expect(
      SQLiteSession.failure(
        error, name: "sqlite:x.db", path: "x.db", busyTimeout: .seconds(5), writing: writing)
        == .storage(message))
  }

  /// Another user who could only read a shared store leaves SQLite's log and shared index
  /// beside it, theirs: a write refused then names them and says what to do.
  @Test func companionsAnotherUserLeftAreNamedWhenTheyKeepAWriteOut() throws {
    let database = SQLiteTestDatabase()
    for suffix in ["-wal", "-shm"] {
      #expect(FileManager.default.createFile(atPath: database.path + suffix, contents: Data()))
    }
    let refusal = SQLiteError.database(
      SQLiteResultCode(rawValue: 8), message: "attempt to write a readonly database")
    let theirs = { (file: String) in file == database.path }

    let message = SQLiteSession.failure(
      refusal, name: "sqlite:s.db", path: database.path, busyTimeout: .seconds(5),
      writing: true, mayWrite: theirs, isOwn: { _ in false })
    let own = SQLiteSession.failure(
      refusal, name: "sqlite:s.db", path: database.path, busyTimeout: .seconds(5),
      writing: true, mayWrite: theirs, isOwn: { _ in true })
    let name = (database.path as NSString).lastPathComponent

    #expect(
      message.message.hasPrefix(
        "cannot save sqlite:s.db: \(name)-wal and \(name)-shm beside it cannot be written by "
          + "this user;"))
    // Found by attack: the user's own, left read-only by SQLite while the database was, were
    // said to be another user's, who had opened the store only to read it.
    #expect(
      own.message
        == "cannot save sqlite:s.db: \(name)-wal and \(name)-shm beside it cannot be written, "
        + "made read-only by SQLite when the database was: make them writable as the database "
        + "is, or remove them while no program uses the store; nothing was changed")
    #expect(
      SQLiteSession.failure(
        refusal, name: "sqlite:s.db", path: database.path, busyTimeout: .seconds(5),
        writing: true, mayWrite: { _ in true }
      ).message.contains("beside it") == false)
  }

  @Test func onlyTheFileSystemsRefusalsMayLeaveAFileReadable() {
    let refusals: [SQLiteError] = [
      .database(.cannotOpen, message: "", systemError: EPERM),
      .database(SQLiteResultCode(rawValue: 4874), message: "", systemError: ENOSPC),
      .database(.full, message: ""),
    ]
    let others: [SQLiteError] = [
      .database(.notADatabase, message: ""), .database(.busy, message: ""),
      .database(.cannotOpen, message: "", systemError: ENOENT), .misuse(""),
    ]

    #expect(refusals.allSatisfy { SQLiteSession.keepsFromWriting($0, path: "x.db") })
    #expect(!others.contains { SQLiteSession.keepsFromWriting($0, path: "x.db") })
  }

  /// A file deleted, or another moved over it, while a process keeps a session open: the
  /// session reads and changes whatever the path names now, never the file no one else sees.
  @Test func aSessionFollowsThePathWhenItsFileIsDeletedOrReplaced() throws {
    let file = SQLiteTestDatabase()
    let database = SQLiteDatabase(path: file.path, name: "sqlite:test", busyTimeout: .seconds(1))
    func write(_ value: String) throws {
      try database.transaction(.load) { (session) throws(ShopError) in
        _ = try session.execute("CREATE TABLE IF NOT EXISTS item (value TEXT)", [])
        _ = try session.execute("INSERT INTO item VALUES ($1)", [.text(value)])
      }
    }
    func values() throws -> [SQLValue] {
      try database.transaction(.read) { (session) throws(ShopError) in
        try session.query("SELECT value FROM item", []).map { $0.values[0] }
      }
    }
    try write("old")
    let other = SQLiteTestDatabase()
    do {
      // Closed before it is moved, so that nothing of it stays in a log beside it.
      let connection = try other.open()
      try connection.execute("CREATE TABLE kept (value TEXT)")
      try connection.execute("INSERT INTO kept VALUES ('new')")
    }

    // The old file's log goes with it, as SQLite asks of whoever replaces a database.
    for suffix in ["-wal", "-shm"] { unlink(file.path + suffix) }
    #expect(rename(other.path, file.path) == 0)
    let afterReplacing = try database.transaction(.read) { (session) throws(ShopError) in
      try session.query("SELECT value FROM kept", []).map { $0.values[0] }
    }
    for suffix in ["", "-wal", "-shm"] { unlink(file.path + suffix) }

    #expect(afterReplacing == [.text("new")])
    #expect(
      throws: ShopError.catalogueUnavailable(
        "sqlite:test does not exist: load a catalogue into it with "
          + "tasch store load CATALOGUE --store sqlite:test")
    ) {
      try database.transaction(.write) { (session) throws(ShopError) in
        _ = try session.execute("INSERT INTO item VALUES ($1)", [.text("lost")])
      }
    }
    #expect(throws: ShopError.self) { try values() }
  }
}
