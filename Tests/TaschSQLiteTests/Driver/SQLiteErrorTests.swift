import Testing

@testable import TaschSQLite

@Suite struct SQLiteErrorTests {
  @Test func anExtendedCodeCarriesItsPrimaryCode() {
    #expect(SQLiteResultCode.uniqueConstraint.primary == .constraint)
    #expect(SQLiteResultCode(rawValue: 517).primary == .busy)  // SQLITE_BUSY_SNAPSHOT
    #expect(SQLiteResultCode(rawValue: 262).primary == .locked)  // SQLITE_LOCKED_SHAREDCACHE
  }

  @Test func busyAndLockedAreTold() {
    let busy = SQLiteError.database(SQLiteResultCode(rawValue: 517), message: "")
    let locked = SQLiteError.database(.locked, message: "")

    #expect(busy.isBusy && !busy.isLocked)
    #expect(locked.isLocked && !locked.isBusy)
    #expect(!SQLiteError.misuse("").isBusy && SQLiteError.misuse("").code == nil)
  }

  @Test func describesTheCodeAndSQLitesMessage() {
    #expect(
      SQLiteError.database(.busy, message: "database is locked").description
        == "SQLite error 5 (busy): database is locked")
    #expect(
      SQLiteError.database(SQLiteResultCode(rawValue: 99), message: "?").description
        == "SQLite error 99 (code 99): ?")
    #expect(
      SQLiteError.writeAheadLogUnavailable(journalMode: "delete").description
        == "the database cannot use write-ahead logging; its journal mode stays delete")
  }
}
