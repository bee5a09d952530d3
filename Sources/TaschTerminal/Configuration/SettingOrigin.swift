/// Where a setting in force comes from, as `tasch config show` says.
public enum SettingOrigin: Hashable, Sendable {
  /// A flag on the command line: `--theme`.
  case flag(String)
  /// An environment variable: `TASCH_THEME`.
  case environment(String)
  /// The config file at this path.
  case configFile(String)
  /// Nothing: the default.
  case `default`
}
