/// Where Tasch keeps the user's state when not told otherwise.
public enum DefaultPaths {
  /// `$XDG_DATA_HOME/tasch/state.json`, or `~/.local/share/tasch/state.json` when
  /// `XDG_DATA_HOME` is unset, empty or relative (as the XDG base directory specification
  /// says); `nil` when neither it nor `HOME` gives an absolute folder.
  public static func stateFile(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/tasch/state.json"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.local/share/tasch/state.json"
  }

  /// Where the shop keeps where it was left: `$XDG_STATE_HOME/tasch`.
  ///
  /// `~/.local/state/tasch` when `XDG_STATE_HOME` is unset, empty or relative; `nil` when
  /// neither it nor `HOME` gives an absolute folder.
  public static func stateFolder(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/tasch"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.local/state/tasch"
  }

  /// The name of the person logged in, from `USER` or `LOGNAME`; `shopper` when neither says.
  public static func loginName(environment: [String: String]) -> String {
    for variable in ["USER", "LOGNAME"] {
      if let name = environment[variable], !name.isEmpty { return name }
    }
    return "shopper"
  }
}
