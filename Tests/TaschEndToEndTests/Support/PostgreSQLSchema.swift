import Foundation
import TaschPostgreSQL
import Testing

/// A schema of its own on the PostgreSQL server `TASCH_TEST_POSTGRES_URL` names, for one test:
/// its URL puts it first in the search path of every connection made with it, and `drop()`
/// takes it away with everything in it.
///
/// Without a server the tests that need one are skipped, unless `TASCH_REQUIRE_POSTGRES=1`
/// (as in CI): then they run and fail.
struct PostgreSQLSchema {
  private static let environment = ProcessInfo.processInfo.environment

  /// The server's URL, when there is one.
  static let server = environment["TASCH_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

  /// Whether a missing server is a failure rather than a reason to skip.
  static let isRequired = environment["TASCH_REQUIRE_POSTGRES"] == "1"

  /// `tasch_e2e_` and a random hexadecimal number.
  let name = "tasch_e2e_" + String(UInt64.random(in: .min ... .max), radix: 16)
  private let serverURL: String

  /// Makes the schema on the server.
  init() throws {
    guard let server = Self.server else { throw ServerMissing() }
    serverURL = server
    let connection = try PostgreSQLConnection(url: server)
    // A load adds pg_trgm to the first schema of its search path, this test's own, unless the
    // database has it already: dropping the schema would take other tests' indexes with it.
    let addTrigrams = "CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public"
    do {
      try connection.executeScript(addTrigrams)
    } catch {
      // IF NOT EXISTS does not keep two sessions from adding it at once: the later one fails
      // (23505) once the first commits, and finds it there when asked again.
      try connection.executeScript(addTrigrams)
    }
    try connection.executeScript("CREATE SCHEMA \(name)")
  }

  /// The server's URL with this schema first in the search path.
  var url: String {
    serverURL + (serverURL.contains("?") ? "&" : "?") + "options=-c%20search_path%3D\(name)"
  }

  /// Takes the schema away, with everything in it.
  func drop() {
    _ = try? PostgreSQLConnection(url: serverURL).executeScript("DROP SCHEMA \(name) CASCADE")
  }

  private struct ServerMissing: Error {}
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only when there is a PostgreSQL server to run it against, or one is
  /// required.
  static var needsPostgreSQLServer: Self {
    .enabled(
      if: PostgreSQLSchema.server != nil || PostgreSQLSchema.isRequired,
      "SKIPPED: no PostgreSQL server; export TASCH_TEST_POSTGRES_URL (.ci/postgres start).")
  }
}
