import TaschComposition
import TaschPresentation

/// The options every command takes, each also settable by environment and in the config file; a
/// flag beats the environment, which beats the config file.
///
/// Every value is read and checked here, once, wherever it comes from.
public struct GlobalOptions: Sendable {
  /// Where the shop's data lives.
  public var store: StoreChoice
  /// The shop asked for, in a store that holds several.
  public var shop: String?
  /// The shopper, in a database store.
  public var user: String
  /// The locales of text and money.
  public var locale: LocaleSettings
  /// The theme.
  public var theme: Theme.Name
  /// Whether colour is off: `--no-color`, `NO_COLOR` or the config file says so.
  public var noColor: Bool
  /// Whether the shop takes the mouse: not after `--no-mouse`, which leaves it to the
  /// terminal's own selection.
  public var mouse: Bool
  /// Whether to print JSON.
  public var json: Bool
  /// The pager long output on a terminal goes through, as `PagerCommand` reads it; empty for
  /// none.
  public var pager: String
  /// The latency spec, if any.
  public var latencySpec: String?
  /// The failure spec, if any.
  public var failSpec: String?
  /// The simulation preset asked for by name, if any.
  public var simulation: String?
  /// The folder of the user's own simulation presets.
  public var presetFolder: String?
  /// The seed, if one was given.
  public var seed: UInt64?
  /// The folder for catalogues' indexes; `nil` to keep none (`TASCH_CACHE=off`).
  public var indexCache: String?
  /// Where each setting in force came from; a setting missing is its default.
  public var origins: [ConfigSetting: SettingOrigin] = [:]
  /// Where the money locale came from, when it is not the text locale.
  var moneyLocaleOrigin = SettingOrigin.default
  /// The shop's keys, with the config file's rebindings.
  var keys = KeyMap.standard

  // MARK: - Definitions

  static let catalogue = Option.text(
    "catalogue", value: "PATH", environment: "TASCH_CATALOGUE", help: .optionCatalogue)
  static let state = Option.text(
    "state", value: "PATH", environment: "TASCH_STATE", help: .optionState)
  static let storeURL = Option<StoreChoice>(
    OptionDefinition("store", value: "URL", environment: "TASCH_STORE", help: .optionStore)
  ) { text throws(UsageError.Problem) in
    // `sqlite://shop.db`, a URI's form as other tools write it, would name `//shop.db`, a file
    // at the root: refused, as any other form of a path is not the one tasch takes.
    if text.hasPrefix("sqlite:"), text.count > 7, !text.hasPrefix("sqlite://") {
      return .sqlite(path: String(text.dropFirst(7)))
    }
    if text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") {
      return .postgreSQL(url: text)
    }
    throw .badStore(StoreChoice.shownWithoutPasswords(text))
  }
  static let shopName = Option.name(
    "shop", value: "ID", environment: "TASCH_SHOP", help: .optionShop)
  static let userName = Option.name(
    "user", value: "NAME", environment: "TASCH_USER", help: .optionUser)
  static let localeID = Option<String>(
    OptionDefinition("locale", value: "ID", environment: "TASCH_LOCALE", help: .optionLocale)
  ) { text throws(UsageError.Problem) in
    // Spaces around it are not part of it, as around a name or a spec.
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let locale = LocaleResolver.normalized(trimmed) else { throw .badLocale(text) }
    return locale
  }
  static let themeName = Option.choice(
    "theme", value: "NAME", environment: "TASCH_THEME", help: .optionTheme,
    Theme.Name.allCases.map { ($0.rawValue, $0) })
  static let noColorFlag = Option.flag("no-color", environment: "NO_COLOR", help: .optionNoColor)
  static let noMouseFlag = Option.flag(
    "no-mouse", environment: "TASCH_NO_MOUSE", help: .optionNoMouse)
  static let jsonFlag = Option.flag("json", help: .optionJSON)
  static let noPagerFlag = Option.flag("no-pager", help: .optionNoPager)
  // Each a list of rules: given twice, both lists are in force.
  static let latency = Option.text(
    "latency", value: "SPEC", environment: "TASCH_LATENCY", help: .optionLatency,
    joinsRepeatsWith: ",")
  static let simulation = Option.name(
    "simulation", value: "NAME", environment: "TASCH_SIMULATION", help: .optionSimulation,
    emptyVariableIsUnset: true)
  static let fail = Option.text(
    "fail", value: "SPEC", environment: "TASCH_FAIL", help: .optionFail, joinsRepeatsWith: ",")
  static let seedNumber = Option<UInt64>(
    OptionDefinition("seed", value: "N", environment: "TASCH_SEED", help: .optionSeed)
  ) { text throws(UsageError.Problem) in
    guard let seed = SimulationSpecs.seed(text) else { throw .badSeed(text) }
    return seed
  }
  static let configPath = Option.text(
    "config", value: "PATH", environment: "TASCH_CONFIG", help: .optionConfig)
  static let version = Option.flag("version", help: .optionVersion)

  /// The global options, in the order help lists them.
  public static let definitions: [OptionDefinition] = [
    catalogue.definition, state.definition, storeURL.definition, shopName.definition,
    userName.definition, localeID.definition, themeName.definition, noColorFlag.definition,
    noMouseFlag.definition, jsonFlag.definition, noPagerFlag.definition, latency.definition,
    fail.definition, simulation.definition, seedNumber.definition, configPath.definition,
    version.definition,
  ]

  /// The options that pick the shop and the shopper: completion passes those on the line to
  /// `tasch completion ids`, so that the products offered are that shop's.
  static let choosingTheShop: [OptionDefinition] = [
    catalogue.definition, state.definition, storeURL.definition, shopName.definition,
    userName.definition, configPath.definition,
  ]

  // MARK: - Resolving

  /// The options given by `parsed`, `environment` and `config`, in that order of precedence.
  ///
  /// - Throws: `UsageError` for a value an option does not take, naming the variable when the
  ///   value came from the environment, the file and the key when it came from the config file.
  package static func resolve(
    _ parsed: ParsedArguments, environment: [String: String], config: ConfigFile? = nil
  ) throws(UsageError) -> GlobalOptions {
    var sources = SettingSources(parsed: parsed, environment: environment, config: config)
    var catalogue = try sources.value(of: catalogue)
    var givenState = try sources.value(of: state)
    if let givenState, givenState.isEmpty { throw UsageError(.emptyPath(option: "--state")) }
    if let catalogue, catalogue.isEmpty { throw UsageError(.emptyPath(option: "--catalogue")) }
    var store = try sources.value(of: storeURL)
    var shop = try sources.value(of: shopName)
    // `TASCH_STATE` and the config file's `state` are where the files keep their state, set
    // once for every shell, and say nothing of a database the same shell uses: only `--state`
    // typed on the line says to use the files.
    let stateIsTyped = try parsed.value(GlobalOptions.state) != nil
    if store != nil, catalogue != nil || stateIsTyped {
      // Both say where the shop is, so the one given where a setting weighs more wins, as a
      // flag wins over a variable: `--catalogue` or `--state` looks at the files though the
      // config file names a database. Given in the same place, they contradict each other.
      let storeWeight = sources.weight(of: .store)
      let (catalogueWeight, stateWeight) = (
        sources.weight(of: .catalogue), stateIsTyped ? sources.weight(of: .state) : -1
      )
      if catalogueWeight == storeWeight {
        throw sources.conflict(.catalogueWithStore, givenBy: .catalogue)
      }
      if stateWeight == storeWeight { throw UsageError(.optionConflict(.stateWithStore)) }
      if max(catalogueWeight, stateWeight) > storeWeight {
        store = nil
        sources.setAside(.store)
        // A shop named beside the database is one of its shops, not the file's.
        if sources.weight(of: .shop) <= storeWeight {
          shop = nil
          sources.setAside(.shop)
        }
      } else {
        (catalogue, givenState) = (nil, nil)
        sources.setAside(.catalogue)
        sources.setAside(.state)
      }
    }
    // A database keeps every shopper's state: a state file set for the files is not in force.
    if store != nil { sources.setAside(.state) }
    let state = givenState ?? DefaultPaths.stateFile(environment: environment)
    if store == nil, try parsed.value(userName) != nil {
      // The files are one shopper's: a name typed here would be dropped without a word, and
      // the data shown taken for that shopper's. `TASCH_USER` and the config file's setting
      // are for the databases the same shell also uses, so they are left alone.
      throw UsageError(.optionConflict(.userWithFiles))
    }
    var options = GlobalOptions(
      store: store ?? .files(catalogue: catalogue, state: state),
      shop: shop,
      user: try sources.value(of: userName) ?? DefaultPaths.loginName(environment: environment),
      locale: LocaleResolver.resolve(
        option: try sources.value(of: localeID), environment: environment),
      theme: try sources.value(of: themeName) ?? .auto,
      noColor: sources.flag(noColorFlag),
      mouse: !sources.flag(noMouseFlag),
      json: parsed.flag(jsonFlag),
      pager: sources.pager(),
      latencySpec: try sources.value(of: latency),
      failSpec: try sources.value(of: fail),
      simulation: try sources.value(of: simulation),
      presetFolder: DefaultPaths.simulationPresets(environment: environment),
      seed: try sources.value(of: seedNumber),
      indexCache: DefaultPaths.indexCache(environment: environment))
    sources.noteSystemLocale()
    sources.noteLoginName()
    options.origins = sources.origins
    options.moneyLocaleOrigin = sources.moneyLocaleOrigin()
    options.keys = config?.keyMap ?? .standard
    return options
  }

  /// The pager in force, as `resolve` reads it.
  static func pager(
    _ parsed: ParsedArguments, environment: [String: String], config: ConfigFile?
  ) -> String {
    var sources = SettingSources(parsed: parsed, environment: environment, config: config)
    return sources.pager()
  }
}
