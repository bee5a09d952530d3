import TaschTestSupport

/// The user's config folder (`XDG_CONFIG_HOME`) of a command-line test: a temporary folder of
/// its own, named in its harness's environment, where the test writes the config file and the
/// simulation presets `tasch` finds there.
@MainActor
struct ConfigHome {
  /// The folder.
  let folder = TemporaryFolder()
  /// A harness whose environment names the folder.
  let harness: CommandLineHarness

  /// A fresh config folder, and a harness whose environment names it beside `environment`.
  init(environment: [String: String] = [:]) {
    var harness = CommandLineHarness()
    harness.environment["XDG_CONFIG_HOME"] = folder.path
    harness.environment.merge(environment) { _, given in given }
    self.harness = harness
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
