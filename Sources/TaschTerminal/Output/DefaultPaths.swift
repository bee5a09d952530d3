import Glibc
import Tasch

/// Where Tasch keeps the user's state, and its cache, when not told otherwise.
public enum DefaultPaths {
  /// `$XDG_DATA_HOME/tasch/state.json`, or `~/.local/share/tasch/state.json` when
  /// `XDG_DATA_HOME` is unset, empty or relative; `nil` when neither it nor `HOME` gives an
  /// absolute folder.
  public static func stateFile(environment: [String: String]) -> String? {
    baseFolder("XDG_DATA_HOME", orInHome: ".local/share", environment).map {
      $0 + "/tasch/state.json"
    }
  }

  /// Where the shop keeps where it was left: `$XDG_STATE_HOME/tasch`.
  ///
  /// `~/.local/state/tasch` when `XDG_STATE_HOME` is unset, empty or relative; `nil` when
  /// neither it nor `HOME` gives an absolute folder.
  public static func stateFolder(environment: [String: String]) -> String? {
    baseFolder("XDG_STATE_HOME", orInHome: ".local/state", environment).map { $0 + "/tasch" }
  }

  /// The folder for catalogues' indexes: `$XDG_CACHE_HOME/tasch`, or `~/.cache/tasch` when
  /// `XDG_CACHE_HOME` is unset, empty or relative; `nil`, no cache at all, when `TASCH_CACHE`
  /// is `off` or neither variable gives an absolute folder.
  public static func indexCache(environment: [String: String]) -> String? {
    if environment["TASCH_CACHE"] == "off" { return nil }
    return baseFolder("XDG_CACHE_HOME", orInHome: ".cache", environment).map { $0 + "/tasch" }
  }

  /// The user's config file: `$XDG_CONFIG_HOME/tasch/config.json`, or
  /// `~/.config/tasch/config.json` when `XDG_CONFIG_HOME` is unset, empty or relative; `nil`
  /// when neither variable gives an absolute folder.
  public static func configFile(environment: [String: String]) -> String? {
    baseFolder("XDG_CONFIG_HOME", orInHome: ".config", environment).map {
      $0 + "/tasch/config.json"
    }
  }

  /// The folder of the user's simulation presets: `$XDG_CONFIG_HOME/tasch/simulations`, or
  /// `~/.config/tasch/simulations` when `XDG_CONFIG_HOME` is unset, empty or relative; `nil`
  /// when neither variable gives an absolute folder.
  public static func simulationPresets(environment: [String: String]) -> String? {
    baseFolder("XDG_CONFIG_HOME", orInHome: ".config", environment).map {
      $0 + "/tasch/simulations"
    }
  }

  /// The XDG base folder `variable` names, or `home`'s `fallback` when it is unset, empty or
  /// relative, as the XDG base directory specification says; `nil` when neither is absolute.
  private static func baseFolder(
    _ variable: String, orInHome fallback: String, _ environment: [String: String]
  ) -> String? {
    if let folder = environment[variable], folder.hasPrefix("/") { return folder }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/" + fallback
  }

  /// The name of the person logged in: `USER`, else `LOGNAME`, else the login name of the
  /// account of `userID` (the process's own by default), else `uid-` and its number.
  ///
  /// Each user ID is a shopper of its own even where the environment says nothing, never one
  /// name every user shares.
  public static func loginName(environment: [String: String], userID: uid_t = getuid())
    -> String
  {
    if let variable = loginNameVariable(environment: environment), let name = environment[variable]
    {
      return ShopRules.canonicalName(name)
    }
    return UserAccount.name(of: userID) ?? "uid-\(userID)"
  }

  /// The variable the login name comes from: `USER`, else `LOGNAME`, whichever is set first
  /// to a name a shopper may have; `nil` when neither is.
  ///
  /// One of nothing but white space is passed over, and so is one `--user` and `TASCH_USER`
  /// refuse: holding a control character or one that shows as nothing, so that a list could
  /// not tell that shopper from another, or longer than a new name may be.
  static func loginNameVariable(environment: [String: String]) -> String? {
    ["USER", "LOGNAME"].first { variable in
      // As `--user` checks its name.
      environment[variable].map { (try? Option<String>.checkedName($0, option: variable)) != nil }
        ?? false
    }
  }
}
