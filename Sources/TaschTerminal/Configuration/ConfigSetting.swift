/// A default the config file may hold: one for each global option that is a preference, named
/// as the option is.
///
/// `--json`, `--help` and `--version` are not preferences but what one command line asks for,
/// with no flag to take them back; `--config` names the file itself. `pager` is the pager's
/// command, which `--no-pager` turns off.
public enum ConfigSetting: String, CaseIterable, Hashable, Sendable {
  case catalogue, state, store, shop, user, locale, theme
  case noColor = "no-color"
  case noMouse = "no-mouse"
  case pager, latency, fail, simulation, seed

  /// The JSON value a setting takes.
  public enum Kind: Hashable, Sendable {
    /// A string.
    case text
    /// A string holding an absolute path: a file's place cannot depend on the folder tasch
    /// runs in.
    case absolutePath
    /// `true` or `false`.
    case flag
    /// A whole number.
    case wholeNumber
  }

  /// The value it takes.
  public var kind: Kind {
    switch self {
    case .catalogue, .state: .absolutePath
    case .noColor, .noMouse: .flag
    case .seed: .wholeNumber
    default: .text
    }
  }
}
