/// Where Tasch keeps the user's state, and its cache, when not told otherwise.
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

  /// The folder for catalogues' indexes: `$XDG_CACHE_HOME/tasch`, or `~/.cache/tasch` when
  /// `XDG_CACHE_HOME` is unset, empty or relative; `nil`, no cache at all, when `TASCH_CACHE`
  /// is `off` or neither variable gives an absolute folder.
  public static func indexCache(environment: [String: String]) -> String? {
    if environment["TASCH_CACHE"] == "off" { return nil }
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/tasch"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.cache/tasch"
  }

  /// The name of the person logged in, from `USER` or `LOGNAME`; `shopper` when neither says.
  public static func loginName(environment: [String: String]) -> String {
    for variable in ["USER", "LOGNAME"] {
      if let name = environment[variable], !name.isEmpty { return name }
    }
    return "shopper"
  }
}
