import TaschComposition

extension UsageError {
  /// The usage error for settings the composition found cannot work, naming the setting where
  /// its value came from, as `origins` say: the option, its variable, or the config file and
  /// its key.
  init(settings problem: SettingsProblem, origins: [ConfigSetting: SettingOrigin] = [:]) {
    switch problem {
    case .noStatePlace:
      self.init(.noStatePlace)
    case .badPath(.state, let path, let reason) where origins[.state] ?? .default == .default:
      // Nobody typed the path: it is where the state file goes by default, which is what to
      // name, not an option that was never given.
      self.init(.badDefaultState(path: path, reason: reason))
    case .badPath(let setting, _, let reason):
      self.init(
        .badPath(option: Self.option(setting), reason: reason), of: Self.definition(setting),
        origins: origins)
    case .badSpec(let setting, let reason):
      self.init(
        .badSpec(option: Self.option(setting), reason: reason), of: Self.definition(setting),
        origins: origins)
    case .unknownShop(let asked, let among):
      self.init(
        .unknownShop(asked, among: among), of: GlobalOptions.shopName.definition,
        origins: origins)
    case .shopNotPicked(let names):
      self.init(.shopNotPicked(names))
    case .unknownPreset(let name, let among):
      self.init(
        .unknownPreset(name, among: among), of: GlobalOptions.simulation.definition,
        origins: origins)
    case .badPreset(let file, let reason):
      self.init(.badPreset(file: file, reason: reason))
    }
  }

  /// `problem` with the value of the option `definition` gives, said of the variable or the
  /// config file's key that gave it, if one did: the user typed no option then.
  private init(
    _ problem: Problem, of definition: OptionDefinition, origins: [ConfigSetting: SettingOrigin]
  ) {
    let key = definition.name
    switch ConfigSetting(rawValue: key).flatMap({ origins[$0] }) {
    case .environment(let variable): self.init(problem, variable: variable)
    case .configFile(let file): self.init(.badConfig(file: file, .badValue(key: key, problem)))
    case .flag, .default, nil: self.init(problem)
    }
  }

  /// The option that gives `setting`: `--state`.
  private static func option(_ setting: ShopSetting) -> String {
    "--" + definition(setting).name
  }

  /// The definition of the option that gives `setting`.
  private static func definition(_ setting: ShopSetting) -> OptionDefinition {
    switch setting {
    case .catalogue: GlobalOptions.catalogue.definition
    case .state: GlobalOptions.state.definition
    case .store: GlobalOptions.storeURL.definition
    case .latency: GlobalOptions.latency.definition
    case .fail: GlobalOptions.fail.definition
    }
  }
}
