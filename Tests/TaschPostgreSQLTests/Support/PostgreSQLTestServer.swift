import Foundation
import Testing

@testable import TaschPostgreSQL

/// The PostgreSQL server the tests use: the one `.ci/postgres start` started, found through
/// `TASCH_TEST_POSTGRES_URL`.
///
/// Without it the tests that need it are skipped, saying why, unless `TASCH_REQUIRE_POSTGRES=1`
/// (as in CI): then they run and fail.
enum PostgreSQLTestServer {
  private static let environment = ProcessInfo.processInfo.environment

  /// The server's URL, when there is one.
  static let url = environment["TASCH_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

  /// Whether a missing server or libpq is a failure rather than a reason to skip.
  static let isRequired = environment["TASCH_REQUIRE_POSTGRES"] == "1"

  /// Whether libpq can be loaded on this machine.
  static let hasLibPQ = (try? LibPQ.system.get()) != nil

  /// A new connection to the server.
  static func connect() throws -> PostgreSQLConnection {
    guard let url else { throw ServerMissing() }
    return try PostgreSQLConnection(url: url)
  }

  /// Whether `pg_trgm` is in the database, added once in `public` before any test's schema.
  ///
  /// A load adds it to the first schema of its search path, a test's own; dropping that schema
  /// would drop it, and every other test's trigram indexes, under loads still running.
  /// IF NOT EXISTS does not keep two sessions (another suite's, say) from adding it at once:
  /// the later one fails (23505) once the first commits, and finds it there when asked again.
  private static let trigramsAdded: Bool = {
    let addTrigrams = "CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public"
    return (try? connect().executeScript(addTrigrams)) != nil
      || (try? connect().executeScript(addTrigrams)) != nil
  }()

  /// Runs `body` with a schema of its own, which is dropped afterwards, so that tests running
  /// at once never see each other's tables.
  @discardableResult
  static func withSchema<Result>(_ body: (PostgreSQLTestSchema) throws -> Result) throws
    -> Result
  {
    _ = trigramsAdded
    let schema = PostgreSQLTestSchema()
    // An identifier cannot be a parameter; this one is made only of letters, digits and "_".
    try connect().executeScript("CREATE SCHEMA \(schema.name)")
    let result = Swift.Result { try body(schema) }
    // A new connection: the test's own may be lost or in a failed transaction.
    try connect().executeScript("DROP SCHEMA \(schema.name) CASCADE")
    return try result.get()
  }

  /// Runs `body` with a connection to a schema of its own, in which `script` has made the
  /// tables; the schema is dropped afterwards.
  static func withTables(
    _ script: String, _ body: (PostgreSQLConnection) throws -> Void
  ) throws {
    try withSchema { schema throws in
      let connection = try schema.connect()
      try connection.executeScript(script)
      try body(connection)
    }
  }

  /// Runs `body` with a schema of its own, which is dropped afterwards: for bodies that wait.
  @discardableResult
  static func runInSchema<Result>(_ body: (PostgreSQLTestSchema) async throws -> Result)
    async throws -> Result
  {
    _ = trigramsAdded
    let schema = PostgreSQLTestSchema()
    try connect().executeScript("CREATE SCHEMA \(schema.name)")
    let result: Swift.Result<Result, any Error>
    do {
      result = .success(try await body(schema))
    } catch {
      result = .failure(error)
    }
    try connect().executeScript("DROP SCHEMA \(schema.name) CASCADE")
    return try result.get()
  }
}

/// The failure of a test that needs a server when none was started but one is required.
private struct ServerMissing: Error, CustomStringConvertible {
  var description: String {
    "TASCH_REQUIRE_POSTGRES=1 but TASCH_TEST_POSTGRES_URL is not set: "
      + "run eval \"$(.ci/postgres start)\" first"
  }
}

/// A schema for one test.
struct PostgreSQLTestSchema {
  /// `tasch_test_` and a random hexadecimal number.
  let name = "tasch_test_" + String(UInt64.random(in: .min ... .max), radix: 16)

  /// The server's URL, with this schema first in the search path of every connection made
  /// with it.
  var url: String {
    let server = PostgreSQLTestServer.url ?? "postgresql:///postgres"
    return server + (server.contains("?") ? "&" : "?") + "options=-c%20search_path%3D\(name)"
  }

  /// A new connection whose tables are made and found in this schema.
  func connect() throws -> PostgreSQLConnection {
    let connection = try PostgreSQLTestServer.connect()
    try connection.execute("SELECT set_config('search_path', $1, false)", [.text(name)])
    return connection
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only when there is a PostgreSQL server to run it against, or one is
  /// required.
  static var needsPostgreSQLServer: Self {
    .enabled(
      if: PostgreSQLTestServer.url != nil || PostgreSQLTestServer.isRequired,
      Comment(
        rawValue: "SKIPPED: no PostgreSQL server. Run eval \"$(.ci/postgres start)\" to start "
          + "one and export TASCH_TEST_POSTGRES_URL; .ci/postgres stop stops it."))
  }

  /// Runs the test only when libpq can be loaded, or PostgreSQL is required.
  static var needsLibPQ: Self {
    .enabled(
      if: PostgreSQLTestServer.hasLibPQ || PostgreSQLTestServer.isRequired,
      "SKIPPED: libpq.so.5 cannot be loaded; install the Debian package libpq5.")
  }
}
