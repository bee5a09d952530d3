import Glibc
import TaschTestSupport
import Testing

@testable import TaschSQLite

/// A file in a folder this process cannot write is still read: with the changes its log holds
/// while a writer keeps it, or alone once every writer closed it.
@Suite struct SQLiteConnectionReadOnlyTests {
  private let database = SQLiteTestDatabase()

  @Test(.enabled(if: ReadOnlyFolder.canBeMade, "no folder here can be kept from this process"))
  func aClosedFileInAFolderItCannotWriteIsReadAlone() throws {
    try database.openWithItems().execute("INSERT INTO item (name) VALUES ('kept')")
    try #require(!SQLiteConnection.holdsLoggedChanges(database.path))
    let folder = try ReadOnlyFolder(database.folder.path)
    defer { folder.restore() }

    #expect(throws: SQLiteError.self) { try database.open() }
    let reader = try SQLiteConnection.readOnly(path: database.path)

    #expect(reader.isReadOnly)
    #expect(try reader.strings("SELECT name FROM item") == ["kept"])
    #expect(throws: SQLiteError.self) { try reader.execute("INSERT INTO item (name) VALUES ('x')") }
  }

  @Test(.enabled(if: ReadOnlyFolder.canBeMade, "no folder here can be kept from this process"))
  func aFileAWriterKeepsOpenIsReadWithTheChangesInItsLog() throws {
    let writer = try database.openWithItems()
    try writer.execute("PRAGMA wal_autocheckpoint = 0")
    try writer.execute("INSERT INTO item (name) VALUES ('logged')")
    try #require(SQLiteConnection.holdsLoggedChanges(database.path))
    let folder = try ReadOnlyFolder(database.folder.path)
    defer { folder.restore() }

    let reader = try SQLiteConnection.readOnly(path: database.path)

    #expect(try reader.strings("SELECT name FROM item") == ["logged"])
    withExtendedLifetime(writer) {}
  }

  @Test func aFileIsNamedByAURIWhoseQueryNothingInItsPathCanStart() {
    #expect(SQLiteConnection.immutableURI("shop.db") == "file:shop.db?immutable=1")
    #expect(
      SQLiteConnection.immutableURI("/srv/50%?#1.db")
        == "file:///srv/50%25%3f%231.db?immutable=1")
    #expect(SQLiteConnection.immutableURI("//host/shop.db") == "file:////host/shop.db?immutable=1")
  }
}
