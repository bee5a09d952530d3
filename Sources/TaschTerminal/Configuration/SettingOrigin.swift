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

  /// How much a setting given here weighs against the same setting given elsewhere: a flag
  /// wins over a variable, which wins over the config file, which wins over the default.
  var weight: Int {
    switch self {
    case .flag: 3
    case .environment: 2
    case .configFile: 1
    case .default: 0
    }
  }
}
