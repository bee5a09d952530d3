import TaschComposition

/// Every setting in force, and where each comes from: what `tasch config show` shows.
struct SettingsInForce {
  /// A setting's value.
  enum Value: Hashable, Sendable {
    /// None is set.
    case none
    /// Text: a path, a name, a spec.
    case text(String)
    /// On or off.
    case flag(Bool)
    /// A whole number.
    case number(UInt64)
    /// Keys, by the names the config file gives them.
    case keys([String])
  }

  /// One setting: its name, as the config file names it, its value and where it comes from.
  struct Entry: Hashable, Sendable {
    let name: String
    let value: Value
    let origin: SettingOrigin
  }

  /// The global options' settings, in the order of `ConfigSetting`; after `locale`, the
  /// money's locale as `locale.money` when the system's variables make it another.
  let settings: [Entry]
  /// Each action of the shop whose keys can be rebound, with its keys, as `keys.ACTION`.
  let keys: [Entry]

  /// What `options`, read with `config`, hold.
  init(_ options: GlobalOptions, config: ConfigFile?) {
    settings = ConfigSetting.allCases.flatMap { setting in
      let entry = Entry(
        name: setting.rawValue, value: Self.value(of: setting, in: options),
        origin: options.origins[setting] ?? .default)
      let locales = options.locale
      guard setting == .locale, locales.moneyLocale != locales.textLocale else { return [entry] }
      // LC_MONETARY=de_DE has amounts written in German beside English words.
      return [
        entry,
        Entry(
          name: setting.rawValue + ".money", value: .text(locales.moneyLocale),
          origin: options.moneyLocaleOrigin),
      ]
    }
    keys = KeyAction.allCases.filter(\.isRebindable).map { action in
      let keys = options.keys.bindings.first { $0.action == action }?.keys ?? []
      let origin: SettingOrigin =
        if let config, config.keys[action] != nil { .configFile(config.path) } else { .default }
      return Entry(
        name: ConfigFile.keysKey + "." + action.rawValue,
        value: .keys(keys.map(\.configName)), origin: origin)
    }
  }

  private static func value(of setting: ConfigSetting, in options: GlobalOptions) -> Value {
    let files: (catalogue: String?, state: String?) =
      if case .files(let catalogue, let state) = options.store {
        (catalogue, state)
      } else {
        (nil, nil)
      }
    let text: String?
    switch setting {
    case .catalogue: text = files.catalogue
    case .state: text = files.state
    case .store: text = options.store.name
    case .shop: text = options.shop
    case .user: text = options.user
    case .locale: text = options.locale.textLocale
    case .theme: text = options.theme.rawValue
    // Blanks alone turn paging off, as nothing does.
    case .pager: text = PagerCommand(options.pager) == nil ? nil : options.pager
    case .latency: text = options.latencySpec
    case .fail: text = options.failSpec
    case .simulation: text = options.simulation
    case .noColor: return .flag(options.noColor)
    case .noMouse: return .flag(!options.mouse)
    case .seed: return options.seed.map(Value.number) ?? .none
    }
    return text.map(Value.text) ?? .none
  }
}
