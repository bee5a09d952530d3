import Testing

@testable import TaschSQLite

@Suite struct SQLiteStatementTests {
  private let database = SQLiteTestDatabase()

  /// Whether `error` is a misuse of the driver whose explanation starts with `prefix`.
  private func isMisuse(_ error: any Error, startingWith prefix: String) -> Bool {
    guard case .misuse(let explanation) = error as? SQLiteError else { return false }
    return explanation.hasPrefix(prefix)
  }

  static let awkwardValues: [SQLiteValue] = [
    .integer(Int64.min), .integer(Int64.max), .integer(0), .integer(-1),
    .text("O'Brien said \"hi\"; DROP TABLE item; --"), .text("a\0b\0"), .text(""),
    .text("旅行用バックパック 🎒 Größe"), .text("\u{301}\u{FEFF}\r\n\t"),
    .blob([0, 1, 0, 255, 39, 34]), .blob([]), .blob([0]),
    .real(0.1), .real(-0.0), .null,
  ]

  // MARK: - Binding

  @Test(arguments: awkwardValues)
  func aBoundValueComesBackExactly(value: SQLiteValue) throws {
    let connection = try database.openWithItems()

    try connection.execute("INSERT INTO item (value) VALUES (?)", [value])

    #expect(try connection.query("SELECT value FROM item").map { try $0.value(0) } == [value])
  }

  @Test func aBoundValueIsComparedNotExecuted() throws {
    let connection = try database.openWithItems()
    try connection.execute("INSERT INTO item (name) VALUES ('a')")

    let found = try connection.integers(
      "SELECT count(*) FROM item WHERE name = ?", ["a' OR '1'='1"])

    #expect(found == [0])
    #expect(try connection.integers("SELECT count(*) FROM item") == [1])
  }

  @Test func anEmptyTextAndAnEmptyBlobAreNotNull() throws {
    let connection = try database.openWithItems()
    try connection.execute("INSERT INTO item (name, value) VALUES (?, ?)", [.text(""), .blob([])])

    let types = try connection.query("SELECT typeof(name), typeof(value) FROM item")

    #expect(types.map(\.values) == [["text", "blob"]])
  }

  @Test func aPreparedStatementRunsAgainWithNewValues() throws {
    let connection = try database.openWithItems()
    let insert = try connection.prepare("INSERT INTO item (name, value) VALUES (?, ?)")

    for (name, value) in [("a", 1), ("b", 2), ("c", 3)] {
      try insert.execute([.text(name), .integer(Int64(value))])
    }

    let rows = try connection.query("SELECT name, value FROM item ORDER BY id").map {
      "\(try $0.string(0))=\(try $0.int64(1))"
    }
    #expect(rows == ["a=1", "b=2", "c=3"])
  }

  @Test func aQueryCanBeRunAgainFromTheStart() throws {
    let connection = try database.openWithItems()
    try connection.execute("INSERT INTO item (name) VALUES ('a'), ('b')")
    let select = try connection.prepare("SELECT name FROM item WHERE name >= ? ORDER BY name")

    #expect(try select.query(["a"]).map(\.values) == [["a"], ["b"]])
    #expect(try select.query(["b"]).map(\.values) == [["b"]])
  }

  @Test(arguments: [[], [1, 2]] as [[SQLiteValue]])
  func theParametersMustMatchThePlaceholders(parameters: [SQLiteValue]) throws {
    let connection = try database.openWithItems()

    #expect {
      try connection.execute("INSERT INTO item (value) VALUES (?)", parameters)
    } throws: { isMisuse($0, startingWith: "the statement has 1 parameters but was given") }
    #expect(try connection.integers("SELECT count(*) FROM item") == [0])
  }

  @Test func aKeptStatementHoldsNoLockAfterARunThatFailedHalfway() throws {
    let connection = try database.openWithItems()
    try connection.execute("INSERT INTO item (name) VALUES ('fine'), (CAST(x'ff' AS TEXT))")
    let select = try connection.prepare("SELECT name FROM item ORDER BY id")
    #expect(throws: SQLiteError.self) { try select.query() }

    // A checkpoint that must wait for no reader is blocked (1) by any read still open.
    let blocked = try database.open(busyTimeout: .zero).integers("PRAGMA wal_checkpoint(TRUNCATE)")

    #expect(blocked == [0])
  }

  // MARK: - Compiling

  @Test func aSecondStatementIsRefusedNotIgnored() throws {
    let connection = try database.openWithItems()

    #expect {
      try connection.execute("INSERT INTO item (name) VALUES ('a'); DROP TABLE item")
    } throws: { isMisuse($0, startingWith: "one SQL statement expected, found more") }
    #expect(try connection.integers("SELECT count(*) FROM item") == [0])
  }

  @Test func trailingSemicolonsSpacesAndCommentsAreNotAStatement() throws {
    let connection = try database.openWithItems()

    try connection.execute("INSERT INTO item (name) VALUES ('a');  -- the first\n ; ")

    #expect(try connection.integers("SELECT count(*) FROM item") == [1])
  }

  @Test func aSyntaxErrorCarriesSQLitesMessage() throws {
    let connection = try database.openWithItems()

    #expect {
      try connection.prepare("SELEKT 1")
    } throws: { error in
      let error = try #require(error as? SQLiteError)
      return error.code == .error && error.description.contains("syntax error")
    }
  }

  @Test func aUniqueViolationHasItsExtendedCode() throws {
    let connection = try database.openWithItems()
    try connection.execute("INSERT INTO item (name) VALUES ('a')")

    #expect {
      try connection.execute("INSERT INTO item (name) VALUES (?)", ["a"])
    } throws: { error in
      let error = try #require(error as? SQLiteError)
      return error.code == .uniqueConstraint && error.code?.primary == .constraint
        && error.description
          == "SQLite error 2067 (constraint): UNIQUE constraint failed: item.name"
    }
  }
}
