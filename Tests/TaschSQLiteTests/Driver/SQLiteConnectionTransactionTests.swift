import Testing

@testable import TaschSQLite

@Suite struct SQLiteConnectionTransactionTests {
  private struct Refusal: Error {}

  private let database = SQLiteTestDatabase()
  private let connection: SQLiteConnection

  init() throws {
    connection = try database.openWithItems()
  }

  private func names(_ connection: SQLiteConnection? = nil) throws -> [String] {
    try (connection ?? self.connection).strings("SELECT name FROM item ORDER BY id")
  }

  @Test func commitsWhenTheBodyReturns() throws {
    let result = try connection.transaction {
      try connection.execute("INSERT INTO item (name) VALUES (?)", ["a"])
      return 42
    }

    #expect(result == 42)
    #expect(try names(database.open()) == ["a"])
    #expect(!connection.isInTransaction)
  }

  @Test func rollsBackWhenTheBodyThrowsAndRethrowsItsError() throws {
    #expect(throws: Refusal.self) {
      try connection.transaction {
        try connection.execute("INSERT INTO item (name) VALUES (?)", ["a"])
        throw Refusal()
      }
    }

    #expect(try names().isEmpty)
    #expect(!connection.isInTransaction)
  }

  @Test func rollsBackWhenAStatementInsideFails() throws {
    try connection.execute("INSERT INTO item (name) VALUES ('taken')")

    #expect {
      try connection.transaction {
        try connection.execute("INSERT INTO item (name) VALUES (?)", ["new"])
        try connection.execute("INSERT INTO item (name) VALUES (?)", ["taken"])
      }
    } throws: { error in
      (error as? SQLiteError)?.code == .uniqueConstraint
    }
    #expect(try names() == ["taken"])
  }

  @Test func rollsBackWhenTheCommitFails() throws {
    try connection.execute(
      """
      CREATE TABLE review (item INTEGER REFERENCES item (id) DEFERRABLE INITIALLY DEFERRED)
      """)

    #expect {
      try connection.transaction {
        try connection.execute("INSERT INTO item (name) VALUES ('a')")
        // Checked only at COMMIT: item 99 does not exist.
        try connection.execute("INSERT INTO review (item) VALUES (99)")
      }
    } throws: { error in
      (error as? SQLiteError)?.code?.primary == .constraint
    }
    #expect(!connection.isInTransaction)
    #expect(try names().isEmpty)
  }

  @Test func aSecondWriterIsBusyUntilTheFirstCommits() throws {
    let second = try database.open(busyTimeout: .milliseconds(5))

    try connection.transaction {
      #expect {
        try second.transaction { try second.execute("INSERT INTO item (name) VALUES ('b')") }
      } throws: { error in
        (error as? SQLiteError)?.isBusy == true
      }
      try connection.execute("INSERT INTO item (name) VALUES ('a')")
    }
    try second.transaction { try second.execute("INSERT INTO item (name) VALUES ('b')") }

    #expect(try names() == ["a", "b"])
  }

  @Test func aDeferredTransactionReadsOneSnapshot() throws {
    let writer = try database.open()

    let counts = try connection.transaction(.deferred) {
      let before = try connection.integers("SELECT count(*) FROM item")
      try writer.execute("INSERT INTO item (name) VALUES ('meanwhile')")
      let after = try connection.integers("SELECT count(*) FROM item")
      return before + after
    }

    #expect(counts == [0, 0])
    #expect(try names() == ["meanwhile"])
  }
}
