import Testing

@testable import TaschPostgreSQL

@Suite(.needsPostgreSQLServer) struct PostgreSQLConnectionTransactionTests {
  private struct Refusal: Error {}

  /// Runs `body` with a connection to a fresh schema that has `item(id, name UNIQUE, value)`
  /// holding item 1.
  private func withItems(
    _ body: (PostgreSQLConnection, PostgreSQLTestSchema) throws -> Void
  ) throws {
    try PostgreSQLTestServer.withSchema { schema throws in
      let connection = try schema.connect()
      try connection.executeScript(
        """
        CREATE TABLE item (id bigint PRIMARY KEY, name text UNIQUE, value bigint);
        INSERT INTO item (id, name, value) VALUES (1, 'first', 0)
        """)
      try body(connection, schema)
    }
  }

  private func names(_ connection: PostgreSQLConnection) throws -> [String?] {
    try connection.execute("SELECT name FROM item ORDER BY id").rows.map { try $0.value(0) }
  }

  @Test func commitsWhenTheBodyReturns() throws {
    try withItems { (connection, schema) throws in
      let result = try connection.transaction {
        try connection.execute("INSERT INTO item (id, name) VALUES (2, $1)", ["second"])
        return 42
      }

      #expect(result == 42)
      #expect(try names(schema.connect()) == ["first", "second"])
      #expect(!connection.isInTransaction)
    }
  }

  @Test func rollsBackWhenTheBodyThrowsAndRethrowsItsError() throws {
    try withItems { (connection, _) throws in
      #expect(throws: Refusal.self) {
        try connection.transaction {
          try connection.execute("INSERT INTO item (id, name) VALUES (2, 'second')")
          throw Refusal()
        }
      }

      #expect(try names(connection) == ["first"])
      #expect(!connection.isInTransaction)
    }
  }

  @Test func rollsBackWhenAStatementInsideFails() throws {
    try withItems { (connection, _) throws in
      #expect {
        try connection.transaction {
          try connection.execute("INSERT INTO item (id, name) VALUES (2, 'second')")
          try connection.execute("INSERT INTO item (id, name) VALUES (3, 'first')")
        }
      } throws: { error in
        (error as? PostgreSQLError)?.sqlState == .uniqueViolation
      }

      #expect(try names(connection) == ["first"])
    }
  }

  @Test func aSwallowedFailureCannotCommit() throws {
    try withItems { (connection, _) throws in
      #expect {
        try connection.transaction {
          try connection.execute("INSERT INTO item (id, name) VALUES (2, 'second')")
          _ = try? connection.execute("INSERT INTO item (id, name) VALUES (3, 'first')")
        }
      } throws: { error in
        (error as? PostgreSQLError)?.sqlState == .inFailedTransaction
      }

      #expect(try names(connection) == ["first"])
      #expect(!connection.isInTransaction)
    }
  }

  @Test func aTransactionInsideAnotherIsRefused() throws {
    try withItems { (connection, _) throws in
      #expect(throws: PostgreSQLError.misuse("a transaction is already open")) {
        try connection.transaction {
          try connection.transaction {}
        }
      }
      #expect(!connection.isInTransaction)
    }
  }

  @Test func runsAtTheIsolationLevelAskedFor() throws {
    try withItems { (connection, _) throws in
      let level = try connection.transaction(.serializable) {
        try connection.execute("SHOW transaction_isolation").rows.first?.string(0)
      }

      #expect(level == "serializable")
    }
  }

  @Test func aReadOnlyTransactionRefusesWrites() throws {
    try withItems { (connection, _) throws in
      #expect {
        try connection.transaction(.repeatableRead, readOnly: true) {
          try connection.execute("UPDATE item SET value = 2 WHERE id = 1")
        }
      } throws: { error in
        (error as? PostgreSQLError)?.sqlState == SQLState(rawValue: "25006")
      }

      #expect(try connection.execute("SELECT value FROM item").rows.first?.int64(0) == 0)
    }
  }

  @Test func aConcurrentUpdateIsASerializationFailure() throws {
    try withItems { (connection, schema) throws in
      let other = try schema.connect()

      #expect {
        try connection.transaction(.repeatableRead) {
          _ = try connection.execute("SELECT value FROM item WHERE id = 1")
          try other.execute("UPDATE item SET value = 1 WHERE id = 1")
          try connection.execute("UPDATE item SET value = 2 WHERE id = 1")
        }
      } throws: { error in
        let sqlState = (error as? PostgreSQLError)?.sqlState
        return sqlState == .serializationFailure && sqlState?.isTransactionRollback == true
      }

      #expect(try connection.execute("SELECT value FROM item").rows.first?.int64(0) == 1)
    }
  }

  /// Found by attack: a connection lost once COMMIT was sent said that nothing was changed,
  /// though the order was placed; the outcome is not known, and is said so.
  @Test func aConnectionLostAsTheTransactionIsCommittedLeavesItsOutcomeUnknown() throws {
    try withItems { (connection, schema) throws in
      let pid = try connection.execute("SELECT pg_backend_pid()").rows.first?.int64(0)

      #expect {
        try connection.transaction {
          try connection.execute("INSERT INTO item (id, name) VALUES (2, 'second')")
          try schema.connect().execute("SELECT pg_terminate_backend($1)", [.integer(pid ?? 0)])
        }
      } throws: { error in
        guard case .connectionLostWhileCommitting = error as? PostgreSQLError else { return false }
        return true
      }
    }
  }

  @Test func aLostConnectionInsideATransactionIsReportedAsLost() throws {
    try withItems { (connection, schema) throws in
      let pid = try connection.execute("SELECT pg_backend_pid()").rows.first?.int64(0)

      #expect {
        try connection.transaction {
          try connection.execute("INSERT INTO item (id, name) VALUES (2, 'second')")
          try schema.connect().execute("SELECT pg_terminate_backend($1)", [.integer(pid ?? 0)])
          try connection.execute("INSERT INTO item (id, name) VALUES (3, 'third')")
        }
      } throws: { error in
        guard case .connectionLost = error as? PostgreSQLError else { return false }
        return true
      }

      #expect(try names(schema.connect()) == ["first"])
    }
  }
}
