import TaschPresentation

/// Where the global options' values come from: a flag, else its environment variable, else the
/// config file; and, for each, which it was.
struct SettingSources {
  let parsed: ParsedArguments
  let environment: [String: String]
  let config: ConfigFile?
  /// Where each setting read so far came from; one not there is its default.
  private(set) var origins: [ConfigSetting: SettingOrigin] = [:]

  init(parsed: ParsedArguments, environment: [String: String], config: ConfigFile?) {
    self.parsed = parsed
    self.environment = environment
    self.config = config
  }

  /// The value of `option`, read by the option wherever it comes from; `nil` when nothing
  /// gives one.
  ///
  /// - Throws: `UsageError` naming the variable, or the config file and its key, that gave a
  ///   value the option does not take.
  mutating func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
    let name = option.definition.name
    if let value = try parsed.value(option) {
      record(.flag("--" + name), of: name)
      return value
    }
    if let variable = option.definition.environment, let text = environment[variable],
      !text.isEmpty || !option.emptyVariableIsUnset
    {
      record(.environment(variable), of: name)
      return try option.value(of: text, variable: variable)
    }
    guard let config, let setting = ConfigSetting(rawValue: name),
      let text = config.settings[setting]
    else { return nil }
    origins[setting] = .configFile(config.path)
    do throws(UsageError) {
      return try option.value(of: text)
    } catch {
      throw UsageError(.badConfig(file: config.path, .badValue(key: name, error.problem)))
    }
  }

  /// How much `setting`, read so far, weighs where it was given: its origin's weight, that of
  /// the default when nothing gave it.
  func weight(of setting: ConfigSetting) -> Int {
    (origins[setting] ?? .default).weight
  }

  /// `conflict`, said where `setting` was given: a variable is named first, and a config
  /// file's key as any other of its values that cannot be used, not as a flag nobody typed.
  func conflict(_ conflict: UsageError.OptionConflict, givenBy setting: ConfigSetting)
    -> UsageError
  {
    switch origins[setting] {
    case .environment(let variable):
      UsageError(.optionConflict(conflict), variable: variable)
    case .configFile(let path):
      UsageError(
        .badConfig(file: path, .badValue(key: setting.rawValue, .optionConflict(conflict))))
    case .flag, .default, nil:
      UsageError(.optionConflict(conflict))
    }
  }

  /// Forgets where `setting` came from, as it is not in force: another setting overrode it.
  mutating func setAside(_ setting: ConfigSetting) {
    origins[setting] = nil
  }

  /// Whether the flag `option` is on: given, its variable set to anything, or the config file
  /// saying so.
  mutating func flag(_ option: Option<Bool>) -> Bool {
    let name = option.definition.name
    if parsed.flag(option) {
      record(.flag("--" + name), of: name)
      return true
    }
    if let variable = option.definition.environment, environment[variable]?.isEmpty == false {
      record(.environment(variable), of: name)
      return true
    }
    guard let config, let setting = ConfigSetting(rawValue: name),
      let isOn = config.isOn(setting)
    else { return false }
    origins[setting] = .configFile(config.path)
    return isOn
  }

  /// The pager in force.
  ///
  /// None after `--no-pager`; else `TASCH_PAGER`, the config file's, then `PAGER`, as git reads
  /// `GIT_PAGER`, `core.pager`, then `PAGER`, since `PAGER` speaks for every program; else
  /// `less -FIRX`. Either variable set to nothing turns paging off.
  mutating func pager() -> String {
    if parsed.flag(GlobalOptions.noPagerFlag) {
      origins[.pager] = .flag("--" + GlobalOptions.noPagerFlag.definition.name)
      return ""
    }
    if let pager = environment["TASCH_PAGER"] {
      origins[.pager] = .environment("TASCH_PAGER")
      return pager
    }
    if let config, let pager = config.settings[.pager] {
      origins[.pager] = .configFile(config.path)
      return pager
    }
    if let pager = environment["PAGER"] {
      origins[.pager] = .environment("PAGER")
      return pager
    }
    return PagerCommand.standard
  }

  /// Notes the variable the login name comes from when no option gave the shopper's name.
  mutating func noteLoginName() {
    guard origins[.user] == nil,
      let variable = DefaultPaths.loginNameVariable(environment: environment)
    else { return }
    origins[.user] = .environment(variable)
  }

  /// Notes the variable the text locale comes from when no option gave one.
  ///
  /// It is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that names a locale, as
  /// `LocaleResolver` reads them. They speak for every program, so they come after the config
  /// file.
  mutating func noteSystemLocale() {
    guard origins[.locale] == nil,
      let variable = LocaleResolver.firstNamingALocale(
        of: LocaleResolver.textVariables, in: environment)
    else { return }
    origins[.locale] = .environment(variable)
  }

  /// Where the money locale comes from, when it is not the text locale's: the first of
  /// `LC_ALL`, `LC_MONETARY` and `LANG` that names a locale, as `LocaleResolver` reads them.
  func moneyLocaleOrigin() -> SettingOrigin {
    LocaleResolver.firstNamingALocale(of: LocaleResolver.moneyVariables, in: environment)
      .map(SettingOrigin.environment) ?? .default
  }

  private mutating func record(_ origin: SettingOrigin, of name: String) {
    if let setting = ConfigSetting(rawValue: name) { origins[setting] = origin }
  }
}
