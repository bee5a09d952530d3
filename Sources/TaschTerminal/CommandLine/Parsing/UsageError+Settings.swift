import TaschComposition

extension UsageError {
  /// The usage error for settings the composition found cannot work, naming the setting as
  /// the option that gave it.
  init(settings problem: SettingsProblem) {
    switch problem {
    case .noStatePlace:
      self.init(.noStatePlace)
    case .badPath(let setting, let reason):
      self.init(.badPath(option: Self.option(setting), reason: reason))
    case .badSpec(let setting, let reason):
      self.init(.badSpec(option: Self.option(setting), reason: reason))
    case .unknownShop(let asked, let among):
      self.init(.unknownShop(asked, among: among))
    case .shopNotPicked(let names):
      self.init(.shopNotPicked(names))
    case .unknownPreset(let name, let among):
      self.init(.unknownPreset(name, among: among))
    case .badPreset(let file, let reason):
      self.init(.badPreset(file: file, reason: reason))
    }
  }

  /// The option that gives `setting`: `--state`.
  private static func option(_ setting: ShopSetting) -> String {
    let definition =
      switch setting {
      case .catalogue: GlobalOptions.catalogue.definition
      case .state: GlobalOptions.state.definition
      case .store: GlobalOptions.storeURL.definition
      case .latency: GlobalOptions.latency.definition
      case .fail: GlobalOptions.fail.definition
      }
    return "--" + definition.name
  }
}
