import TaschTestSupport

/// The user's config folder (`XDG_CONFIG_HOME`) of a command-line test: a temporary folder of
/// its own, named in the harness's environment, where the test writes the config file and the
/// simulation presets `tasch` finds there.
struct ConfigHome {
  /// The folder.
  let folder: TemporaryFolder

  /// A fresh config folder, named in `harness`'s environment.
  init(of harness: inout CommandLineHarness) throws {
    folder = TemporaryFolder()
    harness.environment["XDG_CONFIG_HOME"] = folder.path
  }

  /// The folder's path.
  var path: String { folder.path }

  /// Writes the config file `tasch` reads by default; its path.
  @discardableResult
  func writeConfig(_ text: String) throws -> String {
    try folder.write(text, to: "tasch/config.json")
  }

  /// Writes the user's simulation preset `name`; its path.
  @discardableResult
  func writePreset(_ text: String, as name: String) throws -> String {
    try folder.write(text, to: "tasch/simulations/\(name).json")
  }
}
