import Glibc
import TaschTestSupport
import Testing

@testable import TaschPostgreSQL

/// Connecting, and what needs no server: a refused connection, a missing libpq.
@Suite struct PostgreSQLConnectionTests {
  @Test func aMissingLibPQNamesTheDebianPackage() {
    #expect {
      try PostgreSQLConnection(
        url: PostgreSQLURL("postgresql:///shop"), library: LibPQ.load(named: "libpq-missing.so.5"))
    } throws: { error in
      guard case .libraryUnavailable(let cause) = error as? PostgreSQLError else { return false }
      return cause.library == "libpq-missing.so.5"
        && "\(error)".hasPrefix("PostgreSQL is unavailable: cannot load libpq-missing.so.5")
        && "\(error)".hasSuffix("install the Debian package libpq5 (apt-get install libpq5)")
    }
  }

  @Test(.needsLibPQ) func noServerOnTheSocketIsAClearErrorWithoutThePassword() throws {
    let folder = TemporaryFolder()
    let url = "postgresql://shop:s3cret@/shop?host=\(folder.path)"

    #expect {
      try PostgreSQLConnection(url: url)
    } throws: { error in
      guard case .connectionFailed(let message) = error as? PostgreSQLError else { return false }
      return message.hasPrefix(
        "cannot connect to postgresql://shop:***@/shop?host=\(folder.path): ")
        && message.contains("\(folder.path)/.s.PGSQL.5432")
        && message.contains("No such file or directory")
        && !message.contains("s3cret")
    }
  }

  @Test(.needsLibPQ) func libPQsQuoteOfAMalformedURLLosesThePassword() {
    #expect {
      try PostgreSQLConnection(url: "postgresql://shop:s3%63ret@[::1/shop")
    } throws: { error in
      guard case .connectionFailed(let message) = error as? PostgreSQLError else { return false }
      // libpq quotes the whole URL, password and all.
      return message.hasSuffix("in URI: \"postgresql://shop:***@[::1/shop\"")
        && !message.contains("s3")
    }
  }
}

/// Statements against a real server.
@Suite(.needsPostgreSQLServer) struct PostgreSQLConnectionServerTests {
  private static let createItems =
    "CREATE TABLE item (id bigint PRIMARY KEY, name text UNIQUE, picture bytea, note text)"

  @Test(arguments: [
    "O'Brien said \"hi\"; DROP TABLE item; --", "", "旅行用バックパック 🎒 Größe",
    "\u{301}\u{FEFF}\r\n\t\\x00", String(repeating: "long ", count: 10_000),
  ])
  func textComesBackExactly(text: String) throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      try connection.execute("INSERT INTO item (id, note) VALUES ($1, $2)", [1, .text(text)])

      #expect(try connection.execute("SELECT note FROM item").rows.map(\.values) == [[text]])
    }
  }

  @Test(arguments: [Int64.min, Int64.max, 0, -1])
  func integersComeBackExactly(integer: Int64) throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      try connection.execute("INSERT INTO item (id) VALUES ($1)", [.integer(integer)])

      #expect(try connection.execute("SELECT id FROM item").rows.first?.int64(0) == integer)
    }
  }

  @Test(arguments: [[0, 1, 0, 255, 39, 34, 92], [], [0]] as [[UInt8]])
  func bytesWithNulsComeBackExactly(bytes: [UInt8]) throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      try connection.execute("INSERT INTO item (id, picture) VALUES (1, $1)", [.bytes(bytes)])

      #expect(try connection.execute("SELECT picture FROM item").rows.first?.bytes(0) == bytes)
    }
  }

  @Test func nullAndEmptyTextAreDifferent() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      try connection.execute(
        "INSERT INTO item (id, name, note) VALUES (1, $1, $2), (2, $3, $4)", ["", nil, nil, ""])

      let rows = try connection.execute("SELECT name, note FROM item ORDER BY id").rows
      #expect(rows.map(\.values) == [["", nil], [nil, ""]])
      #expect(rows.first?.columnNames == ["name", "note"])
    }
  }

  @Test func aParameterIsComparedNotExecuted() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      try connection.execute("INSERT INTO item (id, name) VALUES (1, 'a')")

      let found = try connection.execute(
        "SELECT count(*) FROM item WHERE name = $1", ["a' OR '1'='1"])

      #expect(try found.rows.first?.int64(0) == 0)
    }
  }

  @Test func textWithANulCharacterIsRefusedNotCutShort() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      #expect(
        throws: PostgreSQLError.misuse(
          "parameter $2 contains a NUL character, which text cannot hold")
      ) {
        try connection.execute("INSERT INTO item (id, note) VALUES ($1, $2)", [1, "a\0b"])
      }
      #expect(try connection.execute("SELECT * FROM item").rows.isEmpty)
    }
  }

  @Test func countsTheRowsAStatementChanged() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      let inserted = try connection.execute(
        "INSERT INTO item (id) SELECT generate_series(1, $1::int)", [5])
      let updated = try connection.execute("UPDATE item SET note = 'x' WHERE id > $1", [2])
      let created = try connection.execute("CREATE INDEX item_note ON item (note)")

      #expect(inserted.affectedRowCount == 5)
      #expect(updated.affectedRowCount == 3)
      #expect(created.affectedRowCount == 0)
    }
  }

  @Test func aUniqueViolationCarriesItsSQLStateAndTheServersMessage() throws {
    try PostgreSQLTestServer.withTables(Self.createItems) { connection throws in
      try connection.execute("INSERT INTO item (id, name) VALUES (1, 'Carrier')")

      #expect {
        try connection.execute("INSERT INTO item (id, name) VALUES (2, $1)", ["Carrier"])
      } throws: { error in
        guard case .server(let sqlState, let message) = error as? PostgreSQLError else {
          return false
        }
        return sqlState == .uniqueViolation
          && message == "duplicate key value violates unique constraint \"item_name_key\" "
            + "(Key (name)=(Carrier) already exists.)"
      }
    }
  }

  @Test func aSyntaxErrorCarriesItsSQLState() throws {
    try PostgreSQLTestServer.withSchema { schema throws in
      #expect {
        try schema.connect().execute("SELEKT 1")
      } throws: { error in
        (error as? PostgreSQLError)?.sqlState == .syntaxError
      }
    }
  }

  @Test func aScriptRunsEveryStatement() throws {
    try PostgreSQLTestServer.withSchema { schema throws in
      let connection = try schema.connect()

      try connection.executeScript(
        "\(Self.createItems); INSERT INTO item (id) VALUES (1); INSERT INTO item (id) VALUES (2)")

      #expect(try connection.execute("SELECT count(*) FROM item").rows.first?.int64(0) == 2)
    }
  }

  /// Found by attack: a server that stopped answering (its backend stopped, its machine gone)
  /// held a statement, and every request of `tasch serve` queued behind it, for ever.
  @Test(.enabled(if: geteuid() == 0, "only root may stop the server's backend"))
  func aServerThatDoesNotAnswerWithinTheDeadlineIsALostConnection() throws {
    try PostgreSQLTestServer.withSchema { schema throws in
      let connection = try schema.connect()
      let pid = try #require(try connection.execute("SELECT pg_backend_pid()").rows.first?.int64(0))
      connection.answerDeadline = .milliseconds(300)

      #expect(kill(pid_t(pid), SIGSTOP) == 0)
      defer { kill(pid_t(pid), SIGCONT) }
      let error = #expect(throws: PostgreSQLError.self) { try connection.execute("SELECT 1") }

      #expect(error == .connectionLost("the server did not answer within 0.3 seconds"))
      // Found by review: libpq must find the connection broken, for the store to make another.
      #expect(!connection.isConnected)
    }
  }

  @Test func aSessionTheServerEndsIsALostConnection() throws {
    try PostgreSQLTestServer.withSchema { schema throws in
      let connection = try schema.connect()
      let pid = try connection.execute("SELECT pg_backend_pid()").rows.first?.int64(0)

      try schema.connect().execute("SELECT pg_terminate_backend($1)", [.integer(pid ?? 0)])

      for _ in 1...2 {
        #expect {
          try connection.execute("SELECT 1")
        } throws: { error in
          guard case .connectionLost = error as? PostgreSQLError else { return false }
          return true
        }
      }
      #expect(!connection.isInTransaction)
    }
  }
}
