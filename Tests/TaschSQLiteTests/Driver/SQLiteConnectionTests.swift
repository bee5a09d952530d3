import Glibc
import TaschTestSupport
import Testing

@testable import TaschSQLite

@Suite struct SQLiteConnectionTests {
  private let database = SQLiteTestDatabase()

  // MARK: - Opening

  @Test func createsAMissingFileAndKeepsWhatIsWritten() throws {
    try database.openWithItems().execute("INSERT INTO item (name) VALUES (?)", ["Carrier"])

    let names = try database.open().strings("SELECT name FROM item")

    #expect(names == ["Carrier"])
    #expect(try database.folder.entries().contains("shop.sqlite"))
  }

  @Test func opensInWriteAheadLogModeWithFullSyncAndForeignKeys() throws {
    let connection = try database.open()

    #expect(try connection.strings("PRAGMA journal_mode") == ["wal"])
    #expect(try connection.integers("PRAGMA synchronous") == [2])
    #expect(try connection.integers("PRAGMA foreign_keys") == [1])
  }

  /// A SQLite built to read URIs would open `file:/…/shop.sqlite` as the file `/…/shop.sqlite`,
  /// where the store's own checks look at the relative path `file:/…`.
  @Test func aPathThatLooksLikeAURINamesTheFileOfThatName() throws {
    let uriLike = "file:" + database.folder.file("shop.sqlite") + "?mode=rwc"

    #expect(throws: SQLiteError.self) { try SQLiteConnection(path: uriLike) }
    #expect(throws: SQLiteError.self) { try SQLiteConnection.readOnly(path: uriLike) }
    #expect(try !database.folder.entries().contains("shop.sqlite"))
    #expect(
      SQLiteConnection.fileURI("file:shop.db?mode=memory") == "file:file:shop.db%3fmode=memory")
  }

  @Test func aFolderThatDoesNotExistCannotBeOpened() {
    let path = database.folder.file("missing/shop.sqlite")

    #expect {
      try SQLiteConnection(path: path)
    } throws: { error in
      let error = try #require(error as? SQLiteError)
      return error.code?.primary == .cannotOpen && error.description.contains(path)
    }
  }

  @Test func aFileThatIsNotADatabaseIsReportedSo() throws {
    let path = try database.folder.write(
      String(repeating: "{\"products\": []}\n", count: 50), to: "shop.json")

    #expect {
      try SQLiteConnection(path: path)
    } throws: { error in
      (error as? SQLiteError)?.code?.primary == .notADatabase
    }
  }

  @Test func aPathWithANulCharacterIsRefusedNotCutShort() throws {
    let path = database.folder.file("shop.sqlite\0.json")

    #expect(throws: SQLiteError.misuse("the database path contains a NUL character")) {
      try SQLiteConnection(path: path)
    }
    #expect(try database.folder.entries().isEmpty)
  }

  @Test func aMissingLibraryNamesTheDebianPackage() {
    #expect {
      try SQLiteConnection(
        path: database.path, busyTimeout: .seconds(1),
        library: SQLiteLibrary.load(named: "libsqlite3-missing.so.0"))
    } throws: { error in
      guard case .libraryUnavailable(let cause) = error as? SQLiteError else { return false }
      return cause.library == "libsqlite3-missing.so.0"
        && "\(error)".contains("install the Debian package libsqlite3-0")
    }
  }

  @Test(arguments: [
    (Duration.milliseconds(5), Int32(5)),
    (.microseconds(2500), 2),
    (.seconds(-1), 0),
    (.seconds(Int64.max), Int32.max),
    (.seconds(2_147_483), 2_147_483_000),
    (.milliseconds(2_147_483_648), Int32.max),
  ])
  func busyTimeoutsAreWholeMillisecondsWithinRange(duration: Duration, milliseconds: Int32) {
    #expect(SQLiteConnection.milliseconds(duration) == milliseconds)
  }

  // MARK: - Changes

  @Test func countsChangedRowsAndTellsTheLastRowID() throws {
    let connection = try database.openWithItems()
    try connection.execute("INSERT INTO item (name) VALUES ('a'), ('b'), ('c')")
    #expect(connection.lastInsertedRowID == 3)

    try connection.execute("UPDATE item SET value = 1 WHERE id >= ?", [2])

    #expect(connection.changes == 2)
  }

  // MARK: - Locks

  @Test func aWriterWaitsOnlyUntilTheBusyTimeoutThenGetsABusyError() throws {
    let holder = try database.openWithItems()
    let waiter = try database.open(busyTimeout: .milliseconds(5))
    try holder.execute("BEGIN IMMEDIATE")
    defer { try? holder.execute("ROLLBACK") }

    #expect {
      try waiter.execute("INSERT INTO item (name) VALUES (?)", ["late"])
    } throws: { error in
      let error = try #require(error as? SQLiteError)
      return error.isBusy && !error.isLocked && error.code == .busy
    }
  }

  @Test func aReaderIsNotBlockedByAWriter() throws {
    let writer = try database.openWithItems()
    try writer.execute("INSERT INTO item (name) VALUES ('before')")
    let reader = try database.open(busyTimeout: .zero)
    try writer.execute("BEGIN IMMEDIATE")
    defer { try? writer.execute("ROLLBACK") }
    try writer.execute("INSERT INTO item (name) VALUES ('uncommitted')")

    #expect(try reader.strings("SELECT name FROM item") == ["before"])
  }
}
