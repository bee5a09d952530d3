import Foundation

/// The programs some tests run beyond the toolchain (bash, zsh, fish, tmux, script, curl), and
/// whether those tests must run.
///
/// On a machine without a tool, its tests are skipped; CI installs every one and sets
/// `TASCH_REQUIRE_TOOLS=1`, so that a tool it failed to install fails those tests instead of
/// skipping them unseen.
public enum InstalledTools {
  /// Whether the run requires every tool: `TASCH_REQUIRE_TOOLS=1`.
  public static let areRequired = ProcessInfo.processInfo.environment["TASCH_REQUIRE_TOOLS"] == "1"

  /// Whether the tests that run the program at `path` run: it is there, or the run requires it
  /// (and those tests then fail without it).
  public static func run(_ path: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: path) || areRequired
  }
}
